package org.surgebench.core.driver;

import org.surgebench.core.common.UserThreads;

/**
 * The live heap a run takes, by what it runs: the run itself (metrics, histograms, the workload's shared state),
 * each user (its context, random streams, statement cache; a virtual thread's parked stack), each connection (the
 * driver's buffers and statement cache). Measured on PostgreSQL (tpcb, live heap after a full GC, jcmd
 * GC.class_histogram; docs/benchmarks.md#live-heap-per-user), rounded up: an estimate for the capacity check, not an
 * accounting. An embedded database's pages are the database's, not the users': not counted.
 */
final class UserFootprint {
    /** The run's own live heap at a few users. */
    static final long BASE_BYTES = 16L << 20;
    /** A user on a thread: its context, random streams, clock (2,000 pooled users measured under 1 KB each). */
    static final long THREAD_USER_BYTES = 4L << 10;
    /** A user on a virtual thread adds its parked stack. */
    static final long VIRTUAL_STACK_BYTES = 16L << 10;
    /** A user on an event loop: its callbacks' state and the non-blocking client's per-connection state. */
    static final long LOOP_USER_BYTES = 32L << 10;
    /** A connection: the driver's buffers and its prepared statements (61 KB a dedicated user measured). */
    static final long CONNECTION_BYTES = 64L << 10;

    private UserFootprint() {}

    /** The live heap of a run of {@code users} over {@code connections}, on {@code kind}. */
    static long heapBytes(int users, int connections, UserThreads kind, boolean embedded) {
        long perUser = switch (kind) {
            case EVENT_LOOP -> LOOP_USER_BYTES;
            case VIRTUAL -> THREAD_USER_BYTES + VIRTUAL_STACK_BYTES;
            default -> THREAD_USER_BYTES;
        };
        long perConnection = embedded ? 0 : CONNECTION_BYTES;
        return BASE_BYTES + users * perUser + connections * perConnection;
    }
}
