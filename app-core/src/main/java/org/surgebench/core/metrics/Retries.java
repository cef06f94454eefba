package org.surgebench.core.metrics;

/**
 * A transaction type's retries ({@code --max-tries}): what happened to the transactions the database rolled back
 * for a serialization failure or a deadlock. Its first-try successes are its count less {@code retried}.
 *
 * @param retried    transactions that committed after one or more retries
 * @param retries    tries after the first, over all transactions (the rollbacks they cost)
 * @param outOfTries transactions the database rolled back on their last try (also counted as errors)
 */
public record Retries(long retried, long retries, long outOfTries) {
    /** No retry: a run without {@code --max-tries}, or results written before it. */
    public static final Retries NONE = new Retries(0, 0, 0);

    /** These counts less {@code earlier}'s: what happened between two readings. */
    public Retries minus(Retries earlier) {
        return new Retries(retried - earlier.retried, retries - earlier.retries, outOfTries - earlier.outOfTries);
    }

    /** These counts and {@code more}'s together. */
    public Retries plus(Retries more) {
        return new Retries(retried + more.retried, retries + more.retries, outOfTries + more.outOfTries);
    }
}
