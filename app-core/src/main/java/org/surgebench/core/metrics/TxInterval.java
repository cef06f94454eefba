package org.surgebench.core.metrics;

/** One transaction type over one sampling interval. */
public record TxInterval(
        String shortName,
        long count,
        long errors,
        double tps,
        double avgMs,
        double p95Ms,
        double p99Ms,
        double maxMs,
        long rows) {}
