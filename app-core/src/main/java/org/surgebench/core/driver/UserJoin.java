package org.surgebench.core.driver;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** How a run's users are brought to an end once the run stops, before its result is built. */
final class UserJoin {
    private static final Logger LOG = LoggerFactory.getLogger(UserJoin.class);
    /** How long users get to finish their transaction at the end, before and after being interrupted. */
    static final Duration STOP_GRACE = Duration.ofMillis(1000);

    private UserJoin() {}

    /**
     * Gives the users a moment to finish the transaction they are in, then interrupts those still busy (a
     * long lock wait, a database that does not answer, a pool that has no connection to give), so that a
     * stop or Ctrl-C ends the run within about two seconds. Nothing a user does now is measured any more.
     *
     * @param all the users' threads
     * @param who the users, in the same order
     * @return where the first users still in a transaction after the grace waited (see {@link WaitDescription})
     */
    static List<String> join(List<Thread> all, List<RunUser> who) throws InterruptedException {
        joinAll(all, STOP_GRACE);
        List<String> stuck = new ArrayList<>();
        long now = System.nanoTime();
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i).isAlive()) {
                String wait = i < who.size() ? who.get(i).describeWait(now) : null;
                if (wait != null && stuck.size() < STUCK_SHOWN) {
                    stuck.add("Still waiting for the database when the run stopped: " + wait + ".");
                }
                all.get(i).interrupt();
                // An interrupt does not end a blocking socket read: dropping the connection does.
                if (i < who.size()) {
                    who.get(i).abortConnection();
                }
            }
        }
        joinAll(all, STOP_GRACE);
        long left = all.stream().filter(Thread::isAlive).count();
        if (left > 0) {
            LOG.debug("{} users were still busy when the results were written", left);
        }
        return stuck;
    }

    /** Users whose wait {@link #join} describes at most: enough to see a pattern, not a page per user. */
    static final int STUCK_SHOWN = 3;

    private static void joinAll(List<Thread> all, Duration wait) throws InterruptedException {
        long deadline = System.nanoTime() + wait.toNanos();
        for (Thread t : all) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return;
            }
            t.join(Duration.ofNanos(left));
        }
    }
}
