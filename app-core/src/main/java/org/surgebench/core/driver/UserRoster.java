package org.surgebench.core.driver;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.surgebench.core.run.RunPlan;
import org.surgebench.core.run.UserThreadsDecision;

/**
 * The users of a run and their threads: how many there are now and at most, how many are logged on, and the
 * changes of the count while the run is live (the first users ramp up; users added later log on at once).
 */
final class UserRoster {
    /** Makes the user numbered {@code id} (as in the whole run), to start after {@code startDelayNanos}. */
    interface Factory {
        RunUser create(int id, long startDelayNanos);
    }

    private final RunPlan plan;
    /** The threads the run's users run on, decided once as it started. */
    private final UserThreadsDecision decision;

    private final List<RunUser> users = new ArrayList<>();
    private final List<Thread> threads = new ArrayList<>();
    private final AtomicInteger loggedOnNow = new AtomicInteger();
    private final AtomicInteger peakLoggedOn = new AtomicInteger();
    private int target;
    private int max;

    UserRoster(RunPlan plan, UserThreadsDecision threads) {
        this.plan = plan;
        this.decision = threads;
    }

    /**
     * Starts or stops users until there are {@code n}. With {@code ramp} (the run's first users) their starts
     * are spread over the ramp-up.
     */
    synchronized void resize(int n, boolean ramp, Factory factory) {
        long rampNanos = plan.rampUp().toNanos();
        int initial = plan.users();
        for (int local = users.size() + 1; local <= n; local++) {
            long delay = ramp ? rampNanos * (local - 1) / Math.max(1, initial) : 0;
            // Numbered as in the whole run: one of several generators keeps its users' own random streams.
            int id = plan.firstUserId() + local - 1;
            RunUser u = factory.create(id, delay);
            users.add(u);
            // Users added later run on the kind of the first, except auto's platform threads past 32 users.
            Thread.Builder builder = decision.virtualThreadsFor(n)
                    ? Thread.ofVirtual()
                    : Thread.ofPlatform().daemon(true);
            threads.add(builder.name("surge-user-" + id).start(u));
        }
        while (users.size() > n) {
            users.remove(users.size() - 1).requestStop();
            threads.remove(threads.size() - 1);
        }
        target = n;
        max = Math.max(max, n);
    }

    synchronized boolean isEmpty() {
        return users.isEmpty();
    }

    /** The users there are now (a copy). */
    synchronized List<RunUser> now() {
        return new ArrayList<>(users);
    }

    /** The count asked for last. */
    synchronized int target() {
        return target;
    }

    /** The most users asked for at once. */
    synchronized int max() {
        return max;
    }

    /** Users logged on right now. */
    synchronized int loggedOn() {
        int n = 0;
        for (RunUser u : users) {
            if (u.loggedOn()) {
                n++;
            }
        }
        return n;
    }

    /** A user logged on ({@code true}) or off for good. */
    void loggedOn(boolean on) {
        if (on) {
            peakLoggedOn.accumulateAndGet(loggedOnNow.incrementAndGet(), Math::max);
        } else {
            loggedOnNow.decrementAndGet();
        }
    }

    /** The most users logged on at once. */
    int peakLoggedOn() {
        return peakLoggedOn.get();
    }

    /** True when users were started and every one of their threads has ended (e.g. none could reconnect). */
    synchronized boolean allGone() {
        return !threads.isEmpty() && threads.stream().noneMatch(Thread::isAlive);
    }

    /** See {@link UserJoin#join}. */
    List<String> join() throws InterruptedException {
        List<Thread> all;
        List<RunUser> who;
        synchronized (this) {
            all = new ArrayList<>(threads);
            who = new ArrayList<>(users);
        }
        return UserJoin.join(all, who);
    }
}
