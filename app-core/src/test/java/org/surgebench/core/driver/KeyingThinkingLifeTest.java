package org.surgebench.core.driver;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.surgebench.core.driver.UserLifeTest.Executor;
import org.surgebench.core.spi.UserPauses;

/**
 * A workload's own pauses (TPC-C's keying and thinking, issue 50) as both executors live them, on the stub clock of
 * {@link UserLifeWorld}: before each transaction its fixed keying time, after it a think time of the given mean
 * (negative exponential, at most ten means), in place of the run's think time, so that the time between a user's
 * transactions averages keying + mean think + the transaction's own time.
 */
@Timeout(20) // a guard against a user that never logs off, not a speed claim: the clock is a stub
class KeyingThinkingLifeTest {
    private static final long S = 1_000_000_000L;
    private static final int TRANSACTIONS = 1_000;

    @ParameterizedTest
    @EnumSource(Executor.class)
    void keyingBeforeAndThinkingAfterEachTransactionFollowTheirMeans(Executor executor) {
        UserLifeWorld w = new UserLifeWorld();
        // TPC-C's New-Order: keying 18 s, mean think 12 s (clause 5.2.5.7).
        w.pauses = new UserPauses(Map.of("T", Duration.ofSeconds(18)), Map.of("T", Duration.ofSeconds(12)));
        for (int i = 1; i < TRANSACTIONS; i++) {
            w.then(UserLifeWorld.MS, null);
        }
        w.last(UserLifeWorld.MS);

        // The run's own think time is set, and not used: the workload's pauses take its place.
        UserLifeTest.live(
                executor,
                w,
                s -> s.seed(50).runTime(Duration.ofDays(1)).thinkTime(Duration.ofMillis(1), Duration.ofMillis(2)));

        // Keying, then (but after the last, which stopped the run) thinking: 2 x TRANSACTIONS - 1 waits.
        assertThat(w.waits).hasSize(2 * TRANSACTIONS - 1);
        List<Long> keying = new ArrayList<>();
        List<Long> thinking = new ArrayList<>();
        for (int i = 0; i < w.waits.size(); i++) {
            (i % 2 == 0 ? keying : thinking).add(w.waits.get(i));
        }
        assertThat(keying).hasSize(TRANSACTIONS).allSatisfy(k -> assertThat(k).isEqualTo(18 * S));
        double meanThink =
                thinking.stream().mapToLong(Long::longValue).average().orElseThrow();
        // 999 draws of a negative exponential of mean 12 s: the mean's standard error is 12 / sqrt(999) = 0.38 s.
        assertThat(meanThink / S).isBetween(12 * 0.94, 12 * 1.06);
        assertThat(thinking).allSatisfy(t -> assertThat(t).isPositive().isLessThanOrEqualTo(120 * S));
        // An exponential's median is ln 2 of its mean (8.3 s), well below it: not a uniform range around 12 s.
        long below = thinking.stream().filter(t -> t < 12 * S).count();
        assertThat((double) below / thinking.size()).isBetween(0.58, 0.68);
        assertThat(w.trace.stream().filter("tx ok"::equals).count()).isEqualTo(TRANSACTIONS);
    }
}
