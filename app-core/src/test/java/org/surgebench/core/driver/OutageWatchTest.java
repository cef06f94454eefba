package org.surgebench.core.driver;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.surgebench.core.results.Outage;

/**
 * What the outage watch adds up from the users' own counts at each look: every transaction once, users that join
 * and leave, a user that takes the place of one that left, and the users it sees held up.
 */
class OutageWatchTest {
    private static final long TICK = OutageWatch.TICK_NANOS;

    /** A user as the watch reads it: its window count, and when its transaction began. */
    private static final class Counted implements RunUser {
        private final int id;
        long completed;
        long since = UserContext.NOT_WAITING;

        Counted(int id) {
            this.id = id;
        }

        @Override
        public int id() {
            return id;
        }

        @Override
        public long completedInWindow() {
            return completed;
        }

        @Override
        public long transactionSince() {
            return since;
        }

        @Override
        public boolean reconnecting() {
            return false;
        }

        @Override
        public UserLife life() {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean abortIfStalled(long now, long stallNanos) {
            return false;
        }

        @Override
        public boolean stillStalledAfterDrop(long now, long nanos) {
            return false;
        }

        @Override
        public String describeWait(long now) {
            return null;
        }

        @Override
        public void abortConnection() {}

        @Override
        public void run() {}
    }

    private final List<RunUser> users = new ArrayList<>();
    private final OutageWatch watch = new OutageWatch(() -> new ArrayList<>(users), 0, Instant.EPOCH, null);

    /** A user who logs on: at the end of the roster's list, as the roster adds them. */
    private Counted join(int id) {
        Counted u = new Counted(id);
        users.add(u);
        return u;
    }

    @Test
    void countsEachTransactionOnceAcrossLooksJoinsAndLeaves() {
        Counted a = join(1);
        Counted b = join(2);
        a.completed = 3;
        b.completed = 4;
        watch.look(TICK);
        assertThat(watch.completed()).isEqualTo(7);

        a.completed = 5;
        watch.look(2 * TICK);
        assertThat(watch.completed()).isEqualTo(9);

        // b leaves with its count; a newcomer in its place starts from nothing, not from b's 4.
        users.remove(b);
        watch.look(3 * TICK);
        assertThat(watch.completed()).isEqualTo(9);
        Counted c = join(3);
        c.completed = 2;
        watch.look(4 * TICK);
        assertThat(watch.completed()).isEqualTo(11);

        // A newcomer straight after a leaver, with no look between: the place holds another user.
        users.remove(c);
        Counted d = join(4);
        d.completed = 1;
        watch.look(5 * TICK);
        assertThat(watch.completed()).isEqualTo(12);

        // More users than ever before.
        Counted e = join(5);
        e.completed = 6;
        a.completed = 6;
        watch.look(6 * TICK);
        assertThat(watch.completed()).isEqualTo(19);
    }

    @Test
    void aSilenceWithAUserHeldInItsTransactionIsAnOutage() {
        Counted a = join(7);
        Counted b = join(8);
        long t = 0;
        for (int i = 0; i < 300; i++) { // 100 tx/s for 30 s
            t += TICK;
            a.completed += 5;
            b.completed += 5;
            watch.look(t);
        }
        a.since = t; // a's next transaction hangs; b thinks
        for (int i = 0; i < 30; i++) {
            t += TICK;
            watch.look(t);
        }
        List<Outage> outages = watch.stop();
        assertThat(outages).hasSize(1);
        assertThat(outages.getFirst().startSeconds()).isEqualTo(30.0);
        assertThat(outages.getFirst().usersAffected()).isEqualTo(1);
    }
}
