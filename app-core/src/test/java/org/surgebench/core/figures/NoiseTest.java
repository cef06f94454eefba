package org.surgebench.core.figures;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.surgebench.core.metrics.IntervalSnapshot;
import org.surgebench.core.results.RunResult;

/**
 * Whether a difference is larger than the noise, checked on simulated runs with fixed seeds (the same answer every
 * time). Bounds are 3.3 binomial standard deviations from the expected rate, so a correct test would fail them for
 * fewer than 1 seed in 1,000.
 */
class NoiseTest {
    private static final int TRIALS = 2000;

    /** A set of repeated runs' TPS: normal around {@code mean} with a 3 % spread. */
    private static Spread set(Random rnd, double mean) {
        List<Double> v = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            v.add(mean + 30 * rnd.nextGaussian());
        }
        return Spread.of(v);
    }

    @Test
    void twoSetsOfTheSameRunsAreWithinNoiseIn95PercentOfTrials() {
        Random rnd = new Random(61);
        int beyond = 0;
        for (int i = 0; i < TRIALS; i++) {
            Spread a = set(rnd, 1000);
            Spread b = set(rnd, 1000);
            beyond += Noise.BEYOND.equals(Noise.verdict(a.mean(), a, b.mean(), b)) ? 1 : 0;
        }
        // A 5 % test: expected 100 false alarms of 2,000 (binomial sd 9.7), a little fewer as the degrees of freedom
        // are rounded down (a larger t); [68, 132] is ±3.3 sd.
        assertThat(beyond).isBetween(68, 132);
    }

    @Test
    void aShiftOfThreeRunSpreadsIsBeyondNoiseInNearlyEveryTrial() {
        Random rnd = new Random(62);
        int beyond = 0;
        for (int i = 0; i < TRIALS; i++) {
            Spread a = set(rnd, 1000);
            Spread b = set(rnd, 1090);
            beyond += Noise.BEYOND.equals(Noise.verdict(a.mean(), a, b.mean(), b)) ? 1 : 0;
        }
        // Welch's t of a 3 sd shift with 5 + 5 runs: the difference is 4.7 standard errors, t(8) at 2.306: the
        // power is about 0.99 (1,980 of 2,000, binomial sd 4.4); at least 1,950.
        assertThat(beyond).isGreaterThanOrEqualTo(1950);
    }

    @Test
    void aSingleValueOrNoSeriesHasNoVerdict() {
        Spread one = Spread.of(List.of(5.0));
        Spread two = Spread.of(List.of(5.0, 6.0));
        assertThat(Noise.verdict(5, one, 6, two)).isEmpty();
        assertThat(Noise.verdict(5, null, 6, two)).isEmpty();
        assertThat(Noise.within(run(new Random(1), 100, 500), RunFigures.ERRORS))
                .isNull();
        assertThat(Noise.within(run(new Random(1), 19, 500), RunFigures.TPS))
                .as("under two seconds a batch")
                .isNull();
    }

    /**
     * A run of {@code seconds} measured seconds (after 5 of warm-up at a tenth of the rate, which the noise must
     * leave out), each second's TPS normal around {@code tps} with sd 20.
     */
    private static RunResult run(Random rnd, int seconds, double tps) {
        List<IntervalSnapshot> series = new ArrayList<>();
        for (int s = 0; s < seconds + 5; s++) {
            boolean measured = s >= 5;
            double t = measured ? tps + 20 * rnd.nextGaussian() : tps / 10;
            series.add(new IntervalSnapshot(
                    s + 1, 1, measured, 4, Math.round(t), 0, t, 3 * t, 2, 4, 5, 4, null, List.of(), null));
        }
        return new RunResult(
                null, null, null, null, null, null, List.of(), List.of(), series, null, null, null, null, null, null,
                null, null, null, null);
    }

    @Test
    void twoRunsOfTheSameRateAreWithinTheirOwnNoiseIn95PercentOfTrials() {
        Random rnd = new Random(63);
        int beyond = 0;
        for (int i = 0; i < TRIALS; i++) {
            RunResult a = run(rnd, 100, 500);
            RunResult b = run(rnd, 100, 500);
            beyond += Noise.BEYOND.equals(verdict(a, b)) ? 1 : 0;
        }
        // As above: about 100 false alarms of 2,000, [68, 132] is ±3.3 sd.
        assertThat(beyond).isBetween(68, 132);
    }

    @Test
    void twoRunsFourPercentApartAreBeyondTheirOwnNoise() {
        Random rnd = new Random(64);
        int beyond = 0;
        for (int i = 0; i < TRIALS; i++) {
            beyond += Noise.BEYOND.equals(verdict(run(rnd, 100, 500), run(rnd, 100, 520))) ? 1 : 0;
        }
        // Each run's mean of 100 seconds has a standard error of 2 TPS, the difference 2.8: 20 TPS is 7 standard
        // errors, far beyond t at 95 % with about 18 degrees of freedom: every trial, but for a handful.
        assertThat(beyond).isGreaterThanOrEqualTo(1990);
    }

    /** The run's TPS as its series makes it, against the other's, with their noise within. */
    private static String verdict(RunResult a, RunResult b) {
        Spread na = Noise.within(a, RunFigures.TPS);
        Spread nb = Noise.within(b, RunFigures.TPS);
        return Noise.verdict(na.mean(), na, nb.mean(), nb);
    }
}
