package org.surgebench.core.driver;

import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.surgebench.core.common.Durations;
import org.surgebench.core.db.ConnectionPool;
import org.surgebench.core.run.RunPlan;
import org.surgebench.core.run.StopReason;

/**
 * What a run does when the users (or the shared pool's connections) it asked for could not all log on, as
 * {@link LogonCheck} finds once, at the end of the ramp-up and a short grace or at the end of a run that ends
 * sooner: the run ends as failed, or with --allow-fewer-users goes on with those that could while the others
 * stop trying; found at the end of a shorter run, the shortfall goes into the results.
 */
final class LogonPolicy {
    private final RunPlan plan;
    private final LogonCheck check;
    private final RunAnnouncer announce;
    private final RunSignals.StopRequest stop;
    private final List<String> warnings = new ArrayList<>();
    /** A shortfall of users found at the end of a run shorter than the check's deadline; null for none. */
    private String shortfall;
    /** Failed log-ons of users refused and left out with --allow-fewer-users: accepted, so no error share. */
    private long acceptedErrors;

    /** @param limitThatRefused the limit a refused log-on hit, as the server's settings name it, or null */
    LogonPolicy(
            RunPlan plan,
            Function<SQLException, String> limitThatRefused,
            RunAnnouncer announce,
            RunSignals.StopRequest stop) {
        this.plan = plan;
        this.check = new LogonCheck(
                plan.users(), plan.sharedPoolSize(), plan.rampUp(), plan.reconnectTimeout(), limitThatRefused);
        this.announce = announce;
        this.stop = stop;
    }

    /** Whether the check is to be made now: not made yet, and its deadline came or the run is ending. */
    boolean due(long elapsedNanos, StopReason stopReason) {
        return !check.done() && (check.due(elapsedNanos) || (stopReason != null && stopReason.planned()));
    }

    /**
     * Makes the check and acts on a shortfall.
     *
     * @param stopReason why the run is stopping, or null while it is not
     * @param probe      opens one connection the way a user would, to learn whether the server takes more
     */
    void check(
            long elapsedNanos, StopReason stopReason, List<RunUser> users, ConnectionPool pool, ConnectionPool probe) {
        if (stopReason == null && check.due(elapsedNanos)) {
            int on = check.postpone(users, elapsedNanos, System.nanoTime());
            if (on >= 0) {
                announce.event("Still logging on: " + on + " of " + plan.users() + " users after "
                        + Durations.format(Duration.ofNanos(elapsedNanos))
                        + " (the server is slow to take them); the log-on check waits while more keep coming.");
                return;
            }
        }
        LogonCheck.Shortfall s = check.check(users, pool, probe, check.pastFirstDeadline(elapsedNanos));
        if (s == null) {
            return;
        }
        String fix = plan.sharedPool() ? "lower --pool" : "lower --users";
        if (plan.allowFewerUsers()) {
            s.refused().forEach(RunUser::requestStop);
            acceptedErrors += s.refused().stream().mapToLong(RunUser::refusals).sum();
            String note = s.sentence() + "; the run went on without them (--allow-fewer-users).";
            warnings.add(note);
            announce.event(note);
        } else if (stopReason == null) {
            stop.stop(
                    StopReason.TOO_FEW_USERS,
                    s.sentence() + "; " + fix + ", raise the server's limit, or add "
                            + "--allow-fewer-users to run with those that could.");
        } else {
            shortfall = s.sentence() + "; " + fix + ", raise the server's limit, or add --allow-fewer-users "
                    + "to accept it.";
        }
    }

    /** The notes of users left out with --allow-fewer-users. */
    List<String> warnings() {
        return warnings;
    }

    String shortfall() {
        return shortfall;
    }

    long acceptedErrors() {
        return acceptedErrors;
    }

    /**
     * How long one attempt to get a connection may wait: long enough for a busy shared pool or a slow logon,
     * short enough that a user retries (and notices a stop) while the database is away.
     */
    static Duration acquireTimeout(Duration reconnectTimeout) {
        Duration max = Duration.ofSeconds(10);
        return reconnectTimeout.compareTo(max) < 0 ? reconnectTimeout : max;
    }
}
