package org.surgebench.core.driver;

import java.sql.SQLException;

/** What users ask of the run they belong to. */
interface RunControl {
    /** What {@link #reserve()} answers. */
    enum Slot {
        /** No transaction count to keep (no --max-transactions, or not measuring yet): run it. */
        FREE,
        /** One of the --max-transactions slots is this transaction's: report it with {@link #release}. */
        TAKEN,
        /** The count is reached: stop. */
        FULL,
        /** Only from {@link #tryReserve}: the last slots belong to transactions still running; ask again soon. */
        WAIT
    }

    /** True once the run as a whole is ending. */
    boolean stopping();

    /** Whether the interval that is running now counts toward the measured window. */
    boolean measuring();

    /** Whether the run counts measured transactions (--max-transactions). */
    boolean counting();

    /** A user saw an error; the run may decide to end (--max-errors, --abort-on-error). */
    void errorSeen(Throwable error);

    /** A user logged on ({@code true}) or off for good; the run keeps the most logged on at once. */
    void loggedOn(boolean on);

    /** A log-on failed (or a shared pool gave no connection): counted as an error, and for the summary. */
    void logonFailed(SQLException error);

    /**
     * Before a transaction: takes one of the --max-transactions slots, so that exactly that many are measured;
     * waits while the last slots belong to transactions still running (one may fail and free its slot).
     */
    Slot reserve();

    /** As {@link #reserve}, without waiting: {@link Slot#WAIT} where it would wait (for users on an event loop). */
    Slot tryReserve();

    /**
     * Records a transaction that had no slot in a counting run, unless the measured window has begun meanwhile
     * (decided at once with the switch, so it is never counted in the window).
     */
    void recordOutsideWindow(Runnable record);

    /** After a transaction that had a slot: a success keeps it, a failure frees it; false once the count is done. */
    boolean release(boolean success);

    /** A user is stuck in the database for good (the stall watchdog could not free it): the run ends, failed. */
    void stalled(String message);

    /** How long a user whose log-on failed at {@code now} waits before the next: its backoff, or less. */
    default long reconnectWait(long now, long backoff) {
        return backoff;
    }

    /** A message for the event log. */
    void event(String message);

    /** Where the users log their transactions ({@code --log-transactions}); never open unless the run opened it. */
    default TransactionLog transactionLog() {
        return NO_LOG;
    }

    /** A log that is never opened: its lines go nowhere. */
    TransactionLog NO_LOG = new TransactionLog();
}
