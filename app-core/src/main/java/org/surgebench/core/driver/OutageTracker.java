package org.surgebench.core.driver;

import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.surgebench.core.results.Outage;

/**
 * Finds the outages of a run in what it observes a few times a second: the transactions completed so far and the
 * users held up at that moment. An outage is a stretch of at least {@link #MIN_SILENCE_NANOS} with no transaction
 * completed, long enough that the minute before it would have completed {@link #EXPECTED_MISSING} or more in it,
 * while at least one user was held up (in a transaction, or reconnecting): a stretch in which the users all
 * think is no outage. It recovered when one second's completions reach {@link #RECOVERED} of the minute before's
 * rate. Pure: {@link OutageWatch} feeds it on a thread of its own; the tests feed it a script.
 */
final class OutageTracker {
    static final long MIN_SILENCE_NANOS = 1_000_000_000L;
    static final double EXPECTED_MISSING = 10;
    static final double RECOVERED = 0.9;
    private static final long SECOND = 1_000_000_000L;
    private static final long MINUTE = 60 * SECOND;

    private final long runStartNanos;
    private final Instant runStartedAt;
    /** (time, completed so far) of the observations, the last minute's and those since a silence began. */
    private final ArrayDeque<long[]> history = new ArrayDeque<>();

    private final List<Outage> found = new ArrayList<>();
    private final List<Recovering> recovering = new ArrayList<>();
    private long lastCompleted = -1;
    /** When the completed count last grew; -1 before the first transaction. */
    private long lastChange = -1;
    /** The current silence: the rate of the minute before it and the users it held; null while transactions flow. */
    private Silence silence;

    OutageTracker(long runStartNanos, Instant runStartedAt) {
        this.runStartNanos = runStartNanos;
        this.runStartedAt = runStartedAt;
    }

    private record Silence(long from, double ratePerSecond, Set<Integer> held) {}

    private record Recovering(Silence silence, long to) {}

    /** One observation at {@code now}: {@code completed} transactions so far, {@code held} the users held up now. */
    void observe(long now, long completed, Collection<Integer> held) {
        history.addLast(new long[] {now, completed});
        boolean grew = completed > lastCompleted && lastCompleted >= 0;
        if (lastCompleted < 0 && completed > 0) {
            lastChange = now;
        }
        lastCompleted = completed;
        if (grew) {
            if (silence != null && isOutage(silence, now)) {
                recovering.add(new Recovering(silence, now));
            }
            silence = null;
            lastChange = now;
        } else if (lastChange >= 0) {
            if (silence == null) {
                silence = new Silence(lastChange, rateBefore(lastChange), new HashSet<>());
            }
            silence.held().addAll(held);
        }
        checkRecovery(now);
        trim(now);
    }

    /** The outages found, the one still silent at {@code now} (the run's end) included. */
    List<Outage> outages(long now) {
        List<Outage> all = new ArrayList<>(found);
        for (Recovering r : recovering) {
            all.add(outage(r.silence(), r.to(), null, true));
        }
        if (silence != null && isOutage(silence, now)) {
            all.add(outage(silence, now, null, false));
        }
        all.sort(java.util.Comparator.comparingDouble(Outage::startSeconds));
        return all;
    }

    private boolean isOutage(Silence s, long to) {
        long silent = to - s.from();
        return silent >= MIN_SILENCE_NANOS
                && s.ratePerSecond() * silent / SECOND >= EXPECTED_MISSING
                && !s.held().isEmpty();
    }

    private void checkRecovery(long now) {
        if (recovering.isEmpty()) {
            return;
        }
        long lastSecond = lastCompleted - completedAt(now - SECOND);
        recovering.removeIf(r -> {
            if (lastSecond < RECOVERED * r.silence().ratePerSecond()) {
                return false;
            }
            found.add(outage(r.silence(), r.to(), (now - r.silence().from()) / 1e9, true));
            return true;
        });
    }

    /** Completions per second in the minute before {@code t} (less when the run is younger). */
    private double rateBefore(long t) {
        long[] first = null;
        long[] last = null;
        for (long[] h : history) {
            if (h[0] > t) {
                break;
            }
            if (first == null && h[0] >= t - MINUTE) {
                first = h;
            }
            last = h;
        }
        if (first == null || last == null || last[0] <= first[0]) {
            return 0;
        }
        return (last[1] - first[1]) * 1e9 / (last[0] - first[0]);
    }

    /** The completed count at the last observation at or before {@code t}. */
    private long completedAt(long t) {
        long c = 0;
        for (long[] h : history) {
            if (h[0] > t) {
                break;
            }
            c = h[1];
        }
        return c;
    }

    /** Keeps the last minute, and everything since the current silence began (its rate was read already). */
    private void trim(long now) {
        long keepFrom = now - MINUTE - SECOND;
        for (Recovering r : recovering) {
            keepFrom = Math.min(keepFrom, r.to() - SECOND);
        }
        while (history.size() > 2 && history.peekFirst()[0] < keepFrom) {
            history.removeFirst();
        }
    }

    private Outage outage(Silence s, long to, Double recoverySeconds, boolean ended) {
        long since = s.from() - runStartNanos;
        return new Outage(
                runStartedAt.plusNanos(since),
                round(since / 1e9),
                round((to - s.from()) / 1e9),
                recoverySeconds == null ? null : round(recoverySeconds),
                s.held().size(),
                ended);
    }

    private static double round(double seconds) {
        return Math.round(seconds * 1000) / 1000.0;
    }
}
