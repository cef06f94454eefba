package org.surgebench.core.driver;

import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import org.surgebench.core.driver.RunControl.Slot;

/**
 * Whether the interval running now counts toward the measured window, and in a counting run
 * (--max-transactions) the slots of the count. The switch from warm-up to the window, with the draining of the
 * warm-up's last interval, happens under a lock that users take to decide about a transaction that straddles the
 * switch ({@link #reserve}, {@link #recordOutsideWindow}): no warm-up transaction is counted in the window and no
 * counted one lands in the warm-up.
 */
final class MeasuredWindow {
    /** The transactions still to run in a counting run; null when the run is bound by time. */
    private final TransactionCount count;

    private final Object switching = new Object();
    private volatile boolean measuring;
    /** Set once the warm-up's last interval is drained: from then on {@link #reserve} needs no lock. */
    private volatile boolean open;

    /** The window of a run of this plan: bound by its transaction count, if any; open from the start without warm-up. */
    static MeasuredWindow of(org.surgebench.core.run.RunPlan plan) {
        return new MeasuredWindow(
                plan.maxTransactions().isPresent()
                        ? new TransactionCount(plan.maxTransactions().getAsLong())
                        : null,
                plan.warmUp().isZero());
    }

    /** @param count the count of a counting run, or null; {@code measuringFromStart} when there is no warm-up */
    MeasuredWindow(TransactionCount count, boolean measuringFromStart) {
        this.count = count;
        this.measuring = measuringFromStart;
        this.open = measuringFromStart;
    }

    boolean measuring() {
        return measuring;
    }

    boolean counting() {
        return count != null;
    }

    /** Opens the window: {@code drainWarmUp} closes the warm-up's last interval under the switch's lock. */
    <T> T open(Supplier<T> drainWarmUp) {
        synchronized (switching) {
            measuring = true;
            T drained = drainWarmUp.get();
            open = true;
            return drained;
        }
    }

    /** The run is ending: users finishing from now on belong to no measured interval. */
    void close() {
        measuring = false;
    }

    /** See {@link RunControl#reserve()}; {@code stopping} tells a wait for a slot to give up. */
    Slot reserve(BooleanSupplier stopping) {
        if (!slotsNow()) {
            return Slot.FREE;
        }
        return count.take(stopping) ? Slot.TAKEN : Slot.FULL;
    }

    /** See {@link RunControl#tryReserve()}. */
    Slot tryReserve(BooleanSupplier stopping) {
        if (!slotsNow()) {
            return Slot.FREE;
        }
        return stopping.getAsBoolean() ? Slot.FULL : count.tryTake();
    }

    /** Whether transactions take slots now: a counting run, in its measured window. */
    private boolean slotsNow() {
        if (count == null) {
            return false;
        }
        if (!open) {
            synchronized (switching) {
                return measuring;
            }
        }
        return true;
    }

    /** See {@link RunControl#recordOutsideWindow(Runnable)}. */
    void recordOutsideWindow(Runnable record) {
        synchronized (switching) {
            if (!measuring) {
                record.run();
            }
        }
    }

    /** See {@link RunControl#release(boolean)}: false once the count is done. */
    boolean release(boolean success) {
        return count.release(success);
    }
}
