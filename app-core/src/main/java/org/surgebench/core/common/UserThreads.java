package org.surgebench.core.common;

import java.util.Locale;

/**
 * Which kind of thread runs each simulated user.
 *
 * <p>Platform threads block in the kernel on a socket read; a virtual thread unmounts, registers the
 * socket with the JDK's poller and is rescheduled when data arrives. Measured against pgbench on
 * PostgreSQL (docs/benchmarks.md, "pgbench calibration") the virtual-thread round trip costs about twice
 * the client CPU per transaction at 1-4 users; at 64 users on 2 cores the picture turns: 64 platform threads
 * wake and switch far more than a few carriers do, and virtual threads gave 1.00x pgbench's TPS against
 * 0.71x. The two are level at 16-32 users.
 *
 * <p>{@link #EVENT_LOOP} users run on a few event loops with a non-blocking client (PostgreSQL only): one thread
 * then serves the round trips of many users, as each pgbench thread serves several connections, instead of
 * one thread waking per round trip (docs/benchmarks.md, "Event-loop users"). Measured from 8 to 32 users they
 * took 3-14 % less client CPU per transaction than platform threads; at 4 users more, at 64 the pairs split
 * (docs/benchmarks.md, "A fifth machine").
 *
 * <p>So {@link #AUTO} puts fewer than {@link #AUTO_EVENT_LOOPS_FROM} users on platform threads, up to
 * {@link #AUTO_VIRTUAL_ABOVE} on event loops where the run allows them (else on platform threads), and more on
 * virtual threads. A run decides once, as it starts, and records what it chose.
 */
public enum UserThreads {
    /** Platform threads below 8 users, event loops (where the run allows them) up to 32, virtual threads beyond. */
    AUTO,
    PLATFORM,
    VIRTUAL,
    /** Users as callbacks on event loops, one loop per core at most (PostgreSQL, workloads that have them). */
    EVENT_LOOP;

    /** The fewest users {@link #AUTO} puts on event loops. */
    public static final int AUTO_EVENT_LOOPS_FROM = 8;
    /** The most users {@link #AUTO} keeps off virtual threads. */
    public static final int AUTO_VIRTUAL_ABOVE = 32;

    /**
     * What {@link #AUTO} would run this many users on: {@link #EVENT_LOOP} only where the run allows it, which the
     * engine checks as the run starts.
     */
    public static UserThreads autoFor(int users) {
        if (users > AUTO_VIRTUAL_ABOVE) {
            return VIRTUAL;
        }
        return users >= AUTO_EVENT_LOOPS_FROM ? EVENT_LOOP : PLATFORM;
    }

    /** The name the CLI and the results use: auto, platform, virtual or event-loop. */
    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
