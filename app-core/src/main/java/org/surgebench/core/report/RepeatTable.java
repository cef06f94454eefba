package org.surgebench.core.report;

import java.util.Locale;
import org.surgebench.core.figures.RepeatResult;
import org.surgebench.core.figures.RunFigure;
import org.surgebench.core.figures.RunFigures;
import org.surgebench.core.figures.Spread;

/**
 * The spread of each figure over the runs of {@code --repeat N} as text: the runs' mean, their standard deviation,
 * the 95 % confidence interval of the mean ({@link Spread}), and the interval's half width as a share of the mean:
 * the noise a difference between two runs like these must exceed to mean something.
 */
public final class RepeatTable {
    private static final String FORMAT = "%-14s %14s %12s %27s %8s%n";

    private RepeatTable() {}

    public static String format(RepeatResult repeat) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(
                Locale.ROOT,
                "Over %d runs (mean, standard deviation, 95 %% confidence interval of the mean):%n",
                repeat.runs().size()));
        sb.append(String.format(Locale.ROOT, FORMAT, "figure", "mean", "sd", "95 % interval", "±"));
        for (RepeatResult.FigureSpread fs : repeat.figures()) {
            RunFigure.Format f =
                    RunFigures.byKey(fs.key()).map(RunFigure::format).orElse(RunFigure.Format.RATE);
            Spread s = fs.spread();
            sb.append(String.format(
                    Locale.ROOT,
                    FORMAT,
                    fs.label(),
                    f.format(s.mean()),
                    f.format(s.sd()),
                    f.format(s.low()) + " .. " + f.format(s.high()),
                    halfWidth(s)));
        }
        return sb.toString();
    }

    /** "6.7 %": the interval's half width as a share of the mean. */
    static String halfWidth(Spread s) {
        return String.format(Locale.ROOT, "%.1f %%", 100 * s.relativeHalfWidth());
    }
}
