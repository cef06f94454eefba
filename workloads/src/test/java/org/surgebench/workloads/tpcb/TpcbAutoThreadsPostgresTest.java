package org.surgebench.workloads.tpcb;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.driver.LoopTransport;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.metrics.IntervalSnapshot;
import org.surgebench.core.results.ResultWriter;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunListener;
import org.surgebench.core.run.RunSpec;
import org.surgebench.testdata.LocalPostgres;

/**
 * {@code --user-threads auto} on the local PostgreSQL server: tpcb's users run on event loops from 8 users up
 * (the JVM's event-loop threads serve them, no platform thread per user), on platform threads below 8 and where
 * the run has what event loops cannot do (a query timeout), and the run says so as it starts and in its results
 * file.
 */
class TpcbAutoThreadsPostgresTest {
    static String url;
    static ConnectionSpec db;

    @BeforeAll
    static void create() {
        url = LocalPostgres.createDatabase("surge_tpcb_auto");
        db = new ConnectionSpec(url, LocalPostgres.USER, "");
        Surgebench.generate(new GenerateSpec("tpcb").connection(db).scale(1).threads(2), null);
    }

    @AfterAll
    static void drop() {
        LocalPostgres.dropDatabase(url);
    }

    /** What a run said, and the JVM's platform threads while it was measuring. */
    static final class Seen implements RunListener {
        final List<String> events = new CopyOnWriteArrayList<>();
        volatile List<String> threads;

        @Override
        public void onEvent(String message) {
            events.add(message);
        }

        @Override
        public void onInterval(IntervalSnapshot s) {
            if (threads == null) {
                threads = Thread.getAllStackTraces().keySet().stream()
                        .map(Thread::getName)
                        .toList();
            }
        }

        long platformUserThreads() {
            return threads.stream().filter(n -> n.startsWith("surge-user-")).count();
        }

        long eventLoopThreads() {
            return threads.stream()
                    .filter(n -> n.startsWith("vert.x-eventloop-thread-"))
                    .count();
        }
    }

    private static RunSpec tpcb(int users, Seen seen) {
        return new RunSpec("tpcb")
                .connection(db)
                .users(users)
                .runTime(Duration.ofSeconds(2))
                .listener(seen);
    }

    @Test
    void sixteenUsersRunOnEventLoopsAndTheResultsFileSaysSo(@TempDir Path results) throws Exception {
        Seen seen = new Seen();
        RunResult r = Surgebench.run(tpcb(16, seen).resultsDir(results));

        assertThat(r.summary().errors()).isZero();
        assertThat(r.summary().transactions()).isPositive();
        assertThat(seen.events).contains("users: 16 on event loops over " + LoopTransport.chosenName() + " (auto)");
        // Users on event loops: Vert.x's loop threads, and no platform thread per user (each user's own thread is
        // a virtual one that only waits for it to log off).
        assertThat(seen.eventLoopThreads()).as(seen.threads.toString()).isPositive();
        assertThat(seen.platformUserThreads()).as(seen.threads.toString()).isZero();
        Path json;
        try (Stream<Path> files = Files.list(results)) {
            json = files.filter(p -> p.toString().endsWith(".json")).findFirst().orElseThrow();
        }
        assertThat(Files.readString(json))
                .contains("\"threads\" : {")
                .contains("\"kind\" : \"event-loop\"")
                .contains("\"auto\" : true");
        RunResult stored = ResultWriter.read(json);
        assertThat(stored.config().userThreads()).isEqualTo("event-loop");
        assertThat(stored.config().userThreadsAuto()).isTrue();
        assertThat(stored.config().userThreadsReason()).isNull();
        assertThat(stored.config().loopTransport()).isEqualTo(LoopTransport.chosenName());
    }

    @Test
    void eightUsersRunOnEventLoopsAndFourOnPlatformThreads() throws Exception {
        Seen eight = new Seen();
        RunResult loops = Surgebench.run(tpcb(8, eight));
        assertThat(loops.config().userThreads()).isEqualTo("event-loop");
        assertThat(eight.events).contains("users: 8 on event loops over " + LoopTransport.chosenName() + " (auto)");
        assertThat(eight.platformUserThreads()).isZero();

        Seen four = new Seen();
        RunResult threads = Surgebench.run(tpcb(4, four));
        assertThat(threads.summary().errors()).isZero();
        assertThat(threads.config().userThreads()).isEqualTo("platform");
        assertThat(threads.config().userThreadsAuto()).isTrue();
        assertThat(threads.config().loopTransport()).isNull();
        assertThat(four.events).contains("users: 4 on platform threads (auto)");
        assertThat(four.platformUserThreads()).as(four.threads.toString()).isEqualTo(4);
    }

    /** Past 64 users too (docs/benchmarks.md#auto-picks-event-loops-from-8-users-up), here sharing a pool. */
    @Test
    void aHundredUsersOnASharedPoolRunOnEventLoops() throws Exception {
        Seen seen = new Seen();
        RunResult r = Surgebench.run(tpcb(100, seen).sharedPool(8));
        assertThat(r.summary().errors()).isZero();
        assertThat(r.summary().transactions()).isPositive();
        assertThat(r.config().userThreads()).isEqualTo("event-loop");
        assertThat(r.config().userThreadsAuto()).isTrue();
        assertThat(seen.events).contains("users: 100 on event loops over " + LoopTransport.chosenName() + " (auto)");
        assertThat(seen.eventLoopThreads()).as(seen.threads.toString()).isPositive();
        assertThat(seen.platformUserThreads()).as(seen.threads.toString()).isZero();
    }

    @Test
    void sixteenUsersOnASharedPoolRunOnEventLoopsAndWithAQueryTimeoutOnPlatformThreadsAndSayWhy() throws Exception {
        // A shared pool is the loops' own (issue 50): auto picks them for pooled users as for dedicated ones.
        Seen pooled = new Seen();
        RunResult pool = Surgebench.run(tpcb(16, pooled).sharedPool(4));
        assertThat(pool.summary().errors()).isZero();
        assertThat(pool.config().userThreads()).isEqualTo("event-loop");
        assertThat(pool.config().userThreadsReason()).isNull();
        assertThat(pool.summary().poolConnections()).isBetween(1, 4);
        assertThat(pooled.platformUserThreads()).as(pooled.threads.toString()).isZero();

        Seen timed = new Seen();
        RunResult timeout = Surgebench.run(tpcb(16, timed).queryTimeout(Duration.ofSeconds(30)));
        assertThat(timeout.summary().errors()).isZero();
        assertThat(timeout.config().userThreads()).isEqualTo("platform");
        assertThat(timed.events).contains("users: 16 on platform threads (auto; event loops have no query timeout)");
        assertThat(timed.platformUserThreads()).isEqualTo(16);
    }
}
