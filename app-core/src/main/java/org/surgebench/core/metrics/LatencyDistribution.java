package org.surgebench.core.metrics;

import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * A compact, storable picture of a response-time histogram: counts in logarithmic buckets (for the
 * latency histogram chart) and the percentile curve (for percentile-distribution charts and comparisons).
 * A few dozen numbers instead of the whole HdrHistogram, so result documents stay small.
 *
 * @param buckets     non-empty buckets, each counting values in ({@code fromMs}, {@code toMs}]
 * @param percentiles the value at each percentile of {@link #PERCENTILES}
 */
public record LatencyDistribution(long count, List<Bucket> buckets, List<Point> percentiles) {

    /** Percentiles kept for the curve: dense toward the tail, where the interesting part is. */
    public static final double[] PERCENTILES = {
        0, 10, 20, 30, 40, 50, 60, 70, 75, 80, 85, 90, 92.5, 95, 96, 97, 98, 99, 99.5, 99.9, 99.95, 99.99, 100
    };

    /** Buckets grow by this factor: four per doubling, fine enough for a chart, few enough to store. */
    static final double BUCKET_FACTOR = Math.pow(2, 0.25);

    static final long FIRST_BUCKET_MICROS = 10;

    public static final LatencyDistribution EMPTY = new LatencyDistribution(0, List.of(), List.of());

    public record Bucket(double fromMs, double toMs, long count) {}

    public record Point(double percentile, double ms) {}

    /** From a histogram of microseconds. */
    public static LatencyDistribution of(Histogram h) {
        if (h == null || h.getTotalCount() == 0) {
            return EMPTY;
        }
        List<Bucket> buckets = new ArrayList<>();
        double from = 0;
        double to = FIRST_BUCKET_MICROS;
        long pending = 0;
        for (HistogramIterationValue v : h.recordedValues()) {
            long value = h.highestEquivalentValue(v.getValueIteratedTo());
            while (value > to) {
                if (pending > 0) {
                    buckets.add(new Bucket(ms(from), ms(to), pending));
                    pending = 0;
                }
                from = to;
                to = Math.ceil(to * BUCKET_FACTOR);
            }
            pending += v.getCountAtValueIteratedTo();
        }
        if (pending > 0) {
            buckets.add(new Bucket(ms(from), ms(to), pending));
        }
        List<Point> points = new ArrayList<>(PERCENTILES.length);
        for (double p : PERCENTILES) {
            points.add(new Point(p, ms(p == 0 ? h.getMinValue() : h.getValueAtPercentile(p))));
        }
        return new LatencyDistribution(h.getTotalCount(), List.copyOf(buckets), List.copyOf(points));
    }

    private static double ms(double micros) {
        return Math.round(micros) / 1000.0;
    }
}
