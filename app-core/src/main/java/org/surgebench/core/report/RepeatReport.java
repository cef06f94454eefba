package org.surgebench.core.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.surgebench.core.figures.RepeatResult;
import org.surgebench.core.figures.RunFigure;
import org.surgebench.core.figures.RunFigures;
import org.surgebench.core.figures.Spread;
import org.surgebench.core.results.AtomicFiles;

/** The HTML page of a repeated run: each figure's value in every run, then their mean, sd and 95 % interval. */
public final class RepeatReport {
    private RepeatReport() {}

    public static void write(RepeatResult repeat, Path target) throws IOException {
        AtomicFiles.writeString(target, html(repeat));
    }

    public static String html(RepeatResult repeat) {
        int n = repeat.runs().size();
        HtmlPage page = new HtmlPage(
                "repeat",
                "Surgebench: " + repeat.workload() + " run " + n + " times",
                (repeat.startedAt() == null ? "" : RunReport.WHEN.format(repeat.startedAt()) + " · ")
                        + (n < repeat.asked() ? n + " of the " + repeat.asked() + " runs asked for" : n + " runs"));
        List<String> header = new ArrayList<>(List.of("figure"));
        for (int i = 1; i <= n; i++) {
            header.add("run " + i);
        }
        header.addAll(List.of("mean", "sd", "95 % interval", "±"));
        List<List<String>> rows = new ArrayList<>();
        for (RepeatResult.FigureSpread fs : repeat.figures()) {
            RunFigure.Format f =
                    RunFigures.byKey(fs.key()).map(RunFigure::format).orElse(RunFigure.Format.RATE);
            Spread s = fs.spread();
            List<String> row = new ArrayList<>(List.of(fs.label()));
            fs.values().forEach(v -> row.add(f.format(v)));
            row.add(f.format(s.mean()));
            row.add(f.format(s.sd()));
            row.add(f.format(s.low()) + " .. " + f.format(s.high()));
            row.add(RepeatTable.halfWidth(s));
            rows.add(row);
        }
        page.section(
                "Spread over the runs",
                HtmlPage.table(header, rows, 1)
                        + HtmlPage.note("95 % interval: where the figure's mean lies for runs like these (Student's t "
                                + "over " + n + " runs). ±: its half width as a share of the mean, the noise a "
                                + "difference between two sets of runs like these must exceed to mean something "
                                + "(surge compare says whether it does)."));
        List<List<String>> files = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            files.add(List.of("run " + (i + 1), String.valueOf(repeat.runs().get(i))));
        }
        page.section("The runs' results", HtmlPage.table(List.of("run", "results"), files, 2));
        return page.build(Map.of());
    }
}
