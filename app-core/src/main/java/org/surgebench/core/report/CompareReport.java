package org.surgebench.core.report;

import static org.surgebench.core.report.HtmlPage.chart;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.surgebench.core.results.AtomicFiles;
import org.surgebench.core.results.RunResult;

/** The HTML page of a comparison: the side-by-side table and overlaid charts of the runs. */
public final class CompareReport {
    private CompareReport() {}

    public static void write(Comparison c, Path target) throws IOException {
        AtomicFiles.writeString(target, html(c));
    }

    public static String html(Comparison c) {
        HtmlPage page = new HtmlPage(
                "compare", "Surgebench comparison of " + c.runs().size() + " runs", String.join(" · ", c.labels()));
        List<String> header = new ArrayList<>(List.of("figure"));
        header.addAll(c.labels());
        header.add(Comparison.VERDICT);
        header.add(Comparison.NOISE);
        List<List<String>> rows = new ArrayList<>();
        c.rows().forEach((name, values) -> {
            List<String> row = new ArrayList<>(List.of(name));
            for (int i = 0; i < values.size(); i++) {
                row.add(Comparison.cell(values, i));
            }
            row.add(c.verdict(name));
            row.add(c.noise(name));
            rows.add(row);
        });
        page.section(
                "Side by side",
                HtmlPage.table(header, rows, 1)
                        + HtmlPage.note("In brackets: the change against the first run. " + Comparison.VERDICT
                                + ": whether the last run did better or worse on the run's own figures. "
                                + Comparison.NOISE
                                + ": whether that difference is larger than the noise within the two runs (Welch's t "
                                + "test at 95 % on ten batches of each run's measured seconds; run-to-run noise is not "
                                + "in it: compare two --repeat sets for that)."));
        page.section(
                "Over time",
                "<div class=\"grid\">" + chart("c-cmp-tps") + chart("c-cmp-qps") + chart("c-cmp-p95") + "</div>");
        page.section("Latency", "<div class=\"grid\">" + chart("c-cmp-pct") + chart("c-cmp-hist") + "</div>");
        page.section(
                "Per transaction", "<div class=\"grid\">" + chart("c-cmp-txtps") + chart("c-cmp-txp95") + "</div>");
        List<Map<String, Object>> runs = new ArrayList<>();
        for (int i = 0; i < c.runs().size(); i++) {
            RunResult r = c.runs().get(i);
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("label", c.labels().get(i));
            m.put("timeSeries", r.timeSeries());
            m.put("latency", r.latency());
            m.put("transactions", r.transactions());
            m.put("summary", r.summary());
            runs.add(m);
        }
        return page.build(Map.of("runs", runs));
    }
}
