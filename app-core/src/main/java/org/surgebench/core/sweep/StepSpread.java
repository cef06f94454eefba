package org.surgebench.core.sweep;

import java.util.List;
import org.surgebench.core.figures.RepeatResult.FigureSpread;
import org.surgebench.core.figures.Spread;

/**
 * A step of {@code surge sweep --repeat N}: the step run N times against the same schema, each run an ordinary run
 * with its own results, and each of the step's figures' spread over them (mean, standard deviation, 95 % interval
 * of the mean, as {@code surge run --repeat N} gives a run's). The step's own figures are the runs' means.
 *
 * @param runs    each run's result JSON, in the order run (null entries for results not written)
 * @param figures each {@link SweepFigures} figure the runs all had: its runs' values and their spread, in the
 *                catalogue's order; the counts (transactions, errors) have none: the step keeps their totals
 */
public record StepSpread(List<String> runs, List<FigureSpread> figures) {

    /** {@code f}'s values and spread over the step's runs, or null when it has none. */
    public FigureSpread figure(SweepFigure f) {
        return figures.stream().filter(x -> x.key().equals(f.key())).findFirst().orElse(null);
    }

    /** The spread of {@code f} over the step's runs, or null when it has none. */
    public Spread of(SweepFigure f) {
        FigureSpread x = figure(f);
        return x == null ? null : x.spread();
    }
}
