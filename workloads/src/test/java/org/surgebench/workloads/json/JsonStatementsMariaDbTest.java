package org.surgebench.workloads.json;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.workloads.soe.CountingMariaDb;

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
            counting.assertExecutes("json", e.tx(), RUNS, e.statements());
        }
    }
}
