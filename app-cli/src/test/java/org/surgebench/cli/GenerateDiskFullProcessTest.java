package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.testdata.SmallDisk;

/**
 * Issue 45 item 12 as it was found: {@code surge generate soe --scale 0.1} on H2 on a 40 MB disk that fills
 * during the load spun at 100 % CPU for ever (closing the schema lock's session rolled back into H2's failed
 * store) and one Ctrl-C did not stop it. It spun in a JVM of its own, as {@code surge} runs, not inside a test's
 * JVM, so the command runs here in a JVM of its own. Needs the right to mount a small tmpfs (root, as in CI).
 * Checked against the code before the fix (commit 235fb0c) by hand: on 40 MB the load stopped at 153 k of 2.12 M
 * rows with the disk full and the JVM at 100 % CPU until killed; with the fix it ends in seconds.
 */
class GenerateDiskFullProcessTest {
    @Test
    void anH2GenerateOnADiskThatFillsEndsWithTheSentenceAndExit6(@TempDir Path dir) throws Exception {
        try (SmallDisk disk = SmallDisk.mountOrSkip(dir.resolve("disk"), 40 * 1024, false);
                CliProcess cli = CliProcess.start(
                        dir.resolve("cli"),
                        Map.of(),
                        "generate",
                        "soe",
                        "--scale",
                        "0.1",
                        "--skip-disk-check",
                        "--url",
                        "jdbc:h2:" + disk.path().resolve("db"))) {
            // A hang guard, not a timing assertion: before the fix the command never ended.
            int exit = cli.waitFor(180);
            assertThat(exit).as(cli.stderr()).isEqualTo(6);
            assertThat(cli.stderr()).contains("is full");
        }
    }
}
