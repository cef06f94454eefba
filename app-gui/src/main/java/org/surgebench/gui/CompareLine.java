package org.surgebench.gui;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.surgebench.core.figures.RunFigure;
import org.surgebench.core.report.Comparison;

/**
 * A row of the desktop app's comparison, from the engine's {@link Comparison}: the HTML comparison's row.
 *
 * @param values        the values as numbers, NaN where a run has none or the value is text
 * @param cells         the cells as the HTML comparison writes them
 * @param lowerIsBetter whether a lower value is better (the catalogue's direction; false for other rows)
 * @param verdict       the last run against the first: "better", "worse", "same" or blank
 * @param noise         whether that difference is beyond the runs' noise ({@link Comparison#noise}), or blank
 */
record CompareLine(
        String figure, double[] values, List<String> cells, boolean lowerIsBetter, String verdict, String noise) {
    /** The change of the last run against the first, "+12.5 %", or blank. */
    String change() {
        double a = values[0];
        double b = values[values.length - 1];
        if (values.length < 2 || Double.isNaN(a) || Double.isNaN(b) || a == 0) {
            return "";
        }
        return String.format(Locale.ROOT, "%+.1f %%", (b - a) / a * 100);
    }

    /** The last column: the change and the verdict ("+12.5 % better"). */
    String lastVsFirst() {
        return (change() + " " + verdict).strip();
    }

    /** The comparison's rows, in its order. */
    static List<CompareLine> of(Comparison c) {
        List<CompareLine> out = new ArrayList<>();
        c.rows().forEach((name, values) -> {
            double[] numbers = values.stream()
                    .mapToDouble(v -> v instanceof Number n ? n.doubleValue() : Double.NaN)
                    .toArray();
            List<String> cells = new ArrayList<>();
            for (int i = 0; i < values.size(); i++) {
                cells.add(Comparison.cell(values, i));
            }
            RunFigure f = c.figureOf(name);
            out.add(new CompareLine(
                    name,
                    numbers,
                    cells,
                    f != null && f.better() == RunFigure.Better.LOWER,
                    c.verdict(name),
                    c.noise(name)));
        });
        return out;
    }
}
