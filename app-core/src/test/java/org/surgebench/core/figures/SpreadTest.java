package org.surgebench.core.figures;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The spread of repeated runs, checked on simulated runs drawn from a known distribution with a fixed seed (so the
 * test gives the same answer every time: it cannot be flaky). The bounds are set so that a correct interval would
 * fail them for fewer than 1 seed in 1,000 (each is 3.3 binomial standard deviations from the expected coverage):
 * that is the test's false-failure rate, had the seed been drawn afresh.
 */
class SpreadTest {
    private static final int TRIALS = 2000;

    @Test
    void aFewRunsGiveMeanSampleStandardDeviationAndStudentsInterval() {
        Spread s = Spread.of(List.of(100.0, 110.0, 90.0, 105.0, 95.0));
        assertThat(s.mean()).isEqualTo(100.0);
        assertThat(s.sd()).isCloseTo(Math.sqrt(250.0 / 4), within(1e-9));
        assertThat(s.high() - s.mean()).isCloseTo(2.776 * Math.sqrt(250.0 / 4) / Math.sqrt(5), within(1e-9));
        assertThat(Spread.of(List.of(7.0))).isEqualTo(new Spread(1, 7.0, 0, 7.0, 7.0));
        assertThat(Spread.t975(30)).isEqualTo(2.042);
        assertThat(Spread.t975(40)).isCloseTo(2.021, within(0.001));
        assertThat(Spread.t975(120)).isCloseTo(1.980, within(0.001));
    }

    @Test
    void aFigureThatCannotBeNegativeHasItsIntervalCutAtZeroButKeepsItsHalfWidth() {
        // Errors of two runs, 0 and 4: the t interval is 2 ± 25.4, far below 0 on its lower side.
        Spread raw = Spread.of(List.of(0.0, 4.0));
        assertThat(raw.low()).isLessThan(-20);
        Spread cut = Spread.ofNonNegative(List.of(0.0, 4.0));
        assertThat(cut.low()).isEqualTo(0.0);
        assertThat(cut.high()).isEqualTo(raw.high());
        assertThat(cut.halfWidth()).isCloseTo(12.706 * Math.sqrt(8) / Math.sqrt(2), within(1e-9));
        assertThat(cut.relativeHalfWidth()).isEqualTo(raw.relativeHalfWidth());
        // An interval above 0 is left as it is.
        assertThat(Spread.ofNonNegative(List.of(100.0, 110.0))).isEqualTo(Spread.of(List.of(100.0, 110.0)));
    }

    /** TPS of a run: normal around 1,000 with a 3 % spread, as repeated runs on a quiet machine. */
    private static List<Double> runs(Random rnd, int n) {
        List<Double> v = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            v.add(1000 + 30 * rnd.nextGaussian());
        }
        return v;
    }

    @Test
    void theIntervalOfFiveRunsHoldsTheTrueMeanIn95PercentOfTrials() {
        Random rnd = new Random(51);
        int held = 0;
        for (int i = 0; i < TRIALS; i++) {
            held += Spread.of(runs(rnd, 5)).contains(1000) ? 1 : 0;
        }
        // Expected 0.95 of 2,000: 1,900, binomial sd 9.7; [1,868, 1,932] is ±3.3 sd.
        assertThat(held).isBetween(1868, 1932);
    }

    @Test
    void theIntervalOfFiveRunsHoldsTheMeanOfAFurtherFiveInMostTrials() {
        Random rnd = new Random(52);
        int held = 0;
        for (int i = 0; i < TRIALS; i++) {
            Spread first = Spread.of(runs(rnd, 5));
            Spread further = Spread.of(runs(rnd, 5));
            held += first.contains(further.mean()) ? 1 : 0;
        }
        // The difference of two means of 5 has sd σ·√(2/5); the interval's half width is t(4)·s/√5, so the share
        // held is P(|T4| < 2.776/√2) for Student's t with 4 degrees of freedom: 0.879 (most, not 95 %). Binomial
        // sd over 2,000 trials 14.6; [1,710, 1,806] is ±3.3 sd around 1,758.
        assertThat(held).isBetween(1710, 1806);
    }

    @Test
    void moreRunsGiveANarrowerInterval() {
        Random rnd = new Random(53);
        Spread five = Spread.of(runs(rnd, 5));
        Spread thirty = Spread.of(runs(rnd, 30));
        assertThat(thirty.relativeHalfWidth()).isLessThan(five.relativeHalfWidth());
        assertThat(thirty.relativeHalfWidth()).isCloseTo(0.03 * 2.045 / Math.sqrt(30), within(0.005));
    }
}
