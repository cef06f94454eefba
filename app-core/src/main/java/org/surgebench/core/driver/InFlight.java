package org.surgebench.core.driver;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.surgebench.core.metrics.LatencyStats;

/**
 * The transactions still running when the measured window closed, and the users that completed none in it. Only
 * completed transactions make the counts and the percentiles: a run whose users all waited on a lock for the
 * whole window reported a 17.7 ms maximum and exited 0 "(completed)". The wait of the longest still running goes
 * into the maximum; a wait of a sampling interval or more, and a user that completed nothing, are said as
 * warnings (at the close of any busy run some transactions are running: a short one is no news).
 *
 * @param transactions how many were running at the close
 * @param longestNanos how long the longest of them had run
 * @param idleUsers    the users that completed no transaction in the measured window and were waiting in one
 *                     for at least the interval at its close
 * @param users        the users that logged on
 * @param noticeNanos  the wait worth a warning: one sampling interval
 */
record InFlight(int transactions, long longestNanos, int idleUsers, int users, long noticeNanos) {

    /** What {@code all} are doing now, at the window's close; a wait of {@code notice} is worth a warning. */
    static InFlight now(List<RunUser> all, java.time.Duration notice) {
        long now = System.nanoTime();
        long noticeNanos = notice.toNanos();
        int running = 0;
        long longest = 0;
        int idle = 0;
        int users = 0;
        for (RunUser u : all) {
            long since = u.transactionSince();
            if (since != UserContext.NOT_WAITING) {
                running++;
                longest = Math.max(longest, now - since);
            }
            if (u.everLoggedOn()) {
                users++;
                // Waiting, not failing: a user whose attempts all failed fast is the failure's sentence, not this.
                boolean waiting = since != UserContext.NOT_WAITING && now - since >= noticeNanos;
                if (u.completedInWindow() == 0 && waiting) {
                    idle++;
                }
            }
        }
        return new InFlight(running, longest, idle, users, noticeNanos);
    }

    /** The sentences a reader must see beside the figures; none in a run whose users all went on completing. */
    List<String> warnings() {
        List<String> out = new ArrayList<>();
        if (transactions > 0 && longestNanos >= noticeNanos) {
            out.add(String.format(
                    Locale.ROOT,
                    "%,d transaction%s still running when the measured window closed, the longest for %,.1f ms: "
                            + "in no count or rate, but the maximum response time includes that wait.",
                    transactions,
                    transactions == 1 ? " was" : "s were",
                    longestMs()));
        }
        if (idleUsers > 0) {
            out.add(String.format(
                    Locale.ROOT,
                    "%d of %d users completed no transaction in the measured window: they waited on the database "
                            + "(a lock, a stalled server) or the window was too short for them.",
                    idleUsers,
                    users));
        }
        return out;
    }

    double longestMs() {
        return longestNanos / 1e6;
    }

    /** {@code s} with its maximum raised to the longest transaction still running, where that was longer. */
    LatencyStats withLongestInMax(LatencyStats s) {
        double ms = longestMs();
        if (transactions == 0 || s.maxMs() >= ms) {
            return s;
        }
        return new LatencyStats(
                s.count(), s.avgMs(), s.minMs(), ms, s.p50Ms(), s.p90Ms(), s.p95Ms(), s.p99Ms(), s.p999Ms());
    }
}
