package org.surgebench.core.db.postgres;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import org.surgebench.core.db.postgres.PgCounters.PgStatement;

/**
 * Turns two readings of PostgreSQL's statistics into a load profile: rates per second over the window
 * between them, named as in the Oracle AWR load profile where the meaning is the same
 * ({@code physicalReadIoRequestsPerSec}, {@code redoMBPerSec}, ...). Its fields are those of
 * {@link org.surgebench.core.dbview.PostgresLoadProfile}, which reads it back; field list: docs/reports.md.
 */
public final class PgLoadProfile {
    static final double MB = 1024.0 * 1024.0;
    static final int TOP = 10;

    private PgLoadProfile() {
    }

    public static Map<String, Object> compute(PgCounters a, PgCounters b, WaitSamples waits) {
        double secs = Math.max(1e-3, b.atSeconds() - a.atSeconds());
        Delta d = new Delta(a, b, secs);
        double bs = b.blockSize();
        Map<String, Object> p = new LinkedHashMap<>();
        p.put("elapsedSeconds", round(secs));
        double commits = d.of("db.xact_commit");
        double rollbacks = d.of("db.xact_rollback");
        p.put("transactionsPerSec", d.rate(commits + rollbacks));
        p.put("commitsPerSec", d.rate(commits));
        p.put("rollbacksPerSec", d.rate(rollbacks));
        double read = d.of("db.blks_read");
        double hit = d.of("db.blks_hit");
        p.put("logicalReadsPerSec", d.rate(read + hit));
        p.put("blocksReadPerSec", d.rate(read));
        p.put("blocksHitPerSec", d.rate(hit));
        p.put("bufferHitRatioPct", read + hit == 0 ? 100.0 : round(hit * 100 / (read + hit)));
        // Read and write requests: pg_stat_io counts operations (16+); before it every block read from
        // outside shared buffers is one read call, and every block written by the checkpointer, the
        // background writer or a backend is one write call.
        double readIos = b.has("io.reads") ? d.of("io.reads") : read;
        double writeIos = b.has("io.writes") ? d.of("io.writes") + d.of("io.extends")
                : d.of("bgwriter.buffers_checkpoint") + d.of("checkpointer.buffers_written")
                + d.of("bgwriter.buffers_clean") + d.of("bgwriter.buffers_backend");
        double readBytes = b.has("io.read_bytes") ? d.of("io.read_bytes") : readIos * bs;
        double writeBytes = b.has("io.write_bytes") ? d.of("io.write_bytes") + d.of("io.extend_bytes")
                : writeIos * bs;
        p.put("physicalReadIoRequestsPerSec", d.rate(readIos));
        p.put("physicalWriteIoRequestsPerSec", d.rate(writeIos));
        p.put("readMBPerSec", d.rate(readBytes / MB));
        p.put("writeMBPerSec", d.rate(writeBytes / MB));
        p.put("ioSource", b.has("io.reads") ? "pg_stat_io" : "pg_stat_database, pg_stat_bgwriter");
        double readTime = d.of("db.blk_read_time");
        p.put("avgReadMs", read == 0 || readTime == 0 ? null : round(readTime / read));
        p.put("redoMBPerSec", d.rate(d.of("wal.wal_bytes") / MB));
        p.put("walRecordsPerSec", d.rate(d.of("wal.wal_records")));
        p.put("walFullPageImagesPerSec", d.rate(d.of("wal.wal_fpi")));
        p.put("tuplesInsertedPerSec", d.rate(d.of("db.tup_inserted")));
        p.put("tuplesUpdatedPerSec", d.rate(d.of("db.tup_updated")));
        p.put("tuplesDeletedPerSec", d.rate(d.of("db.tup_deleted")));
        p.put("tuplesReturnedPerSec", d.rate(d.of("db.tup_returned")));
        p.put("tuplesFetchedPerSec", d.rate(d.of("db.tup_fetched")));
        p.put("checkpointsTimed", (long) (d.of("bgwriter.checkpoints_timed") + d.of("checkpointer.num_timed")));
        p.put("checkpointsRequested", (long) (d.of("bgwriter.checkpoints_req") + d.of("checkpointer.num_requested")));
        p.put("buffersCheckpointPerSec", d.rate(d.of("bgwriter.buffers_checkpoint")
                + d.of("checkpointer.buffers_written")));
        p.put("buffersBgwriterPerSec", d.rate(d.of("bgwriter.buffers_clean")));
        p.put("buffersBackendPerSec", d.rate(d.of("bgwriter.buffers_backend")));
        p.put("tempFiles", (long) d.of("db.temp_files"));
        p.put("tempMB", round(d.of("db.temp_bytes") / MB));
        p.put("deadlocks", (long) d.of("db.deadlocks"));
        if (a.statements() != null && b.statements() != null) {
            List<Map<String, Object>> top = topSql(a.statements(), b.statements(), secs);
            double calls = 0;
            for (PgStatement s : b.statements().values()) {
                PgStatement s0 = a.statements().get(s.queryId());
                calls += s.calls() - (s0 == null ? 0 : s0.calls());
            }
            p.put("executesPerSec", d.rate(calls));
            p.put("topSql", top);
        }
        if (waits != null) {
            p.put("waitSamples", waits.sampleCount());
            p.put("averageActiveSessions", waits.averageActiveSessions());
            p.put("topWaitEvents", waits.top(TOP));
        }
        p.put("topTables", topObjects(a.tables(), b.tables(), secs,
                new String[] {"heap_blks_read", "heap_blks_hit", "idx_blks_read", "idx_blks_hit"}));
        p.put("topIndexes", topObjects(a.indexes(), b.indexes(), secs, new String[] {"idx_blks_read", "idx_blks_hit"}));
        return p;
    }

    /** Statements by execution time in the window (new statements count from zero). */
    static List<Map<String, Object>> topSql(Map<String, PgStatement> a, Map<String, PgStatement> b, double secs) {
        List<PgStatement> deltas = new ArrayList<>();
        double totalMs = 0;
        for (PgStatement s : b.values()) {
            PgStatement s0 = a.get(s.queryId());
            PgStatement d = s0 == null ? s : new PgStatement(s.queryId(), s.query(), s.calls() - s0.calls(),
                    s.totalMs() - s0.totalMs(), s.rows() - s0.rows(), s.sharedBlksRead() - s0.sharedBlksRead(),
                    s.sharedBlksHit() - s0.sharedBlksHit());
            if (d.calls() > 0) {
                deltas.add(d);
                totalMs += d.totalMs();
            }
        }
        double all = totalMs;
        deltas.sort(Comparator.comparingDouble(PgStatement::totalMs).reversed());
        List<Map<String, Object>> out = new ArrayList<>();
        for (PgStatement s : deltas.subList(0, Math.min(TOP, deltas.size()))) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("queryId", s.queryId());
            m.put("calls", (long) s.calls());
            m.put("totalMs", round(s.totalMs()));
            m.put("msPerCall", round(s.totalMs() / s.calls()));
            m.put("callsPerSec", round(s.calls() / secs));
            m.put("rowsPerCall", round(s.rows() / s.calls()));
            m.put("sharedBlksReadPerCall", round(s.sharedBlksRead() / s.calls()));
            m.put("sharedBlksHitPerCall", round(s.sharedBlksHit() / s.calls()));
            m.put("pctTime", round(all == 0 ? 0 : s.totalMs() * 100 / all));
            m.put("query", s.query());
            out.add(m);
        }
        return out;
    }

    /** Tables or indexes by blocks touched (read + hit) per second in the window. */
    static List<Map<String, Object>> topObjects(Map<String, Map<String, Double>> a, Map<String, Map<String, Double>> b,
                                                double secs, String[] columns) {
        List<Map<String, Object>> rows = new ArrayList<>();
        for (Map.Entry<String, Map<String, Double>> e : b.entrySet()) {
            Map<String, Double> before = a.getOrDefault(e.getKey(), Map.of());
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("name", e.getKey());
            double touched = 0;
            for (String c : columns) {
                double v = e.getValue().getOrDefault(c, 0.0) - before.getOrDefault(c, 0.0);
                touched += v;
                m.put(camel(c) + "PerSec", round(v / secs));
            }
            if (touched > 0) {
                m.put("blocksPerSec", round(touched / secs));
                rows.add(m);
            }
        }
        rows.sort(Comparator.comparingDouble((ToDoubleFunction<Map<String, Object>>) m -> (Double) m.get("blocksPerSec"))
                .reversed());
        return rows.subList(0, Math.min(TOP, rows.size()));
    }

    /** heap_blks_read becomes heapBlksRead. */
    static String camel(String snake) {
        StringBuilder sb = new StringBuilder();
        boolean up = false;
        for (char c : snake.toCharArray()) {
            if (c == '_') {
                up = true;
            } else {
                sb.append(up ? Character.toUpperCase(c) : c);
                up = false;
            }
        }
        return sb.toString();
    }

    static double round(double v) {
        return Math.round(v * 100) / 100.0;
    }

    /** Counter differences; a counter that went backwards (statistics reset) counts as zero. */
    private record Delta(PgCounters a, PgCounters b, double secs) {
        double of(String key) {
            return Math.max(0, b.total(key) - a.total(key));
        }

        double rate(double v) {
            return round(v / secs);
        }
    }
}
