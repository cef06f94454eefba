package org.surgebench.workloads.stress;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.surgebench.core.common.UserThreads;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.metrics.StatementCounts;
import org.surgebench.core.results.RunResult;
import org.surgebench.workloads.soe.CountingCluster;
import org.surgebench.workloads.soe.StatementCountChecks;

/**
 * Fidelity to Swingbench's Stress Test, counted by PostgreSQL itself (pg_stat_statements in a cluster of the
 * test's own): each transaction executes what Swingbench's class does (StressStatementCounts); our counters equal
 * the database's. The same on threads and on event loops, against one generated table.
 */
class StressStatementsPostgresTest {
    private static final int RUNS = 50;
    private static CountingCluster counting;

    @BeforeAll
    static void generate() throws Exception {
        counting = CountingCluster.generate(new GenerateSpec("stress").scale(0.001), Map.of());
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
        for (String tx : List.of("I", "S", "U", "D")) {
            check(executor, tx, StressStatementCounts.SWINGBENCH.get(tx));
        }
    }

    private static void check(UserThreads executor, String tx, StatementCounts perRun) throws Exception {
        RunResult r = counting.counted(counting.alone("stress", tx, RUNS), executor);
        assertThat(r.config().userThreads()).isEqualTo(executor.label());
        assertThat(r.summary().errors()).as(tx + " errors").isZero();
        assertThat(r.transaction(tx).count()).isEqualTo(RUNS);
        StatementCounts database = counting.executed().read(false);
        StatementCountChecks.assertEqual(
                tx, RUNS, perRun, database, r.transaction(tx).statements());
    }
}
