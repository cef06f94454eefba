package org.surgebench.web;

import org.surgebench.core.metrics.IntervalSnapshot;

/**
 * One second of a live run as the API sends it: the figures of the console's strip, numbered from 1 so that a
 * poll can ask for the seconds after the last one it saw.
 */
record LiveSecond(
        long second,
        double elapsedSeconds,
        boolean measured,
        int users,
        long transactions,
        long errors,
        double tps,
        double qps,
        double avgMs,
        double p95Ms) {

    static LiveSecond of(long second, IntervalSnapshot s) {
        return new LiveSecond(
                second,
                s.elapsedSeconds(),
                s.measured(),
                s.users(),
                s.transactions(),
                s.errors(),
                s.tps(),
                s.qps(),
                s.avgMs(),
                s.p95Ms());
    }
}
