package org.surgebench.core.common;

/**
 * Which kind of thread runs each simulated user.
 *
 * <p>Platform threads block in the kernel on a socket read; a virtual thread unmounts, registers the
 * socket with the JDK's poller and is rescheduled when data arrives. Measured against pgbench on
 * PostgreSQL (docs/benchmarks.md, "pgbench calibration") the virtual-thread round trip costs about twice
 * the client CPU per transaction at 1-4 users; at 64 users on 2 cores the picture turns: 64 platform threads
 * wake and switch far more than a few carriers do, and virtual threads gave 1.00x pgbench's TPS against
 * 0.71x. The two are level at 16-32 users. So up to {@link #AUTO_PLATFORM_LIMIT} users run on platform
 * threads and larger populations on virtual threads.
 *
 * <p>{@link #EVENT_LOOP} users run on a few event loops with a non-blocking client (PostgreSQL only): one thread
 * then serves the round trips of many users, as each pgbench thread serves several connections, instead of
 * one thread waking per round trip (docs/benchmarks.md, "Event-loop users").
 */
public enum UserThreads {
    /** Platform threads up to {@link #AUTO_PLATFORM_LIMIT} users, virtual threads beyond. */
    AUTO,
    PLATFORM,
    VIRTUAL,
    /** Users as callbacks on event loops, one loop per core at most (PostgreSQL, workloads that have them). */
    EVENT_LOOP;

    public static final int AUTO_PLATFORM_LIMIT = 32;

    /**
     * Whether a run with this many users puts them on virtual threads. Event-loop users get one each too: it
     * only waits for its user to log off.
     */
    public boolean virtualFor(int users) {
        return this == VIRTUAL || this == EVENT_LOOP || (this == AUTO && users > AUTO_PLATFORM_LIMIT);
    }
}
