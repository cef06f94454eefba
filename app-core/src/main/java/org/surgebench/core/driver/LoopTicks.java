package org.surgebench.core.driver;

import io.vertx.core.Context;
import io.vertx.core.Timer;
import io.vertx.core.Vertx;
import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;

/**
 * Waits on an event loop that may end a few milliseconds off their moment (think times, keying times, a log-on's
 * share of the ramp-up, a reconnect's backoff), ended together on the loop's ticks: each wait ends at the tick
 * nearest its moment ({@link #TICK_NANOS} apart on {@link System#nanoTime}'s clock), so one wake of the loop ends
 * every wait of that tick and their transactions go out in one turn of the loop. A timer per wait woke the loop
 * once a think: at 1,000 users thinking 1-2 s that was one wake per transaction beside the one for its answer.
 *
 * <p>A wait ends up to half a tick before or after its moment (then the timer's own lateness): a think drawn
 * uniform in 1-2 s stays uniform, moved by at most 5 ms, its mean unchanged. Paced starts and pauses inside a
 * transaction need their moment to the nanosecond and use {@link LoopTimer} instead.
 *
 * <p>A stopping run ends a wait within one slice ({@link LoopTimer#SLICE_NANOS}), as a thread's sleep: the loop
 * looks once a slice at whether each wait still waits, on a tick that it wakes for anyway while waits end often.
 */
final class LoopTicks implements LoopWaiter {
    /** The spacing of the ticks: a wait ends within half of it either side of its moment. */
    static final long TICK_NANOS = 10_000_000L;

    /**
     * Each loop's ticks are offset from the others' by this (the golden ratio of a tick, so that any number of loops
     * spread over the tick): the waits of all loops ending on the same instant would reach the server as a burst.
     */
    private static final long PHASE_STEP_NANOS = 6_180_340L;

    /** The waits of the event loop this thread is, or null on a thread that is none. */
    private static final ThreadLocal<Ticks> TICKS = new ThreadLocal<>();
    /** Loops that have had ticks, for each new one's phase. */
    private static final AtomicLong PHASES = new AtomicLong();

    private final Vertx vertx;

    LoopTicks(Vertx vertx) {
        this.vertx = vertx;
    }

    /**
     * Calls {@code next} on the calling event loop at the tick nearest {@code deadline}; at once when that tick has
     * passed, and within one slice once {@code waiting} turns false. Off an event loop, on {@link LoopTimer}.
     */
    @Override
    public void at(long deadline, BooleanSupplier waiting, Runnable next) {
        if (Vertx.currentContext() == null || !Context.isOnEventLoopThread()) {
            new LoopTimer(vertx).at(deadline, waiting, next);
            return;
        }
        Ticks ticks = TICKS.get();
        if (ticks == null) {
            ticks = new Ticks(vertx, PHASES.getAndIncrement() * PHASE_STEP_NANOS % TICK_NANOS);
            TICKS.set(ticks);
        }
        long at = ticks.tickNearest(deadline);
        if (at - System.nanoTime() <= 0 || !waiting.getAsBoolean()) {
            next.run();
            return;
        }
        ticks.add(new Wait(at, waiting, next));
    }

    /** One wait: its tick's moment, what says it is still waiting, what comes after. */
    private record Wait(long at, BooleanSupplier waiting, Runnable next) {}

    /**
     * The waits of one event loop, all touched on that loop only, in the order of their ticks, and the one timer
     * that wakes the loop for the first of them (or for the next look at whether they still wait).
     */
    private static final class Ticks {
        private final Vertx vertx;
        /** Where this loop's ticks fall within {@link #TICK_NANOS}. */
        private final long phase;

        private final PriorityQueue<Wait> waits = new PriorityQueue<>((a, b) -> Long.compare(a.at(), b.at()));
        private final List<Wait> due = new ArrayList<>();
        /** When the armed timer fires (nanoTime), or Long.MAX_VALUE when none is armed. */
        private long armedFor = Long.MAX_VALUE;

        private Timer armed;
        /** When the waits were last looked at for a stop. */
        private long lastLook = System.nanoTime();

        Ticks(Vertx vertx, long phase) {
            this.vertx = vertx;
            this.phase = phase;
        }

        /** The moment of this loop's tick nearest {@code deadline}. */
        long tickNearest(long deadline) {
            return Math.floorDiv(deadline - phase + TICK_NANOS / 2, TICK_NANOS) * TICK_NANOS + phase;
        }

        void add(Wait w) {
            waits.add(w);
            arm(System.nanoTime());
        }

        /** Arms the timer for the first tick due or the next look, whichever comes first, unless armed sooner. */
        private void arm(long now) {
            if (waits.isEmpty()) {
                return;
            }
            long wake = Math.min(waits.peek().at(), lastLook + LoopTimer.SLICE_NANOS);
            if (wake >= armedFor) {
                return;
            }
            if (armed != null) {
                armed.cancel();
            }
            armedFor = wake;
            Timer t = vertx.timer(Math.max(1, wake - now), TimeUnit.NANOSECONDS);
            armed = t;
            t.onSuccess(v -> {
                if (armed == t) {
                    fire();
                }
            });
        }

        /** Ends the waits whose tick has come, and every wait that no longer waits once a slice. */
        private void fire() {
            armed = null;
            armedFor = Long.MAX_VALUE;
            long now = System.nanoTime();
            while (!waits.isEmpty() && waits.peek().at() - now <= 0) {
                due.add(waits.poll());
            }
            if (now - lastLook >= LoopTimer.SLICE_NANOS) {
                lastLook = now;
                boolean stopped = false;
                for (Wait w : waits) {
                    if (!w.waiting().getAsBoolean()) {
                        stopped = true;
                        break;
                    }
                }
                if (stopped) {
                    waits.removeIf(w -> !w.waiting().getAsBoolean() && due.add(w));
                }
            }
            Wait[] ending = due.toArray(new Wait[0]);
            due.clear();
            try {
                for (Wait w : ending) {
                    w.next().run();
                }
            } finally {
                arm(System.nanoTime());
            }
        }
    }
}
