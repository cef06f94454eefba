package org.surgebench.workloads.stress;

import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.workloads.soe.CountingMariaDb;

/**
 * Fidelity to Swingbench's Stress Test on MariaDB, counted by the server itself (performance_schema's statement
 * digests on a private server): each transaction executes what Swingbench's class does (StressStatementCounts);
 * our counters equal the server's.
 */
class StressStatementsMariaDbTest {
    private static final int RUNS = 50;
    private static CountingMariaDb counting;

    @BeforeAll
    static void generate() {
        counting = CountingMariaDb.generate("stress_statements", new GenerateSpec("stress").scale(0.001));
    }

    @AfterAll
    static void drop() {
        if (counting != null) {
            counting.drop();
        }
    }

    @Test
    void eachTransactionExecutesSwingbenchsStatements() throws Exception {
        for (String tx : List.of("I", "S", "U", "D")) {
            counting.assertExecutes("stress", tx, RUNS, StressStatementCounts.SWINGBENCH.get(tx));
        }
    }
}
