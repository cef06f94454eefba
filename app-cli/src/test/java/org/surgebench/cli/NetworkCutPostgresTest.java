package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionPool;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.db.Database;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.metrics.ErrorSummary;
import org.surgebench.core.metrics.IntervalSnapshot;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSession;
import org.surgebench.core.run.RunSpec;
import org.surgebench.testdata.LocalPostgres;

/**
 * A silent network cut: packets from the database side vanish, no reset, no error (see {@link SilentNetwork}).
 * Keepalive ends a connection that waits on a dead path, the stall watchdog frees users whose request was never
 * acknowledged, users reconnect once the network is back, and a network that never comes back ends the run
 * with its results. Keepalive and timeouts are shortened here (1 s probes, 2 s stall) so the test takes
 * seconds; the defaults are 25 s and 2 minutes.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class NetworkCutPostgresTest {
    /** Keepalive after 1 s of silence, a probe a second, dead after 2 unanswered: 3 s in all. */
    private static final String FAST_KEEPALIVE = "1,1,2";

    private static String localUrl;
    private static SilentNetwork network;
    private static String url;

    @BeforeAll
    static void setUp() {
        localUrl = LocalPostgres.createDatabase("surge_rel_netcut");
        Surgebench.generate(
                new GenerateSpec("tpcb")
                        .connection(new ConnectionSpec(localUrl, LocalPostgres.USER, ""))
                        .scale(0.1)
                        .threads(2),
                null);
        network = SilentNetwork.startOrSkip(localUrl);
        url = network.url(localUrl);
    }

    @AfterAll
    static void tearDown() {
        if (network != null) {
            network.close();
        }
        LocalPostgres.dropDatabase(localUrl);
    }

    @AfterEach
    void reconnectTheNetwork() throws Exception {
        try {
            network.restore();
        } catch (Exception alreadyRestored) {
            // The test restored it itself.
        }
    }

    private static ConnectionSpec throughTheLink() {
        ConnectionSpec spec = new ConnectionSpec(url, LocalPostgres.USER, "");
        spec.properties().setProperty("socketFactoryArg", FAST_KEEPALIVE);
        spec.properties().setProperty("loginTimeout", "2");
        return spec;
    }

    @Test
    @Order(1)
    void keepaliveEndsAQueryWaitingOnASilentNetworkButNotASlowQuery() throws Exception {
        ConnectionPool connections = new Database(throughTheLink()).dedicated();
        ExecutorService ex = Executors.newSingleThreadExecutor();
        try (Connection c = connections.getConnection()) {
            // A query slower than the keepalive time on a healthy network: the server's kernel answers the
            // probes, so the query is left alone.
            try (Statement s = c.createStatement()) {
                s.execute("SELECT pg_sleep(4)");
            }
            c.commit();
            // The same kind of query, and the network goes silent while it runs: nothing ever comes back.
            Future<?> query = ex.submit(() -> {
                try (Statement s = c.createStatement()) {
                    s.execute("SELECT pg_sleep(30)");
                }
                return null;
            });
            Thread.sleep(1000);
            network.cut();
            // Keepalive gives up after about 3 s; the wait is a guard against a hang, not a timing assertion.
            Throwable failure = null;
            try {
                query.get(25, TimeUnit.SECONDS);
            } catch (java.util.concurrent.ExecutionException e) {
                failure = e.getCause();
            }
            assertThat(failure)
                    .as("the query on the silent network failed rather than returned")
                    .isInstanceOf(SQLException.class);
            assertThat(((SQLException) failure).getSQLState())
                    .as(failure.toString())
                    .startsWith("08");
        } finally {
            ex.shutdownNow();
        }
    }

    @Test
    @Order(2)
    void usersCutOffBySilenceReconnectWhenTheNetworkComesBack() throws Exception {
        RunFaultsPostgresTest.Recorder rec =
                cutAndRestore(new RunSpec("tpcb").connection(throughTheLink()).users(4));
        assertThat(rec.reconnects())
                .as("users that reconnected; events: " + rec.events)
                .isGreaterThanOrEqualTo(1);
    }

    @Test
    @Order(3)
    void usersOfASharedPoolCarryOnAfterASilentCut() throws Exception {
        cutAndRestore(new RunSpec("tpcb").connection(throughTheLink()).users(6).sharedPool(2));
    }

    /**
     * Runs, silences the network for 7 s, restores it, and checks: the silence showed (an interval without
     * transactions), the watchdog dropped stuck connections, errors carry a connection SQLState, three intervals in
     * a row have work again, and the end snapshot was taken on a reopened snapshot connection. The run is stopped
     * once those three intervals are in (its run time is only a guard): it proves nothing more by running on.
     */
    @SuppressWarnings("unchecked")
    private static RunFaultsPostgresTest.Recorder cutAndRestore(RunSpec spec) throws Exception {
        RunFaultsPostgresTest.Recorder rec = new RunFaultsPostgresTest.Recorder();
        RunSession session = Surgebench.start(spec.runTime(Duration.ofSeconds(60))
                .stallTimeout(Duration.ofSeconds(2))
                .reconnectTimeout(Duration.ofSeconds(60))
                .listener(rec));
        while (rec.intervals.size() < 3) {
            Thread.sleep(50);
        }
        network.cut();
        int cutAt = rec.intervals.size();
        Thread.sleep(7000);
        network.restore();
        int restoredAt = rec.intervals.size();
        List<IntervalSnapshot> tail = List.of();
        while (!session.isFinished() && !allBusy(tail)) {
            Thread.sleep(50);
            int n = rec.intervals.size();
            tail = n - restoredAt >= 3 ? List.copyOf(rec.intervals.subList(n - 3, n)) : List.of();
        }
        session.stop();
        RunResult r = session.await();

        // Stopped by the test, not ended by a failure (database-lost, stalled) nor by the guard's end.
        assertThat(r.summary().stopReason())
                .as(String.valueOf(r.summary().failure()))
                .isEqualTo("stopped");
        List<IntervalSnapshot> cut = rec.intervals.subList(cutAt + 1, restoredAt);
        assertThat(cut)
                .as("intervals while the network was silent: " + rec.intervals)
                .anySatisfy(s -> assertThat(s.transactions()).isZero());
        assertThat(rec.events)
                .as("the stall watchdog dropped the stuck connections")
                .anySatisfy(e -> assertThat(e).contains("no answer from the database for 2s"));
        assertThat(r.errors())
                .extracting(ErrorSummary::sqlState)
                .anySatisfy(state -> assertThat(state).startsWith("08"));
        assertThat(tail)
                .as("three intervals in a row, after the network came back: " + rec.intervals)
                .allSatisfy(s -> assertThat(s.transactions()).isPositive());
        // The snapshot connection timed out during the cut and was opened again for the end snapshot.
        assertThat((java.util.Map<String, Object>) r.database().get("postgresql"))
                .as(String.valueOf(r.database()))
                .isNotEmpty()
                .doesNotContainKey("error");
        return rec;
    }

    private static boolean allBusy(List<IntervalSnapshot> three) {
        return !three.isEmpty() && three.stream().allMatch(s -> s.transactions() > 0);
    }

    @Test
    @Order(4)
    void aNetworkThatStaysSilentEndsTheRunWithResultsAndExitCode6(@TempDir Path results) throws Exception {
        Cli.Result r = CliUnderFault.run(
                localUrl,
                3,
                network::cut,
                "run",
                "tpcb",
                "-u",
                "3",
                "-rt",
                "120s",
                "--stall-timeout",
                "2s",
                "--reconnect-timeout",
                "4s",
                "--url",
                url,
                "-U",
                LocalPostgres.USER,
                "--property",
                "socketFactoryArg=" + FAST_KEEPALIVE,
                "--property",
                "loginTimeout=2",
                "-r",
                results.toString(),
                "--quiet");
        CliUnderFault.assertLostForGood(r, url, results);
    }
}
