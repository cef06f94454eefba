package org.surgebench.core.driver;

import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.surgebench.core.common.Durations;
import org.surgebench.core.db.ConnectionPool;
import org.surgebench.core.metrics.ErrorLog;

/**
 * Whether the run got the users (or the shared pool the connections) it asked for. Checked once: at the end
 * of the ramp-up plus a short grace, or at the end of a run shorter than that. A server that refuses some
 * of them (max_connections, say) would otherwise leave a smaller run than asked, reported as asked, with the
 * refused users retrying all along.
 */
final class LogonCheck {
    /** How long after the ramp-up users may take to log on (a few backoff rounds of a busy server). */
    static final Duration GRACE = Duration.ofSeconds(10);

    /** Users (or connections) that could not log on, and what the run does about it. */
    record Shortfall(String sentence, List<VirtualUser> refused) {}

    private final int asked;
    private final OptionalInt poolSize;
    private final long deadlineNanos;
    private final String serverLimit;
    private boolean done;

    /**
     * @param asked       the users asked for at the start (users added later are not checked)
     * @param poolSize    the shared pool's size; empty with a connection per user
     * @param serverLimit the server's connection limit as it names it (e.g. {@code max_connections 100}), or null
     */
    LogonCheck(int asked, OptionalInt poolSize, Duration rampUp, Duration reconnectTimeout, String serverLimit) {
        this.asked = asked;
        this.poolSize = poolSize;
        Duration grace = reconnectTimeout.compareTo(GRACE) < 0 ? reconnectTimeout : GRACE;
        this.deadlineNanos = rampUp.plus(grace).toNanos();
        this.serverLimit = serverLimit;
    }

    boolean due(long elapsedNanos) {
        return !done && elapsedNanos >= deadlineNanos;
    }

    boolean done() {
        return done;
    }

    /**
     * Checks the users once. At the deadline every user of the start that never logged on counts as refused; at
     * the end of a shorter run only those whose log-ons failed (the others may not have had their turn yet).
     *
     * @param probe opens one connection the way a user would, to learn whether the server takes more
     * @return the shortfall, or null when everyone asked for got on
     */
    Shortfall check(List<VirtualUser> users, ConnectionPool pool, ConnectionPool probe, boolean deadline) {
        done = true;
        return poolSize.isPresent() ? checkPool(pool, probe, poolSize.getAsInt()) : checkUsers(users, deadline);
    }

    private Shortfall checkUsers(List<VirtualUser> users, boolean deadline) {
        List<VirtualUser> refused = new ArrayList<>();
        Map<String, Integer> states = new LinkedHashMap<>();
        for (VirtualUser u : users) {
            if (u.id() > asked || u.everLoggedOn() || (!deadline && u.refusal() == null)) {
                continue;
            }
            refused.add(u);
            if (u.refusal() != null) {
                states.merge(ErrorLog.stateOf(u.refusal()), 1, Integer::sum);
            }
        }
        if (refused.isEmpty()) {
            return null;
        }
        String why = states.isEmpty()
                ? "the rest had not logged on " + Durations.format(Duration.ofNanos(deadlineNanos))
                        + " after the start, without an error"
                : "the server refused the rest with " + top(states) + limit();
        return new Shortfall(
                "Only " + (asked - refused.size()) + " of " + asked + " users could log on: " + why, refused);
    }

    private Shortfall checkPool(ConnectionPool pool, ConnectionPool probe, int poolSize) {
        int open = pool.openConnections();
        if (open < 0 || open >= poolSize) {
            return null;
        }
        // Fewer connections than asked for: just not needed yet, or refused? One more log-on tells.
        try {
            probe.getConnection().close();
            return null;
        } catch (SQLException e) {
            return new Shortfall(
                    "The shared pool could open only " + open + " of its " + poolSize
                            + " connections: the server refused more with " + ErrorLog.stateOf(e) + limit(),
                    List.of());
        }
    }

    private String limit() {
        return serverLimit == null ? "" : " (" + serverLimit + ")";
    }

    private static String top(Map<String, Integer> states) {
        return states.entrySet().stream()
                .max(Comparator.comparingInt(Map.Entry::getValue))
                .orElseThrow()
                .getKey();
    }
}
