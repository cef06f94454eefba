package org.surgebench.core.driver;

import java.time.Duration;
import java.util.List;
import java.util.function.Supplier;
import org.surgebench.core.common.Durations;
import org.surgebench.core.run.RunPlan;
import org.surgebench.core.spi.Workload;

/**
 * Drops the connections of users whose transaction has waited for the database longer than the stall
 * timeout. It is there for the one failure nothing else notices: a network that goes silent (packets
 * dropped, no reset) just after a user sent a request. TCP keeps retransmitting that request for many
 * minutes and keepalive does not probe while a request is unacknowledged, so without this the user would
 * hang for a quarter of an hour or more. Dropping the connection makes the user's blocked call fail; the
 * user counts the error and reconnects like after any lost connection. A user that the drop does not free (an
 * embedded database, whose connections cannot be aborted, waiting on something of its own) ends the run as
 * failed, with where it waits: a run at 0 TPS for ever would tell nobody anything.
 *
 * <p>One platform thread for the whole run, waking a few times per timeout: the users pay three volatile
 * writes per transaction for it, nothing else.
 */
final class StallWatchdog implements Runnable {
    /**
     * How long a user whose connection was dropped may take to notice before the drop counts as having failed:
     * at least a quarter of the timeout, and long enough for a user thread on a loaded machine to be scheduled.
     */
    private static final long DROP_GRACE_NANOS = 10_000_000_000L;

    private final Supplier<List<RunUser>> users;
    private final long stallNanos;
    private final long tickMillis;
    private final RunControl control;
    private final String flag;
    private volatile boolean done;

    StallWatchdog(Supplier<List<RunUser>> users, Duration stallTimeout, RunControl control) {
        this.users = users;
        this.stallNanos = stallTimeout.toNanos();
        // A few checks per timeout, at most one per second: a stall is noticed within about 25 % of the timeout.
        this.tickMillis = Math.max(10, Math.min(1000, stallTimeout.toMillis() / 4));
        this.control = control;
        this.flag = Durations.format(stallTimeout);
    }

    /** --stall-timeout, or the workload's own default when not given. */
    static Duration timeoutFor(RunPlan plan, Workload workload) {
        return plan.stallTimeout().orElseGet(workload::defaultStallTimeout);
    }

    /** Starts the watchdog, or returns null for a zero timeout (never drop a connection). */
    static StallWatchdog start(Supplier<List<RunUser>> users, Duration stallTimeout, RunControl control) {
        if (stallTimeout.isZero()) {
            return null;
        }
        StallWatchdog w = new StallWatchdog(users, stallTimeout, control);
        Thread.ofPlatform().name("surge-stall-watchdog").daemon(true).start(w);
        return w;
    }

    void stop() {
        done = true;
    }

    @Override
    public void run() {
        while (!done && !control.stopping()) {
            try {
                Thread.sleep(tickMillis);
            } catch (InterruptedException e) {
                return;
            }
            long now = System.nanoTime();
            for (RunUser u : users.get()) {
                if (u.stillStalledAfterDrop(now, stallNanos + Math.max(stallNanos / 4, DROP_GRACE_NANOS))) {
                    control.stalled("A user had no answer from the database for " + flag + " (--stall-timeout), and "
                            + "dropping its connection did not free it (an embedded database's connections cannot be "
                            + "dropped): the run ends. Where it waits: " + u.describeWait(now) + ".");
                    return;
                }
                if (u.abortIfStalled(now, stallNanos)) {
                    control.event("User " + u.id() + " had no answer from the database for " + flag
                            + " (--stall-timeout): dropped its connection; it reconnects.");
                }
            }
        }
    }
}
