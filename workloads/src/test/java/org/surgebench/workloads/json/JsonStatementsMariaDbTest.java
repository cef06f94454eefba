package org.surgebench.workloads.json;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.workloads.soe.CountingMariaDb;
import org.surgebench.workloads.soe.StatementCountChecks;

/**
 * Fidelity to Swingbench's JSON benchmark on MariaDB, counted by the server itself: the statement digests of
 * performance_schema (a private server with it on; the shared one has it off) while the users ran. Each
 * transaction executes Swingbench's statements and our counters equal the server's.
 */
class JsonStatementsMariaDbTest {
    private static final int RUNS = 50;
    private static CountingMariaDb counting;

    @BeforeAll
    static void generate() {
        counting = CountingMariaDb.generate("json_statements", new GenerateSpec("json").scale(0.001));
    }

    @AfterAll
    static void drop() {
        if (counting != null) {
            counting.drop();
        }
    }

    @Test
    void eachTransactionExecutesSwingbenchsStatements() throws Exception {
        for (JsonStatementCounts.PerRun e : JsonStatementCounts.SWINGBENCH) {
            CountingMariaDb.Counted counted = counting.counted(counting.alone("json", e.tx(), RUNS));
            RunResult r = counted.result();
            assertThat(r.summary().errors()).as(e.tx() + " errors").isZero();
            assertThat(r.transaction(e.tx()).count()).isEqualTo(RUNS);
            StatementCountChecks.assertEqual(
                    e.tx(),
                    RUNS,
                    e.statements(),
                    counted.sent(),
                    r.transaction(e.tx()).statements());
        }
    }
}
