package org.surgebench.core.driver;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;
import org.surgebench.core.results.Outage;

/**
 * Watches the measured window for outages ({@link OutageTracker}) ten times a second, on a platform thread of its
 * own: it reads the users' completed counts (written by each user once per transaction already), so the users pay
 * nothing for it. A tenth of a second is the precision of an outage's start and length.
 */
final class OutageWatch implements Runnable {
    static final long TICK_NANOS = 100_000_000L;

    private final Supplier<List<RunUser>> users;
    private final OutageTracker tracker;
    private final RunControl control;
    /**
     * The users at the last look and each one's completed count then, by place in the roster's list (users join at
     * its end and leave from its end, so a place keeps its user). A place that holds another user than at the last
     * look starts from nothing; users that leave take theirs with them, nothing goes back. Arrays, not a map of
     * every user rebuilt at each look: with thousands of users the watch's cost was the map's.
     */
    private RunUser[] seenUsers = new RunUser[0];

    private long[] seenCounts = new long[0];
    /** The users held up at this look (filled again at each; the tracker copies what it keeps). */
    private final List<Integer> held = new ArrayList<>();

    private long completed;
    private long lastLook;
    private volatile boolean done;

    OutageWatch(Supplier<List<RunUser>> users, long startNanos, Instant startedAt, RunControl control) {
        this.users = users;
        this.tracker = new OutageTracker(startNanos, startedAt);
        this.control = control;
    }

    static OutageWatch start(Supplier<List<RunUser>> users, long startNanos, Instant startedAt, RunControl control) {
        OutageWatch w = new OutageWatch(users, startNanos, startedAt, control);
        Thread.ofPlatform().name("surge-outage-watch").daemon(true).start(w);
        return w;
    }

    @Override
    public void run() {
        while (!done && !control.stopping()) {
            try {
                Thread.sleep(TICK_NANOS / 1_000_000);
            } catch (InterruptedException e) {
                return;
            }
            if (control.measuring() && !control.stopping()) {
                look(System.nanoTime());
            }
        }
    }

    /** One look at the users; package-private for the tests, which look without the thread. */
    synchronized void look(long now) {
        List<RunUser> all = users.get();
        int n = all.size();
        if (seenUsers.length < n) {
            seenUsers = Arrays.copyOf(seenUsers, n);
            seenCounts = Arrays.copyOf(seenCounts, n);
        }
        held.clear();
        for (int i = 0; i < n; i++) {
            RunUser u = all.get(i);
            long c = u.completedInWindow();
            long before = seenUsers[i] == u ? seenCounts[i] : 0;
            completed += Math.max(0, c - before);
            seenUsers[i] = u;
            seenCounts[i] = c;
            long since = u.transactionSince();
            if (u.reconnecting() || (since != UserContext.NOT_WAITING && now - since > TICK_NANOS)) {
                held.add(u.id());
            }
        }
        // The places of users who left: a user who comes to one later starts from nothing.
        Arrays.fill(seenUsers, n, seenUsers.length, null);
        lastLook = now;
        tracker.observe(now, completed, held);
    }

    /** The transactions completed in the window as watched so far. */
    synchronized long completed() {
        return completed;
    }

    /** Stops watching; the outages of the window as watched (one still silent at the last look included). */
    synchronized List<Outage> stop() {
        done = true;
        return lastLook == 0 ? List.of() : tracker.outages(lastLook);
    }
}
