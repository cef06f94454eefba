package org.surgebench.core.db.postgres;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.surgebench.core.db.postgres.PgCounters.PgStatement;
import org.surgebench.core.snapshot.LoadProfile;

/** The load-profile math on stored rows of PostgreSQL 15's statistics views, taken 10 s apart. */
class PgLoadProfileTest {

    static PgCounters reading(double at, Map<String, Double> totals, Map<String, PgStatement> statements) {
        Map<String, Map<String, Double>> tables = new LinkedHashMap<>();
        tables.put(
                "public.orders",
                Map.of(
                        "heap_blks_read",
                        at * 10,
                        "heap_blks_hit",
                        at * 100,
                        "idx_blks_read",
                        at,
                        "idx_blks_hit",
                        at * 50));
        tables.put("public.idle", Map.of("heap_blks_read", 5.0, "heap_blks_hit", 5.0));
        Map<String, Map<String, Double>> indexes =
                Map.of("public.orders_pk", Map.of("idx_blks_read", at, "idx_blks_hit", at * 50));
        return new PgCounters(at, 8192, totals, tables, indexes, statements);
    }

    /**
     * Counter totals from 13 values, in this order: commits, rollbacks, blocks read, blocks hit, WAL bytes,
     * checkpoints timed, checkpoints requested, buffers written by checkpoints, by the bgwriter and by backends,
     * tuples inserted, updated and deleted.
     */
    static Map<String, Double> totals(double... v) {
        double commits = v[0], rollbacks = v[1], read = v[2], hit = v[3], walBytes = v[4], ckptTimed = v[5];
        double ckptReq = v[6], bufCkpt = v[7], bufClean = v[8], bufBackend = v[9], ins = v[10], upd = v[11];
        double del = v[12];
        Map<String, Double> t = new LinkedHashMap<>();
        t.put("db.xact_commit", commits);
        t.put("db.xact_rollback", rollbacks);
        t.put("db.blks_read", read);
        t.put("db.blks_hit", hit);
        t.put("db.tup_inserted", ins);
        t.put("db.tup_updated", upd);
        t.put("db.tup_deleted", del);
        t.put("db.blk_read_time", read * 0.25);
        t.put("wal.wal_bytes", walBytes);
        t.put("wal.wal_records", walBytes / 100);
        t.put("bgwriter.checkpoints_timed", ckptTimed);
        t.put("bgwriter.checkpoints_req", ckptReq);
        t.put("bgwriter.buffers_checkpoint", bufCkpt);
        t.put("bgwriter.buffers_clean", bufClean);
        t.put("bgwriter.buffers_backend", bufBackend);
        return t;
    }

    @Test
    void ratesPerSecondFromTwoReadings() {
        PgCounters a = reading(100, totals(1000, 10, 5000, 95000, 1e9, 3, 1, 100, 50, 20, 500, 700, 100), null);
        PgCounters b =
                reading(110, totals(3000, 30, 7000, 193000, 1e9 + 52428800, 4, 1, 900, 150, 70, 2500, 4700, 600), null);
        Map<String, Object> p = fileOf(a, b, null);
        assertThat(p.get("elapsedSeconds")).isEqualTo(10.0);
        assertThat(p.get("commitsPerSec")).isEqualTo(200.0);
        assertThat(p.get("rollbacksPerSec")).isEqualTo(2.0);
        assertThat(p.get("transactionsPerSec")).isEqualTo(202.0);
        assertThat(p.get("blocksReadPerSec")).isEqualTo(200.0);
        assertThat(p.get("blocksHitPerSec")).isEqualTo(9800.0);
        assertThat(p.get("logicalReadsPerSec")).isEqualTo(10000.0);
        assertThat(p.get("bufferHitRatioPct")).isEqualTo(98.0);
        assertThat(p.get("physicalReadIoRequestsPerSec")).isEqualTo(200.0);
        // 2000 blocks of 8 KiB in 10 s
        assertThat(p.get("readMBPerSec")).isEqualTo(1.56);
        // (800 checkpoint + 100 bgwriter + 50 backend) buffers written in 10 s
        assertThat(p.get("physicalWriteIoRequestsPerSec")).isEqualTo(95.0);
        assertThat(p.get("writeMBPerSec")).isEqualTo(0.74);
        assertThat(p.get("redoMBPerSec")).isEqualTo(5.0);
        assertThat(p.get("avgReadMs")).isEqualTo(0.25);
        assertThat(p.get("checkpointsTimed")).isEqualTo(1L);
        assertThat(p.get("checkpointsRequested")).isEqualTo(0L);
        assertThat(p.get("tuplesInsertedPerSec")).isEqualTo(200.0);
        assertThat(p.get("tuplesUpdatedPerSec")).isEqualTo(400.0);
        assertThat(p.get("tuplesDeletedPerSec")).isEqualTo(50.0);
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> tables = (List<Map<String, Object>>) p.get("topTables");
        assertThat(tables).extracting(m -> m.get("name")).containsExactly("public.orders");
        assertThat(tables.get(0).get("heapBlksReadPerSec")).isEqualTo(10.0);
        assertThat(tables.get(0).get("blocksPerSec")).isEqualTo(161.0);
    }

    @Test
    void pgStatIoIsPreferredWhereItExists() {
        Map<String, Double> ta = totals(0, 0, 100, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        Map<String, Double> tb = totals(0, 0, 900, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        ta.put("io.reads", 10.0);
        ta.put("io.writes", 0.0);
        tb.put("io.reads", 110.0);
        tb.put("io.writes", 40.0);
        tb.put("io.extends", 10.0);
        Map<String, Object> p = fileOf(reading(0, ta, null), reading(10, tb, null), null);
        // Reads combined into larger requests (PostgreSQL 17 streaming IO): 800 blocks in 100 requests.
        assertThat(p.get("physicalReadIoRequestsPerSec")).isEqualTo(10.0);
        assertThat(p.get("blocksReadPerSec")).isEqualTo(80.0);
        assertThat(p.get("physicalWriteIoRequestsPerSec")).isEqualTo(5.0);
    }

    @Test
    void aResetCounterCountsAsZeroNotNegative() {
        PgCounters a = reading(0, totals(5000, 0, 100, 100, 0, 0, 0, 0, 0, 0, 0, 0, 0), null);
        PgCounters b = reading(10, totals(20, 0, 100, 100, 0, 0, 0, 0, 0, 0, 0, 0, 0), null);
        Map<String, Object> p = fileOf(a, b, null);
        assertThat(p.get("commitsPerSec")).isEqualTo(0.0);
        assertThat(p.get("bufferHitRatioPct")).isEqualTo(100.0);
    }

    @Test
    void topSqlByTimeInTheWindowCountsNewStatementsFromZero() {
        Map<String, PgStatement> before = new LinkedHashMap<>();
        before.put("1", new PgStatement("1", "SELECT a", 1000, 5000, 1000, 10, 100));
        before.put("2", new PgStatement("2", "UPDATE b", 10, 100, 10, 0, 10));
        Map<String, PgStatement> after = new LinkedHashMap<>();
        after.put("1", new PgStatement("1", "SELECT a", 1100, 5100, 1100, 10, 300));
        after.put("2", new PgStatement("2", "UPDATE b", 60, 700, 60, 5, 60));
        after.put("3", new PgStatement("3", "INSERT c", 20, 200, 20, 0, 20));
        Map<String, Object> p = fileOf(
                reading(0, totals(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), before),
                reading(10, totals(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), after),
                null);
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> top = (List<Map<String, Object>>) p.get("topSql");
        assertThat(top).extracting(m -> m.get("query")).containsExactly("UPDATE b", "INSERT c", "SELECT a");
        assertThat(top.get(0).get("calls")).isEqualTo(50L);
        assertThat(top.get(0).get("msPerCall")).isEqualTo(12.0);
        assertThat(top.get(0).get("pctTime")).isEqualTo(66.67);
        assertThat(top.get(2).get("sharedBlksHitPerCall")).isEqualTo(2.0);
        assertThat(p.get("executesPerSec")).isEqualTo(17.0);
    }

    @Test
    void waitSamplesRankEventsAndCountCpu() {
        WaitSamples w = new WaitSamples();
        w.add(1, List.of(new String[] {"IO", "DataFileRead"}, new String[] {"IO", "DataFileRead"}, new String[] {
            null, null
        }));
        w.add(2, List.of(new String[] {"IO", "DataFileRead"}, new String[] {"Lock", "transactionid"}));
        w.add(3, List.of());
        List<Map<String, Object>> top = w.top(10);
        assertThat(top).extracting(m -> m.get("event")).containsExactly("DataFileRead", "CPU", "transactionid");
        assertThat(top.get(0).get("waitClass")).isEqualTo("IO");
        assertThat(top.get(0).get("pctDbTime")).isEqualTo(60.0);
        assertThat(top.get(0).get("avgActiveSessions")).isEqualTo(1.0);
        assertThat(w.averageActiveSessions()).isEqualTo(1.67);
        Map<String, List<Double>> s = w.series();
        assertThat(s.get("t")).containsExactly(1.0, 2.0, 3.0);
        assertThat(s.get("IO")).containsExactly(2.0, 1.0, 0.0);
        assertThat(s.get("Lock")).containsExactly(0.0, 1.0, 0.0);
        assertThat(s.get("CPU")).containsExactly(1.0, 0.0, 0.0);
    }

    /** The profile as the results file holds it. */
    static Map<String, Object> fileOf(PgCounters a, PgCounters b, WaitSamples waits) {
        LoadProfile p = PgLoadProfile.compute(a, b, waits);
        return p.toMap(PgLoadProfile.layout(p));
    }

    @Test
    void theResultsFileKeepsItsNamesInTheirOrderAndAnUntimedReadAsNull() {
        // Blocks read, but no read time: track_io_timing was off, as it is by default.
        Map<String, Double> before = totals(0, 0, 100, 100, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        Map<String, Double> after = totals(10, 0, 600, 900, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        before.put("db.blk_read_time", 0.0);
        after.put("db.blk_read_time", 0.0);
        Map<String, Object> p = fileOf(reading(0, before, null), reading(10, after, null), null);
        assertThat(p).containsEntry("avgReadMs", null);
        assertThat(p.keySet())
                .containsExactly(
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
                        "deadlocks",
                        "topTables",
                        "topIndexes");
        // With pg_stat_statements and wait samples their figures join where they always stood.
        WaitSamples waits = new WaitSamples();
        waits.add(1, List.<String[]>of(new String[] {"IO", "DataFileRead"}));
        Map<String, Object> full = fileOf(
                reading(0, totals(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), Map.of()),
                reading(10, totals(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), Map.of()),
                waits);
        assertThat(List.copyOf(full.keySet()).subList(30, 37))
                .containsExactly(
                        "executesPerSec",
                        "topSql",
                        "waitSamples",
                        "averageActiveSessions",
                        "topWaitEvents",
                        "topTables",
                        "topIndexes");
    }
}
