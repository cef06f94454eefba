package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.results.ResultWriter;
import org.surgebench.core.results.RunResult;

/**
 * As Swingbench's charbench, {@code surge charbench} in a terminal stops when Return is pressed: the run ends
 * early as stopped (exit 0), its results and Swingbench's results file written. The CLI runs in a pseudo-terminal
 * made by script(1), whose input the test types into.
 */
class CharbenchReturnTest {

    @Test
    void returnStopsTheRunAndItsResultsAreWritten(@TempDir Path dir) throws Exception {
        Assumptions.assumeTrue(Files.isExecutable(Path.of("/usr/bin/script")), "no script(1) to make a terminal");
        String url = SharedH2Generation.SOE.copyInto(dir);
        Path config = SwingbenchConfigH2Test.copy(dir, "v2.6/SOE_Client_Side.xml");
        Path xml = dir.resolve("out").resolve("results.xml");
        Files.createDirectories(xml.getParent());
        Path cp = dir.resolve("cp.txt");
        Files.writeString(cp, System.getProperty("surefire.test.class.path", System.getProperty("java.class.path")));
        String javaBin = ProcessHandle.current().info().command().orElse("java");
        // 10 minutes asked: only Return ends it within the test.
        // The client compiler alone and the JDK's class-data archive, as CliProcess: the CLI starts sooner and
        // compiles less; what it runs is the same.
        String command = "'" + javaBin + "' -XX:TieredStopAtLevel=1 -cp \"$(cat '" + cp + "')\" "
                + SurgeCli.class.getName()
                + " charbench -c '" + config + "' -cs '" + url + "' -u sa -uc 1 -rt 0:10 -v users,tps -r '" + xml
                + "'";
        Process p = new ProcessBuilder("script", "-qefc", command, "/dev/null")
                .directory(dir.toFile())
                .redirectErrorStream(true)
                .start();
        ByteArrayOutputStream seen = new ByteArrayOutputStream();
        Thread reader = Thread.ofPlatform().daemon().start(() -> copy(p.getInputStream(), seen));
        try {
            // Until a second with transactions was measured (a hang guard, not a timing assertion), then Return.
            java.util.regex.Pattern busySecond =
                    java.util.regex.Pattern.compile("(?m)^\\d\\d:\\d\\d:\\d\\d\\s+\\[1/1]\\s+[1-9]");
            for (int i = 0;
                    i < 1200 && p.isAlive() && !busySecond.matcher(text(seen)).find();
                    i++) {
                Thread.sleep(100);
            }
            assertThat(text(seen)).contains("Hit Return to stop the run", "Measuring");
            assertThat(busySecond.matcher(text(seen)).find()).as(text(seen)).isTrue();
            OutputStream typed = p.getOutputStream();
            typed.write('\r');
            typed.flush();
            assertThat(p.waitFor(120, TimeUnit.SECONDS)).as(text(seen)).isTrue();
            reader.join(10_000);
            assertThat(p.exitValue()).as(text(seen)).isZero();
        } finally {
            p.destroyForcibly();
        }
        assertThat(text(seen)).contains("Stopping (Return)", "Swingbench results: " + xml);
        assertThat(xml).exists();
        Path json;
        try (Stream<Path> files = Files.list(xml.getParent())) {
            json = files.filter(f -> f.toString().endsWith(".json")).findFirst().orElseThrow();
        }
        RunResult r = ResultWriter.read(json);
        assertThat(r.summary().stopReason()).isEqualTo("stopped");
        assertThat(r.summary().transactions()).isPositive();
    }

    private static void copy(InputStream in, ByteArrayOutputStream to) {
        try {
            byte[] buf = new byte[8192];
            for (int n = in.read(buf); n >= 0; n = in.read(buf)) {
                synchronized (to) {
                    to.write(buf, 0, n);
                }
            }
        } catch (java.io.IOException e) {
            // the process ended
        }
    }

    private static String text(ByteArrayOutputStream seen) {
        synchronized (seen) {
            return seen.toString(StandardCharsets.UTF_8);
        }
    }
}
