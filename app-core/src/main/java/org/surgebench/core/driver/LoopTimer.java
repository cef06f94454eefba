package org.surgebench.core.driver;

import io.vertx.core.Vertx;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * Waits on an event loop for a moment on {@link System#nanoTime}'s clock (a paced transaction's intended start,
 * the end of a think time or of a reconnect backoff), to the nanosecond: a timer in whole milliseconds would start
 * a paced transaction up to a millisecond before its intended start, and its response time would come out that
 * much too short. The wait is cut into slices, so that a stopping run ends it within one slice.
 */
final class LoopTimer {
    /** The longest single timer: a stop ends a think time within this (as a thread's sleep slices do). */
    static final long SLICE_NANOS = 50_000_000L;

    private final Vertx vertx;

    LoopTimer(Vertx vertx) {
        this.vertx = vertx;
    }

    /**
     * Calls {@code next} on the calling event loop once {@code System.nanoTime()} has reached {@code deadline}, never
     * before it; at once when the deadline has passed, and within one slice once {@code waiting} turns false.
     */
    void at(long deadline, BooleanSupplier waiting, Runnable next) {
        long left = deadline - System.nanoTime();
        if (left <= 0 || !waiting.getAsBoolean()) {
            next.run();
            return;
        }
        vertx.timer(Math.min(left, SLICE_NANOS), TimeUnit.NANOSECONDS).onComplete(t -> at(deadline, waiting, next));
    }
}
