package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The quick start ends with what to try next, each suggestion a command surge takes. */
class QuickstartTest {

    /**
     * In a folder of its own (the quick start builds ./surge-data and writes ./results there). On tpcb, whose
     * smallest schema takes a second or two: Order Entry's fixed catalog (about 900,000 inventory rows at any scale)
     * took most of this test's time, and its generation on H2 is the workloads' tests' subject; what the quick
     * start adds, for any workload, is the run, the report and the next steps.
     */
    @Test
    void theQuickStartEndsWithWhatToTryNext(@TempDir Path work) throws Exception {
        try (CliProcess p = CliProcess.start(
                work, Map.of(), "quickstart", "--workload", "tpcb", "-s", "0.01", "-u", "1", "-rt", "1s")) {
            assertThat(p.waitFor(180)).as(p.stdout() + p.stderr()).isZero();
            String out = p.stdout();
            assertThat(out).contains("Quick start: tpcb at scale 0.01");
            String next = out.substring(out.lastIndexOf("Next:"));
            assertThat(next).contains("surge run tpcb", "surge sweep tpcb", "surge generate tpcb", "surge --help");
            String report = next.lines()
                    .filter(l -> l.startsWith("  open "))
                    .findFirst()
                    .orElseThrow()
                    .substring("  open ".length());
            assertThat(report).endsWith(".html");
            assertThat(work.resolve(report)).exists();
            assertThat(Files.readString(work.resolve(report))).contains("<html");
        }
    }

    @Test
    void everyCommandItSuggestsIsOneSurgeTakes() {
        List<String> commands = QuickstartCommand.nextSteps("soe", "results/x.html").stream()
                .map(String::strip)
                .filter(l -> l.startsWith("surge "))
                .toList();
        assertThat(commands).hasSizeGreaterThanOrEqualTo(4);
        for (String c : commands) {
            String[] args = c.substring("surge ".length()).split(" ");
            CommandLine.ParseResult parsed = SurgeCli.rootFor(args).parseArgs(args);
            assertThat(parsed.errors()).as(c).isEmpty();
        }
    }
}
