package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/** Runs the CLI in-process while a test breaks the database under it, and checks how the run ended. */
final class CliUnderFault {
    /** What a test does to the database once the run's users are connected. */
    interface Fault {
        void inject() throws Exception;
    }

    private CliUnderFault() {}

    /**
     * Starts {@code surge ARGS}, waits until {@code users} Surgebench sessions are connected to the database of
     * {@code serverUrl} (seen from the server, whatever way the run connects) and a moment more, injects the
     * fault, and returns the CLI's result (a 90 s guard against a hang, not a timing assertion).
     */
    static Cli.Result run(String serverUrl, int users, Fault fault, String... args) throws Exception {
        ExecutorService ex = Executors.newSingleThreadExecutor();
        try {
            Future<Cli.Result> f = ex.submit(() -> Cli.run(args));
            assertThat(PgAdmin.awaitBackends(serverUrl, users, 30)).hasSizeGreaterThanOrEqualTo(users);
            Thread.sleep(1000);
            fault.inject();
            return f.get(90, TimeUnit.SECONDS);
        } finally {
            ex.shutdownNow();
        }
    }

    /** A run that lost its database for good: exit 6, the sentence naming the URL, results written. */
    static void assertLostForGood(Cli.Result r, String url, Path results) throws Exception {
        assertThat(r.exitCode()).as(r.all()).isEqualTo(6);
        assertThat(r.err()).as(r.all()).contains("Lost the database at " + url).doesNotContain("\tat ");
        assertThat(RunFaultsPostgresTest.storedStopReason(results)).isEqualTo("database-lost");
    }
}
