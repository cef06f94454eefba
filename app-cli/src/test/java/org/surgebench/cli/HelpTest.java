package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
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
                "capture",
                "quickstart",
                "report",
                "sweep",
                "compare",
                "merge",
                "charbench",
                "oewizard",
                "shwizard",
                "ccwizard",
                "jsonwizard",
                "tpcdswizard",
                "moviewizard"
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

    /**
     * Wrapping moves words, it never cuts one: at any width, every word of every command's help (a URL in an
     * example, a path, an option with its value) is found whole, as in the help printed without any wrapping, and
     * no line is wider than asked unless it is one word.
     */
    @ParameterizedTest
    @ValueSource(ints = {80, 100, 160})
    void noWordIsCutAtAnyWidth(int width) {
        List<String> commands = new ArrayList<>(SurgeCli.SUBCOMMANDS.keySet());
        commands.add(0, "");
        for (String command : commands) {
            String unwrapped = help(command, 10_000);
            String wrapped = help(command, width);
            assertThat(words(wrapped))
                    .as(command + " at " + width + ":\n" + wrapped)
                    .isEqualTo(words(unwrapped));
            for (String line : wrapped.split("\\R")) {
                if (line.length() > width) {
                    assertThat(line.strip())
                            .as("a line wider than " + width + ": one word")
                            .doesNotContain(" ");
                }
            }
        }
        String run = help("run", width);
        assertThat(run.lines()).anyMatch(l -> l.contains("jdbc:oracle:thin:@//host:1521/SERVICE"));
        if (width >= 160) {
            assertThat(run.lines())
                    .anyMatch(l -> l.contains("--generator 2/3 --run-id nightly-7   (users 101..200 of 300;"));
        }
    }

    /** The help of a command (the top level for ""), past its synopsis, as wide as asked. */
    private static String help(String command, int width) {
        String[] args = command.isEmpty() ? new String[] {"--help"} : new String[] {command, "--help"};
        CommandLine root = SurgeCli.rootFor(args);
        CommandLine cl = command.isEmpty() ? root : root.getSubcommands().get(command);
        cl.setHelpFactory((spec, colors) -> {
            spec.usageMessage().width(width);
            return new WholeWordHelp(spec, colors);
        });
        List<String> sections = new ArrayList<>(cl.getHelpSectionKeys());
        sections.remove(CommandLine.Model.UsageMessageSpec.SECTION_KEY_SYNOPSIS_HEADING);
        sections.remove(CommandLine.Model.UsageMessageSpec.SECTION_KEY_SYNOPSIS);
        cl.setHelpSectionKeys(sections);
        return cl.getUsageMessage(CommandLine.Help.Ansi.OFF);
    }

    private static List<String> words(String text) {
        return Arrays.stream(text.split("\\s+")).filter(w -> !w.isEmpty()).toList();
    }

    /** In a terminal of 160 columns, --help is 160 wide: an example that did not fit 80 is on one line. */
    @Test
    void theHelpIsAsWideAsTheTerminal(@TempDir Path dir) throws Exception {
        Assumptions.assumeTrue(Files.isExecutable(Path.of("/usr/bin/script")), "no script(1) to make a terminal");
        String javaBin = ProcessHandle.current().info().command().orElse("java");
        String cp = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        Path cpFile = dir.resolve("cp.txt");
        Files.writeString(cpFile, cp);
        // The client compiler alone and the JDK's class-data archive, as CliProcess: a JVM that prints the help
        // and exits.
        String inTerminal = "stty cols 160 rows 50; '" + javaBin + "' -XX:TieredStopAtLevel=1 -cp \"$(cat '" + cpFile
                + "')\" " + SurgeCli.class.getName() + " run --help";
        Process p = new ProcessBuilder("script", "-qec", inTerminal, "/dev/null")
                .redirectErrorStream(true)
                .redirectInput(ProcessBuilder.Redirect.PIPE)
                .start();
        String out = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
        List<String> lines = out.replaceAll("\u001B\\[[0-9;]*m", "").lines().toList();
        assertThat(lines)
                .as(out)
                .anyMatch(l -> l.contains("--generator 2/3 --run-id nightly-7   (users 101..200 of 300;"));
        assertThat(lines).as(out).anyMatch(l -> l.length() > 100).allMatch(l -> l.length() <= 160);
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
