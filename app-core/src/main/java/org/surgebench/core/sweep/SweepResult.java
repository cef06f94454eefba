package org.surgebench.core.sweep;

import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * A sweep: one measured step per user count against the same schema, the scaling table, and its knee.
 *
 * @param kind       always {@code sweep} (tells a sweep document from a run's)
 * @param kneeIndex  index of the knee step in {@code steps}, or null when not reached (see {@link KneeFinder})
 * @param dbIoSource where the database IO requests column comes from (e.g. pg_stat_io), or null when no
 *                   step had it; the disk IOPS column always comes from the database host's /proc/diskstats
 * @param comment    the user's note on the sweep (each step's results carry it too), or null
 */
public record SweepResult(
        String kind,
        String workload,
        String mix,
        String url,
        Instant startedAt,
        double stepSeconds,
        double warmUpSeconds,
        List<SweepStep> steps,
        Integer kneeIndex,
        String kneeRule,
        String dbIoSource,
        Map<String, String> files,
        String comment) {

    public SweepResult withFiles(Map<String, String> f) {
        return new SweepResult(
                kind,
                workload,
                mix,
                url,
                startedAt,
                stepSeconds,
                warmUpSeconds,
                steps,
                kneeIndex,
                kneeRule,
                dbIoSource,
                Map.copyOf(f),
                comment);
    }

    public boolean hasDbIo() {
        return steps.stream().anyMatch(s -> s.dbIoRequestsPerSec() != null);
    }

    public boolean hasDiskIops() {
        return steps.stream().anyMatch(s -> s.diskIops() != null);
    }
}
