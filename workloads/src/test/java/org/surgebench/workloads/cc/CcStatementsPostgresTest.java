package org.surgebench.workloads.cc;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.common.UserThreads;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.workloads.soe.CountingCluster;

/**
 * Fidelity to Swingbench's Calling Circle, counted by PostgreSQL itself (pg_stat_statements in a cluster of the
 * test's own): each transaction run alone executes, per transaction, the statements Swingbench's package executes
 * for its calls (CcStatementCounts), and our counters equal the database's. The same on threads and on event loops,
 * against one generated schema.
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

    /**
     * Each transaction on each executor in turn, RCD first (its expected history is that of a line never changed).
     * The event loops' runs draw with a seed of their own: with the threads' seed they would make the very changes
     * the threads' run made, which the package refuses as no change (its error 20), and write nothing.
     */
    @Test
    void eachTransactionExecutesThePackagesStatementsOnBothExecutors() throws Exception {
        for (CcStatementCounts.Expect e : List.of(CcStatementCounts.RCD, CcStatementCounts.UCD, CcStatementCounts.NC)) {
            for (UserThreads executor : CountingCluster.bothExecutors().toList()) {
                RunSpec spec = counting.alone("cc", e.tx(), RUNS);
                if (executor == UserThreads.EVENT_LOOP) {
                    spec.seed((e.tx() + " on event loops").hashCode());
                }
                String what = e.tx() + " on " + executor.label();
                RunResult r = counting.counted(spec, executor);
                assertThat(r.config().userThreads()).isEqualTo(executor.label());
                assertThat(r.summary().errors())
                        .as(what + " errors: " + r.errors())
                        .isZero();
                assertThat(r.transaction(e.tx()).count()).isEqualTo(RUNS);
                CcStatementCounts.assertMatches(
                        e,
                        what,
                        RUNS,
                        counting.executed().read(false),
                        r.transaction(e.tx()).statements());
            }
        }
    }
}
