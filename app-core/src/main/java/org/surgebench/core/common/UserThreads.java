package org.surgebench.core.common;

import java.util.Locale;

/**
 * Which kind of thread runs each simulated user.
 *
 * <p>Platform threads block in the kernel on a socket read; a virtual thread unmounts, registers the
 * socket with the JDK's poller and is rescheduled when data arrives. Measured against pgbench on PostgreSQL
 * (docs/benchmarks.md#users-on-platform-threads-virtual-threads-beyond-32) the virtual-thread round trip costs
 * about twice the client CPU per transaction at 1-4 users; at 64 users on 2 cores the picture turns: 64 platform
 * threads wake and switch far more than a few carriers do, and virtual threads gave 1.00x pgbench's TPS against
 * 0.71x. The two are level at 16-32 users.
 *
 * <p>{@link #EVENT_LOOP} users run on a few event loops with a non-blocking client (PostgreSQL only): one thread
 * then serves the round trips of many users, as each pgbench thread serves several connections, instead of
 * one thread waking per round trip (docs/benchmarks.md#event-loop-users). They took 3-14 % less client CPU per
 * transaction than platform threads from 8 to 32 users, 11-18 % less than virtual threads at 64, and about half
 * of virtual threads' with 1,000 thinking users sharing a pool
 * (docs/benchmarks.md#auto-picks-event-loops-from-8-users-up); at 4 users they cost more.
 *
 * <p>So {@link #AUTO} puts {@link #AUTO_EVENT_LOOPS_FROM} users or more, with no upper bound, on event loops where
 * the run allows them, and users on threads otherwise ({@link #threadsFor}). A run decides once, as it starts,
 * and records what it chose.
 */
public enum UserThreads {
    /** Event loops from 8 users up where the run allows them; otherwise {@link #threadsFor}. */
    AUTO,
    PLATFORM,
    VIRTUAL,
    /** Users as callbacks on event loops, one loop per core at most (PostgreSQL, workloads that have them). */
    EVENT_LOOP;

    /** The fewest users {@link #AUTO} puts on event loops. */
    public static final int AUTO_EVENT_LOOPS_FROM = 8;
    /** The most users {@link #AUTO} puts on platform threads when they run on threads. */
    public static final int AUTO_PLATFORM_UP_TO = 32;

    /**
     * What {@link #AUTO} would run this many users on: {@link #EVENT_LOOP} only where the run allows it, which the
     * engine checks as the run starts.
     */
    public static UserThreads autoFor(int users) {
        return users >= AUTO_EVENT_LOOPS_FROM ? EVENT_LOOP : threadsFor(users);
    }

    /** What {@link #AUTO} runs this many users on when they run on threads: platform up to 32, virtual beyond. */
    public static UserThreads threadsFor(int users) {
        return users > AUTO_PLATFORM_UP_TO ? VIRTUAL : PLATFORM;
    }

    /** The name the CLI and the results use: auto, platform, virtual or event-loop. */
    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
