package org.surgebench.core.driver;

import java.util.function.BooleanSupplier;

/**
 * How an event-loop user waits for a moment on {@link System#nanoTime}'s clock: to the nanosecond
 * ({@link LoopTimer}: paced starts, pauses inside a transaction), or on the loop's shared ticks ({@link LoopTicks}:
 * think times and the like, where a few milliseconds either side cost nothing and a wake per wait costs CPU).
 */
interface LoopWaiter {
    /** Calls {@code next} on the calling event loop at {@code deadline}, as the implementation rounds it. */
    void at(long deadline, BooleanSupplier waiting, Runnable next);
}
