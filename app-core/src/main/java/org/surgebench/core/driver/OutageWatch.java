package org.surgebench.core.driver;

import java.time.Instant;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
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
    /** Each user's completed count at the last look: users that leave take theirs with them, nothing goes back. */
    private Map<RunUser, Long> seen = new IdentityHashMap<>();

    private long completed;
    private long lastLook;
    private volatile boolean done;

    private OutageWatch(Supplier<List<RunUser>> users, long startNanos, Instant startedAt, RunControl control) {
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

    private synchronized void look(long now) {
        Map<RunUser, Long> next = new IdentityHashMap<>();
        List<Integer> held = new ArrayList<>();
        for (RunUser u : users.get()) {
            long c = u.completedInWindow();
            completed += Math.max(0, c - seen.getOrDefault(u, 0L));
            next.put(u, c);
            long since = u.transactionSince();
            if (u.reconnecting() || (since != UserContext.NOT_WAITING && now - since > TICK_NANOS)) {
                held.add(u.id());
            }
        }
        seen = next;
        lastLook = now;
        tracker.observe(now, completed, held);
    }

    /** Stops watching; the outages of the window as watched (one still silent at the last look included). */
    synchronized List<Outage> stop() {
        done = true;
        return lastLook == 0 ? List.of() : tracker.outages(lastLook);
    }
}
