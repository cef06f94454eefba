package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;
import picocli.CommandLine.Command;

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
    void eachSubcommandIsFoundByTheNameItsCommandGives() {
        for (Map.Entry<String, Class<?>> e : SurgeCli.SUBCOMMANDS.entrySet()) {
            assertThat(e.getValue().getAnnotation(Command.class).name()).isEqualTo(e.getKey());
            CommandLine cl = SurgeCli.rootFor(e.getKey(), "--help");
            assertThat(cl.getSubcommands()).containsOnlyKeys(e.getKey());
        }
        assertThat(SurgeCli.rootFor("--help").getSubcommands().keySet())
                .startsWith(SurgeCli.SUBCOMMANDS.keySet().toArray(String[]::new))
                .endsWith("help")
                .hasSize(SurgeCli.SUBCOMMANDS.size() + 1);
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
