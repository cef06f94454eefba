package org.surgebench.workloads.tpcds;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.spi.TransactionDef;
import org.surgebench.workloads.soe.CountingMariaDb;

/**
 * Fidelity to Swingbench's TPC-DS-like package on MariaDB, counted by the server itself (performance_schema's
 * statement digests on a private server): ours execute the statements the package's functions do
 * (TpcdsStatementCounts), and our counters equal the server's: the client variant by the statements clients
 * sent (digests), the server variant by what its procedures ran (the Com_ counters) and one call per transaction.
 */
class TpcdsStatementsMariaDbTest {
    private static final int RUNS = 30;
    private static CountingMariaDb counting;

    @BeforeAll
    static void generate() {
        counting = CountingMariaDb.generate("tpcds_statements", new GenerateSpec("tpcds").scale(0.001));
    }

    @AfterAll
    static void drop() {
        if (counting != null) {
            counting.drop();
        }
    }

    @Test
    void eachTransactionExecutesThePackagesStatements() throws Exception {
        for (TransactionDef t : new TpcdsWorkload().transactions()) {
            counting.assertExecutes(
                    "tpcds", TpcdsWorkload.CLIENT, t.shortName(), RUNS, TpcdsStatementCounts.perRun(t.shortName()));
        }
    }

    /** The server variant: one procedure call per transaction, running the same statements and its commit. */
    @Test
    void eachServerCallExecutesThePackagesStatements() throws Exception {
        for (TransactionDef t : new TpcdsWorkload().transactions(TpcdsWorkload.SERVER)) {
            counting.assertCallsExecute(
                    "tpcds",
                    TpcdsWorkload.SERVER,
                    t.shortName(),
                    RUNS,
                    "tpcds_" + t.name().replace(" ", "").toLowerCase(java.util.Locale.ROOT),
                    TpcdsStatementCounts.perRun(t.shortName()));
        }
    }
}
