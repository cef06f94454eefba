package org.surgebench.core.spi;

import java.time.Duration;
import java.util.Map;

/**
 * A workload's own pauses around each of its transactions, in place of the run's think time: a keying time
 * before the transaction (the user typing its input, outside its response time) and a think time after it. TPC-C
 * (clause 5.2.5) defines both per transaction: a fixed minimum keying time, and a think time drawn from a negative
 * exponential distribution of a given mean, truncated at ten times the mean. A transaction not in the table pauses
 * for none.
 *
 * @param keying      the keying time before each transaction, by short name
 * @param meanThink   the mean think time after each transaction, by short name
 */
public record UserPauses(Map<String, Duration> keying, Map<String, Duration> meanThink) {
    /** A think time drawn this many times its mean at most (clause 5.2.5.4 allows truncation there). */
    public static final int TRUNCATE_AT_MEANS = 10;

    public UserPauses {
        keying = Map.copyOf(keying);
        meanThink = Map.copyOf(meanThink);
    }

    /** The keying time before a transaction of {@code shortName}: fixed. */
    public long keyingNanos(String shortName) {
        Duration d = keying.get(shortName);
        return d == null ? 0 : d.toNanos();
    }

    /**
     * A think time after a transaction of {@code shortName}: -ln(r) x the mean, r uniform in (0, 1], at most
     * {@link #TRUNCATE_AT_MEANS} times the mean.
     */
    public long thinkNanos(String shortName, Rng rng) {
        Duration d = meanThink.get(shortName);
        if (d == null) {
            return 0;
        }
        double r = 1.0 - rng.nextDouble(); // (0, 1]: ln(0) would be infinite
        double mean = d.toNanos();
        return (long) Math.min(-Math.log(r) * mean, TRUNCATE_AT_MEANS * mean);
    }
}
