package org.surgebench.workloads.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.common.UserThreads;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.metrics.StatementCounts;
import org.surgebench.core.results.RunResult;
import org.surgebench.workloads.soe.CountingCluster;
import org.surgebench.workloads.soe.StatementCountChecks;

/**
 * Fidelity to Swingbench's JSON benchmark, counted by PostgreSQL itself (pg_stat_statements in a cluster of the
 * test's own): each transaction executes the statements Swingbench's SODA calls do (a document found by its key
 * or a filter is one select, an insert, a replace and a remove one statement each, a commit after each write),
 * and our counters equal the database's. The same on threads and on event loops, against one generated table.
 */
class JsonStatementsPostgresTest {
    private static final int RUNS = 50;
    private static CountingCluster counting;

    @BeforeAll
    static void generate() throws Exception {
        counting = CountingCluster.generate(new GenerateSpec("json").scale(0.001), Map.of());
    }

    @AfterAll
    static void stop() {
        if (counting != null) {
            counting.close();
        }
    }

    /**
     * Each transaction on each executor in turn, so that both executors' UPK runs come before either's RPK (a key
     * the first RPK removed would find no document to update); the second RPK removes the same keys again (one
     * seed), which executes the same statements.
     */
    @Test
    void eachTransactionExecutesSwingbenchsStatements() throws Exception {
        for (JsonStatementCounts.PerRun e : JsonStatementCounts.SWINGBENCH) {
            for (UserThreads executor : CountingCluster.bothExecutors().toList()) {
                RunResult r = counting.counted(counting.alone("json", e.tx(), RUNS), executor);
                String what = e.tx() + " on " + executor.label();
                assertThat(r.config().userThreads()).isEqualTo(executor.label());
                assertThat(r.summary().errors()).as(what + " errors").isZero();
                assertThat(r.transaction(e.tx()).count()).isEqualTo(RUNS);
                StatementCounts database = counting.executed().read(false);
                StatementCountChecks.assertEqual(
                        what,
                        RUNS,
                        e.statements(),
                        database,
                        r.transaction(e.tx()).statements());
            }
        }
        // Each form binds the document as text that the statement casts: a JSON object, never a JSON string.
        try (Connection c = DriverManager.getConnection(counting.db().url(), "postgres", "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(
                        "SELECT count(*) FROM passengercollection WHERE jsonb_typeof(passenger_info) <> 'object'")) {
            rs.next();
            assertThat(rs.getLong(1)).as("documents that are not objects").isZero();
        }
    }
}
