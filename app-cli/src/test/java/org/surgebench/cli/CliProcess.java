package org.surgebench.cli;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The real CLI in a JVM of its own (the test classpath, {@code org.surgebench.cli.SurgeCli}), so that tests
 * can send it signals and read its process list entry. Output goes to files that tests poll.
 */
final class CliProcess implements AutoCloseable {
    private final Process process;
    private final Path out;
    private final Path err;

    private CliProcess(Process process, Path out, Path err) {
        this.process = process;
        this.out = out;
        this.err = err;
    }

    static CliProcess start(Path workDir, Map<String, String> env, String... args) throws IOException {
        String java = ProcessHandle.current().info().command().orElse("java");
        String cp = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        // A short-lived JVM on a busy machine: the JDK's class-data archive (on by default, not switched off) and
        // the client compiler alone start it sooner and compile less; what it runs is the same.
        List<String> cmd =
                new ArrayList<>(List.of(java, "-XX:TieredStopAtLevel=1", "-cp", cp, SurgeCli.class.getName()));
        cmd.addAll(List.of(args));
        Files.createDirectories(workDir);
        Path out = workDir.resolve("stdout.txt");
        Path err = workDir.resolve("stderr.txt");
        ProcessBuilder pb = new ProcessBuilder(cmd)
                .directory(workDir.toFile())
                .redirectOutput(out.toFile())
                .redirectError(err.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
        pb.environment().remove("SURGE_PASSWORD");
        pb.environment().putAll(env);
        return new CliProcess(pb.start(), out, err);
    }

    long pid() {
        return process.pid();
    }

    /** Sends a signal by name (INT, TERM) the way a terminal or a service manager would. */
    void signal(String name) throws IOException, InterruptedException {
        if (name.equals("INT") && ignoresSigint()) {
            throw new AssertionError("The CLI's process ignores SIGINT, as it inherited from the test JVM: the"
                    + " suite was started in the background of a non-interactive shell (nohup, `&`, setsid), so"
                    + " Ctrl-C cannot be tested; run it in the foreground.");
        }
        Process kill = new ProcessBuilder("kill", "-" + name, Long.toString(process.pid()))
                .inheritIO()
                .start();
        if (kill.waitFor() != 0) {
            throw new IOException("kill -" + name + " " + process.pid() + " failed");
        }
    }

    /**
     * Whether the process ignores SIGINT (bit 2 of SigIgn in /proc/PID/status): a JVM started with SIGINT
     * ignored leaves it so and installs no handler, and a shell started in the background without job control
     * starts its children that way.
     */
    private boolean ignoresSigint() throws IOException {
        Path status = Path.of("/proc", Long.toString(process.pid()), "status");
        if (!Files.isReadable(status)) {
            return false;
        }
        for (String line : Files.readAllLines(status, StandardCharsets.UTF_8)) {
            if (line.startsWith("SigIgn:")) {
                long ignored = Long.parseUnsignedLong(
                        line.substring("SigIgn:".length()).trim(), 16);
                return (ignored & (1L << (2 - 1))) != 0;
            }
        }
        return false;
    }

    /** Waits until stdout contains the text; false if the process ended or the wait ran out first. */
    boolean awaitOutput(String text, long seconds) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (System.nanoTime() < deadline) {
            if (stdout().contains(text)) {
                return true;
            }
            if (!process.isAlive()) {
                return stdout().contains(text);
            }
            Thread.sleep(100);
        }
        return false;
    }

    /** Waits until stdout has {@code count} lines that match {@code line} (or the process ended). */
    boolean awaitLines(java.util.regex.Pattern line, int count, long seconds) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (true) {
            boolean alive = process.isAlive();
            if (stdout().lines().filter(l -> line.matcher(l).matches()).count() >= count) {
                return true;
            }
            if (!alive || System.nanoTime() >= deadline) {
                return false;
            }
            Thread.sleep(100);
        }
    }

    /** Waits for the exit (a hang guard, not a timing assertion) and returns the exit code. */
    int waitFor(long seconds) throws InterruptedException {
        if (!process.waitFor(seconds, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("The CLI did not exit within " + seconds + " s; stdout:\n" + safe(this::stdout)
                    + "\nstderr:\n" + safe(this::stderr));
        }
        return process.exitValue();
    }

    String stdout() throws IOException {
        return Files.readString(out, StandardCharsets.UTF_8);
    }

    String stderr() throws IOException {
        return Files.readString(err, StandardCharsets.UTF_8);
    }

    /** The process's command line as the process list shows it (Linux /proc), or null where unknown. */
    String commandLine() throws IOException {
        Path p = Path.of("/proc", Long.toString(process.pid()), "cmdline");
        return Files.exists(p) ? Files.readString(p, StandardCharsets.UTF_8).replace('\0', ' ') : null;
    }

    private interface Text {
        String get() throws IOException;
    }

    private static String safe(Text t) {
        try {
            return t.get();
        } catch (IOException e) {
            return "(" + e + ")";
        }
    }

    @Override
    public void close() {
        if (process.isAlive()) {
            process.destroyForcibly();
            try {
                // Gone before the next test opens the same H2 file.
                process.waitFor(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
