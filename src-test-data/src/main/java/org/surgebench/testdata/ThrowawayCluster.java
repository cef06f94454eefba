package org.surgebench.testdata;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * A PostgreSQL cluster of the test's own (initdb + pg_ctl in a temporary folder, on a free port from 5499),
 * so a test may restart or stop it without touching the shared server. PostgreSQL refuses to run as root:
 * as root the commands run as the {@code postgres} OS user through runuser.
 *
 * <p>Where no cluster can be made, the test is skipped on a developer machine and fails in CI.
 * {@link #startOrSkip(Map)} takes extra server settings ({@code -c name=value}), e.g.
 * {@code shared_preload_libraries=pg_stat_statements} or a small {@code max_connections}, which a test may not
 * change on the shared server.
 */
public final class ThrowawayCluster implements AutoCloseable {
    private final Path bin;
    private final Path dir;
    private final Path data;
    private final int port;
    private final boolean asPostgresUser;
    private final Map<String, String> settings = new LinkedHashMap<>();

    private ThrowawayCluster(Path bin, Path dir, int port, boolean asPostgresUser) {
        this.bin = bin;
        this.dir = dir;
        this.data = dir.resolve("data");
        this.port = port;
        this.asPostgresUser = asPostgresUser;
    }

    /** Creates and starts a cluster, or skips (locally) / fails (CI) saying why it could not. */
    public static ThrowawayCluster startOrSkip() {
        return startOrSkip(Map.of());
    }

    /**
     * As {@link #startOrSkip()}, with extra server settings (name to value) that override the defaults
     * (fsync off, max_connections 40, shared_buffers 16MB).
     */
    public static ThrowawayCluster startOrSkip(Map<String, String> extraSettings) {
        ThrowawayCluster c = null;
        try {
            Path bin = findBin();
            boolean root = "root".equals(System.getProperty("user.name"));
            Path dir = Files.createTempDirectory("surge-pg-");
            c = new ThrowawayCluster(bin, dir, freePort(), root);
            c.settings.putAll(Map.of("listen_addresses", "127.0.0.1", "fsync", "off", "max_connections", "40",
                    "shared_buffers", "16MB"));
            c.settings.putAll(extraSettings);
            if (root) {
                exec(List.of("chown", "-R", "postgres:postgres", dir.toString()), dir, 30);
            }
            c.pg(List.of(bin.resolve("initdb").toString(), "-D", c.data.toString(), "-U", "postgres", "-A", "trust",
                    "-E", "UTF8", "--no-sync", "--no-instructions"), 120);
            c.pg(List.of(bin.resolve("pg_ctl").toString(), "-D", c.data.toString(), "-l", dir.resolve("log").toString(),
                    "-w", "-t", "60", "-o", c.serverOptions(), "start"), 90);
            return c;
        } catch (Exception e) {
            if (c != null) {
                c.close();
            }
            String msg = "Cannot create a throwaway PostgreSQL cluster (initdb/pg_ctl): " + e.getMessage();
            if (LocalPostgres.inCi()) {
                Assertions.fail(msg + " (CI must run the restart tests)");
            }
            Assumptions.abort(msg);
            return null;
        }
    }

    private String serverOptions() {
        StringBuilder o = new StringBuilder("-p " + port + " -k " + dir);
        settings.forEach((k, v) -> o.append(" -c ").append(k).append('=').append(v));
        return o.toString();
    }

    public String url(String database) {
        return "jdbc:postgresql://127.0.0.1:" + port + "/" + database;
    }

    public int port() {
        return port;
    }

    /** A fast restart: sessions are ended, the server goes down and comes back on the same port. */
    public void restart() throws IOException, InterruptedException {
        pg(List.of(bin.resolve("pg_ctl").toString(), "-D", data.toString(), "-l", dir.resolve("log").toString(),
                "-w", "-t", "60", "-m", "fast", "-o", serverOptions(), "restart"), 90);
    }

    public void stop() throws IOException, InterruptedException {
        pg(List.of(bin.resolve("pg_ctl").toString(), "-D", data.toString(), "-w", "-m", "fast", "stop"), 60);
    }

    @Override
    public void close() {
        try {
            if (Files.exists(data.resolve("postmaster.pid"))) {
                pg(List.of(bin.resolve("pg_ctl").toString(), "-D", data.toString(), "-w", "-m", "immediate", "stop"),
                        60);
            }
        } catch (Exception ignored) {
            // Best effort; the folder goes next either way.
        }
        try (Stream<Path> s = Files.walk(dir)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException ignored) {
            // A temp folder left behind is harmless.
        }
    }

    private void pg(List<String> cmd, long seconds) throws IOException, InterruptedException {
        List<String> full = new ArrayList<>();
        if (asPostgresUser) {
            full.addAll(List.of("runuser", "-u", "postgres", "--"));
        }
        full.addAll(cmd);
        exec(full, dir, seconds);
    }

    private static void exec(List<String> cmd, Path dir, long seconds) throws IOException, InterruptedException {
        Path log = Files.createTempFile("surge-pg-cmd", ".log");
        try {
            Process p = new ProcessBuilder(cmd).directory(dir.toFile()).redirectErrorStream(true)
                    .redirectOutput(log.toFile()).start();
            if (!p.waitFor(seconds, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new IOException(String.join(" ", cmd) + " did not finish in " + seconds + " s");
            }
            if (p.exitValue() != 0) {
                throw new IOException(String.join(" ", cmd) + " failed (" + p.exitValue() + "): "
                        + Files.readString(log, StandardCharsets.UTF_8).strip());
            }
        } finally {
            Files.deleteIfExists(log);
        }
    }

    private static Path findBin() throws IOException {
        Path versions = Path.of("/usr/lib/postgresql");
        if (Files.isDirectory(versions)) {
            try (Stream<Path> s = Files.list(versions)) {
                var best = s.map(p -> p.resolve("bin")).filter(p -> Files.isExecutable(p.resolve("initdb")))
                        .max(Comparator.comparing(p -> versionOf(p.getParent())));
                if (best.isPresent()) {
                    return best.get();
                }
            }
        }
        for (String dir : System.getenv().getOrDefault("PATH", "").split(":")) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, "initdb"))) {
                return Path.of(dir);
            }
        }
        throw new IOException("no initdb found under /usr/lib/postgresql/*/bin or on the PATH");
    }

    private static int versionOf(Path p) {
        try {
            return Integer.parseInt(p.getFileName().toString());
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    private static int freePort() throws IOException {
        for (int port = 5499; port < 5599; port++) {
            try (ServerSocket s = new ServerSocket(port, 1, InetAddress.getByName("127.0.0.1"))) {
                return port;
            } catch (IOException busy) {
                // Try the next one.
            }
        }
        throw new IOException("no free port in 5499..5598");
    }
}
