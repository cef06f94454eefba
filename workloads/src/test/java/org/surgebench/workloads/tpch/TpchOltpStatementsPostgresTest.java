package org.surgebench.workloads.tpch;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.api.VerifyReport;
import org.surgebench.core.common.UserThreads;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.metrics.StatementCounts;
import org.surgebench.core.results.RunResult;
import org.surgebench.workloads.soe.CountingCluster;
import org.surgebench.workloads.soe.ExecutedStatements;
import org.surgebench.workloads.soe.StatementCountChecks;

/**
 * Fidelity to Swingbench's TPC-H-like transactions, counted by PostgreSQL itself (pg_stat_statements in a cluster
 * of the test's own, rows inserted by pg_stat_user_tables): TPCHNewOrder and TPCHNewCustomer each count 2 selects
 * (the sequence, the row read back), 1 insert and 1 commit inside one BEGIN, TPCHFindOrder 2 selects in autocommit
 * (no BEGIN, no COMMIT); ours execute the same, the database counted exactly that, and verify holds after them. The same on threads and on event loops, against one
 * generated schema.
 */
class TpchOltpStatementsPostgresTest {
    private static final int RUNS = 30;
    private static CountingCluster counting;

    @BeforeAll
    static void generate() throws Exception {
        counting = CountingCluster.generate(new GenerateSpec("tpch").scale(0.01), Map.of());
    }

    @AfterAll
    static void stop() {
        if (counting != null) {
            counting.close();
        }
    }

    @ParameterizedTest
    @MethodSource("org.surgebench.workloads.soe.CountingCluster#bothExecutors")
    void eachTransactionExecutesSwingbenchsStatements(UserThreads executor) throws Exception {
        check(executor, "NO", new StatementCounts(2, 1, 0, 0, 1, 0, 0), 1, "orders");
        check(executor, "NC", new StatementCounts(2, 1, 0, 0, 1, 0, 0), 1, "customer");
        check(executor, "FO", new StatementCounts(2, 0, 0, 0, 0, 0, 0), 0, null);
        VerifyReport after = Surgebench.verify(counting.db(), "tpch", Map.of());
        assertThat(after.ok()).as(after.toString()).isTrue();
    }

    /**
     * {@code RUNS} runs of {@code tx} alone, each sending {@code begins} BEGINs (FO runs in autocommit: none, and no
     * COMMIT) and no ROLLBACK; {@code table} gains one row a run, as the server counted.
     */
    private static void check(UserThreads executor, String tx, StatementCounts perRun, int begins, String table)
            throws Exception {
        // Nothing deletes from the table: once the load's and earlier runs' counts have arrived, n_tup_ins is its rows.
        long insertedBefore = table == null ? 0 : insertedWhenSettled(table, rows(table));
        RunResult r = counting.counted(counting.alone("tpch", tx, RUNS), executor);
        assertThat(r.config().userThreads()).isEqualTo(executor.label());
        assertThat(r.summary().errors()).as(tx + " errors " + r.errors()).isZero();
        assertThat(r.transaction(tx).count()).isEqualTo(RUNS);
        StatementCounts database = counting.executed().read(false);
        StatementCountChecks.assertEqual(
                tx, RUNS, perRun, database, r.transaction(tx).statements());
        ExecutedStatements executed = counting.executed();
        assertThat(List.of(executed.sent("BEGIN"), executed.sent("ROLLBACK")))
                .as(executor.label() + " " + tx + ": BEGINs and ROLLBACKs sent")
                .containsExactly((long) RUNS * begins, 0L);
        if (table != null) {
            assertThat(insertedWhenSettled(table, insertedBefore + RUNS) - insertedBefore)
                    .as(tx + ": rows inserted into " + table + " (pg_stat_user_tables)")
                    .isEqualTo(RUNS);
        }
    }

    /** The table's n_tup_ins once it reaches {@code expected} or 10 s passed (sessions report theirs as they end). */
    private static long insertedWhenSettled(String table, long expected) throws Exception {
        long n = inserted(table);
        for (int i = 0; i < 100 && n < expected; i++) {
            Thread.sleep(100);
            n = inserted(table);
        }
        return n;
    }

    private static long rows(String table) throws Exception {
        var db = counting.db();
        try (Connection c = DriverManager.getConnection(db.url(), db.user(), db.password());
                PreparedStatement ps = c.prepareStatement("SELECT COUNT(*) FROM " + table);
                ResultSet rs = ps.executeQuery()) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private static long inserted(String table) throws Exception {
        var db = counting.db();
        try (Connection c = DriverManager.getConnection(db.url(), db.user(), db.password());
                PreparedStatement ps =
                        c.prepareStatement("SELECT n_tup_ins FROM pg_stat_user_tables WHERE relname = ?")) {
            ps.setString(1, table);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }
}
