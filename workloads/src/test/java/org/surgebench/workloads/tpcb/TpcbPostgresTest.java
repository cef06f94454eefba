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
import org.surgebench.core.common.UserThreads;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateReport;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.testdata.LocalPostgres;

/** pgbench's tables and transaction on the local PostgreSQL server. */
class TpcbPostgresTest {
    static String url;
    static ConnectionSpec db;

    @BeforeAll
    static void create() {
        url = LocalPostgres.createDatabase("surge_tpcb");
        db = new ConnectionSpec(url, LocalPostgres.USER, "");
    }

    @AfterAll
    static void drop() {
        LocalPostgres.dropDatabase(url);
    }

    @Test
    void generatesPgbenchTablesRunsTheScriptAndKeepsBalancesConsistent() throws Exception {
        GenerateReport g = Surgebench.generate(
                new GenerateSpec("tpcb").connection(db).scale(2).threads(2), null);
        assertThat(g.tables()).extracting(GenerateReport.TableReport::rows).containsExactly(2L, 20L, 200_000L, 0L);
        try (Connection c = DriverManager.getConnection(url, LocalPostgres.USER, "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT COUNT(*), COUNT(DISTINCT aid), MAX(bid), SUM(abalance), "
                        + "MIN(length(filler)) FROM pgbench_accounts")) {
            rs.next();
            assertThat(rs.getLong(1)).isEqualTo(200_000);
            assertThat(rs.getLong(2)).isEqualTo(200_000);
            assertThat(rs.getLong(3)).isEqualTo(2);
            assertThat(rs.getLong(4)).isZero();
        }
        try (Connection c = DriverManager.getConnection(url, LocalPostgres.USER, "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT relname FROM pg_stat_user_tables WHERE relname LIKE 'pgbench%' "
                        + "AND last_vacuum IS NOT NULL AND last_analyze IS NOT NULL ORDER BY relname")) {
            // Left as pgbench -i leaves them: vacuumed (hint bits, visibility map) and analysed.
            java.util.List<String> vacuumed = new java.util.ArrayList<>();
            while (rs.next()) {
                vacuumed.add(rs.getString(1));
            }
            assertThat(vacuumed)
                    .containsExactly("pgbench_accounts", "pgbench_branches", "pgbench_history", "pgbench_tellers");
        }
        RunResult r = Surgebench.run(new RunSpec("tpcb").connection(db).users(4).runTime(Duration.ofSeconds(3)));
        assertThat(r.summary().errors()).isZero();
        assertThat(r.summary().tps()).isPositive();
        var tx = r.transaction("TPCB");
        // pgbench's script: 3 updates, 1 select, 1 insert, 1 commit per transaction.
        assertThat((double) tx.statements().update() / tx.count()).isBetween(2.95, 3.05);
        assertThat((double) tx.statements().insert() / tx.count()).isBetween(0.98, 1.02);
        VerifyReport v = Surgebench.verify(db, "tpcb", Map.of());
        assertThat(v.ok()).as(v.toString()).isTrue();
        // Users on virtual threads too (the default puts this few on platform threads).
        RunResult sel = Surgebench.run(new RunSpec("tpcb")
                .connection(db)
                .mix("select-only")
                .users(2)
                .userThreads(UserThreads.VIRTUAL)
                .runTime(Duration.ofSeconds(1)));
        assertThat(sel.summary().errors()).isZero();
        assertThat(sel.summary().statements().writes()).isZero();
        assertThat(sel.summary().statements().select()).isPositive();
    }
}
