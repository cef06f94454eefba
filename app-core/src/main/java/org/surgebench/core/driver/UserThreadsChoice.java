package org.surgebench.core.driver;

import org.surgebench.core.common.SurgeException;
import org.surgebench.core.common.UserThreads;
import org.surgebench.core.db.Dialect;
import org.surgebench.core.run.RunPlan;
import org.surgebench.core.run.UserThreadsDecision;
import org.surgebench.core.spi.Workload;

/**
 * What a run's users run on, decided once as it starts ({@link UserThreads}): the kind asked for, or what
 * {@code auto} picks for the run's users ({@link UserThreads#autoFor}). Event loops, asked for or picked, must
 * fit the run ({@link EventLoopCheck}): asked for, a run they do not fit is refused; picked by auto, the users
 * run on threads instead ({@link UserThreads#threadsFor}), and the decision says why. Auto also leaves an open model ({@code --rate}) on
 * platform threads.
 */
final class UserThreadsChoice {
    private UserThreadsChoice() {}

    static UserThreadsDecision resolve(RunPlan plan, Workload workload, MixPlan mix, Dialect dialect) {
        boolean auto = plan.userThreads() == UserThreads.AUTO;
        UserThreads wanted = auto ? UserThreads.autoFor(plan.users()) : plan.userThreads();
        if (wanted != UserThreads.EVENT_LOOP) {
            return new UserThreadsDecision(wanted, auto, null);
        }
        EventLoopCheck.Refusal refusal = EventLoopCheck.refusal(plan, workload, mix, dialect);
        if (refusal != null && !auto) {
            throw SurgeException.usage(refusal.message());
        }
        if (refusal != null) {
            return new UserThreadsDecision(UserThreads.threadsFor(plan.users()), true, refusal.reason());
        }
        String notAuto = auto ? EventLoopCheck.client(plan, dialect).whyNotAuto() : null;
        if (notAuto != null) {
            return new UserThreadsDecision(UserThreads.threadsFor(plan.users()), true, notAuto);
        }
        if (auto && plan.rate().isPresent()) {
            // Paced users wake once per transaction for its start: on event loops that took 175-186 us of client
            // CPU per transaction against 113-116 on platform threads (16 users, --rate 2500;
            // docs/benchmarks.md#paced-users-stay-on-threads).
            return new UserThreadsDecision(
                    UserThreads.threadsFor(plan.users()), true, "under --rate event loops cost more client CPU");
        }
        return new UserThreadsDecision(UserThreads.EVENT_LOOP, auto, null);
    }
}
