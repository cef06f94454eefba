package org.surgebench.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import org.surgebench.core.figures.RunFigure;
import org.surgebench.core.figures.RunFigures;
import org.surgebench.core.figures.Spread;
import org.surgebench.core.results.RunResult;

/**
 * The spread of a figure over the runs of {@code --repeat N}: for each catalogue figure the runs' mean, their
 * standard deviation and the 95 % confidence interval of the mean ({@link Spread}), and the interval's half width
 * as a share of the mean: the noise a difference between two runs like these must exceed to mean something.
 */
final class RepeatTable {
    private RepeatTable() {}

    static void print(List<RunResult> runs, PrintStream out) {
        out.println();
        out.println("Over " + runs.size() + " runs (mean, standard deviation, 95 % confidence interval of the mean):");
        String format = "%-14s %14s %12s %27s %8s";
        out.println(String.format(Locale.ROOT, format, "figure", "mean", "sd", "95 % interval", "±"));
        for (RunFigure f : RunFigures.ALL) {
            Spread s = Spread.of(runs.stream().map(f.run()).toList());
            out.println(String.format(
                    Locale.ROOT,
                    format,
                    f.label(),
                    f.format().format(s.mean()),
                    f.format().format(s.sd()),
                    f.format().format(s.low()) + " .. " + f.format().format(s.high()),
                    String.format(Locale.ROOT, "%.1f %%", 100 * s.relativeHalfWidth())));
        }
    }
}
