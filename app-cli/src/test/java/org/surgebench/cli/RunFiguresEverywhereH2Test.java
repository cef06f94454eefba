package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.figures.RunFigure;
import org.surgebench.core.figures.RunFigures;
import org.surgebench.core.results.ResultWriter;
import org.surgebench.core.results.RunResult;

/**
 * Issue 46: a run's figures are declared once ({@link RunFigures}) and every presenter renders the catalogue. One
 * H2 run, and every catalogue figure is on its console summary (with the value the results hold), in its HTML
 * report (label and value) and in {@code surge compare}'s console table and HTML page: a figure added to the
 * catalogue that a presenter leaves out fails here.
 */
class RunFiguresEverywhereH2Test {
    @TempDir
    Path dir;

    @Test
    void everyCatalogueFigureIsOnTheConsoleInTheReportAndInTheComparison() throws Exception {
        String url = "jdbc:h2:" + dir.resolve("db").toAbsolutePath();
        var g = CliRunner.run("generate", "tpcb", "--url", url, "--scale", "0.1", "--threads", "2");
        assertThat(g.exit()).as(g.err()).isZero();
        Path results = dir.resolve("results");
        var run =
                CliRunner.run("run", "tpcb", "--url", url, "-u", "2", "-rt", "2s", "--wide", "-r", results.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        Path json;
        try (var files = Files.list(results)) {
            json = files.filter(p -> p.toString().endsWith(".json")).findFirst().orElseThrow();
        }
        RunResult r = ResultWriter.read(json);
        String console = run.out();
        String head =
                console.lines().filter(l -> l.startsWith("tx ")).findFirst().orElseThrow();
        String all =
                console.lines().filter(l -> l.startsWith("all ")).findFirst().orElseThrow();
        String report = Files.readString(Path.of(r.files().get("html")));
        Path page = dir.resolve("cmp.html");
        var cmp = CliRunner.run("compare", json.toString(), json.toString(), "-o", page.toString());
        assertThat(cmp.exit()).as(cmp.err()).isZero();
        String comparison = Files.readString(page);
        for (RunFigure f : RunFigures.ALL) {
            String value = f.format(r);
            if (f.hasPerTransaction()) {
                assertThat(head + " ")
                        .as("the transaction table's column of " + f.key())
                        .contains(" " + f.column() + " ");
                assertThat(all).as("the run's " + f.key() + " in the table").contains(" " + value);
            }
            if (f.isRate() || !f.hasPerTransaction()) {
                assertThat(console).as("the console's " + f.key()).contains(f.label() + " " + value);
            }
            assertThat(report)
                    .as("the report's tile of " + f.key())
                    .contains("<div class=\"v\">" + value + "</div><div class=\"k\">" + f.label() + "</div>");
            assertThat(cmp.out())
                    .as("the compare table's row of " + f.key())
                    .containsPattern("(?m)^" + Pattern.quote(f.label()) + "\\s+\\S");
            assertThat(comparison)
                    .as("the HTML comparison's row of " + f.key())
                    .contains("<td class=\"l\">" + f.label() + "</td>");
        }
    }
}
