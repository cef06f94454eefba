package org.surgebench.workloads.tpcds;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.surgebench.core.common.UserThreads;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.metrics.StatementCounts;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.spi.TransactionDef;
import org.surgebench.workloads.soe.CountingCluster;
import org.surgebench.workloads.soe.StatementCountChecks;

/**
 * Fidelity to Swingbench's TPC-DS-like package, counted by PostgreSQL itself (pg_stat_statements in a cluster of
 * the test's own): ours execute the statements the package's functions do (TpcdsStatementCounts), and our
 * counters equal the database's. The client variant on threads and on event loops, the server variant (one
 * call of a PL/pgSQL function per transaction, the statements inside it counted with track=all) on threads,
 * against one generated schema.
 */
class TpcdsStatementsPostgresTest {
    private static final int RUNS = 30;
    private static CountingCluster counting;

    @BeforeAll
    static void generate() throws Exception {
        counting = CountingCluster.generate(new GenerateSpec("tpcds").scale(0.001), Map.of());
    }

    @AfterAll
    static void stop() {
        if (counting != null) {
            counting.close();
        }
    }

    @ParameterizedTest
    @MethodSource("org.surgebench.workloads.soe.CountingCluster#bothExecutors")
    void eachTransactionExecutesThePackagesStatements(UserThreads executor) throws Exception {
        for (TransactionDef t : new TpcdsWorkload().transactions()) {
            check(executor, t.shortName(), TpcdsStatementCounts.perRun(t.shortName()));
        }
    }

    /**
     * Each call runs the package's statement (track=all counts it inside the function). Its commit is the call's
     * own (autocommit): PostgreSQL writes one, and the function reports one, only where the call changed a row,
     * so commits are counted as the transactions that took an id. A New* always writes; an Update* writes where
     * its random lookup found a row (at this scale it sometimes does): the database and our counters must agree.
     */
    @Test
    void eachServerCallExecutesThePackagesStatements() throws Exception {
        for (TransactionDef t : new TpcdsWorkload().transactions(TpcdsWorkload.SERVER)) {
            String tx = t.shortName();
            RunResult r = counting.counted(
                    counting.alone("tpcds", tx, RUNS).variant(TpcdsWorkload.SERVER), UserThreads.PLATFORM);
            assertThat(r.config().variant()).isEqualTo(TpcdsWorkload.SERVER);
            assertThat(r.summary().errors()).as(tx + " errors: " + r.errors()).isZero();
            assertThat(r.transaction(tx).count()).isEqualTo(RUNS);
            StatementCounts database = counting.executed().read(true);
            StatementCounts ours = r.transaction(tx).statements();
            StatementCounts perRun = TpcdsStatementCounts.perRun(tx);
            String what = "server " + tx + ": database " + database + ", ours " + ours;
            assertThat(database.select()).as(what).isEqualTo(RUNS * perRun.select());
            assertThat(database.insert()).as(what).isEqualTo(RUNS * perRun.insert());
            assertThat(database.update()).as(what).isEqualTo(RUNS * perRun.update());
            assertThat(database.delete()).as(what).isEqualTo(RUNS * perRun.delete());
            assertThat(database.commit())
                    .as(what)
                    .isBetween(perRun.insert() > 0 ? RUNS * perRun.commit() : 0L, RUNS * perRun.commit());
            assertThat(List.of(ours.select(), ours.insert(), ours.update(), ours.delete(), ours.commit()))
                    .as(what + ": ours are the database's")
                    .isEqualTo(List.of(
                            database.select(),
                            database.insert(),
                            database.update(),
                            database.delete(),
                            database.commit()));
        }
    }

    private static void check(UserThreads executor, String tx, StatementCounts perRun) throws Exception {
        RunResult r = counting.counted(counting.alone("tpcds", tx, RUNS).variant(TpcdsWorkload.CLIENT), executor);
        assertThat(r.config().userThreads()).isEqualTo(executor.label());
        assertThat(r.summary().errors()).as(tx + " errors").isZero();
        assertThat(r.transaction(tx).count()).isEqualTo(RUNS);
        StatementCounts database = counting.executed().read(false);
        StatementCountChecks.assertEqual(
                tx, RUNS, perRun, database, r.transaction(tx).statements());
    }
}
