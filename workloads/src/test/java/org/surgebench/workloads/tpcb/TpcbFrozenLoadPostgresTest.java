package org.surgebench.workloads.tpcb;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateReport;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.testdata.LocalPostgres;
import org.surgebench.testdata.PostgresVisibility;

/**
 * pgbench_accounts loads as pgbench -i loads it: one stream, COPY FREEZE, so that the server's visibility map
 * counts every page frozen and the heap lies in key order; {@code --option frozen-load-rows=0} keeps the parallel
 * chunks, which the server counts as not frozen.
 */
class TpcbFrozenLoadPostgresTest {
    static String url;
    static ConnectionSpec db;

    @BeforeAll
    static void create() throws SQLException {
        url = PostgresVisibility.createDatabase("surge_tpcb_frozen");
        db = new ConnectionSpec(url, LocalPostgres.USER, "");
    }

    @AfterAll
    static void drop() {
        LocalPostgres.dropDatabase(url);
    }

    private static long query(String sql) throws SQLException {
        try (Connection c = DriverManager.getConnection(url, LocalPostgres.USER, "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private static long pages() throws SQLException {
        return query("SELECT relpages FROM pg_class WHERE relname = 'pgbench_accounts'");
    }

    private static long frozenPages() throws SQLException {
        return PostgresVisibility.frozenPages(url, "pgbench_accounts");
    }

    /** Rows whose key is lower than the key of the row before them in the heap. */
    private static long keyDescents() throws SQLException {
        return query("SELECT count(*) FROM (SELECT aid < lag(aid) OVER (ORDER BY ctid) AS d FROM pgbench_accounts) x "
                + "WHERE d");
    }

    @Test
    void accountsLoadFrozenAndInKeyOrderByDefault() throws Exception {
        GenerateReport g = Surgebench.generate(
                new GenerateSpec("tpcb").connection(db).scale(3).threads(2).force(true), null);
        assertThat(g.tables()).extracting(GenerateReport.TableReport::rows).containsExactly(3L, 30L, 300_000L, 0L);
        assertThat(query("SELECT count(DISTINCT aid) FROM pgbench_accounts")).isEqualTo(300_000);
        assertThat(pages()).isPositive();
        assertThat(frozenPages()).as("pages the server counts frozen").isEqualTo(pages());
        assertThat(keyDescents()).isZero();
    }

    @Test
    void frozenLoadRowsZeroLoadsInParallelChunks() throws Exception {
        Surgebench.generate(
                new GenerateSpec("tpcb")
                        .connection(db)
                        .scale(3)
                        .threads(2)
                        .force(true)
                        .option("frozen-load-rows", "0"),
                null);
        assertThat(query("SELECT count(DISTINCT aid) FROM pgbench_accounts")).isEqualTo(300_000);
        assertThat(frozenPages()).as("pages the server counts frozen").isZero();
    }
}
