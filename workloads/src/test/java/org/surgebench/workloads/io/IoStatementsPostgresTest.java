package org.surgebench.workloads.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.surgebench.core.common.UserThreads;
import org.surgebench.core.driver.LoadRun;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.metrics.StatementCounts;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.workloads.soe.CountingCluster;
import org.surgebench.workloads.soe.StatementCountChecks;

/**
 * io's iterations counted by PostgreSQL itself (pg_stat_statements in a cluster of the test's own), on threads and
 * on event loops: READ one select, UPDATE one update, SCAN one select, each then a commit; our counters equal the
 * database's, and the rows counted are the work unit's (READ, UPDATE) and the scan table's (SCAN) either way.
 * Without the timing of reads: threads make it on each connection with a COMMIT of its own, which the database
 * counts and the run does not (the event loops make it inside their first transaction, below).
 */
class IoStatementsPostgresTest {
    private static final int RUNS = 40;
    /** 4 MB of 8 KB rows per schema, a 1 MB scan table: 512 and 128 rows. */
    private static final long SCAN_ROWS = 128;

    private static CountingCluster counting;

    @BeforeAll
    static void generate() throws Exception {
        counting = CountingCluster.generate(
                new GenerateSpec("io")
                        .scale(1)
                        .option("size", "4M")
                        .option("scan-table-size", "1M")
                        .threads(2),
                Map.of());
    }

    @AfterAll
    static void stop() {
        if (counting != null) {
            counting.close();
        }
    }

    @ParameterizedTest
    @MethodSource("org.surgebench.workloads.soe.CountingCluster#bothExecutors")
    void eachIterationExecutesItsStatementAndACommit(UserThreads executor) throws Exception {
        Map<String, StatementCounts> perRun = Map.of(
                "READ", new StatementCounts(1, 0, 0, 0, 1, 0, 0),
                "UPDATE", new StatementCounts(0, 0, 1, 0, 1, 0, 0),
                "SCAN", new StatementCounts(1, 0, 0, 0, 1, 0, 0));
        Map<String, Long> rowsPerRun = Map.of(
                "READ",
                (long) IoKnobs.DEFAULT_WORK_UNIT,
                "UPDATE",
                (long) IoKnobs.DEFAULT_WORK_UNIT,
                "SCAN",
                SCAN_ROWS);
        for (String tx : List.of("READ", "UPDATE", "SCAN")) {
            RunResult r = counting.counted(counting.alone("io", tx, RUNS).option("io-timing", "false"), executor);
            String what = executor.label() + " " + tx;
            assertThat(r.config().userThreads()).isEqualTo(executor.label());
            assertThat(r.summary().errors()).as(what + " errors").isZero();
            assertThat(r.transaction(tx).count()).as(what).isEqualTo(RUNS);
            assertThat(r.transaction(tx).rows()).as(what + " rows").isEqualTo(RUNS * rowsPerRun.get(tx));
            StatementCountChecks.assertEqual(
                    what,
                    RUNS,
                    perRun.get(tx),
                    counting.executed().read(false),
                    r.transaction(tx).statements());
        }
    }

    /** Event-loop users make the timing of reads inside their first transaction: no statement more, no COMMIT more. */
    @Test
    void eventLoopSessionsTimeTheirReadsWithinTheirFirstTransaction() throws Exception {
        RunResult r = counting.counted(counting.alone("io", "READ", RUNS).users(2), UserThreads.EVENT_LOOP);
        assertThat(r.summary().errors()).isZero();
        StatementCountChecks.assertEqual(
                "READ timed",
                RUNS,
                new StatementCounts(1, 0, 0, 0, 1, 0, 0),
                counting.executed().read(false),
                r.summary().statements());
    }

    /**
     * With a multiblock setting (PostgreSQL 15: effective_io_concurrency, SCAN a bitmap heap scan under SET LOCAL),
     * event-loop users make it in their first transaction and report the value the server read back.
     */
    @Test
    void eventLoopSessionsMakeTheMultiblockSetting() throws Exception {
        RunResult r = counting.counted(
                counting.alone("io", "SCAN", RUNS).users(2).option("multiblock", "8"), UserThreads.EVENT_LOOP);
        assertThat(r.summary().errors()).isZero();
        assertThat(r.transaction("SCAN").rows()).isEqualTo(RUNS * SCAN_ROWS);
        assertThat(r.database().get(LoadRun.SESSION_SETTINGS)).isEqualTo(Map.of("effective_io_concurrency", "8"));
    }

    /** SLOB's think time sleeps between iterations, which event loops cannot: each such iteration fails and says so. */
    @Test
    void thinkTimeIsRefusedOnEventLoops() throws Exception {
        RunResult r = counting.counted(
                new RunSpec("io")
                        .connection(counting.db())
                        .users(1)
                        .runTime(Duration.ofSeconds(3))
                        .option("think-tm-min", "0.01")
                        .option("think-tm-max", "0.02"),
                UserThreads.EVENT_LOOP);
        // Errors, not the window's count: a user whose first transaction fails may spend the short window reconnecting.
        assertThat(r.summary().transactions()).isZero();
        assertThat(r.errors()).anySatisfy(e -> assertThat(e.sampleMessage()).contains("think-tm"));
    }
}
