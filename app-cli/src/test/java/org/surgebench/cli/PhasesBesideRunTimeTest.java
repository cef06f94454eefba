package org.surgebench.cli;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * With phases the measured window is theirs added up: a run time given beside them would be silently another run
 * than asked, so the command line refuses the pair in one sentence, exit 2, before anything connects.
 */
class PhasesBesideRunTimeTest {
    @Test
    void aRunTimeBesidePhasesIsRefused(@TempDir Path dir) {
        OneSentence.assertRefused(
                Cli.run(
                        "run",
                        "soe",
                        "--url",
                        "jdbc:h2:mem:phases-beside",
                        "-r",
                        dir.toString(),
                        "--phase",
                        "2s:users=3",
                        "--run-time",
                        "5m"),
                2,
                "--phase",
                "--run-time",
                "command line");
    }
}
