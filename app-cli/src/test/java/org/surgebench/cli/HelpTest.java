package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every command's --help prints whole: no format string picocli could not expand (it then prints it raw). */
class HelpTest {
    @ParameterizedTest
    @ValueSource(
            strings = {
                "list",
                "generate",
                "run",
                "verify",
                "drop",
                "quickstart",
                "report",
                "sweep",
                "compare",
                "merge",
                "charbench",
                "oewizard",
                "shwizard"
            })
    void everyCommandsHelpPrintsWhole(String command) {
        Cli.Result r = Cli.run(command, "--help");
        assertThat(r.exitCode()).as(r.all()).isZero();
        assertThat(r.out()).as(r.all()).contains("Usage: surge " + command).doesNotContain("%n", "%%");
        assertThat(r.err()).as(r.all()).doesNotContain("WARN");
    }

    @Test
    void topLevelHelpPrintsWhole() {
        Cli.Result r = Cli.run("--help");
        assertThat(r.exitCode()).as(r.all()).isZero();
        assertThat(r.out()).as(r.all()).contains("Usage: surge", "Exit codes:", "(default 1%)");
        assertThat(r.all()).doesNotContain("WARN", "%n", "%%");
    }

    @Test
    void runAndSweepTeachTheMixDraw() {
        for (String command : new String[] {"run", "sweep"}) {
            String out = Cli.run(command, "--help").out().replaceAll("\\s+", " ");
            assertThat(out)
                    .contains(
                            "--mix-draw=deck|random",
                            "deck (default) deals from a shuffled deck",
                            "as Swingbench does");
        }
    }
}
