package org.surgebench.core.report;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.surgebench.core.figures.Spread;
import org.surgebench.core.sweep.SweepFigure;
import org.surgebench.core.sweep.SweepFigures;
import org.surgebench.core.sweep.SweepResult;
import org.surgebench.core.sweep.SweepStep;

/**
 * The sweep page's section for {@code sweep --repeat N}: per step and figure each run's value, then their mean,
 * standard deviation and 95 % interval of the mean, as the repeat page of {@code run --repeat N} shows a run's.
 */
final class SweepSpreadSection {
    private SweepSpreadSection() {}

    static String html(SweepResult r) {
        int most = r.steps().stream()
                .mapToInt(s -> s.spread() == null ? 1 : s.spread().runs().size())
                .max()
                .orElse(1);
        List<String> header = new ArrayList<>(List.of(r.byRate() ? "rate (tx/s)" : "users", "figure"));
        for (int i = 1; i <= most; i++) {
            header.add("run " + i);
        }
        header.addAll(List.of("mean", "sd", "95 % interval", "±"));
        List<List<String>> rows = new ArrayList<>();
        List<List<String>> files = new ArrayList<>();
        for (SweepStep s : r.steps()) {
            if (s.spread() == null) {
                continue;
            }
            for (SweepFigure f : SweepFigures.ALL) {
                Spread sp = s.spread().of(f);
                if (sp != null) {
                    rows.add(row(r, s, f, sp, most));
                }
            }
            List<String> runs = s.spread().runs();
            for (int i = 0; i < runs.size(); i++) {
                files.add(List.of(
                        r.name(s),
                        "run " + (i + 1),
                        runs.get(i) == null
                                ? ""
                                : Path.of(runs.get(i)).getFileName().toString()));
            }
        }
        return HtmlPage.table(header, rows, 2)
                + HtmlPage.note("Each step ran several times against the same schema (sweep --repeat N); the "
                        + "scaling table and the charts hold the means (errors: the runs' total). 95 % interval: "
                        + "where the step's mean lies for runs like these (Student's t over its runs; cut at 0, as "
                        + "no figure here is below it). ±: its half width as a share of the mean, the noise a "
                        + "difference must exceed to mean something (surge compare of two such sweeps says whether "
                        + "it does).")
                + HtmlPage.table(List.of("step", "run", "results"), files, 3);
    }

    /** The step, the figure, each run's value (blank past its runs), mean, sd, interval and relative half width. */
    private static List<String> row(SweepResult r, SweepStep s, SweepFigure f, Spread sp, int most) {
        List<String> row = new ArrayList<>(List.of(r.name(s), f.label()));
        List<String> runs = s.spread().runs();
        for (int i = 0; i < most; i++) {
            row.add(i < runs.size() ? valueOfRun(s, f, i) : "");
        }
        row.add(f.format().format(sp.mean()));
        row.add(f.format().format(sp.sd()));
        row.add(f.format().format(sp.low()) + " .. " + f.format().format(sp.high()));
        row.add(RepeatTable.halfWidth(sp));
        return row;
    }

    private static String valueOfRun(SweepStep s, SweepFigure f, int i) {
        List<Double> values = s.spread().figure(f).values();
        return i < values.size() ? f.format().format(values.get(i)) : "";
    }
}
