package org.surgebench.core.driver;

import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/**
 * The time a user's life runs on: {@link System#nanoTime()} and real waits in a run, a clock that jumps to the
 * end of each wait in the unit tests of {@link UserLife}'s executors (so that they need no sleeps).
 */
interface UserClock {
    /** The clock of a run. */
    UserClock SYSTEM = new UserClock() {
        @Override
        public long now() {
            return System.nanoTime();
        }

        @Override
        public void sleep(long nanos, BooleanSupplier waiting) {
            long end = System.nanoTime() + nanos;
            long left;
            while ((left = end - System.nanoTime()) > 0 && waiting.getAsBoolean()) {
                LockSupport.parkNanos(Math.min(left, LoopTimer.SLICE_NANOS));
            }
        }

        @Override
        public void at(LoopWaiter timer, long deadline, BooleanSupplier waiting, Runnable next) {
            timer.at(deadline, waiting, next);
        }
    };

    /** Now, in nanoseconds on {@link System#nanoTime()}'s scale. */
    long now();

    /** Blocks the calling thread for {@code nanos}, less once {@code waiting} turns false (a stop). */
    void sleep(long nanos, BooleanSupplier waiting);

    /** On an event loop: calls {@code next} there once {@link #now()} reached {@code deadline}, as {@code timer} rounds it. */
    void at(LoopWaiter timer, long deadline, BooleanSupplier waiting, Runnable next);
}
