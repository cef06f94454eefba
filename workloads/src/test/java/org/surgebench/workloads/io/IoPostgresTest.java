package org.surgebench.workloads.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.api.Sweep;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.sweep.SweepResult;
import org.surgebench.core.sweep.SweepStep;
import org.surgebench.core.sweep.SweepTable;
import org.surgebench.testdata.LocalPostgres;

/**
 * The io workload on the local PostgreSQL server: one row per 8 KB page, and the knobs as the server itself
 * counts them (pg_stat_user_tables): update-pct 0 writes nothing, a work unit of N touches N rows.
 */
class IoPostgresTest {
    static String url;
    static ConnectionSpec db;

    @BeforeAll
    static void create() {
        url = LocalPostgres.createDatabase("surge_io");
        db = new ConnectionSpec(url, LocalPostgres.USER, "");
        Surgebench.generate(
                new GenerateSpec("io")
                        .connection(db)
                        .scale(1)
                        .option("size", "4M")
                        .option("schemas", "2")
                        .option("scan-table-size", "1M")
                        .threads(2),
                null);
    }

    @AfterAll
    static void drop() {
        LocalPostgres.dropDatabase(url);
    }

    @Test
    void everyRowHasAPageOfItsOwn() throws Exception {
        try (Connection c = DriverManager.getConnection(url, LocalPostgres.USER, "");
                Statement s = c.createStatement()) {
            for (String t : new String[] {"io_data_1", "io_data_2", "io_scan_1", "io_scan_2"}) {
                try (ResultSet rs = s.executeQuery("SELECT COUNT(*), COUNT(DISTINCT (ctid::text::point)[0]), "
                        + "pg_relation_size('" + t + "') / current_setting('block_size')::int, "
                        + "COUNT(DISTINCT id), MIN(id), MAX(id) FROM " + t)) {
                    rs.next();
                    long rows = rs.getLong(1);
                    assertThat(rows).isEqualTo(t.startsWith("io_scan") ? 128 : 512);
                    assertThat(rs.getLong(2)).as("pages holding rows of %s", t).isEqualTo(rows);
                    assertThat(rs.getLong(3)).as("pages of %s", t).isEqualTo(rows);
                    assertThat(new long[] {rs.getLong(4), rs.getLong(5), rs.getLong(6)})
                            .containsExactly(rows, 1, rows);
                }
            }
            // Rows stay uncompressed and inline (no TOAST): a page is a row.
            try (ResultSet rs =
                    s.executeQuery("SELECT MIN(pg_column_size(t.*)), MAX(pg_column_size(t.*)) " + "FROM io_data_1 t")) {
                rs.next();
                assertThat(rs.getInt(1)).isGreaterThan(1000);
                assertThat(rs.getInt(2)).isLessThan(2032);
            }
        }
    }

    /**
     * Issue 45 item 4: io on a data set that fits in memory (51 MB in 128 MB of shared buffers) was presented as a
     * storage result. The run warns before it starts and among its results' warnings, naming the server's own cache
     * setting as the server reports it, the host's memory when the database is here, and the size that would
     * measure storage.
     */
    @Test
    void aDataSetThatFitsInMemoryIsWarnedOfBeforeAndAfterTheRun() throws Exception {
        long sharedBuffers;
        try (Connection c = DriverManager.getConnection(url, LocalPostgres.USER, "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT pg_size_bytes(current_setting('shared_buffers'))")) {
            rs.next();
            sharedBuffers = rs.getLong(1);
        }
        List<String> events = new java.util.concurrent.CopyOnWriteArrayList<>();
        RunResult r = Surgebench.run(new RunSpec("io")
                .connection(db)
                .users(1)
                .option("update-pct", "0")
                .option("work-loop", "20")
                .listener(new org.surgebench.core.run.RunListener() {
                    @Override
                    public void onEvent(String message) {
                        events.add("event: " + message);
                    }

                    @Override
                    public void onInterval(org.surgebench.core.metrics.IntervalSnapshot s) {
                        events.add("interval");
                    }
                }));
        // Two schemas of 4 MB, no scans (scan-pct 0): 8 MB read.
        String expected = "The io data set (8.0 MB) fits in memory: the database's cache (shared_buffers, "
                + mb(sharedBuffers) + ")";
        assertThat(r.summary().warnings()).anyMatch(w -> w.startsWith(expected));
        String warning = r.summary().warnings().stream()
                .filter(w -> w.startsWith(expected))
                .findFirst()
                .orElseThrow();
        assertThat(events.get(0)).as("before the first interval").isEqualTo("event: Warning: " + warning);
        long memory = memTotalBytes();
        assertThat(warning)
                .contains("this host's page cache (the database runs here, with " + gb(memory) + " of memory)")
                .contains("generate io with at least " + gb(4 * (sharedBuffers + memory)) + " of tables in all");
    }

    private static String mb(long bytes) {
        return String.format(java.util.Locale.ROOT, "%.1f MB", bytes / 1048576.0);
    }

    private static String gb(long bytes) {
        return String.format(java.util.Locale.ROOT, "%.1f GB", bytes / 1073741824.0);
    }

    private static long memTotalBytes() throws Exception {
        for (String line : java.nio.file.Files.readAllLines(java.nio.file.Path.of("/proc/meminfo"))) {
            if (line.startsWith("MemTotal:")) {
                return Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024;
            }
        }
        throw new AssertionError("no MemTotal");
    }

    @Test
    void updatePctZeroWritesNothingAndAWorkUnitIsThatManyRows() throws Exception {
        Map<String, long[]> before = stable();
        // threads-per-schema 2: both users work on schema 1; 60 iterations in all (work-loop 30 per user).
        RunResult reads = Surgebench.run(new RunSpec("io")
                .connection(db)
                .users(2)
                .option("update-pct", "0")
                .option("work-unit", "16")
                .option("threads-per-schema", "2")
                .option("work-loop", "30"));
        settled(before, 60 * 16);
        Map<String, long[]> afterReads = stable();
        assertThat(reads.summary().errors()).isZero();
        assertThat(reads.transaction("READ").count()).isEqualTo(60);
        long[] d1 = delta(before, afterReads, "io_data_1");
        long[] d2 = delta(before, afterReads, "io_data_2");
        // n_tup_ins, n_tup_upd, n_tup_del: nothing written.
        assertThat(new long[] {d1[0] + d2[0], d1[1] + d2[1], d1[2] + d2[2]}).containsExactly(0, 0, 0);
        // Heap blocks read or hit: 60 iterations of 16 rows each, and a row is a block. When a range reaches
        // the top of the key histogram the planner probes the key's actual maximum, which may read one more
        // heap block: at most one per statement.
        assertThat(d1[3]).isBetween(60L * 16, 60L * 16 + 60);
        assertThat(d2[3]).isZero();

        RunResult updates = Surgebench.run(new RunSpec("io")
                .connection(db)
                .users(2)
                .option("update-pct", "100")
                .option("work-unit", "8")
                .option("threads-per-schema", "2")
                .option("work-loop", "10"));
        Map<String, long[]> afterUpdates = settledUpdates(afterReads, 20 * 8);
        assertThat(updates.summary().errors()).isZero();
        // threads-per-schema 2: both users work on schema 1; 20 iterations of 8 rows each.
        assertThat(delta(afterReads, afterUpdates, "io_data_1")[1]).isEqualTo(20 * 8);
        assertThat(delta(afterReads, afterUpdates, "io_data_2")[1]).isZero();
    }

    @Test
    void sweepTablesTheIoOfEachUserCount() throws Exception {
        SweepResult r = Sweep.run(
                new RunSpec("io").connection(db).option("update-pct", "20").option("work-unit", "8"),
                List.of(1, 2),
                Duration.ofSeconds(2),
                null);
        assertThat(r.steps()).extracting(SweepStep::users).containsExactly(1, 2);
        assertThat(r.steps()).allSatisfy(s -> {
            assertThat(s.errors()).isZero();
            assertThat(s.transactions()).isPositive();
            // The database's own figures for each step: an 80/20 run writes WAL.
            assertThat(s.io()).isNotNull();
            assertThat(s.io().dbReadIoPerSec()).isNotNull();
            assertThat(s.io().redoMBPerSec()).isPositive();
        });
        String table = SweepTable.format(r);
        assertThat(table).contains("I/O per step:").contains("WAL MB/s");
        assertThat(table.lines().filter(l -> l.matches("\\s+[12] .*")).count()).isEqualTo(4); // both tables
    }

    /** n_tup_ins, n_tup_upd, n_tup_del, heap blocks read + hit per io table, as the server has flushed them. */
    private static Map<String, long[]> tableCounters() throws Exception {
        Map<String, long[]> out = new java.util.HashMap<>();
        try (Connection c = DriverManager.getConnection(url, LocalPostgres.USER, "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT t.relname, n_tup_ins, n_tup_upd, n_tup_del, "
                        + "heap_blks_read + heap_blks_hit FROM pg_stat_user_tables t JOIN pg_statio_user_tables i "
                        + "USING (relid) WHERE t.relname LIKE 'io\\_%'")) {
            while (rs.next()) {
                out.put(rs.getString(1), new long[] {rs.getLong(2), rs.getLong(3), rs.getLong(4), rs.getLong(5)});
            }
        }
        return out;
    }

    /** The counters once two readings half a second apart agree (sessions of earlier tests flushed). */
    private static Map<String, long[]> stable() throws Exception {
        Map<String, long[]> last = tableCounters();
        for (int i = 0; i < 20; i++) {
            Thread.sleep(500);
            Map<String, long[]> now = tableCounters();
            Map<String, long[]> previous = last;
            boolean same = now.keySet().equals(previous.keySet())
                    && now.entrySet().stream()
                            .allMatch(e -> java.util.Arrays.equals(e.getValue(), previous.get(e.getKey())));
            if (same) {
                return now;
            }
            last = now;
        }
        return last;
    }

    private static long[] delta(Map<String, long[]> before, Map<String, long[]> after, String table) {
        long[] b = before.getOrDefault(table, new long[4]);
        long[] a = after.get(table);
        return new long[] {a[0] - b[0], a[1] - b[1], a[2] - b[2], a[3] - b[3]};
    }

    /** Backends flush their counters when their sessions end, a moment after the run: wait for the blocks. */
    private static Map<String, long[]> settled(Map<String, long[]> before, long fetches) throws Exception {
        for (int i = 0; ; i++) {
            Map<String, long[]> now = tableCounters();
            long seen = delta(before, now, "io_data_1")[3];
            if (seen >= fetches || i == 50) {
                return now;
            }
            Thread.sleep(100);
        }
    }

    private static Map<String, long[]> settledUpdates(Map<String, long[]> before, long updates) throws Exception {
        for (int i = 0; ; i++) {
            Map<String, long[]> now = tableCounters();
            if (delta(before, now, "io_data_1")[1] >= updates || i == 50) {
                return now;
            }
            Thread.sleep(100);
        }
    }
}
