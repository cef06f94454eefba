package org.surgebench.core.sweep;

import java.util.function.Function;
import org.surgebench.core.figures.RunFigure;

/**
 * One figure of a sweep's step as every sweep presenter shows it: the console's scaling table, the HTML sweep page,
 * the desktop app's sweep tab, the sweeps' comparison (console and HTML) and its charts. Declared once in
 * {@link SweepFigures}.
 *
 * @param key      the step's property in the sweep's JSON ({@code tps}, {@code diskIops}): the charts read it
 * @param label    what people read beside the value ("average TPS", "disk IOPS (host)")
 * @param column   the short heading of the console's narrow table ("avg TPS", "disk IOPS")
 * @param format   how the value is written (as the run's figures: rates, counts, milliseconds)
 * @param optional whether a table leaves the figure out when no step has it (the IO figures, which not every
 *                 database or host gives), rather than showing a column of dashes
 * @param value    the step's value, or null where the step has none
 */
public record SweepFigure(
        String key,
        String label,
        String column,
        RunFigure.Format format,
        boolean optional,
        Function<SweepStep, Double> value) {

    /** Whether some step of {@code r} has this figure. */
    public boolean presentIn(SweepResult r) {
        return r.steps().stream().anyMatch(s -> value.apply(s) != null);
    }

    /** Whether a table of {@code r} shows it: always, or for an optional figure when some step has it. */
    public boolean shownFor(SweepResult r) {
        return !optional || presentIn(r);
    }
}
