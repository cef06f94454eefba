package org.surgebench.gui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.figures.RunFigure;
import org.surgebench.core.figures.RunFigures;
import org.surgebench.core.report.CompareReport;
import org.surgebench.core.report.Comparison;
import org.surgebench.core.results.ResultWriter;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;

/** The side-by-side comparison is the engine's: the HTML comparison's figures, cells and verdicts, in run order. */
class CompareViewTest {
    static List<RunResult> runs;

    @BeforeAll
    static void twoShortRuns() throws Exception {
        String workload = GuiTestSupport.workload();
        ConnectionSpec db = GuiTestSupport.sharedDatabase();
        RunResult one = Surgebench.run(new RunSpec(workload)
                .connection(db)
                .users(1)
                .maxTransactions(200)
                .runTime(null));
        RunResult two = Surgebench.run(new RunSpec(workload)
                .connection(db)
                .users(2)
                .maxTransactions(400)
                .runTime(null));
        runs = List.of(one, two);
    }

    @Test
    void showsEachRunsFiguresAndTheChange() {
        Comparison c = new Comparison(List.of("one", "two"), runs);
        List<CompareLine> lines = CompareLine.of(c);
        CompareLine users = find(lines, "users");
        assertThat(users.values()).containsExactly(1, 2);
        assertThat(users.change()).isEqualTo("+100.0 %");
        CompareLine tps = find(lines, "TPS");
        assertThat(tps.values())
                .containsExactly(
                        runs.get(0).summary().tps(), runs.get(1).summary().tps());
        assertThat(tps.verdict())
                .isEqualTo(runs.get(1).summary().tps() > runs.get(0).summary().tps() ? "better" : "worse");
        String tx = runs.get(0).transactions().get(0).shortName();
        CompareLine txP95 = find(lines, tx + " p95 ms");
        assertThat(txP95.values()[1])
                .isEqualTo(runs.get(1).transaction(tx).service().p95Ms());
        assertThat(txP95.lowerIsBetter()).isTrue();
    }

    /** Issue 46: the desktop app's comparison is the HTML comparison's table, row for row and cell for cell. */
    @Test
    void showsTheHtmlComparisonsFiguresCellsAndVerdicts() {
        Comparison c = new Comparison(List.of("one", "two"), runs);
        String page = CompareReport.html(c);
        List<CompareLine> lines = CompareLine.of(c);
        assertThat(lines)
                .extracting(CompareLine::figure)
                .containsExactlyElementsOf(c.rows().keySet());
        for (CompareLine l : lines) {
            StringBuilder row = new StringBuilder("<tr><td class=\"l\">" + esc(l.figure()) + "</td>");
            l.cells().forEach(cell -> row.append("<td>").append(esc(cell)).append("</td>"));
            row.append("<td>").append(l.verdict()).append("</td>");
            row.append("<td>").append(esc(l.noise())).append("</td></tr>");
            assertThat(page).as(l.figure()).contains(row);
        }
        for (RunFigure f : RunFigures.ALL) {
            assertThat(lines).extracting(CompareLine::figure).contains(f.label());
        }
    }

    private static String esc(String s) {
        return s.replace("&", "&amp;")
                .replace("<", "&lt;")
                .replace(">", "&gt;")
                .replace("\"", "&quot;")
                .replace("'", "&#39;");
    }

    @Test
    void writesTheEnginesComparisonPageBesideTheResults(@TempDir Path dir) throws Exception {
        Path a = Path.of(
                ResultWriter.writeInto(runs.get(0), dir.resolve("a")).files().get("json"));
        Path b = Path.of(
                ResultWriter.writeInto(runs.get(1), dir.resolve("b")).files().get("json"));
        List<RunResult> read = List.of(ResultWriter.read(a), ResultWriter.read(b));

        Path html = new Opened.Comparison(read, List.of(a, b), new OpenLine()).writeReport();

        assertThat(html.getParent()).isEqualTo(a.getParent());
        assertThat(html.getFileName().toString()).startsWith("compare-").endsWith(".html");
        String page = Files.readString(html);
        String la = a.getFileName().toString().replace(".json", "");
        String lb = b.getFileName().toString().replace(".json", "");
        // Two runs started in the same second have the same file name; the second label gets a prime.
        assertThat(page).contains("<html").contains(la).contains(lb.equals(la) ? la + "'" : lb);
    }

    private static CompareLine find(List<CompareLine> lines, String figure) {
        return lines.stream().filter(l -> l.figure().equals(figure)).findFirst().orElseThrow();
    }
}
