package org.surgebench.core.merge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.metrics.IntervalSnapshot;
import org.surgebench.core.metrics.StatementCounts;
import org.surgebench.core.settings.GeneratorShare;

/**
 * A live run of two generators: a second is shown once both have sent a later one, and then as the sum of
 * theirs; the answers carry the users asked for; the run refuses a generator of another count.
 */
class LiveMergeTest {
    private static final Instant T0 = Instant.parse("2026-01-01T12:00:00Z");
    private static final GeneratorShare ONE = new GeneratorShare(1, 2);
    private static final GeneratorShare TWO = new GeneratorShare(2, 2);

    @Test
    void aSecondIsShownAsTheSumOnceEveryGeneratorHasMovedPastIt() {
        LiveMerge run = new LiveMerge("r");
        run.second(ONE, 4, second(1, 10, 2, 0));
        run.second(ONE, 4, second(2, 11, 2, 3));
        assertThat(run.series()).as("generator 2 has sent nothing").isEmpty();
        run.second(TWO, 4, second(1, 20, 2, 5));
        assertThat(run.series())
                .as("generator 2's second 1 may still be followed by a short one")
                .isEmpty();
        run.second(TWO, 4, second(2, 21, 2, 8));
        List<IntervalSnapshot> shown = run.series();
        assertThat(shown).hasSize(1);
        assertThat(shown.get(0).transactions()).isEqualTo(30);
        assertThat(shown.get(0).users()).isEqualTo(4);
        assertThat(run.latest().get(2).transactions()).isEqualTo(21);
    }

    @Test
    void theAnswersCarryTheUsersAskedForAndTheStop() {
        LiveMerge run = new LiveMerge("r");
        assertThat(run.second(ONE, 4, second(1, 1, 2, 0))).isEqualTo(new LiveMerge.Directions(null, false));
        assertThat(run.totalUsers()).isEqualTo(4);
        assertThatThrownBy(() -> run.setUsers(1))
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("at least 2 users, one each");
        run.setUsers(7);
        run.stop();
        assertThat(run.second(TWO, 4, second(1, 1, 2, 0))).isEqualTo(new LiveMerge.Directions(7, true));
        assertThat(run.totalUsers()).isEqualTo(7);
    }

    @Test
    void aGeneratorOfAnotherCountIsRefused() {
        LiveMerge run = new LiveMerge("r");
        run.second(ONE, 4, second(1, 1, 2, 0));
        assertThatThrownBy(() -> run.second(new GeneratorShare(3, 3), 4, second(1, 1, 2, 0)))
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("has 2 generators");
    }

    /** Generator's second {@code n} (1 s long), ending {@code offsetMs} after T0 + n s. */
    private static IntervalSnapshot second(int n, long transactions, int users, long offsetMs) {
        return new IntervalSnapshot(
                n,
                1,
                true,
                users,
                transactions,
                0,
                transactions,
                0,
                1,
                1,
                1,
                1,
                StatementCounts.ZERO,
                List.of(),
                T0.plusSeconds(n).plusMillis(offsetMs));
    }
}
