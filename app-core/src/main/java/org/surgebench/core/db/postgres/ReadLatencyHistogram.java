package org.surgebench.core.db.postgres;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Blocks read by PostgreSQL (pg_stat_database blks_read) in latency buckets, each sampling interval's reads put
 * in the bucket of that interval's average read time (blk_read_time / blks_read, which needs track_io_timing).
 * PostgreSQL keeps no latency per read, so this is the distribution of about one-second averages: narrower than
 * the per-read histogram Oracle's AWR keeps for 'db file sequential read', and read as such.
 */
final class ReadLatencyHistogram {
    /**
     * Upper bounds in microseconds as Oracle's 'db file sequential read' histograms have them (powers of two
     * below a millisecond, then 1, 2, 4 ... ms); the last bucket is open.
     */
    static final long[] BOUNDS_US = {64, 128, 256, 512, 1000, 2000, 4000, 8000, 16_000, 32_000};

    private final double[] reads = new double[BOUNDS_US.length + 1];

    /** Adds one interval: {@code blocks} read in {@code readMs} milliseconds of read time; ignored without timing. */
    void add(double blocks, double readMs) {
        if (blocks <= 0 || readMs <= 0) {
            return;
        }
        double avgUs = readMs * 1000 / blocks;
        int i = 0;
        while (i < BOUNDS_US.length && avgUs >= BOUNDS_US[i]) {
            i++;
        }
        reads[i] += blocks;
    }

    /** Buckets as {@code ltUs} (null for the open one), {@code reads}, {@code pct}; empty when nothing was timed. */
    List<Map<String, Object>> rows() {
        double total = 0;
        for (double r : reads) {
            total += r;
        }
        List<Map<String, Object>> out = new ArrayList<>();
        if (total == 0) {
            return out;
        }
        for (int i = 0; i < reads.length; i++) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("ltUs", i < BOUNDS_US.length ? BOUNDS_US[i] : null);
            m.put("reads", Math.round(reads[i]));
            m.put("pct", Math.round(reads[i] * 1000 / total) / 10.0);
            out.add(m);
        }
        return out;
    }
}
