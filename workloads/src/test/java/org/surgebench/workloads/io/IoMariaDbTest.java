package org.surgebench.workloads.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.api.Sweep;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.dbview.DatabaseView;
import org.surgebench.core.dbview.LabelledView;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.sweep.SweepResult;
import org.surgebench.core.sweep.SweepStep;
import org.surgebench.testdata.LocalMariaDb;

/**
 * The io workload on the local MariaDB server: at most two rows per 16 KB InnoDB page (8 KB of space or more per
 * row, as a block elsewhere), and the knobs as the server counts them: update-pct 0 changes no row (a checksum of the rows), an update
 * run changes a work unit of rows per iteration (the server's handler counters).
 */
class IoMariaDbTest {
    static String url;
    static ConnectionSpec db;

    @BeforeAll
    static void create() {
        url = LocalMariaDb.createDatabase("maria20_io");
        db = new ConnectionSpec(url, LocalMariaDb.USER, LocalMariaDb.PASSWORD);
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
        LocalMariaDb.dropDatabase(url);
    }

    @Test
    void everyRowTakesHalfAnInnoDbPage() throws Exception {
        try (Connection c = connect();
                Statement s = c.createStatement()) {
            for (String t : new String[] {"io_data_1", "io_data_2", "io_scan_1", "io_scan_2"}) {
                long rows = t.startsWith("io_scan") ? 128 : 512;
                try (ResultSet rs = s.executeQuery("SELECT COUNT(*), COUNT(DISTINCT id), MIN(id), MAX(id) FROM " + t)) {
                    rs.next();
                    assertThat(new long[] {rs.getLong(1), rs.getLong(2), rs.getLong(3), rs.getLong(4)})
                            .containsExactly(rows, rows, 1, rows);
                }
                // Leaf pages of the clustered index (the table itself), from InnoDB's persistent statistics.
                try (ResultSet rs = s.executeQuery("SELECT stat_value FROM mysql.innodb_index_stats WHERE "
                        + "database_name = DATABASE() AND table_name = '" + t + "' AND index_name = 'PRIMARY' "
                        + "AND stat_name = 'n_leaf_pages'")) {
                    assertThat(rs.next()).as("statistics of %s", t).isTrue();
                    // At most two rows a page (never more rows per read page than asked); parallel load chunks
                    // split pages in the middle, which leaves some with one row.
                    assertThat(rs.getLong(1)).as("leaf pages of %s", t).isBetween(rows / 2, rows);
                }
            }
        }
    }

    @Test
    void updatePctZeroChangesNoRowAndUpdatesChangeAWorkUnitPerIteration() throws Exception {
        Map<String, Long> before = checksums();
        RunResult reads = Surgebench.run(new RunSpec("io")
                .connection(db)
                .users(2)
                .option("update-pct", "0")
                .option("work-unit", "16")
                .option("threads-per-schema", "2")
                .option("work-loop", "30"));
        assertThat(reads.summary().errors()).isZero();
        assertThat(reads.transaction("READ").count()).isEqualTo(60);
        assertThat(checksums()).isEqualTo(before);
        // Issue 45 item 4: 8 MB of io tables fit in InnoDB's buffer pool; the run says so, naming the server's own
        // setting and its size as the server reports it.
        long pool;
        try (Connection c = connect();
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT @@innodb_buffer_pool_size")) {
            rs.next();
            pool = rs.getLong(1);
        }
        assertThat(reads.summary().warnings())
                .anyMatch(w -> w.startsWith("The io data set (8.0 MB) fits in memory: the database's cache "
                        + "(innodb_buffer_pool_size, "
                        + String.format(java.util.Locale.ROOT, "%.1f MB", pool / 1048576.0)
                        + ")"));
        LabelledView readView = (LabelledView) DatabaseView.of(reads).get("mariadb");
        // 60 range reads of 16 rows: each one index dive and the rows after it.
        assertThat(readView.counterDeltas().get("Handler_read_key")
                        + readView.counterDeltas().get("Handler_read_next"))
                .isGreaterThanOrEqualTo(60 * 16);

        RunResult updates = Surgebench.run(new RunSpec("io")
                .connection(db)
                .users(2)
                .option("update-pct", "100")
                .option("work-unit", "8")
                .option("threads-per-schema", "2")
                .option("work-loop", "10"));
        assertThat(updates.summary().errors()).isZero();
        Map<String, Long> after = checksums();
        assertThat(after.get("io_data_1")).isNotEqualTo(before.get("io_data_1"));
        assertThat(after.get("io_data_2"))
                .as("threads-per-schema 2: both users on schema 1")
                .isEqualTo(before.get("io_data_2"));
        LabelledView updateView = (LabelledView) DatabaseView.of(updates).get("mariadb");
        // 20 iterations of 8 rows each, by the server's count of rows updated.
        assertThat(updateView.counterDeltas().get("Handler_update")).isEqualTo(20.0 * 8);
        assertThat(updateView.loadProfile().get("redoMBPerSec")).isNotNull();
    }

    @Test
    void sweepHasTheServersIoFiguresForEachStep() throws Exception {
        SweepResult r = Sweep.run(
                new RunSpec("io").connection(db).option("update-pct", "20").option("work-unit", "8"),
                List.of(1, 2),
                Duration.ofSeconds(2),
                null);
        assertThat(r.steps()).extracting(SweepStep::users).containsExactly(1, 2);
        assertThat(r.steps()).allSatisfy(s -> {
            assertThat(s.errors()).isZero();
            assertThat(s.transactions()).isPositive();
            assertThat(s.io()).isNotNull();
            assertThat(s.io().dbReadIoPerSec()).isNotNull();
            assertThat(s.io().redoMBPerSec()).isPositive();
        });
    }

    private static Connection connect() throws SQLException {
        return DriverManager.getConnection(url, LocalMariaDb.USER, LocalMariaDb.PASSWORD);
    }

    /**
     * A checksum of every table's rows from their data columns. Not CHECKSUM TABLE: on these tables (with a stored
     * generated column) MariaDB 10.11 gave different values for unchanged rows now and then.
     */
    private static Map<String, Long> checksums() throws SQLException {
        Map<String, Long> out = new LinkedHashMap<>();
        try (Connection c = connect();
                Statement s = c.createStatement()) {
            for (String t : new String[] {"io_data_1", "io_data_2", "io_scan_1", "io_scan_2"}) {
                try (ResultSet rs = s.executeQuery(
                        "SELECT SUM(CRC32(CONCAT_WS('|', id, c2, c3, c4, c5, c6, c7, c8, " + "c9))) FROM " + t)) {
                    rs.next();
                    out.put(t, rs.getLong(1));
                }
            }
        }
        return out;
    }
}
