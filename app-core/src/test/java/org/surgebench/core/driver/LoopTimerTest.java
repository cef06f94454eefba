package org.surgebench.core.driver;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.Vertx;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * An event-loop user's waits end at their moment and never before it: waits of fractions of a millisecond too (a
 * timer in whole milliseconds started paced transactions early), and a stop ends a long wait within a slice.
 */
class LoopTimerTest {
    private final Vertx vertx = Vertx.vertx();
    private final LoopTimer timer = new LoopTimer(vertx);

    @AfterEach
    void close() {
        vertx.close().await();
    }

    @Test
    void noWaitEndsBeforeItsDeadline() throws Exception {
        SplittableRandom random = new SplittableRandom(7);
        List<CompletableFuture<Long>> early = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            // 0.05 to 3 ms: most of them are not whole milliseconds.
            long wait = 50_000 + random.nextLong(2_950_000);
            CompletableFuture<Long> lead = new CompletableFuture<>();
            vertx.runOnContext(v -> {
                long deadline = System.nanoTime() + wait;
                timer.at(deadline, () -> true, () -> lead.complete(deadline - System.nanoTime()));
            });
            early.add(lead);
        }
        for (CompletableFuture<Long> lead : early) {
            assertThat(lead.get(10, TimeUnit.SECONDS))
                    .as("nanoseconds the wait ended early")
                    .isLessThanOrEqualTo(0);
        }
    }

    @Test
    void aPassedDeadlineRunsAtOnceOnTheCallersThread() {
        Thread[] ranOn = new Thread[1];
        timer.at(System.nanoTime() - 1, () -> true, () -> ranOn[0] = Thread.currentThread());
        assertThat(ranOn[0]).isSameAs(Thread.currentThread());
    }

    @Test
    void aStopEndsALongWaitWithinASlice() throws Exception {
        AtomicBoolean waiting = new AtomicBoolean(true);
        CompletableFuture<Long> ended = new CompletableFuture<>();
        long deadline = System.nanoTime() + TimeUnit.HOURS.toNanos(1);
        vertx.runOnContext(v -> timer.at(deadline, waiting::get, () -> ended.complete(System.nanoTime())));
        Thread.sleep(120);
        assertThat(ended).as("still waiting before the stop").isNotDone();
        long stopped = System.nanoTime();
        waiting.set(false);
        // One slice (50 ms) and the loop's turn; 10 s only so that a broken stop fails instead of hanging.
        long took = ended.get(10, TimeUnit.SECONDS) - stopped;
        assertThat(took).isLessThan(TimeUnit.HOURS.toNanos(1) / 2);
    }
}
