package org.surgebench.core.driver;

import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.function.Function;
import org.surgebench.core.common.Durations;
import org.surgebench.core.db.ConnectionPool;
import org.surgebench.core.metrics.ErrorLog;

/**
 * Whether the run got the users (or the shared pool the connections) it asked for. Checked once: at the end
 * of the ramp-up plus a short grace, or at the end of a run shorter than that. A server that refuses some
 * of them (max_connections, say) would otherwise leave a smaller run than asked, reported as asked, with the
 * refused users retrying all along. A server that is merely slow to take them (hundreds of users logging on
 * while those already on keep it busy) is given time: while users are still coming on without errors, the
 * check waits one more grace at a time ({@link #postpone}).
 */
final class LogonCheck {
    /** How long after the ramp-up users may take to log on (a few backoff rounds of a busy server). */
    static final Duration GRACE = Duration.ofSeconds(10);

    /** Users (or connections) that could not log on, and what the run does about it. */
    record Shortfall(String sentence, List<RunUser> refused) {}

    private final int asked;
    private final OptionalInt poolSize;
    /** The end of the ramp-up and the grace: from here on every user has had its turn to log on. */
    private final long firstDeadlineNanos;
    /** When the check is due: the first deadline, moved on by each {@link #postpone}. */
    private long deadlineNanos;
    /** How long after the ramp-up users may take to log on: {@link #GRACE}, or the reconnect timeout if shorter. */
    private final long graceNanos;

    /** The limit a refusal hit, as the server's settings name it (e.g. {@code max_connections 100}), or null. */
    private final Function<SQLException, String> limitThatRefused;

    private boolean done;

    /**
     * @param asked       the users asked for at the start (users added later are not checked)
     * @param poolSize    the shared pool's size; empty with a connection per user
     * @param limitThatRefused the limit a refused log-on hit, as the server's settings name it (e.g. {@code
     *     max_connections 100}, or a role's CONNECTION LIMIT), or null
     */
    LogonCheck(
            int asked,
            OptionalInt poolSize,
            Duration rampUp,
            Duration reconnectTimeout,
            Function<SQLException, String> limitThatRefused) {
        this.asked = asked;
        this.poolSize = poolSize;
        Duration grace = reconnectTimeout.compareTo(GRACE) < 0 ? reconnectTimeout : GRACE;
        this.graceNanos = grace.toNanos();
        this.firstDeadlineNanos = rampUp.plus(grace).toNanos();
        this.deadlineNanos = firstDeadlineNanos;
        this.limitThatRefused = limitThatRefused;
    }

    boolean due(long elapsedNanos) {
        return !done && elapsedNanos >= deadlineNanos;
    }

    /** Whether every user has had its turn to log on: the ramp-up and the first grace are over. */
    boolean pastFirstDeadline(long elapsedNanos) {
        return elapsedNanos >= firstDeadlineNanos;
    }

    /**
     * One user's log-on as far as the check needs it. {@code refused}: the server said no (too many connections,
     * authentication, ...); a log-on that timed out or could not connect (SQLState class 08) is not counted as a
     * refusal, as a busy server's log-ons take longer than the driver's log-on timeout.
     */
    record UserLogon(boolean on, long firstLogonNanos, boolean refused) {
        static UserLogon of(RunUser u) {
            return new UserLogon(u.everLoggedOn(), u.firstLogonNanos(), saysNo(u.refusal()));
        }

        /** Whether a failed log-on is the server saying no, rather than not answering in time (class 08). */
        static boolean saysNo(SQLException why) {
            return why != null && !ErrorLog.stateOf(why).startsWith("08");
        }
    }

    /**
     * At a deadline with users (of a connection per user) not logged on yet: if the server refused none of them and
     * some user got on within the last grace, the server is slow, not full; the check moves one grace on and
     * this returns how many users are on, for the caller to say so. Otherwise -1: check now.
     *
     * @param nowNanos {@link System#nanoTime()} now
     */
    int postpone(List<RunUser> users, long elapsedNanos, long nowNanos) {
        if (poolSize.isPresent()) {
            return -1;
        }
        List<UserLogon> asked = users.stream()
                .filter(u -> u.id() <= this.asked)
                .map(UserLogon::of)
                .toList();
        int on = stillComing(asked, nowNanos, graceNanos);
        if (on >= 0) {
            deadlineNanos = elapsedNanos + graceNanos;
        }
        return on;
    }

    /**
     * How many users are on when the others are still coming: some not on yet, none of those refused, and the
     * last one on got on less than {@code graceNanos} ago; -1 otherwise (all on, a refusal, or no progress).
     */
    static int stillComing(List<UserLogon> users, long nowNanos, long graceNanos) {
        int on = 0;
        boolean pending = false;
        long latest = Long.MIN_VALUE;
        for (UserLogon u : users) {
            if (u.on()) {
                latest = Math.max(latest, u.firstLogonNanos());
                on++;
            } else if (u.refused()) {
                return -1;
            } else {
                pending = true;
            }
        }
        return pending && on > 0 && nowNanos - latest < graceNanos ? on : -1;
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
    Shortfall check(List<RunUser> users, ConnectionPool pool, ConnectionPool probe, boolean deadline) {
        done = true;
        return poolSize.isPresent() ? checkPool(pool, probe, poolSize.getAsInt()) : checkUsers(users, deadline);
    }

    private Shortfall checkUsers(List<RunUser> users, boolean deadline) {
        List<RunUser> refused = new ArrayList<>();
        Map<String, Integer> states = new LinkedHashMap<>();
        Map<String, SQLException> firstOf = new LinkedHashMap<>();
        for (RunUser u : users) {
            if (u.id() > asked || u.everLoggedOn() || (!deadline && u.refusal() == null)) {
                continue;
            }
            refused.add(u);
            if (u.refusal() != null) {
                states.merge(ErrorLog.stateOf(u.refusal()), 1, Integer::sum);
                firstOf.putIfAbsent(ErrorLog.stateOf(u.refusal()), u.refusal());
            }
        }
        if (refused.isEmpty()) {
            return null;
        }
        String top = states.isEmpty() ? null : top(states);
        String why = top == null
                ? "the rest had not logged on " + Durations.format(Duration.ofNanos(deadlineNanos))
                        + " after the start, without an error"
                : "the server refused the rest with " + top + limit(firstOf.get(top));
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
                            + " connections: the server refused more with " + ErrorLog.stateOf(e) + limit(e),
                    List.of());
        }
    }

    private String limit(SQLException refusal) {
        String limit = limitThatRefused == null ? null : limitThatRefused.apply(refusal);
        return limit == null ? "" : " (" + limit + ")";
    }

    private static String top(Map<String, Integer> states) {
        return states.entrySet().stream()
                .max(Comparator.comparingInt(Map.Entry::getValue))
                .orElseThrow()
                .getKey();
    }
}
