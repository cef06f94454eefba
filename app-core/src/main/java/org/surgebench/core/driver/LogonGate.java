package org.surgebench.core.driver;

import java.util.ArrayDeque;

/**
 * How many event-loop users may be connecting at once. Without a limit every user of the run starts its log-on in
 * the same instant, and the server starts hundreds of sessions side by side, each with a share of its CPU: none
 * finishes before nearly all do, so at 500 users on a busy server no user was on 10 s after the start and the
 * log-on check failed the run ({@link LogonCheck}). Through the gate the log-ons finish one after another, as a
 * thread's blocking connect paces pgbench's: the server's sessions start a few dozen at a time, and the check sees
 * the users coming on. A user that may not connect yet waits in line, in turn; none blocks its event loop.
 */
final class LogonGate {
    /**
     * Connects in flight per event loop: enough that a server on a busy machine starts sessions as fast as it can
     * (at 4 a loop, 500 users took over 30 s to log on on this project's 2-core machine under load: fewer sessions
     * starting also meant a smaller share of the CPU for them), few enough that the first are on within seconds.
     */
    static final int PER_LOOP = 32;

    private final int limit;
    private final ArrayDeque<Runnable> waiting = new ArrayDeque<>();
    private int inFlight;

    LogonGate(int limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("limit " + limit);
        }
        this.limit = limit;
    }

    /** Runs {@code connect} now if fewer than the limit are connecting, else once one of them {@link #leave}s. */
    void enter(Runnable connect) {
        synchronized (this) {
            if (inFlight >= limit) {
                waiting.add(connect);
                return;
            }
            inFlight++;
        }
        connect.run();
    }

    /** One connect has ended (on or failed): the next in line, if any, connects in its place. */
    void leave() {
        Runnable next;
        synchronized (this) {
            next = waiting.poll();
            if (next == null) {
                inFlight--;
                return;
            }
        }
        next.run();
    }

    /** How many are connecting now (for the tests). */
    synchronized int inFlight() {
        return inFlight;
    }
}
