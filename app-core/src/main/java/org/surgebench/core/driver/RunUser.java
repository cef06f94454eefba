package org.surgebench.core.driver;

import java.sql.SQLException;

/**
 * One simulated user as the run manages it: started on a thread of its own ({@link Runnable#run} returns when
 * the user has logged off), counted at the log-on check, watched by the stall watchdog and stopped at the end.
 * {@link VirtualUser} runs its transactions on that thread with JDBC; {@link LoopUser} runs them on an event
 * loop and its thread only waits.
 */
interface RunUser extends Runnable {
    /** The user's number in the whole run. */
    int id();

    /** The rules of this user's life, which both executors share: what the run asks of a user reads them. */
    UserLife life();

    /** Asks this user to log off after its current transaction. */
    default void requestStop() {
        life().requestStop();
    }

    default boolean loggedOn() {
        return life().isLoggedOn();
    }

    default boolean everLoggedOn() {
        return life().everLoggedOn();
    }

    /** Whether the user lost its connection and has not got another yet. */
    default boolean reconnecting() {
        return life().isReconnecting();
    }

    /** When ({@link System#nanoTime()}) this user first logged on; meaningful once {@link #everLoggedOn}. */
    default long firstLogonNanos() {
        return life().firstLogonNanos();
    }

    /** Why this user's log-ons failed while it had never logged on, or null. */
    default SQLException refusal() {
        return life().refusal();
    }

    /** Failed log-ons before the first success. */
    default int refusals() {
        return life().refusals();
    }

    /**
     * Drops the connection of a transaction that has waited for the database longer than {@code stallNanos};
     * returns true if it dropped it.
     */
    boolean abortIfStalled(long now, long stallNanos);

    /** Whether the watchdog dropped the connection of the wait still going on, and it has lasted {@code nanos}. */
    boolean stillStalledAfterDrop(long now, long nanos);

    /** Where this user waits for the database ({@link WaitDescription}); null when it is not waiting. */
    String describeWait(long now);

    /** Drops the connection in use at once; used at the end of a run for users still stuck. */
    void abortConnection();

    /**
     * When ({@link System#nanoTime()}) the transaction this user runs began, or {@link UserContext#NOT_WAITING}
     * between transactions: at the window's close, what is still running ({@link InFlight}).
     */
    long transactionSince();

    /** The transactions this user completed while the window was measuring. */
    default long completedInWindow() {
        return life().completedInWindow();
    }
}
