package org.surgebench.core.driver;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.surgebench.core.results.Outage;

/**
 * The outage rules on a scripted run observed every 0.1 s: what counts as an outage, its start, its silence, its
 * recovery to 90 % of the minute before, the users it held, and one still silent at the end.
 */
class OutageTrackerTest {
    private static final long TICK = 100_000_000L;
    private static final Instant START = Instant.parse("2026-01-01T00:00:00Z");

    private final OutageTracker tracker = new OutageTracker(0, START);
    private long completed;
    private int tick;

    /** {@code ticks} observations, each after {@code perTick} more completions, with {@code held} held up. */
    private void run(int ticks, int perTick, List<Integer> held) {
        for (int i = 0; i < ticks; i++) {
            tick++;
            completed += perTick;
            tracker.observe(tick * TICK, completed, held);
        }
    }

    @Test
    void aSilenceWithUsersHeldIsAnOutageMeasuredFromTheLastTransactionToTheFirstAndItsRecovery() {
        run(300, 10, List.of()); // 100 tx/s for 30 s: the last transactions at 30.0 s
        run(50, 0, List.of(3)); // silent from 30.1 s to 35.0 s, user 3 held
        run(3, 0, List.of(3, 5));
        run(20, 5, List.of()); // back at 35.4 s at half the rate for 2 s
        run(100, 10, List.of());

        List<Outage> outages = tracker.outages(tick * TICK);
        assertThat(outages).hasSize(1);
        Outage o = outages.get(0);
        assertThat(o.startSeconds()).isEqualTo(30.0);
        assertThat(o.startedAt()).isEqualTo(START.plusMillis(30_000));
        assertThat(o.silentSeconds()).isEqualTo(5.4);
        // A second's completions reach 90 of the 100 tx/s before at 38.1 s (8 ticks of 10 and 2 of 5).
        assertThat(o.recoverySeconds()).isEqualTo(8.1);
        assertThat(o.usersAffected()).isEqualTo(2);
        assertThat(o.ended()).isTrue();
    }

    @Test
    void aSilenceInWhichEveryUserThinksIsNoOutage() {
        run(300, 10, List.of());
        run(50, 0, List.of());
        run(100, 10, List.of());
        assertThat(tracker.outages(tick * TICK)).isEmpty();
    }

    @Test
    void aSilenceTheRateBeforeExplainsIsNoOutage() {
        // One transaction a second: a 2 s silence misses 2 of them, fewer than the 10 an outage needs.
        for (int s = 0; s < 30; s++) {
            run(1, 1, List.of());
            run(9, 0, List.of(1));
        }
        run(20, 0, List.of(1));
        run(1, 1, List.of());
        assertThat(tracker.outages(tick * TICK)).isEmpty();
    }

    @Test
    void anOutageStillSilentAtTheEndIsReportedNotRecovered() {
        run(100, 10, List.of());
        run(30, 0, List.of(1, 2, 3));
        List<Outage> outages = tracker.outages(tick * TICK);
        assertThat(outages).singleElement().satisfies(o -> {
            assertThat(o.silentSeconds()).isEqualTo(3.0);
            assertThat(o.recoverySeconds()).isNull();
            assertThat(o.ended()).isFalse();
            assertThat(o.usersAffected()).isEqualTo(3);
        });
    }

    @Test
    void anOutageThatNeverRecoversTo90PercentHasNoRecoveryTime() {
        run(300, 10, List.of());
        run(20, 0, List.of(1));
        run(100, 5, List.of());
        assertThat(tracker.outages(tick * TICK)).singleElement().satisfies(o -> {
            assertThat(o.silentSeconds()).isEqualTo(2.1);
            assertThat(o.recoverySeconds()).isNull();
            assertThat(o.ended()).isTrue();
        });
    }
}
