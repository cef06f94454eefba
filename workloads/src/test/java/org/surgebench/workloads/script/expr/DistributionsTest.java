package org.surgebench.workloads.script.expr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.surgebench.core.spi.Rng;

/**
 * The random functions: each draw inside its range, the same seed giving the same draws, the shape each
 * distribution's definition in pgbench's documentation gives (checked on 200,000 draws against the exact
 * probabilities, well inside sampling noise), and pgbench's errors.
 */
class DistributionsTest {
    private static final int DRAWS = 200_000;

    @Test
    void uniformCoversTheRangeEvenlyAndRepeatsWithTheSeed() {
        long[] counts = counts(r -> Distributions.uniform(r, 1, 10), 1, 10);
        for (long c : counts) {
            assertThat((double) c / DRAWS).isCloseTo(0.1, org.assertj.core.data.Offset.offset(0.005));
        }
        Rng a = new Rng(7);
        Rng b = new Rng(7);
        for (int k = 0; k < 100; k++) {
            assertThat(Distributions.uniform(a, -5, 1_000_000)).isEqualTo(Distributions.uniform(b, -5, 1_000_000));
        }
        assertThat(Distributions.uniform(new Rng(1), 3, 3)).isEqualTo(3);
        error(() -> Distributions.uniform(new Rng(1), 5, 1), "empty range given to random");
        error(() -> Distributions.uniform(new Rng(1), Long.MIN_VALUE, Long.MAX_VALUE), "random range is too large");
    }

    @Test
    void exponentialHasTheDocumentedProbabilities() {
        double p = 1.5;
        long[] counts = counts(r -> Distributions.exponential(r, 1, 10, p), 1, 10);
        for (int i = 1; i <= 10; i++) {
            // f(x) = exp(-p (x - min) / n) / (1 - exp(-p)); P(i) = f(i) - f(i + 1)
            double expected = (f(i, p) - f(i + 1, p));
            assertThat((double) counts[i - 1] / DRAWS).as("P(%d)", i).isCloseTo(expected, tolerance(expected));
        }
        error(
                () -> Distributions.exponential(new Rng(1), 1, 10, 0),
                "exponential parameter must be greater than " + "zero (not 0.000000)");
    }

    private static double f(double x, double p) {
        return Math.exp(-p * (x - 1) / 10) / (1 - Math.exp(-p));
    }

    @Test
    void gaussianHasTheDocumentedProbabilities() {
        double p = 2.5;
        long[] counts = counts(r -> Distributions.gaussian(r, 1, 10, p), 1, 10);
        for (int i = 1; i <= 10; i++) {
            // f(x) = PHI(2p (x - mu) / n) / (2 PHI(p) - 1), mu = (min + max) / 2; P(i) = f(i + 0.5) - f(i - 0.5)
            double expected =
                    (phi(2 * p * (i + 0.5 - 5.5) / 10) - phi(2 * p * (i - 0.5 - 5.5) / 10)) / (2 * phi(p) - 1);
            assertThat((double) counts[i - 1] / DRAWS).as("P(%d)", i).isCloseTo(expected, tolerance(expected));
        }
        error(
                () -> Distributions.gaussian(new Rng(1), 1, 10, 1.5),
                "gaussian parameter must be at least 2.000000 " + "(not 1.500000)");
    }

    @Test
    void zipfianDrawsKAsOftenAsDocumented() {
        double s = 1.5;
        long[] counts = counts(r -> Distributions.zipfian(r, 1, 10, s), 1, 10);
        double norm = 0;
        for (int k = 1; k <= 10; k++) {
            norm += Math.pow(k, -s);
        }
        for (int k = 1; k <= 10; k++) {
            // P(k) proportional to k^-s: k is drawn ((k + 1) / k)^s times as often as k + 1
            double expected = Math.pow(k, -s) / norm;
            assertThat((double) counts[k - 1] / DRAWS).as("P(%d)", k).isCloseTo(expected, tolerance(expected));
        }
        error(
                () -> Distributions.zipfian(new Rng(1), 1, 10, 1.0),
                "zipfian parameter must be in range " + "[1.001, 1000] (not 1.000000)");
        error(
                () -> Distributions.zipfian(new Rng(1), 1, 10, 1001),
                "zipfian parameter must be in range " + "[1.001, 1000] (not 1001.000000)");
    }

    /** Five standard deviations of a proportion from {@link #DRAWS} draws. */
    private static org.assertj.core.data.Offset<Double> tolerance(double p) {
        return org.assertj.core.data.Offset.offset(5 * Math.sqrt(p * (1 - p) / DRAWS));
    }

    private static long[] counts(java.util.function.ToLongFunction<Rng> draw, long lb, long ub) {
        Rng r = new Rng(12345);
        long[] counts = new long[(int) (ub - lb + 1)];
        for (int k = 0; k < DRAWS; k++) {
            long v = draw.applyAsLong(r);
            assertThat(v).isBetween(lb, ub);
            counts[(int) (v - lb)]++;
        }
        return counts;
    }

    /** The standard normal distribution function (Abramowitz and Stegun 7.1.26 via erf, error below 1.5e-7). */
    private static double phi(double x) {
        double z = Math.abs(x) / Math.sqrt(2);
        double t = 1 / (1 + 0.3275911 * z);
        double erf = 1
                - t
                        * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
                        * Math.exp(-z * z);
        return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
    }

    private static void error(org.assertj.core.api.ThrowableAssert.ThrowingCallable call, String message) {
        assertThatThrownBy(call).isInstanceOf(EvalException.class).hasMessage(message);
    }
}
