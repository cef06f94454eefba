package org.surgebench.workloads.cc;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.workloads.soe.CountingCluster;

/**
 * Fidelity to Swingbench's Calling Circle, counted by PostgreSQL itself (pg_stat_statements in a cluster of the
 * test's own): each transaction run alone executes, per transaction, the statements Swingbench's package executes
 * for its calls (CcStatementCounts), and our counters equal the database's.
 */
class CcStatementsPostgresTest {
    private static final int RUNS = 20;
    private static CountingCluster counting;

    @BeforeAll
    static void generate() throws Exception {
        counting = CountingCluster.generate(new GenerateSpec("cc").scale(0.001), Map.of());
    }

    @AfterAll
    static void stop() {
        if (counting != null) {
            counting.close();
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
        RunResult r = counting.counted(counting.alone("cc", e.tx(), RUNS));
        assertThat(r.summary().errors()).as(e.tx() + " errors: " + r.errors()).isZero();
        assertThat(r.transaction(e.tx()).count()).isEqualTo(RUNS);
        CcStatementCounts.assertMatches(
                e, RUNS, counting.executed().read(false), r.transaction(e.tx()).statements());
    }
}
