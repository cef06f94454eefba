package org.surgebench.core.report;

import static org.surgebench.core.report.HtmlPage.chart;
import static org.surgebench.core.report.HtmlPage.note;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.surgebench.core.results.AtomicFiles;
import org.surgebench.core.results.ClientSaturation;
import org.surgebench.core.sweep.SweepFigure;
import org.surgebench.core.sweep.SweepFigures;
import org.surgebench.core.sweep.SweepResult;

/**
 * The HTML page of sweeps compared: TPS and response time against users with every sweep on one chart (the
 * founding study's figure: read-write against read-only), then QPS and IO, and a table per figure.
 */
public final class SweepCompareReport {
    private SweepCompareReport() {}

    public static void write(SweepComparison c, Path target) throws IOException {
        AtomicFiles.writeString(target, html(c));
    }

    public static String html(SweepComparison c) {
        List<String> knees = new ArrayList<>();
        for (int i = 0; i < c.sweeps().size(); i++) {
            knees.add(
                    c.labels().get(i) + ": " + c.knee(i) + (c.clientBound(i).isEmpty() ? "" : ", " + c.clientBound(i)));
        }
        HtmlPage page = new HtmlPage(
                "sweepcompare", "Surgebench comparison of " + c.sweeps().size() + " sweeps", String.join(" · ", knees));
        page.section(
                "Against users",
                "<div class=\"grid\">" + chart("c-swc-main") + chart("c-swc-rt") + "</div><div class=\"grid small\">"
                        + chart("c-swc-tps") + chart("c-swc-qps") + chart("c-swc-iops") + "</div>"
                        + note("Each sweep's knee is marked with a diamond, a client-bound step with a triangle "
                                + "(knee rule: "
                                + c.sweeps().get(0).kneeRule() + ")."));
        StringBuilder tables = new StringBuilder("<div class=\"cols\">");
        for (SweepFigure f : c.figures()) {
            List<String> header = new ArrayList<>(List.of(c.axis()));
            header.addAll(c.labels());
            Map<Double, String> noise = c.hasNoise(f) ? c.noise(f) : Map.of();
            if (!noise.isEmpty()) {
                header.add(RepeatComparison.NOISE);
            }
            List<List<String>> rows = new ArrayList<>();
            c.figure(f).forEach((users, values) -> {
                List<String> row = new ArrayList<>(List.of(SweepComparison.point(users)));
                for (int i = 0; i < values.size(); i++) {
                    row.add(SweepComparison.cell(values, i));
                }
                if (!noise.isEmpty()) {
                    row.add(noise.get(users));
                }
                rows.add(row);
            });
            tables.append("<div><h3>")
                    .append(HtmlPage.esc(f.label()))
                    .append("</h3>\n")
                    .append(HtmlPage.table(header, rows, 0))
                    .append("</div>");
        }
        tables.append("</div>");
        page.section(
                "Side by side",
                tables
                        + note("In brackets: the change against the first sweep ("
                                + c.labels().get(0) + ") at the same " + c.axis()
                                + "; - where a sweep has no such step."
                                + (c.figures().stream().anyMatch(c::hasNoise)
                                        ? " " + SweepComparison.NOISE_NOTE
                                        : "")));
        page.section("Sweeps", sweeps(c));
        List<Map<String, Object>> data = new ArrayList<>();
        for (int i = 0; i < c.sweeps().size(); i++) {
            SweepResult s = c.sweeps().get(i);
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("label", c.labels().get(i));
            m.put("steps", s.steps());
            m.put("kneeIndex", s.kneeIndex());
            data.add(m);
        }
        return page.build(Map.of("sweeps", data, "figureLabels", SweepFigures.labels()));
    }

    private static String sweeps(SweepComparison c) {
        List<List<String>> rows = new ArrayList<>();
        for (int i = 0; i < c.sweeps().size(); i++) {
            SweepResult s = c.sweeps().get(i);
            rows.add(List.of(
                    c.labels().get(i),
                    String.valueOf(s.workload()),
                    String.valueOf(s.mix()),
                    String.valueOf(s.url()),
                    RunReport.WHEN.format(s.startedAt()),
                    HtmlPage.num(s.stepSeconds()),
                    c.knee(i),
                    c.clientBound(i),
                    s.comment() == null ? "" : s.comment()));
        }
        String table = HtmlPage.table(
                List.of(
                        "sweep",
                        "workload",
                        "mix",
                        "database",
                        "started",
                        "s per step",
                        "knee",
                        "load generator",
                        "comment"),
                rows,
                9);
        boolean any = java.util.stream.IntStream.range(0, c.sweeps().size())
                .anyMatch(i -> !c.clientBound(i).isEmpty());
        return any ? HtmlPage.flag(ClientSaturation.STEP_NOTE) + table : table;
    }
}
