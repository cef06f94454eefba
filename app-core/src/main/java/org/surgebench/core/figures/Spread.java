package org.surgebench.core.figures;

import java.util.List;

/**
 * The spread of one figure over repeated runs ({@code --repeat N}): mean, sample standard deviation and the 95 %
 * confidence interval of the mean, {@code mean ± t(0.975, n-1) · sd / √n} (Student's t: a handful of runs is no
 * normal sample). The interval says where the figure's true mean lies for runs like these; a further set of runs'
 * mean has noise of its own, so it falls inside less often than 95 % (about 83 % for a set as large).
 *
 * @param n    the runs
 * @param mean their mean
 * @param sd   their sample standard deviation (n - 1); 0 for a single run
 * @param low  the interval's lower end (the mean for a single run: no interval)
 * @param high its upper end
 */
public record Spread(int n, double mean, double sd, double low, double high) {

    /** Student's t at 0.975 for 1 to 30 degrees of freedom (from the standard tables, to three decimals). */
    private static final double[] T975 = {
        12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160, 2.145, 2.131,
        2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042
    };

    /** The spread of {@code values} (at least one). */
    public static Spread of(List<Double> values) {
        int n = values.size();
        if (n == 0) {
            throw new IllegalArgumentException("no values");
        }
        double mean = values.stream().mapToDouble(Double::doubleValue).sum() / n;
        if (n == 1) {
            return new Spread(1, mean, 0, mean, mean);
        }
        double squares =
                values.stream().mapToDouble(v -> (v - mean) * (v - mean)).sum();
        double sd = Math.sqrt(squares / (n - 1));
        double half = t975(n - 1) * sd / Math.sqrt(n);
        return new Spread(n, mean, sd, mean - half, mean + half);
    }

    /**
     * The spread of {@code values} of a figure that cannot be negative (a rate, a time, a count): the interval's
     * lower end is cut at 0, where the t interval of a few scattered runs would reach below it.
     */
    public static Spread ofNonNegative(List<Double> values) {
        Spread s = of(values);
        return s.low >= 0 ? s : new Spread(s.n, s.mean, s.sd, 0, s.high);
    }

    /** Student's t at 0.975 for {@code df} degrees of freedom: the table to 30, then a series in 1/df. */
    static double t975(int df) {
        if (df <= T975.length) {
            return T975[df - 1];
        }
        // Cornish-Fisher expansion about the normal's 1.95996: within 0.001 of the tables from 30 on.
        double z = 1.959964;
        double g1 = (Math.pow(z, 3) + z) / 4;
        double g2 = (5 * Math.pow(z, 5) + 16 * Math.pow(z, 3) + 3 * z) / 96;
        return z + g1 / df + g2 / ((double) df * df);
    }

    /** Whether {@code v} lies in the interval. */
    public boolean contains(double v) {
        return v >= low && v <= high;
    }

    /** The interval's half width, {@code t · sd / √n}: from the mean up (the lower end may be cut at 0). */
    public double halfWidth() {
        return high - mean;
    }

    /** The interval's half width as a share of the mean (0.02: ±2 %); 0 for a mean of 0. */
    public double relativeHalfWidth() {
        return mean == 0 ? 0 : halfWidth() / Math.abs(mean);
    }
}
