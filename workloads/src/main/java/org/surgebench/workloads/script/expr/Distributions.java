package org.surgebench.workloads.script.expr;

import org.surgebench.core.spi.Rng;

/**
 * pgbench's random integers in {@code [lb, ub]}, drawn from the user's seeded random source, so the same seed gives
 * the same draws. Each distribution is the one pgbench's documentation defines; the messages are pgbench's.
 */
final class Distributions {
    /** pgbench's smallest parameter of the Gaussian distribution. */
    static final double MIN_GAUSSIAN_PARAMETER = 2.0;

    static final double MIN_ZIPFIAN_PARAMETER = 1.001;
    static final double MAX_ZIPFIAN_PARAMETER = 1000.0;

    private Distributions() {}

    /** The number of values in {@code [lb, ub]}, or pgbench's error for an empty or too large range. */
    private static long size(long lb, long ub) {
        if (ub < lb) {
            throw new EvalException("empty range given to random");
        }
        long span = ub - lb;
        if (span < 0 || span + 1 < 0) {
            throw new EvalException("random range is too large");
        }
        return span + 1;
    }

    /** Every value equally likely. */
    static long uniform(Rng rng, long lb, long ub) {
        long n = size(lb, ub);
        return lb + Math.floorMod(rng.nextLong(), n);
    }

    /**
     * Value {@code i} drawn with probability {@code f(i) - f(i + 1)}, where
     * {@code f(x) = exp(-p * (x - lb) / (ub - lb + 1)) / (1 - exp(-p))}: an exponential distribution truncated at
     * {@code p}, projected onto the range (inverse transform).
     */
    static long exponential(Rng rng, long lb, long ub, double p) {
        long n = size(lb, ub);
        if (!(p > 0.0)) {
            throw new EvalException("exponential parameter must be greater than zero (not " + fmt(p) + ")");
        }
        double cut = Math.exp(-p);
        double u = 1.0 - rng.nextDouble(); // (0, 1]
        double r = -Math.log(cut + (1.0 - cut) * u) / p; // [0, 1)
        return lb + Math.min(n - 1, (long) (n * r));
    }

    /**
     * The range mapped onto a standard normal distribution truncated at {@code -p} and {@code +p} (Box-Muller
     * draws, rejected outside), so that value {@code i} is drawn with probability
     * {@code f(i + 0.5) - f(i - 0.5)}, {@code f(x) = PHI(2p (x - mu) / (ub - lb + 1)) / (2 PHI(p) - 1)}.
     */
    static long gaussian(Rng rng, long lb, long ub, double p) {
        long n = size(lb, ub);
        if (!(p >= MIN_GAUSSIAN_PARAMETER)) {
            throw new EvalException(
                    "gaussian parameter must be at least " + fmt(MIN_GAUSSIAN_PARAMETER) + " (not " + fmt(p) + ")");
        }
        double z;
        do {
            double u1 = 1.0 - rng.nextDouble(); // (0, 1]: the logarithm is finite
            double u2 = rng.nextDouble();
            z = Math.sqrt(-2.0 * Math.log(u1)) * Math.sin(2.0 * Math.PI * u2);
        } while (z < -p || z >= p);
        double r = (z + p) / (2.0 * p); // [0, 1)
        return lb + Math.min(n - 1, (long) (n * r));
    }

    /**
     * A bounded Zipfian distribution: value {@code lb + k - 1} is drawn {@code ((k + 1) / k)^s} times as often as
     * {@code lb + k}. Devroye's rejection method ("Non-Uniform Random Variate Generation", p. 550-551), for
     * {@code s} in [1.001, 1000] as pgbench takes it.
     */
    static long zipfian(Rng rng, long lb, long ub, double s) {
        long n = size(lb, ub);
        if (!(s >= MIN_ZIPFIAN_PARAMETER && s <= MAX_ZIPFIAN_PARAMETER)) {
            throw new EvalException("zipfian parameter must be in range [" + MIN_ZIPFIAN_PARAMETER + ", "
                    + (long) MAX_ZIPFIAN_PARAMETER + "] (not " + fmt(s) + ")");
        }
        double b = Math.pow(2.0, s - 1.0);
        while (true) {
            double u = 1.0 - rng.nextDouble(); // (0, 1]
            double v = rng.nextDouble();
            double x = Math.floor(Math.pow(u, -1.0 / (s - 1.0)));
            double t = Math.pow(1.0 + 1.0 / x, s - 1.0);
            if (v * x * (t - 1.0) / (b - 1.0) <= t / b && x <= n) {
                return lb + (long) x - 1;
            }
        }
    }

    private static String fmt(double d) {
        return Coerce.printf(d);
    }
}
