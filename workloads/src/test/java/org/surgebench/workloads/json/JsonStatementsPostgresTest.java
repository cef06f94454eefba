package org.surgebench.workloads.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.metrics.StatementCounts;
import org.surgebench.core.results.RunResult;
import org.surgebench.workloads.soe.CountingCluster;
import org.surgebench.workloads.soe.StatementCountChecks;

/**
 * Fidelity to Swingbench's JSON benchmark, counted by PostgreSQL itself (pg_stat_statements in a cluster of the
 * test's own): each transaction executes the statements Swingbench's SODA calls do (a document found by its key
 * or a filter is one select, an insert, a replace and a remove one statement each, a commit after each write),
 * and our counters equal the database's.
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

    @Test
    void eachTransactionExecutesSwingbenchsStatements() throws Exception {
        for (JsonStatementCounts.PerRun e : JsonStatementCounts.SWINGBENCH) {
            RunResult r = counting.counted(counting.alone("json", e.tx(), RUNS));
            assertThat(r.summary().errors()).as(e.tx() + " errors").isZero();
            assertThat(r.transaction(e.tx()).count()).isEqualTo(RUNS);
            StatementCounts database = counting.executed().read(false);
            StatementCountChecks.assertEqual(
                    e.tx(),
                    RUNS,
                    e.statements(),
                    database,
                    r.transaction(e.tx()).statements());
        }
    }
}
