package org.surgebench.core.db.oracle;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The database host's CPU over a window from two readings of Oracle's {@code V$OSSTAT}, where no {@code surge agent}
 * runs on that host. {@code BUSY_TIME}, {@code IDLE_TIME}, {@code USER_TIME}, {@code SYS_TIME} and
 * {@code IOWAIT_TIME} are hundredths of a second summed over all CPUs since the host started, so each share is the
 * window's difference over the difference of {@code BUSY_TIME + IDLE_TIME} (the whole CPU time that passed, as
 * Oracle's own AWR "Host CPU" section divides it); {@code NUM_CPUS}, {@code LOAD} and
 * {@code PHYSICAL_MEMORY_BYTES} are the end's values.
 */
final class OsStatCpu {
    /** What the figures say they came from, in the report's host section. */
    static final String SOURCE = "Oracle V$OSSTAT";

    /** The statistics read, as {@code V$OSSTAT.STAT_NAME} spells them. */
    static final String SQL = "SELECT stat_name, value FROM v$osstat WHERE stat_name IN ('NUM_CPUS', 'BUSY_TIME', "
            + "'IDLE_TIME', 'USER_TIME', 'SYS_TIME', 'IOWAIT_TIME', 'LOAD', 'PHYSICAL_MEMORY_BYTES')";

    private OsStatCpu() {}

    /**
     * The host section's figures (the keys {@code surge agent}'s figures use where they mean the same), or a note
     * when the window saw no CPU time pass (the counters did not move).
     */
    static Map<String, Object> between(Map<String, Double> begin, Map<String, Double> end) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("source", SOURCE);
        double busy = delta(begin, end, "BUSY_TIME");
        double total = busy + delta(begin, end, "IDLE_TIME");
        if (total > 0) {
            out.put("cpuBusyPct", pct(busy, total));
            putShare(out, "cpuUserPct", begin, end, "USER_TIME", total);
            putShare(out, "cpuSysPct", begin, end, "SYS_TIME", total);
            putShare(out, "cpuIowaitPct", begin, end, "IOWAIT_TIME", total);
            out.put("cpuIdlePct", pct(delta(begin, end, "IDLE_TIME"), total));
        } else {
            out.put("note", "V$OSSTAT's BUSY_TIME and IDLE_TIME did not move over the window: no CPU shares.");
        }
        if (end.get("NUM_CPUS") != null) {
            out.put("cpus", end.get("NUM_CPUS").longValue());
        }
        if (end.get("LOAD") != null) {
            out.put("load", Math.round(end.get("LOAD") * 100) / 100.0);
        }
        if (end.get("PHYSICAL_MEMORY_BYTES") != null) {
            out.put("memTotalMB", Math.round(end.get("PHYSICAL_MEMORY_BYTES") / (1024.0 * 1024.0)) * 1.0);
        }
        return out;
    }

    private static void putShare(
            Map<String, Object> out,
            String key,
            Map<String, Double> begin,
            Map<String, Double> end,
            String stat,
            double total) {
        if (begin.get(stat) != null && end.get(stat) != null) {
            out.put(key, pct(delta(begin, end, stat), total));
        }
    }

    /** The counter's growth over the window; 0 where either reading lacks it. */
    private static double delta(Map<String, Double> begin, Map<String, Double> end, String stat) {
        Double a = begin.get(stat);
        Double b = end.get(stat);
        return a == null || b == null ? 0 : b - a;
    }

    /** A share in per cent, to one decimal. */
    private static double pct(double part, double total) {
        return Math.round(part / total * 1000) / 10.0;
    }
}
