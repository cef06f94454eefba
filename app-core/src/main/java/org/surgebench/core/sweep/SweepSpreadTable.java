package org.surgebench.core.sweep;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.surgebench.core.common.Numbers;
import org.surgebench.core.figures.Spread;

/**
 * The spread of a repeated sweep's steps ({@code sweep --repeat N}) as console text under the scaling table: per
 * step its runs and, per figure, the half width of the 95 % interval of the mean as a share of the mean (the noise
 * a difference between two steps, or two sweeps, must exceed). The JSON and the sweep's page hold each figure's
 * runs, mean, standard deviation and interval.
 */
final class SweepSpreadTable {
    private SweepSpreadTable() {}

    /** The table, or "" when no step was repeated. */
    static String format(SweepResult r) {
        List<SweepFigure> shown = SweepFigures.ALL.stream()
                .filter(f -> r.steps().stream().anyMatch(s -> spread(s, f) != null))
                .toList();
        if (shown.isEmpty()) {
            return "";
        }
        List<List<String>> rows = new ArrayList<>();
        List<String> head = new ArrayList<>(List.of(r.byRate() ? "rate" : "users", "runs"));
        shown.forEach(f -> head.add(f.column()));
        rows.add(head);
        for (SweepStep s : r.steps()) {
            List<String> cells = new ArrayList<>(List.of(
                    r.byRate() ? Numbers.plain(r.at(s)) : Integer.toString(s.users()),
                    s.spread() == null
                            ? "1"
                            : Integer.toString(s.spread().runs().size())));
            for (SweepFigure f : shown) {
                Spread sp = spread(s, f);
                cells.add(sp == null ? "-" : String.format(Locale.ROOT, "±%.1f%%", 100 * sp.relativeHalfWidth()));
            }
            rows.add(cells);
        }
        int[] widths = new int[head.size()];
        rows.forEach(cells -> {
            for (int c = 0; c < cells.size(); c++) {
                widths[c] = Math.max(widths[c], cells.get(c).length());
            }
        });
        StringBuilder sb = new StringBuilder(
                "\nSpread over each step's runs (±: the 95 % interval of the mean, as a " + "share of it):\n");
        for (List<String> cells : rows) {
            for (int c = 0; c < cells.size(); c++) {
                sb.append(c == 0 ? "" : "  ")
                        .append(" ".repeat(widths[c] - cells.get(c).length()))
                        .append(cells.get(c));
            }
            sb.append('\n');
        }
        sb.append(SweepTable.wrap("The table above holds each step's mean over its runs (errors: their total); the "
                + "sweep's JSON and page hold each run's figures, the standard deviation and the interval."));
        return sb.toString();
    }

    private static Spread spread(SweepStep s, SweepFigure f) {
        return s.spread() == null ? null : s.spread().of(f);
    }
}
