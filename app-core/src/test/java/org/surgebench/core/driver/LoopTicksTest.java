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
 * Think times on an event loop's ticks: each wait ends at most half a tick before its moment (and no later than
 * half a tick and the loop's lateness after it), the waits of one tick end in one turn of the loop, and a stop
 * ends a long wait within a slice.
 */
class LoopTicksTest {
    private final Vertx vertx = Vertx.vertx();
    private final LoopTicks ticks = new LoopTicks(vertx);

    @AfterEach
    void close() {
        vertx.close().await();
    }

    @Test
    void eachWaitEndsAtTheTickNearestItsMoment() throws Exception {
        SplittableRandom random = new SplittableRandom(11);
        List<CompletableFuture<Long>> offsets = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            long wait = 1_000_000 + random.nextLong(200_000_000);
            CompletableFuture<Long> off = new CompletableFuture<>();
            vertx.runOnContext(v -> {
                long deadline = System.nanoTime() + wait;
                ticks.at(deadline, () -> true, () -> off.complete(System.nanoTime() - deadline));
            });
            offsets.add(off);
        }
        for (CompletableFuture<Long> off : offsets) {
            long ns = off.get(10, TimeUnit.SECONDS);
            assertThat(ns).as("nanoseconds after the moment").isGreaterThanOrEqualTo(-LoopTicks.TICK_NANOS / 2 - 1);
            // Half a tick, and a busy test machine's lateness.
            assertThat(ns).isLessThan(LoopTicks.TICK_NANOS / 2 + TimeUnit.MILLISECONDS.toNanos(200));
        }
    }

    @Test
    void theWaitsOfOneTickEndInOneTurn() throws Exception {
        CompletableFuture<Integer> endedInFirstTurn = new CompletableFuture<>();
        vertx.runOnContext(v -> {
            int[] ended = new int[1];
            boolean[] turnOver = new boolean[1];
            long start = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(50);
            for (int i = 0; i < 50; i++) {
                // Moments within a tenth of a tick: whatever the loop's phase, at most two ticks are nearest.
                long deadline = start + i * (LoopTicks.TICK_NANOS / 500);
                ticks.at(deadline, () -> true, () -> {
                    if (ended[0]++ == 0) {
                        // Runs after the turn that ends the first wait.
                        vertx.getOrCreateContext().runOnContext(x -> turnOver[0] = true);
                    }
                    if (turnOver[0] && !endedInFirstTurn.isDone()) {
                        endedInFirstTurn.complete(ended[0] - 1);
                    } else if (ended[0] == 50) {
                        endedInFirstTurn.complete(50);
                    }
                });
            }
        });
        assertThat(endedInFirstTurn.get(10, TimeUnit.SECONDS))
                .as("waits ended in the first tick's turn")
                .isGreaterThanOrEqualTo(25);
    }

    @Test
    void aStopEndsALongWaitWithinASlice() throws Exception {
        AtomicBoolean waiting = new AtomicBoolean(true);
        CompletableFuture<Long> ended = new CompletableFuture<>();
        long deadline = System.nanoTime() + TimeUnit.HOURS.toNanos(1);
        vertx.runOnContext(v -> ticks.at(deadline, waiting::get, () -> ended.complete(System.nanoTime())));
        Thread.sleep(120);
        assertThat(ended).as("still waiting before the stop").isNotDone();
        long stopped = System.nanoTime();
        waiting.set(false);
        long took = ended.get(10, TimeUnit.SECONDS) - stopped;
        assertThat(took).isLessThan(TimeUnit.HOURS.toNanos(1) / 2);
    }
}
