package org.surgebench.core.metrics;

import org.HdrHistogram.Histogram;

/** Response-time statistics in milliseconds (microsecond resolution) taken from a histogram. */
public record LatencyStats(
        long count,
        double avgMs,
        double minMs,
        double maxMs,
        double p50Ms,
        double p90Ms,
        double p95Ms,
        double p99Ms,
        double p999Ms) {

    public static final LatencyStats EMPTY = new LatencyStats(0, 0, 0, 0, 0, 0, 0, 0, 0);

    public static LatencyStats of(Histogram h) {
        if (h.getTotalCount() == 0) {
            return EMPTY;
        }
        return new LatencyStats(
                h.getTotalCount(),
                ms(h.getMean()),
                ms(h.getMinValue()),
                ms(h.getMaxValue()),
                ms(h.getValueAtPercentile(50)),
                ms(h.getValueAtPercentile(90)),
                ms(h.getValueAtPercentile(95)),
                ms(h.getValueAtPercentile(99)),
                ms(h.getValueAtPercentile(99.9)));
    }

    private static double ms(double micros) {
        return Math.round(micros) / 1000.0;
    }
}
