package org.surgebench.core.sweep;

import java.util.Map;
import org.surgebench.core.results.RunResult;

/**
 * One measured step of a sweep: the columns of a Swingbench-style scaling table (users, average TPS, QPS,
 * IOPS, average and p95 response time) and a few more.
 *
 * @param iops          IO requests per second of the database's storage (see {@link #iopsOf}), or null
 * @param resultFile    the step's own result JSON, when written
 * @param usersLoggedOn the most users logged on at once (null in sweeps written before it was recorded)
 * @param failure       why the step failed (see {@link org.surgebench.core.results.RunSummary#failure}), or null
 */
public record SweepStep(int users, double tps, double qps, Double iops, double avgMs, double p95Ms, double p99Ms,
                        long transactions, long errors, Double hostCpuPct, String stopReason,
                        String resultFile, Integer usersLoggedOn, String failure) {

    public static SweepStep of(RunResult r) {
        var s = r.summary();
        return new SweepStep(r.config().users(), s.tps(), s.qps(), iopsOf(r), s.service().avgMs(),
                s.service().p95Ms(), s.service().p99Ms(), s.transactions(), s.errors(), hostCpu(r), s.stopReason(),
                r.files() == null ? null : r.files().get("json"), s.usersLoggedOn(), s.failure());
    }

    /**
     * Whether fewer users ran than the step asked for (the server refused some): its figures belong to another
     * user count, so the knee finder leaves it out.
     */
    public boolean shortOfUsers() {
        return usersLoggedOn != null && usersLoggedOn < users;
    }

    /**
     * The storage's IO requests per second: the database host's disks as iostat counts them when they were
     * watched (same host or --db-host-stats), else the database's own read + write IO requests per second.
     */
    public static Double iopsOf(RunResult r) {
        Object disks = r.host() == null ? null : r.host().get("databaseHostDisks");
        if (disks instanceof Map<?, ?> d && d.get("total") instanceof Map<?, ?> t && t.get("iops") instanceof Number n) {
            return n.doubleValue();
        }
        Map<String, Object> lp = loadProfile(r);
        if (lp != null && lp.get("physicalReadIoRequestsPerSec") instanceof Number a
                && lp.get("physicalWriteIoRequestsPerSec") instanceof Number b) {
            return Math.round((a.doubleValue() + b.doubleValue()) * 100) / 100.0;
        }
        return null;
    }

    /** Where {@link #iopsOf} found its figure, for the table's caption. */
    public static String iopsSource(RunResult r) {
        Object disks = r.host() == null ? null : r.host().get("databaseHostDisks");
        if (disks instanceof Map<?, ?> d && d.get("total") != null) {
            return "database host disks, /proc/diskstats";
        }
        return loadProfile(r) != null && iopsOf(r) != null ? "database statistics, read + write IO requests/s" : null;
    }

    private static Double hostCpu(RunResult r) {
        if (r.host() != null && r.host().get("loadGenerator") instanceof Map<?, ?> g
                && g.get("cpuUserPct") instanceof Number u && g.get("cpuSysPct") instanceof Number s) {
            return Math.round((u.doubleValue() + s.doubleValue()) * 10) / 10.0;
        }
        return null;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> loadProfile(RunResult r) {
        if (r.database() == null) {
            return null;
        }
        for (Object v : r.database().values()) {
            if (v instanceof Map<?, ?> m && m.get("loadProfile") instanceof Map<?, ?> lp) {
                return (Map<String, Object>) lp;
            }
        }
        return null;
    }
}
