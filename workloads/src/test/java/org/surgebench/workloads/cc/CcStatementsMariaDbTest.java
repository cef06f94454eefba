package org.surgebench.workloads.cc;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.workloads.soe.CountingMariaDb;

/**
 * Fidelity to Swingbench's Calling Circle on MariaDB, counted by the server itself (performance_schema's statement
 * digests on a private server): each transaction run alone executes, per transaction, the statements Swingbench's package executes
 * for its calls (CcStatementCounts), and our counters equal the database's.
 */
class CcStatementsMariaDbTest {
    private static final int RUNS = 20;
    private static CountingMariaDb counting;

    @BeforeAll
    static void generate() {
        counting = CountingMariaDb.generate("cc_statements", new GenerateSpec("cc").scale(0.001));
    }

    @AfterAll
    static void drop() {
        if (counting != null) {
            counting.drop();
        }
    }

    @Test
    void retrieveCustomerDetailsExecutesThePackagesStatements() throws Exception {
        check(CcStatementCounts.RCD);
    }

    @Test
    void updateCustomerDetailsExecutesThePackagesStatements() throws Exception {
        check(CcStatementCounts.UCD);
    }

    @Test
    void newCustomerExecutesThePackagesStatements() throws Exception {
        check(CcStatementCounts.NC);
    }

    private static void check(CcStatementCounts.Expect e) throws Exception {
        CountingMariaDb.Counted counted = counting.counted(counting.alone("cc", e.tx(), RUNS));
        RunResult r = counted.result();
        assertThat(r.summary().errors()).as(e.tx() + " errors: " + r.errors()).isZero();
        assertThat(r.transaction(e.tx()).count()).isEqualTo(RUNS);
        CcStatementCounts.assertMatches(
                e, RUNS, counted.sent(), r.transaction(e.tx()).statements());
    }
}
