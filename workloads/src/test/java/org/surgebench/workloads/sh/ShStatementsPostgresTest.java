package org.surgebench.workloads.sh;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.UserThreads;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.metrics.StatementCounts;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.workloads.soe.CountingCluster;
import org.surgebench.workloads.soe.StatementCountChecks;

/**
 * The Sales History mix counted by PostgreSQL itself (pg_stat_statements in a cluster of the test's own), on threads
 * and on event loops, with literal SQL (the default) and bound values: one SELECT per query, every query of the deck
 * run, and our counters equal the database's. On both the queries run in autocommit and send no COMMIT (nor BEGIN).
 * The read-only schema verifies after both.
 */
class ShStatementsPostgresTest {
    /** One round of sh's deck (690 weight units over their common factor 5): every query its weight's share. */
    private static final int ROUND = 138;

    private static CountingCluster counting;

    @BeforeAll
    static void generate() throws Exception {
        counting = CountingCluster.generate(new GenerateSpec("sh").scale(0.001).threads(2), Map.of());
    }

    @AfterAll
    static void stop() {
        if (counting != null) {
            counting.close();
        }
    }

    @ParameterizedTest
    @MethodSource("org.surgebench.workloads.soe.CountingCluster#bothExecutors")
    void everyQueryIsOneSelectLiteralOrBound(UserThreads executor) throws Exception {
        StatementCounts perQuery = new StatementCounts(1, 0, 0, 0, 0, 0, 0);
        for (boolean bind : new boolean[] {false, true}) {
            RunSpec spec = new RunSpec("sh")
                    .connection(counting.db())
                    .users(1)
                    .thinkTime(Duration.ZERO, Duration.ZERO)
                    .runTime(null)
                    .maxTransactions(ROUND)
                    .seed(bind ? 7 : 3)
                    .option("bind", Boolean.toString(bind))
                    .option("all-rows", Boolean.toString(bind));
            RunResult r = counting.counted(spec, executor);
            String what = executor.label() + (bind ? " bind" : " literal");
            assertThat(r.config().userThreads()).isEqualTo(executor.label());
            assertThat(r.summary().errors()).as(what + " errors").isZero();
            assertThat(r.summary().transactions()).as(what).isEqualTo(ROUND);
            for (ShQuery q : ShQueries.ALL) {
                assertThat(r.transaction(q.shortName()).count())
                        .as(what + " " + q.shortName())
                        .isPositive();
            }
            StatementCountChecks.assertEqual(
                    what,
                    ROUND,
                    perQuery,
                    counting.executed().read(false),
                    r.summary().statements());
        }
        assertThat(Surgebench.verify(counting.db(), "sh", Map.of()).failures()).isEmpty();
    }
}
