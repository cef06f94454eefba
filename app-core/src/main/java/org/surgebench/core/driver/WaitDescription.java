package org.surgebench.core.driver;

/**
 * Where a user waits for the database, in one line, for a run that stalls: "user 3 in TPCB for 95 s, at f < g <
 * h", the innermost frames of its thread first. On an embedded database the frames are the database's own, which
 * name the lock or the wait; over a network they show the socket read.
 */
final class WaitDescription {
    /** Frames shown: enough to see what the thread waits on. */
    static final int FRAMES = 8;

    private WaitDescription() {}

    static String of(int user, String transaction, long waitedNanos, Thread thread) {
        StringBuilder b = new StringBuilder()
                .append("user ")
                .append(user)
                .append(" in ")
                .append(transaction)
                .append(" for ")
                .append(waitedNanos / 1_000_000_000L)
                .append(" s");
        StackTraceElement[] stack = thread.getStackTrace();
        for (int i = 0; i < Math.min(FRAMES, stack.length); i++) {
            b.append(i == 0 ? ", at " : " < ").append(stack[i]);
        }
        return b.toString();
    }
}
