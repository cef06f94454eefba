package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.metrics.ErrorSummary;
import org.surgebench.core.metrics.IntervalSnapshot;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSession;
import org.surgebench.core.run.RunSpec;
import org.surgebench.testdata.ThrowawayCluster;

/**
 * The database restarts under a run, then goes away for good. Runs against a throwaway cluster of its own
 * (never the shared server): users count the errors, reconnect with backoff once the server is back and the
 * run goes on; when the server does not come back the run ends with its results and exit code 6.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class DatabaseRestartPostgresTest {
    private static ThrowawayCluster cluster;
    private static String url;
    private static ConnectionSpec conn;

    @BeforeAll
    static void start() throws Exception {
        cluster = ThrowawayCluster.startOrSkip();
        try (Connection c = DriverManager.getConnection(cluster.url("postgres"), "postgres", "");
                Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE surge_restart");
        }
        url = cluster.url("surge_restart");
        conn = new ConnectionSpec(url, "postgres", "");
        Surgebench.generate(new GenerateSpec("tpcb").connection(conn).scale(0.1).threads(2), null);
    }

    @AfterAll
    static void remove() {
        if (cluster != null) {
            cluster.close();
        }
    }

    @Test
    @Order(1)
    void usersReconnectAfterARestartAndTheRunGoesOn() throws Exception {
        RunFaultsPostgresTest.Recorder rec = new RunFaultsPostgresTest.Recorder();
        // A run long enough for any restart: it is stopped once the users are back, however long the restart and
        // their reconnect backoff took on a busy machine (a fixed 12 s run ended before they were, some days).
        RunSession session = Surgebench.start(new RunSpec("tpcb")
                .connection(conn)
                .users(4)
                .runTime(Duration.ofMinutes(10))
                .reconnectTimeout(Duration.ofSeconds(60))
                .listener(rec));
        RunResult r;
        try {
            await("three intervals before the restart", () -> rec.intervals.size() >= 3);
            double before = rec.intervals.get(rec.intervals.size() - 1).tps();
            assertThat(before).isPositive();
            cluster.restart();
            int restartedAt = rec.intervals.size();
            // TPS recovered: three intervals in a row after the restart completed transactions again.
            await(
                    "three intervals with transactions in a row after the restart; intervals: " + rec.intervals,
                    () -> busyInARow(rec.intervals, restartedAt) >= 3);
        } finally {
            session.stop();
            r = session.await();
        }

        assertThat(r.summary().stopReason()).isEqualTo("stopped");
        assertThat(r.errors())
                .extracting(ErrorSummary::sqlState)
                .anySatisfy(state -> assertThat(state).matches("57P01|57P03|08\\d\\d\\d"));
        assertThat(rec.reconnects())
                .as("users that reconnected; events: " + rec.events)
                .isGreaterThanOrEqualTo(1);
    }

    /** The longest run of consecutive intervals from {@code from} on that completed transactions. */
    private static int busyInARow(List<IntervalSnapshot> intervals, int from) {
        int best = 0;
        int run = 0;
        for (int i = from; i < intervals.size(); i++) {
            run = intervals.get(i).tps() > 0 ? run + 1 : 0;
            best = Math.max(best, run);
        }
        return best;
    }

    /** Waits for a condition; the three minutes are a guard against a hang, not a timing assertion. */
    private static void await(String what, java.util.function.BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofMinutes(3).toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("Gave up waiting for " + what);
            }
            Thread.sleep(50);
        }
    }

    @Test
    @Order(2)
    void aRunThatLosesTheDatabaseForGoodEndsWithResultsAndExitCode6(@TempDir Path results) throws Exception {
        Cli.Result r = CliUnderFault.run(
                url,
                3,
                cluster::stop,
                "run",
                "tpcb",
                "-u",
                "3",
                "-rt",
                "120s",
                "--reconnect-timeout",
                "3s",
                "--url",
                url,
                "-U",
                "postgres",
                "-r",
                results.toString(),
                "--quiet");
        CliUnderFault.assertLostForGood(r, url, results);
    }
}
