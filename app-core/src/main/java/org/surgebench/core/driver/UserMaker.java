package org.surgebench.core.driver;

import org.surgebench.core.run.RunPlan;

/** Makes a run's users: a {@link VirtualUser} each, or a {@link LoopUser} each when they run on event loops. */
final class UserMaker {
    private final RunPlan plan;
    private final UserServices services;
    private final Object shared;
    private final String dialect;
    private final RunControl control;
    /** The run's event loops, or null when its users run on threads. */
    private final EventLoops loops;

    UserMaker(
            RunPlan plan, UserServices services, Object shared, String dialect, RunControl control, EventLoops loops) {
        this.plan = plan;
        this.services = services;
        this.shared = shared;
        this.dialect = dialect;
        this.control = control;
        this.loops = loops;
    }

    RunUser create(int id, long startDelayNanos) {
        UserContext ctx = new UserContext(id, plan, shared, dialect, control);
        return loops != null
                ? new LoopUser(id, plan, services, loops, ctx, startDelayNanos, UserClock.SYSTEM)
                : new VirtualUser(id, plan, services, ctx, startDelayNanos, UserClock.SYSTEM);
    }
}
