package org.surgebench.core.sweep;

import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * A sweep: one measured step per user count against the same schema, the scaling table, and its knee.
 *
 * @param kind       always {@code sweep} (tells a sweep document from a run's)
 * @param kneeIndex  index of the knee step in {@code steps}, or null when not reached (see {@link KneeFinder})
 * @param iopsSource where the IOPS column comes from, or null when no step had it
 */
public record SweepResult(String kind, String workload, String mix, String url, Instant startedAt,
                          double stepSeconds, double warmUpSeconds, List<SweepStep> steps, Integer kneeIndex,
                          String kneeRule, String iopsSource, Map<String, String> files) {

    public SweepResult withFiles(Map<String, String> f) {
        return new SweepResult(kind, workload, mix, url, startedAt, stepSeconds, warmUpSeconds, steps, kneeIndex,
                kneeRule, iopsSource, Map.copyOf(f));
    }
}
