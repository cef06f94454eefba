package org.surgebench.core.metrics;

import java.time.Instant;
import java.util.List;

/**
 * What happened in one sampling interval (normally one second), as published to listeners and kept in
 * the results' time series.
 *
 * @param elapsedSeconds seconds since the run started, at the end of this interval
 * @param measured       whether the interval lies in the measured window (not ramp-up or warm-up)
 * @param endedAt        the wall-clock time the interval ended (how the intervals of several load generators
 *                       line up when their results are merged); null in results written before it was recorded
 */
public record IntervalSnapshot(
        double elapsedSeconds,
        double intervalSeconds,
        boolean measured,
        int users,
        long transactions,
        long errors,
        double tps,
        double qps,
        double avgMs,
        double p95Ms,
        double p99Ms,
        double responseP95Ms,
        StatementCounts statements,
        List<TxInterval> perTransaction,
        Instant endedAt) {}
