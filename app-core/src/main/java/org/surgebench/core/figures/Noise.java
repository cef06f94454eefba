package org.surgebench.core.figures;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import org.surgebench.core.metrics.IntervalSnapshot;
import org.surgebench.core.results.RunResult;

/**
 * Whether a difference between two figures is larger than their noise ({@code surge compare}). Two repeated sets
 * ({@code --repeat N}) carry their noise: the spread of their runs, so the test is Welch's t on the two means. A
 * single run carries only its noise within itself: its measured seconds cut into {@link #BATCHES} batches, the
 * spread of the batches' figure standing for the run's (batch means). That misses what differs from run to run
 * (the cache, the plans, the host), so it says less than a repeat; and a figure with no per-second series has none.
 */
public final class Noise {
    /** What the compare tables say. */
    public static final String BEYOND = "beyond noise";

    public static final String WITHIN = "within noise";

    /** The batches a run's measured seconds are cut into: ten, a common choice for batch means. */
    static final int BATCHES = 10;

    /** The figures with a per-second series, each with the weight of a second in its batch. */
    private static final Map<RunFigure, Series> SERIES = Map.of(
            RunFigures.TPS, new Series(IntervalSnapshot::tps, IntervalSnapshot::intervalSeconds),
            RunFigures.QPS, new Series(IntervalSnapshot::qps, IntervalSnapshot::intervalSeconds),
            RunFigures.AVG_MS, new Series(IntervalSnapshot::avgMs, s -> s.transactions()),
            RunFigures.P95_MS, new Series(IntervalSnapshot::p95Ms, s -> s.transactions()),
            RunFigures.P99_MS, new Series(IntervalSnapshot::p99Ms, s -> s.transactions()));

    private record Series(ToDoubleFunction<IntervalSnapshot> value, ToDoubleFunction<IntervalSnapshot> weight) {}

    private Noise() {}

    /**
     * {@link #BEYOND} when {@code a} and {@code b} differ by more than their noise (Welch's t, 95 %), {@link #WITHIN}
     * when not, or "" when either noise is unknown (null, or a single value: no spread). {@code a} and {@code b} are
     * the figures compared; their noise is the spread of the values they were made of (runs, or batches of one run).
     */
    public static String verdict(double a, Spread noiseA, double b, Spread noiseB) {
        if (noiseA == null || noiseB == null || noiseA.n() < 2 || noiseB.n() < 2) {
            return "";
        }
        double va = noiseA.sd() * noiseA.sd() / noiseA.n();
        double vb = noiseB.sd() * noiseB.sd() / noiseB.n();
        double se = Math.sqrt(va + vb);
        if (se == 0) {
            return a == b ? WITHIN : BEYOND;
        }
        // Welch-Satterthwaite degrees of freedom, rounded down: the larger t of the two whole numbers.
        double df = (va + vb) * (va + vb) / (va * va / (noiseA.n() - 1) + vb * vb / (noiseB.n() - 1));
        int whole = Math.max(1, (int) Math.floor(df));
        return Math.abs(a - b) > Spread.t975(whole) * se ? BEYOND : WITHIN;
    }

    /**
     * A run's noise within itself for {@code figure}: the spread of its {@link #BATCHES} batches of measured seconds,
     * or null when the figure has no per-second series or the run measured fewer than two seconds a batch.
     */
    public static Spread within(RunResult run, RunFigure figure) {
        Series series = SERIES.get(figure);
        if (series == null || run.timeSeries() == null) {
            return null;
        }
        List<IntervalSnapshot> measured =
                run.timeSeries().stream().filter(IntervalSnapshot::measured).toList();
        int per = measured.size() / BATCHES;
        if (per < 2) {
            return null;
        }
        List<Double> batches = new ArrayList<>();
        for (int b = 0; b < BATCHES; b++) {
            double sum = 0;
            double weights = 0;
            for (IntervalSnapshot s : measured.subList(b * per, (b + 1) * per)) {
                double w = series.weight().applyAsDouble(s);
                sum += w * series.value().applyAsDouble(s);
                weights += w;
            }
            if (weights > 0) {
                batches.add(sum / weights);
            }
        }
        return batches.size() < 2 ? null : Spread.of(batches);
    }
}
