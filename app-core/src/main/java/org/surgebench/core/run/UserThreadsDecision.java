package org.surgebench.core.run;

import org.surgebench.core.common.UserThreads;

/**
 * What a run's users run on, decided once as the run starts: what was asked for, or what {@link UserThreads#AUTO}
 * chose for the run's user count and settings. The run says it as it starts and its results record it.
 *
 * @param kind      {@link UserThreads#PLATFORM}, {@link UserThreads#VIRTUAL} or {@link UserThreads#EVENT_LOOP},
 *                  never auto
 * @param auto      whether {@code auto} chose it
 * @param reason    why auto ran on threads users it would have put on event loops (e.g. "event loops need
 *                  PostgreSQL"); null otherwise
 * @param transport how the event loops reach the kernel ({@code io_uring}, {@code epoll} or {@code nio}), known once
 *                  the loops are built; null for users on threads. Client CPU per transaction differs by it (18-25 %
 *                  at 64 users), so a reader comparing runs from two machines needs it.
 */
public record UserThreadsDecision(UserThreads kind, boolean auto, String reason, String transport) {
    public UserThreadsDecision {
        if (kind == UserThreads.AUTO) {
            throw new IllegalArgumentException("A decision names the threads the users run on, not auto.");
        }
    }

    /** A decision before the event loops, if any, are built: their transport is not known yet. */
    public UserThreadsDecision(UserThreads kind, boolean auto, String reason) {
        this(kind, auto, reason, null);
    }

    /** This decision with the transport the event loops took. */
    public UserThreadsDecision withTransport(String loopTransport) {
        return new UserThreadsDecision(kind, auto, reason, loopTransport);
    }

    /**
     * Whether users started when the run has {@code users} of them get virtual threads; event-loop users too get a
     * virtual one. Auto's platform threads stop at {@link UserThreads#AUTO_PLATFORM_UP_TO} users: a run raised past
     * that while it runs (the GUI, a sweep step) starts the users it adds on virtual threads, which measured 1.00x
     * pgbench's TPS at 64 users against 0.71x on platform threads.
     */
    public boolean virtualThreadsFor(int users) {
        return kind != UserThreads.PLATFORM || (auto && users > UserThreads.AUTO_PLATFORM_UP_TO);
    }

    /**
     * "users: 16 on event loops over io_uring (auto)", "users: 16 on platform threads (auto; event loops need
     * PostgreSQL)".
     */
    public String describe(int users) {
        String on = switch (kind) {
            case EVENT_LOOP -> transport == null ? "event loops" : "event loops over " + transport;
            case VIRTUAL -> "virtual threads";
            default -> "platform threads";
        };
        String why = auto ? " (auto" + (reason == null ? "" : "; " + reason) + ")" : "";
        return "users: " + users + " on " + on + why;
    }
}
