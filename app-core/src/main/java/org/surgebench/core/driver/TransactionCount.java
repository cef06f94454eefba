package org.surgebench.core.driver;

import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/**
 * Exactly N measured transactions (--max-transactions): a transaction takes a slot before it starts, keeps it
 * when it succeeds and gives it back when it fails. Users who find every slot taken by transactions still
 * running wait a moment, since one of those may fail and free its slot; once N succeeded, everyone stops.
 * Counting after the fact instead let every transaction in flight at the N-th finish too (18 for 10).
 */
final class TransactionCount {
    private static final long WAIT_NANOS = 1_000_000;

    private final long max;
    /** Slots taken: transactions that succeeded plus those running. */
    private final AtomicLong taken = new AtomicLong();

    private final AtomicLong succeeded = new AtomicLong();

    TransactionCount(long max) {
        this.max = max;
    }

    /** Takes a slot; false when the count is reached or {@code stopping} says so. */
    boolean take(BooleanSupplier stopping) {
        while (!stopping.getAsBoolean()) {
            RunControl.Slot slot = tryTake();
            if (slot != RunControl.Slot.WAIT) {
                return slot == RunControl.Slot.TAKEN;
            }
            LockSupport.parkNanos(WAIT_NANOS);
        }
        return false;
    }

    /** Takes a slot if one is free: TAKEN, FULL once the count is reached, or WAIT while the last ones run. */
    RunControl.Slot tryTake() {
        while (succeeded.get() < max) {
            long t = taken.get();
            if (t >= max) {
                return RunControl.Slot.WAIT;
            }
            if (taken.compareAndSet(t, t + 1)) {
                return RunControl.Slot.TAKEN;
            }
        }
        return RunControl.Slot.FULL;
    }

    /** Ends a slot's transaction; true when more may run, false when this was the last one needed. */
    boolean release(boolean success) {
        if (!success) {
            taken.decrementAndGet();
            return true;
        }
        return succeeded.incrementAndGet() < max;
    }
}
