package org.surgebench.core.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.surgebench.core.figures.Noise;
import org.surgebench.core.figures.RepeatResult;
import org.surgebench.core.figures.RunFigure;
import org.surgebench.core.figures.RunFigures;
import org.surgebench.core.figures.Spread;
import org.surgebench.core.results.AtomicFiles;

/**
 * Repeated runs side by side ({@code surge compare A-repeat.json B-repeat.json}): per figure each set's mean and
 * the half width of its 95 % interval, the change of the mean against the first set, and for the last set against
 * the first whether it did better or worse and whether the difference is larger than the sets' noise
 * ({@link Noise#verdict}: Welch's t on the runs of both).
 */
public final class RepeatComparison {
    /** The heading of the noise column: the last set against the first. */
    public static final String NOISE = "vs noise";

    private final List<String> labels;
    private final List<RepeatResult> sets;

    public RepeatComparison(List<String> labels, List<RepeatResult> sets) {
        if (labels.size() != sets.size() || sets.size() < 2) {
            throw new IllegalArgumentException("compare needs two or more repeats with a label each");
        }
        this.labels = List.copyOf(labels);
        this.sets = List.copyOf(sets);
    }

    /** One row per catalogue figure all sets hold: its name, a cell per set, the verdict and the noise verdict. */
    public List<List<String>> rows() {
        List<List<String>> rows = new ArrayList<>();
        for (RunFigure f : RunFigures.ALL) {
            List<Spread> spreads = new ArrayList<>();
            for (RepeatResult set : sets) {
                RepeatResult.FigureSpread fs = set.figure(f);
                spreads.add(fs == null ? null : fs.spread());
            }
            if (spreads.contains(null)) {
                continue;
            }
            List<String> row = new ArrayList<>(List.of(f.label()));
            double base = spreads.get(0).mean();
            for (Spread s : spreads) {
                row.add(cell(f, s, base, s == spreads.get(0)));
            }
            Spread first = spreads.get(0);
            Spread last = spreads.get(spreads.size() - 1);
            row.add(f.verdict(first.mean(), last.mean()));
            row.add(Noise.verdict(first.mean(), first, last.mean(), last));
            rows.add(row);
        }
        return rows;
    }

    /** "764.5 ± 51.1 (+3.2%)": the mean, its interval's half width, and the change against the first set. */
    private static String cell(RunFigure f, Spread s, double base, boolean isBase) {
        String cell = f.format().format(s.mean()) + " ± " + f.format().format(s.halfWidth());
        if (!isBase && base != 0) {
            double pct = (s.mean() / base - 1) * 100;
            if (Math.abs(pct) >= 0.05) {
                cell += String.format(Locale.ROOT, " (%+.1f%%)", pct);
            }
        }
        return cell;
    }

    private List<String> header() {
        List<String> header = new ArrayList<>(List.of("figure"));
        for (int i = 0; i < sets.size(); i++) {
            header.add(labels.get(i) + " (" + sets.get(i).runs().size() + " runs)");
        }
        header.add(Comparison.VERDICT);
        header.add(NOISE);
        return header;
    }

    /** The console table, each column as wide as its widest heading or cell: no set's name is cut. */
    public String format() {
        List<List<String>> all = new ArrayList<>();
        all.add(header());
        all.addAll(rows());
        int[] widths = new int[all.get(0).size()];
        for (List<String> cells : all) {
            for (int c = 0; c < cells.size(); c++) {
                widths[c] = Math.max(widths[c], cells.get(c).length());
            }
        }
        StringBuilder sb = new StringBuilder();
        for (List<String> cells : all) {
            StringBuilder line = new StringBuilder();
            for (int c = 0; c < cells.size(); c++) {
                line.append(String.format(Locale.ROOT, "%-" + (widths[c] + 2) + "s", cells.get(c)));
            }
            sb.append(line.toString().stripTrailing()).append('\n');
        }
        return sb.toString();
    }

    public void write(Path target) throws IOException {
        AtomicFiles.writeString(target, html());
    }

    public String html() {
        HtmlPage page = new HtmlPage(
                "repeatcompare",
                "Surgebench comparison of " + sets.size() + " repeated runs",
                String.join(" · ", labels));
        page.section(
                "Side by side",
                HtmlPage.table(header(), rows(), 1)
                        + HtmlPage.note("Each cell: the mean over the set's runs ± the half width of its 95 % "
                                + "interval; in brackets the change against the first set. " + Comparison.VERDICT
                                + ": whether the last set did better or worse. " + NOISE + ": whether that difference "
                                + "is larger than the two sets' noise (Welch's t test at 95 % over their runs); "
                                + "within noise, the sets do not tell the set-ups apart."));
        return page.build(Map.of());
    }
}
