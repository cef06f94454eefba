package org.surgebench.core.run;

import org.surgebench.core.common.UserThreads;

/**
 * What a run's users run on, decided once as the run starts: what was asked for, or what {@link UserThreads#AUTO}
 * chose for the run's user count and settings. The run says it as it starts and its results record it.
 *
 * @param kind   {@link UserThreads#PLATFORM}, {@link UserThreads#VIRTUAL} or {@link UserThreads#EVENT_LOOP}, never
 *               auto
 * @param auto   whether {@code auto} chose it
 * @param reason why auto ran on threads users it would have put on event loops (e.g. "event loops need
 *               PostgreSQL"); null otherwise
 */
public record UserThreadsDecision(UserThreads kind, boolean auto, String reason) {
    public UserThreadsDecision {
        if (kind == UserThreads.AUTO) {
            throw new IllegalArgumentException("A decision names the threads the users run on, not auto.");
        }
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

    /** "users: 16 on event loops (auto)", "users: 16 on platform threads (auto; event loops need PostgreSQL)". */
    public String describe(int users) {
        String on = switch (kind) {
            case EVENT_LOOP -> "event loops";
            case VIRTUAL -> "virtual threads";
            default -> "platform threads";
        };
        String why = auto ? " (auto" + (reason == null ? "" : "; " + reason) + ")" : "";
        return "users: " + users + " on " + on + why;
    }
}
