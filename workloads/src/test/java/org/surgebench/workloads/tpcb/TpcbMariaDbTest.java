package org.surgebench.workloads.tpcb;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.api.VerifyReport;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.dbview.DatabaseView;
import org.surgebench.core.dbview.DatabaseViewPrinter;
import org.surgebench.core.dbview.LabelledView;
import org.surgebench.core.generate.GenerateReport;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.testdata.LocalMariaDb;

/** pgbench's tables and transaction on the local MariaDB server, with the server's own count of the work. */
class TpcbMariaDbTest {
    static String url;
    static ConnectionSpec db;

    @BeforeAll
    static void create() {
        url = LocalMariaDb.createDatabase("maria20_tpcb");
        db = new ConnectionSpec(url, LocalMariaDb.USER, LocalMariaDb.PASSWORD);
    }

    @AfterAll
    static void drop() {
        LocalMariaDb.dropDatabase(url);
    }

    @Test
    void generatesPgbenchTablesRunsTheScriptAndKeepsBalancesConsistent() throws Exception {
        GenerateReport g = Surgebench.generate(
                new GenerateSpec("tpcb").connection(db).scale(2).threads(2), null);
        assertThat(g.tables()).extracting(GenerateReport.TableReport::rows).containsExactly(2L, 20L, 200_000L, 0L);
        try (Connection c = DriverManager.getConnection(url, LocalMariaDb.USER, LocalMariaDb.PASSWORD);
                Statement s = c.createStatement()) {
            try (ResultSet rs = s.executeQuery("SELECT COUNT(*), COUNT(DISTINCT aid), MIN(aid), MAX(aid), MAX(bid), "
                    + "SUM(abalance), SUM(filler IS NULL) FROM pgbench_accounts")) {
                rs.next();
                assertThat(rs.getLong(1)).isEqualTo(200_000);
                assertThat(rs.getLong(2)).isEqualTo(200_000);
                assertThat(rs.getLong(3)).isEqualTo(1);
                assertThat(rs.getLong(4)).isEqualTo(200_000);
                assertThat(rs.getLong(5)).isEqualTo(2);
                assertThat(rs.getLong(6)).isZero();
                // pgbench's empty filler, not NULL; branches and tellers have NULL, as pgbench leaves them.
                assertThat(rs.getLong(7)).isZero();
            }
            try (ResultSet rs = s.executeQuery("SELECT COUNT(*), SUM(filler IS NULL), MAX(bid) FROM pgbench_tellers")) {
                rs.next();
                assertThat(rs.getLong(1)).isEqualTo(20);
                assertThat(rs.getLong(2)).isEqualTo(20);
                assertThat(rs.getLong(3)).isEqualTo(2);
            }
            try (ResultSet rs = s.executeQuery("SELECT table_name, engine FROM information_schema.tables "
                    + "WHERE table_schema = DATABASE() AND table_name LIKE 'pgbench%' ORDER BY table_name")) {
                int n = 0;
                while (rs.next()) {
                    assertThat(rs.getString(2)).as(rs.getString(1)).isEqualTo("InnoDB");
                    n++;
                }
                assertThat(n).isEqualTo(4);
            }
        }
        RunResult r = Surgebench.run(new RunSpec("tpcb").connection(db).users(4).runTime(Duration.ofSeconds(3)));
        assertThat(r.summary().errors()).isZero();
        assertThat(r.summary().tps()).isPositive();
        var tx = r.transaction("TPCB");
        // pgbench's script: 3 updates and 1 insert per transaction; a transaction cut by either end of the measured
        // window counts some of its statements only (at most one per user at each end).
        assertThat(tx.statements().update()).isBetween(3 * tx.count() - 3 * 2 * 4, 3 * tx.count() + 3 * 2 * 4);
        assertThat(tx.statements().insert()).isBetween(tx.count() - 2 * 4, tx.count() + 2 * 4);
        try (Connection c = DriverManager.getConnection(url, LocalMariaDb.USER, LocalMariaDb.PASSWORD);
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM pgbench_history")) {
            rs.next();
            // Every committed transaction left one history row: at least those of the measured window.
            assertThat(rs.getLong(1)).isGreaterThanOrEqualTo(tx.count());
        }
        // The server's own view: its commit and row counters saw the measured work.
        DatabaseView view = DatabaseView.of(r).get("mariadb");
        assertThat(view).isInstanceOf(LabelledView.class);
        LabelledView v = (LabelledView) view;
        assertThat(v.product()).startsWith("MariaDB 1");
        assertThat(((Number) v.loadProfile().get("transactionsPerSec")).doubleValue())
                .isGreaterThanOrEqualTo(r.summary().tps() * 0.9);
        assertThat(v.counterDeltas().get("Handler_write")).isGreaterThanOrEqualTo(tx.count());
        assertThat(((Number) v.loadProfile().get("rowsUpdatedPerSec")).doubleValue())
                .isPositive();
        assertThat(v.bufferHitRatioPct()).isBetween(0.0, 100.0);
        assertThat(v.dbIoRequestsPerSec()).isNotNull();
        assertThat(DatabaseViewPrinter.section("mariadb", view).figures())
                .extracting(f -> f.label())
                .contains("buffer pool hit ratio", "redo MB/s", "transactions/s");
        VerifyReport verify = Surgebench.verify(db, "tpcb", Map.of());
        assertThat(verify.ok()).as(verify.toString()).isTrue();
    }

    @Test
    void batchedInsertsLoadTheSameRowsAndAnUnknownWayIsRefused() throws Exception {
        String other = LocalMariaDb.createDatabase("maria20_tpcb_batch");
        try {
            ConnectionSpec spec = new ConnectionSpec(other, LocalMariaDb.USER, LocalMariaDb.PASSWORD);
            var refused = org.junit.jupiter.api.Assertions.assertThrows(
                    org.surgebench.core.common.SurgeException.class,
                    () -> Surgebench.generate(
                            new GenerateSpec("tpcb").connection(spec).scale(0.1).option("load", "copy"), null));
            // The declared option's check (surge list shows what infile and batch do), before anything is created.
            assertThat(refused.getMessage()).isEqualTo("--option load=copy: not one of infile, batch.");
            try (Connection c = DriverManager.getConnection(other, LocalMariaDb.USER, LocalMariaDb.PASSWORD);
                    Statement s = c.createStatement();
                    ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM information_schema.tables "
                            + "WHERE table_schema = DATABASE() AND table_name LIKE 'pgbench%'")) {
                rs.next();
                assertThat(rs.getLong(1)).isZero();
            }
            Surgebench.generate(
                    new GenerateSpec("tpcb").connection(spec).scale(0.1).option("load", "batch"), null);
            try (Connection c = DriverManager.getConnection(other, LocalMariaDb.USER, LocalMariaDb.PASSWORD);
                    Statement s = c.createStatement();
                    ResultSet rs = s.executeQuery("SELECT COUNT(*), COUNT(DISTINCT aid), MAX(aid), SUM(filler = '') "
                            + "FROM pgbench_accounts")) {
                rs.next();
                assertThat(new long[] {rs.getLong(1), rs.getLong(2), rs.getLong(3), rs.getLong(4)})
                        .containsExactly(10_000, 10_000, 10_000, 10_000);
            }
            assertThat(Surgebench.verify(spec, "tpcb", Map.of()).ok()).isTrue();
        } finally {
            LocalMariaDb.dropDatabase(other);
        }
    }
}
