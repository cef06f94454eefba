package org.surgebench.core.driver;

import io.vertx.core.Context;
import io.vertx.core.Timer;
import io.vertx.core.Vertx;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * Waits on an event loop for a moment on {@link System#nanoTime}'s clock (a paced transaction's intended start, a
 * pause inside a transaction; think times and backoffs end on the loop's ticks: {@link LoopTicks}), to the nanosecond: a timer in whole milliseconds would start
 * a paced transaction up to a millisecond before its intended start, and its response time would come out that
 * much too short. A stopping run ends a wait within one slice.
 *
 * <p>A long wait is one timer, not a timer a slice: a think time of 1-2 s cut into 50 ms slices cost 30 timers a
 * transaction, each a scheduled task and a wake of the loop (500 thinking users: 10,000 a second). Instead each
 * event loop keeps its long waits in a {@link StopWatch}, which looks once a slice at whether each is still
 * waiting, and ends those that are not at once.
 */
final class LoopTimer implements LoopWaiter {
    /** The longest a stop leaves a wait running (as a thread's sleep slices do). */
    static final long SLICE_NANOS = 50_000_000L;

    /** The long waits of the event loop this thread is, or null on a thread that is none. */
    private static final ThreadLocal<StopWatch> WATCHES = new ThreadLocal<>();

    private final Vertx vertx;

    LoopTimer(Vertx vertx) {
        this.vertx = vertx;
    }

    /**
     * Calls {@code next} on the calling event loop once {@code System.nanoTime()} has reached {@code deadline}, never
     * before it; at once when the deadline has passed, and within one slice once {@code waiting} turns false.
     */
    @Override
    public void at(long deadline, BooleanSupplier waiting, Runnable next) {
        long left = deadline - System.nanoTime();
        if (left <= 0 || !waiting.getAsBoolean()) {
            next.run();
            return;
        }
        Context context = Vertx.currentContext();
        if (left <= SLICE_NANOS || context == null || !Context.isOnEventLoopThread()) {
            vertx.timer(Math.min(left, SLICE_NANOS), TimeUnit.NANOSECONDS).onComplete(t -> at(deadline, waiting, next));
            return;
        }
        StopWatch watch = WATCHES.get();
        if (watch == null) {
            watch = new StopWatch(vertx);
            WATCHES.set(watch);
        }
        watch.add(new Wait(deadline, waiting, next));
    }

    /** One long wait: its moment, what says it is still waiting, what comes after, and its timer. */
    private final class Wait {
        final long deadline;
        final BooleanSupplier waiting;
        final Runnable next;
        Timer timer;

        Wait(long deadline, BooleanSupplier waiting, Runnable next) {
            this.deadline = deadline;
            this.waiting = waiting;
            this.next = next;
        }

        /** Its moment came (perhaps a little early: {@link #at} waits the rest), or a stop ended it. */
        void end(boolean stopped) {
            if (stopped) {
                next.run();
            } else {
                at(deadline, waiting, next);
            }
        }
    }

    /**
     * The long waits of one event loop, all touched on that loop only: each ends by its own timer, or by the
     * watch's look once a slice when it no longer waits (a stop). The look runs only while there are waits.
     */
    private static final class StopWatch {
        private final Vertx vertx;
        private final Set<Wait> waits = Collections.newSetFromMap(new IdentityHashMap<>());
        private long periodic = -1;

        StopWatch(Vertx vertx) {
            this.vertx = vertx;
        }

        void add(Wait w) {
            waits.add(w);
            w.timer = vertx.timer(w.deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
            w.timer.onComplete(t -> {
                if (waits.remove(w)) {
                    w.end(false);
                }
            });
            if (periodic < 0) {
                periodic = vertx.setPeriodic(TimeUnit.NANOSECONDS.toMillis(SLICE_NANOS), id -> look());
            }
        }

        /** Ends the waits that no longer wait; stops looking when none is left. */
        private void look() {
            List<Wait> stopped = new ArrayList<>();
            for (Wait w : waits) {
                if (!w.waiting.getAsBoolean()) {
                    stopped.add(w);
                }
            }
            for (Wait w : stopped) {
                waits.remove(w);
                w.timer.cancel();
                w.end(true);
            }
            if (waits.isEmpty()) {
                vertx.cancelTimer(periodic);
                periodic = -1;
            }
        }
    }
}
