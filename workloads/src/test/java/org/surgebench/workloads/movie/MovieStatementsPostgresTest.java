package org.surgebench.workloads.movie;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.common.UserThreads;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.metrics.StatementCounts;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.workloads.soe.CountingCluster;
import org.surgebench.workloads.soe.StatementCountChecks;

/**
 * Fidelity to Swingbench's MovieStream, counted by PostgreSQL itself (pg_stat_statements in a cluster of the test's
 * own): each transaction executes the statements Swingbench's class executes (MovieStatementCounts), Create New
 * Customer as many as the customers it made call for, and our counters equal the database's. The same on threads
 * and on event loops, against one generated schema.
 */
class MovieStatementsPostgresTest {
    private static final int RUNS = 30;
    private static CountingCluster counting;

    @BeforeAll
    static void generate() throws Exception {
        counting = CountingCluster.generate(new GenerateSpec("movie").scale(0.001), Map.of());
    }

    @AfterAll
    static void stop() {
        if (counting != null) {
            counting.close();
        }
    }

    /** Each transaction on each executor in turn, with one seed: the event loops' runs do what the threads' did. */
    @Test
    void eachTransactionExecutesSwingbenchsStatements() throws Exception {
        for (MovieStatementCounts.PerRun e : MovieStatementCounts.SWINGBENCH) {
            for (UserThreads executor : CountingCluster.bothExecutors().toList()) {
                RunResult r = counting.counted(counting.alone("movie", e.tx(), RUNS), executor);
                String what = e.tx() + " on " + executor.label();
                assertThat(r.config().userThreads()).isEqualTo(executor.label());
                assertThat(r.summary().errors())
                        .as(what + " errors: " + r.errors())
                        .isZero();
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
    }

    /**
     * On each executor; the event loops' run with a seed of its own, whose e-mail addresses the threads' customers
     * have not taken.
     */
    @Test
    void createNewCustomerExecutesSwingbenchsStatementsForEachCustomerItMakes() throws Exception {
        for (UserThreads executor : CountingCluster.bothExecutors().toList()) {
            long before = customers();
            RunSpec spec = counting.alone("movie", "NC", RUNS);
            if (executor == UserThreads.EVENT_LOOP) {
                spec.seed("NC on event loops".hashCode());
            }
            String what = "NC on " + executor.label();
            RunResult r = counting.counted(spec, executor);
            assertThat(r.config().userThreads()).isEqualTo(executor.label());
            assertThat(r.summary().errors()).as(what + " errors: " + r.errors()).isZero();
            // Read before the count of customers below, which the database counts too.
            StatementCounts database = counting.executed().read(false);
            long made = customers() - before;
            assertThat(made)
                    .as(what + ": customers made (an e-mail address already taken makes none)")
                    .isPositive();
            StatementCounts ours = r.transaction("NC").statements();
            StatementCountChecks.assertEqual(what, 1, MovieStatementCounts.newCustomers(made, RUNS), database, ours);
        }
    }

    private static long customers() throws SQLException {
        var db = counting.db();
        try (Connection c = DriverManager.getConnection(db.url(), db.user(), db.password());
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM customer_contact")) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
