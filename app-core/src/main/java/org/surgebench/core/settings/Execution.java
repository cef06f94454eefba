package org.surgebench.core.settings;

import java.util.List;
import org.surgebench.core.common.UserThreads;

/**
 * What runs the users, and the connections they hold.
 *
 * @param threads which threads run the users (platform, virtual, event loops, or chosen by the run)
 * @param pool    the size of a pool of connections the users share; 0: each user holds one of its own
 */
public record Execution(UserThreads threads, int pool) {
    public static final Setting<UserThreads> THREADS = new Setting<>("execution", "user-threads", UserThreads.AUTO);
    public static final Setting<Integer> POOL = new Setting<>("execution", "pool", 0);

    /** This group's settings, in the order of its fields. */
    public static final List<Setting<?>> SETTINGS = List.of(THREADS, POOL);

    public Execution {
        threads = threads == null ? UserThreads.AUTO : threads;
        Checks.notNegative(POOL, pool);
    }

    /** Whether the users share a pool rather than holding a connection each. */
    public boolean sharedPool() {
        return pool > 0;
    }

    /** The group the layers give (each setting a layer gives, else null), checked. */
    static Execution from(RunLayer l) {
        return new Execution(l.value(THREADS), l.value(POOL));
    }
}
