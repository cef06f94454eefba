package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.UserThreads;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.metrics.ErrorSummary;
import org.surgebench.core.metrics.IntervalSnapshot;
import org.surgebench.core.results.ResultWriter;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunListener;
import org.surgebench.core.run.RunSession;
import org.surgebench.core.run.RunSpec;
import org.surgebench.testdata.LocalPostgres;

/**
 * Faults during a run against the local PostgreSQL server: the run's backends are terminated
 * (pg_terminate_backend, only this test database's Surgebench sessions) while users are busy. Users count
 * the error under its SQLState, reconnect and carry on; the error policies end the run when asked to.
 */
class RunFaultsPostgresTest {
    private static String url;
    private static ConnectionSpec conn;

    @BeforeAll
    static void generate() {
        url = LocalPostgres.createDatabase("surge_rel_faults");
        conn = new ConnectionSpec(url, LocalPostgres.USER, "");
        Surgebench.generate(new GenerateSpec("tpcb").connection(conn).scale(0.1).threads(2), null);
    }

    @AfterAll
    static void drop() {
        LocalPostgres.dropDatabase(url);
    }

    /** Collects what a run publishes. */
    static final class Recorder implements RunListener {
        final List<IntervalSnapshot> intervals = new CopyOnWriteArrayList<>();
        final List<String> events = new CopyOnWriteArrayList<>();

        @Override
        public void onInterval(IntervalSnapshot s) {
            intervals.add(s);
        }

        @Override
        public void onEvent(String message) {
            events.add(message);
        }

        long reconnects() {
            return events.stream().filter(e -> e.endsWith("reconnected.")).count();
        }
    }

    /**
     * Starts the run, terminates its backends once two intervals are in, and checks that the users came
     * back: new sessions, work in every later interval, errors under a connection-loss SQLState.
     */
    static RunResult runAndKill(String url, RunSpec spec, Recorder rec, int users) throws Exception {
        RunSession session = Surgebench.start(spec.listener(rec));
        Set<Integer> before = PgAdmin.awaitBackends(url, users, 30);
        while (rec.intervals.size() < 2) {
            Thread.sleep(50);
        }
        int killed = PgAdmin.terminateSurgeBackends(url);
        assertThat(killed).as("backends terminated").isGreaterThanOrEqualTo(1);
        int killedAt = rec.intervals.size();
        while (rec.intervals.size() < killedAt + 2) {
            Thread.sleep(50);
        }
        // The sessions that exist now are new ones: the users logged on again.
        Set<Integer> now = PgAdmin.surgeBackends(url);
        assertThat(now).isNotEmpty().doesNotContainAnyElementsOf(before);
        RunResult r = session.await();
        assertThat(r.summary().stopReason()).isEqualTo("completed");
        // Every interval after the kill saw work: the users came back and the run went on.
        List<IntervalSnapshot> after = rec.intervals.subList(killedAt + 1, rec.intervals.size());
        assertThat(after)
                .isNotEmpty()
                .allSatisfy(s -> assertThat(s.transactions()).isPositive());
        // The errors are reported under the SQLState of a lost connection.
        assertThat(r.errors())
                .extracting(ErrorSummary::sqlState)
                .anySatisfy(state -> assertThat(state).matches("57P01|08\\d\\d\\d"));
        assertThat(r.summary().errors()).isPositive();
        return r;
    }

    @Test
    void dedicatedUsersReconnectAfterTheirBackendsAreTerminated(@TempDir Path results) throws Exception {
        Recorder rec = new Recorder();
        RunResult r = runAndKill(
                url,
                new RunSpec("tpcb")
                        .connection(conn)
                        .users(4)
                        .runTime(Duration.ofSeconds(6))
                        .resultsDir(results),
                rec,
                4);
        assertThat(rec.reconnects()).as("users that reconnected").isPositive();
        assertThat(Files.exists(Path.of(r.files().get("json")))).isTrue();
        RunResult stored = ResultWriter.read(Path.of(r.files().get("json")));
        assertThat(stored.errors()).isEqualTo(r.errors());
    }

    @Test
    void eventLoopUsersReconnectAfterTheirBackendsAreTerminated() throws Exception {
        Recorder rec = new Recorder();
        runAndKill(
                url,
                new RunSpec("tpcb")
                        .connection(conn)
                        .users(4)
                        .userThreads(UserThreads.EVENT_LOOP)
                        .runTime(Duration.ofSeconds(6)),
                rec,
                4);
        assertThat(rec.reconnects()).as("users that reconnected").isPositive();
    }

    @Test
    void usersOfASharedPoolCarryOnAfterThePoolsBackendsAreTerminated() throws Exception {
        Recorder rec = new Recorder();
        runAndKill(
                url,
                new RunSpec("tpcb").connection(conn).users(6).sharedPool(2).runTime(Duration.ofSeconds(6)),
                rec,
                2);
    }

    @ParameterizedTest
    @EnumSource(
            value = UserThreads.class,
            names = {"AUTO", "EVENT_LOOP"})
    void aRunWhoseUsersAreStuckInALockWaitStillEndsWithResults(UserThreads threads, @TempDir Path results)
            throws Exception {
        try (java.sql.Connection locker = java.sql.DriverManager.getConnection(url, LocalPostgres.USER, "")) {
            locker.setAutoCommit(false);
            try (var s = locker.createStatement()) {
                s.execute("LOCK TABLE pgbench_branches IN ACCESS EXCLUSIVE MODE");
            }
            long t0 = System.nanoTime();
            RunSession session = Surgebench.start(new RunSpec("tpcb")
                    .connection(conn)
                    .users(3)
                    .userThreads(threads)
                    .runTime(Duration.ofSeconds(2))
                    .resultsDir(results));
            RunResult r = session.await();
            System.out.printf(
                    "Users (%s) stuck in a lock wait: the 2 s run ended after %.1f s%n",
                    threads, (System.nanoTime() - t0) / 1e9);
            assertThat(r.summary().stopReason()).isEqualTo("completed");
            assertThat(r.summary().transactions())
                    .as("every user waited on the lock")
                    .isZero();
            assertThat(Path.of(r.files().get("json"))).exists();
            locker.rollback();
        }
    }

    @Test
    void abortOnErrorEndsTheRunWithResultsAndExitCode6(@TempDir Path results) throws Exception {
        Cli.Result r = runCliAndKill("--abort-on-error", results);
        assertThat(r.exitCode()).as(r.all()).isEqualTo(6);
        assertThat(r.err()).contains("aborted at the first error").doesNotContain("\tat ");
        assertThat(storedStopReason(results)).isEqualTo("abort-on-error");
    }

    @Test
    void maxErrorsEndsTheRunWithResultsAndExitCode6(@TempDir Path results) throws Exception {
        Cli.Result r = runCliAndKill("--max-errors=2", results);
        assertThat(r.exitCode()).as(r.all()).isEqualTo(6);
        assertThat(r.err()).contains("--max-errors").doesNotContain("\tat ");
        assertThat(storedStopReason(results)).isEqualTo("max-errors");
    }

    private Cli.Result runCliAndKill(String policy, Path results) throws Exception {
        return CliUnderFault.run(
                url,
                3,
                () -> PgAdmin.terminateSurgeBackends(url),
                "run",
                "tpcb",
                "-u",
                "3",
                "-rt",
                "60s",
                policy,
                "--url",
                url,
                "-U",
                LocalPostgres.USER,
                "-r",
                results.toString(),
                "--quiet");
    }

    static String storedStopReason(Path results) throws Exception {
        try (var files = Files.list(results)) {
            Path json = files.filter(p -> p.toString().endsWith(".json"))
                    .findFirst()
                    .orElseThrow();
            return ResultWriter.read(json).summary().stopReason();
        }
    }
}
