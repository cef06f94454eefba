package org.surgebench.core.db.postgres;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import org.surgebench.core.db.postgres.PgCounters.PgStatement;
import org.surgebench.core.snapshot.LoadProfile;

/**
 * Turns two readings of PostgreSQL's statistics into a {@link LoadProfile}: rates per second over the window
 * between them, the figures other databases also give in its fields, PostgreSQL's own (WAL records, tuples,
 * checkpoints, top SQL, tables and indexes) in its extras. Its fields are those of
 * {@link org.surgebench.core.dbview.PostgresLoadProfile}, which reads it back; field list: docs/reports.md.
 */
public final class PgLoadProfile {
    static final double MB = 1024.0 * 1024.0;
    static final int TOP = 10;

    private PgLoadProfile() {}

    public static LoadProfile compute(PgCounters a, PgCounters b, WaitSamples waits) {
        double secs = Math.max(1e-3, b.atSeconds() - a.atSeconds());
        Delta d = new Delta(a, b, secs);
        double bs = b.blockSize();
        Map<String, Object> x = new LinkedHashMap<>();
        double commits = d.of("db.xact_commit");
        double rollbacks = d.of("db.xact_rollback");
        double read = d.of("db.blks_read");
        double hit = d.of("db.blks_hit");
        x.put("blocksReadPerSec", d.rate(read));
        x.put("blocksHitPerSec", d.rate(hit));
        // Read and write requests: pg_stat_io counts operations (16+); before it every block read from
        // outside shared buffers is one read call, and every block written by the checkpointer, the
        // background writer or a backend is one write call.
        double readIos = b.has("io.reads") ? d.of("io.reads") : read;
        double writeIos = b.has("io.writes")
                ? d.of("io.writes") + d.of("io.extends")
                : d.of("bgwriter.buffers_checkpoint")
                        + d.of("checkpointer.buffers_written")
                        + d.of("bgwriter.buffers_clean")
                        + d.of("bgwriter.buffers_backend");
        double readBytes = b.has("io.read_bytes") ? d.of("io.read_bytes") : readIos * bs;
        double writeBytes = b.has("io.write_bytes") ? d.of("io.write_bytes") + d.of("io.extend_bytes") : writeIos * bs;
        double readTime = d.of("db.blk_read_time");
        x.put("walRecordsPerSec", d.rate(d.of("wal.wal_records")));
        x.put("walFullPageImagesPerSec", d.rate(d.of("wal.wal_fpi")));
        x.put("tuplesInsertedPerSec", d.rate(d.of("db.tup_inserted")));
        x.put("tuplesUpdatedPerSec", d.rate(d.of("db.tup_updated")));
        x.put("tuplesDeletedPerSec", d.rate(d.of("db.tup_deleted")));
        x.put("tuplesReturnedPerSec", d.rate(d.of("db.tup_returned")));
        x.put("tuplesFetchedPerSec", d.rate(d.of("db.tup_fetched")));
        x.put("checkpointsTimed", (long) (d.of("bgwriter.checkpoints_timed") + d.of("checkpointer.num_timed")));
        x.put("checkpointsRequested", (long) (d.of("bgwriter.checkpoints_req") + d.of("checkpointer.num_requested")));
        x.put(
                "buffersCheckpointPerSec",
                d.rate(d.of("bgwriter.buffers_checkpoint") + d.of("checkpointer.buffers_written")));
        x.put("buffersBgwriterPerSec", d.rate(d.of("bgwriter.buffers_clean")));
        x.put("buffersBackendPerSec", d.rate(d.of("bgwriter.buffers_backend")));
        x.put("tempFiles", (long) d.of("db.temp_files"));
        x.put("tempMB", round(d.of("db.temp_bytes") / MB));
        x.put("deadlocks", (long) d.of("db.deadlocks"));
        Double executes = null;
        if (a.statements() != null && b.statements() != null) {
            double calls = 0;
            for (PgStatement s : b.statements().values()) {
                PgStatement s0 = a.statements().get(s.queryId());
                calls += s.calls() - (s0 == null ? 0 : s0.calls());
            }
            executes = d.rate(calls);
            x.put("topSql", topSql(a.statements(), b.statements(), secs));
        }
        Double activeSessions = null;
        if (waits != null) {
            x.put("waitSamples", waits.sampleCount());
            activeSessions = waits.averageActiveSessions();
            x.put("topWaitEvents", waits.top(TOP));
        }
        x.put("topTables", topObjects(a.tables(), b.tables(), secs, new String[] {
            "heap_blks_read", "heap_blks_hit", "idx_blks_read", "idx_blks_hit"
        }));
        x.put("topIndexes", topObjects(a.indexes(), b.indexes(), secs, new String[] {"idx_blks_read", "idx_blks_hit"}));
        return new LoadProfile(
                round(secs),
                d.rate(commits + rollbacks),
                d.rate(commits),
                d.rate(rollbacks),
                executes,
                d.rate(read + hit),
                read + hit == 0 ? 100.0 : round(hit * 100 / (read + hit)),
                d.rate(readIos),
                d.rate(writeIos),
                d.rate(readBytes / MB),
                d.rate(writeBytes / MB),
                read == 0 || readTime == 0 ? null : round(readTime / read),
                d.rate(d.of("wal.wal_bytes") / MB),
                activeSessions,
                b.has("io.reads") ? "pg_stat_io" : "pg_stat_database, pg_stat_bgwriter",
                x);
    }

    /**
     * The names of PostgreSQL's load profile in its results file, in the order its files have always had them:
     * executions and top SQL only where pg_stat_statements was read, the wait figures only where the sessions were
     * sampled; the average read time always, null where reads were not timed.
     */
    public static List<String> layout(LoadProfile p) {
        List<String> names = new ArrayList<>(List.of(
                "elapsedSeconds",
                "transactionsPerSec",
                "commitsPerSec",
                "rollbacksPerSec",
                "logicalReadsPerSec",
                "blocksReadPerSec",
                "blocksHitPerSec",
                "bufferHitRatioPct",
                "physicalReadIoRequestsPerSec",
                "physicalWriteIoRequestsPerSec",
                "readMBPerSec",
                "writeMBPerSec",
                "ioSource",
                "avgReadMs",
                "redoMBPerSec",
                "walRecordsPerSec",
                "walFullPageImagesPerSec",
                "tuplesInsertedPerSec",
                "tuplesUpdatedPerSec",
                "tuplesDeletedPerSec",
                "tuplesReturnedPerSec",
                "tuplesFetchedPerSec",
                "checkpointsTimed",
                "checkpointsRequested",
                "buffersCheckpointPerSec",
                "buffersBgwriterPerSec",
                "buffersBackendPerSec",
                "tempFiles",
                "tempMB",
                "deadlocks"));
        if (p.extras().containsKey("topSql")) {
            names.addAll(List.of("executesPerSec", "topSql"));
        }
        if (p.extras().containsKey("waitSamples")) {
            names.addAll(List.of("waitSamples", "averageActiveSessions", "topWaitEvents"));
        }
        names.addAll(List.of("topTables", "topIndexes"));
        return names;
    }

    /** Statements by execution time in the window (new statements count from zero). */
    static List<Map<String, Object>> topSql(Map<String, PgStatement> a, Map<String, PgStatement> b, double secs) {
        List<PgStatement> deltas = new ArrayList<>();
        double totalMs = 0;
        for (PgStatement s : b.values()) {
            PgStatement s0 = a.get(s.queryId());
            PgStatement d = s0 == null
                    ? s
                    : new PgStatement(
                            s.queryId(),
                            s.query(),
                            s.calls() - s0.calls(),
                            s.totalMs() - s0.totalMs(),
                            s.rows() - s0.rows(),
                            s.sharedBlksRead() - s0.sharedBlksRead(),
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
    static List<Map<String, Object>> topObjects(
            Map<String, Map<String, Double>> a, Map<String, Map<String, Double>> b, double secs, String[] columns) {
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
        rows.sort(
                Comparator.comparingDouble((ToDoubleFunction<Map<String, Object>>) m -> (Double) m.get("blocksPerSec"))
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
