package org.surgebench.core.figures;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.surgebench.core.results.PhaseResult;
import org.surgebench.core.results.RunResult;

/**
 * A run's phases phase by phase ({@code --phase}), under the catalogue's labels, and the whole run beneath them:
 * the console's table and the report's. Response times of a phase of the open model run from each transaction's
 * intended start.
 */
public final class PhaseTable {
    /** The catalogue's figures a phase has, in the catalogue's order. */
    public static final List<RunFigure> FIGURES = List.of(
            RunFigures.TPS, RunFigures.QPS, RunFigures.AVG_MS, RunFigures.P95_MS, RunFigures.P99_MS, RunFigures.ERRORS);

    private PhaseTable() {}

    /** A phase's value of a figure of {@link #FIGURES}, or null for one it does not have. */
    public static Double value(PhaseResult p, RunFigure f) {
        if (f == RunFigures.TPS) {
            return p.tps();
        } else if (f == RunFigures.QPS) {
            return p.qps();
        } else if (f == RunFigures.AVG_MS) {
            return p.response().avgMs();
        } else if (f == RunFigures.P95_MS) {
            return p.response().p95Ms();
        } else if (f == RunFigures.P99_MS) {
            return p.response().p99Ms();
        } else if (f == RunFigures.ERRORS) {
            return (double) p.errors();
        }
        return null;
    }

    /** The headings: the phase, what it asked for, its window, then the figures. */
    public static List<String> headings() {
        List<String> head = new ArrayList<>(List.of("phase", "settings", "from s", "to s", "users"));
        FIGURES.forEach(f -> head.add(f.label()));
        return head;
    }

    /** One row per phase, then the whole run's ("all"), as the headings say. */
    public static List<List<String>> rows(RunResult r) {
        List<List<String>> rows = new ArrayList<>();
        for (PhaseResult p : r.phases()) {
            List<String> cells = new ArrayList<>(List.of(
                    Integer.toString(p.number()),
                    p.given(),
                    seconds(p.startSeconds()),
                    seconds(p.endSeconds()),
                    Integer.toString(p.users())));
            FIGURES.forEach(f -> cells.add(f.format().format(value(p, f))));
            rows.add(cells);
        }
        List<String> all = new ArrayList<>(List.of("all", "", "", "", ""));
        FIGURES.forEach(f -> all.add(f.format().format(f.run().apply(r))));
        rows.add(all);
        return rows;
    }

    /** The table as console text, each column as wide as its widest cell; empty for a run without phases. */
    public static String format(RunResult r) {
        if (r.phases() == null || r.phases().isEmpty()) {
            return "";
        }
        List<List<String>> lines = new ArrayList<>();
        lines.add(headings());
        lines.addAll(rows(r));
        int[] widths = new int[headings().size()];
        lines.forEach(cells -> {
            for (int c = 0; c < cells.size(); c++) {
                widths[c] = Math.max(widths[c], cells.get(c).length());
            }
        });
        StringBuilder sb = new StringBuilder("Phases:\n");
        for (List<String> cells : lines) {
            StringBuilder line = new StringBuilder();
            for (int c = 0; c < cells.size(); c++) {
                String cell = cells.get(c);
                // The settings column reads left to right; the numbers line up on the right.
                String pad = " ".repeat(widths[c] - cell.length());
                line.append(c == 0 ? "" : "  ").append(c == 1 ? cell + pad : pad + cell);
            }
            sb.append(line.toString().stripTrailing()).append('\n');
        }
        return sb.toString();
    }

    private static String seconds(double s) {
        return String.format(Locale.ROOT, "%.0f", s);
    }
}
