package org.surgebench.core.driver;

import java.lang.management.ManagementFactory;
import java.util.Locale;
import java.util.OptionalInt;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.common.UserThreads;
import org.surgebench.core.db.ConnectionRoom;

/**
 * Whether this machine and the server can hold the users a run asks for, checked before any user starts: the
 * server's free connections (without {@code --pool}, a connection per user), this process's file descriptors (a
 * socket per connection) and its heap ({@link UserFootprint}). A run that cannot hold them says so in one sentence
 * and exits 2, instead of running fewer users than asked (a refused log-on found only at the end of the ramp-up,
 * an OutOfMemoryError, "Too many open files" halfway through).
 */
final class CapacityCheck {
    /** Files a run keeps open besides its connections: jars, results, logs, the setup session, event loops. */
    static final int FILES_BESIDES_CONNECTIONS = 64;

    /** What this process may hold: its maximum heap, and its file descriptors (-1 where the JVM does not tell). */
    record Machine(long maxHeapBytes, long maxFiles, long openFiles) {
        static Machine here() {
            long max = -1;
            long open = -1;
            if (ManagementFactory.getOperatingSystemMXBean()
                    instanceof com.sun.management.UnixOperatingSystemMXBean unix) {
                max = unix.getMaxFileDescriptorCount();
                open = unix.getOpenFileDescriptorCount();
            }
            return new Machine(Runtime.getRuntime().maxMemory(), max, open);
        }
    }

    /**
     * What a run asks for.
     *
     * @param users    the most users the run has at once (its phases' included)
     * @param pool     the shared pool's size; empty with a connection per user
     * @param kind     what the users run on
     * @param embedded whether the database runs in this process (its connections take no socket)
     * @param allowFewerUsers whether the run may go on with the users that log on ({@code --allow-fewer-users})
     */
    record Asked(int users, OptionalInt pool, UserThreads kind, boolean embedded, boolean allowFewerUsers) {
        /** What {@code plan} asks for: its users, or its largest phase's. */
        static Asked of(org.surgebench.core.run.RunPlan plan, UserThreads kind, boolean embedded) {
            int users = plan.users();
            for (var phase : plan.phases()) {
                users = Math.max(users, phase.usersHere());
            }
            return new Asked(users, plan.sharedPoolSize(), kind, embedded, plan.allowFewerUsers());
        }

        int connections() {
            return pool.isPresent() ? Math.min(pool.getAsInt(), users) : users;
        }
    }

    private CapacityCheck() {}

    /** Throws the sentence of {@link #refusal} as bad input (exit 2), or returns. */
    static void require(Asked asked, ConnectionRoom room, Machine machine) {
        String why = refusal(asked, room, machine);
        if (why != null) {
            throw new SurgeException(SurgeException.USAGE, why);
        }
    }

    /** Why the run cannot hold its users, in one sentence, or null when it can (or cannot tell). */
    static String refusal(Asked asked, ConnectionRoom room, Machine machine) {
        String connections = connections(asked, room);
        if (connections != null) {
            return connections;
        }
        String files = files(asked, machine);
        return files != null ? files : memory(asked, machine);
    }

    private static String connections(Asked asked, ConnectionRoom room) {
        int needed = asked.connections();
        if (room == null || asked.allowFewerUsers() || needed <= room.free()) {
            return null;
        }
        String what = asked.pool().isPresent()
                ? "a shared pool of " + asked.pool().getAsInt() + " needs " + needed + " connections"
                : asked.users() + " users need " + needed + " connections (one each)";
        String fix;
        if (room.free() == 0) {
            fix = "end some of its sessions";
        } else if (asked.pool().isPresent()) {
            fix = "lower --pool to at most " + room.free();
        } else {
            fix = "share at most " + room.free() + " connections with --pool, run fewer users";
        }
        return String.format(
                Locale.ROOT,
                "More users than the server can take: %s, and the server takes %d more now (%s, %d sessions open): "
                        + "%s, or raise its limit (--allow-fewer-users runs those that get on).",
                what,
                room.free(),
                room.limit(),
                room.inUse(),
                fix);
    }

    private static String files(Asked asked, Machine machine) {
        if (asked.embedded() || machine.maxFiles() < 0) {
            return null;
        }
        long free = machine.maxFiles() - machine.openFiles() - FILES_BESIDES_CONNECTIONS;
        int needed = asked.connections();
        if (needed <= free) {
            return null;
        }
        return String.format(
                Locale.ROOT,
                "More users than this process can hold: %d connections need a file descriptor each, and this process "
                        + "may open %d files (ulimit -n), %d open now and %d kept for its own: raise the limit "
                        + "(ulimit -n %d), or share fewer connections with --pool.",
                needed,
                machine.maxFiles(),
                machine.openFiles(),
                FILES_BESIDES_CONNECTIONS,
                machine.openFiles() + FILES_BESIDES_CONNECTIONS + needed);
    }

    private static String memory(Asked asked, Machine machine) {
        long needed = UserFootprint.heapBytes(asked.users(), asked.connections(), asked.kind(), asked.embedded());
        long room = machine.maxHeapBytes() / 4 * 3;
        if (needed <= room) {
            return null;
        }
        long perUser = UserFootprint.heapBytes(1, asked.pool().isPresent() ? 0 : 1, asked.kind(), asked.embedded())
                - UserFootprint.BASE_BYTES;
        return String.format(
                Locale.ROOT,
                "More users than this heap can hold: %d users need about %s of heap (%s each on %s%s, plus %s for the "
                        + "run), more than three quarters of the %s maximum heap: raise it (SURGE_JAVA_OPTS=-Xmx%s), "
                        + "run fewer users%s.",
                asked.users(),
                mb(needed),
                kb(perUser),
                asked.kind().label().replace('-', ' ') + (asked.kind() == UserThreads.EVENT_LOOP ? "s" : " threads"),
                asked.pool().isPresent() ? " sharing " + asked.connections() + " connections" : " with a connection",
                mb(UserFootprint.BASE_BYTES),
                mb(machine.maxHeapBytes()),
                proposedXmx(needed) + "m",
                asked.pool().isPresent() ? "" : ", or share connections with --pool");
    }

    /**
     * The -Xmx in MB whose three quarters hold {@code needed}, with a tenth more: the JVM's maximum heap as it reports
     * it (Runtime.maxMemory) is a few per cent below -Xmx (a survivor space is left out: -Xmx150m reported 145 MB), and
     * the advice must not be refused in its turn.
     */
    static long proposedXmx(long needed) {
        return (needed / 3 * 4) / 10 * 11 / (1024 * 1024) + 1;
    }

    private static String mb(long bytes) {
        return String.format(Locale.ROOT, "%,d MB", (bytes + (1 << 20) - 1) >> 20);
    }

    private static String kb(long bytes) {
        return String.format(Locale.ROOT, "%,d KB", (bytes + 1023) >> 10);
    }
}
