package org.surgebench.core.metrics;

/**
 * One statement of a transaction type timed on the client over the measured window ({@code --per-statement},
 * as {@code pgbench -r}): from sending it to its answer, the network's round trip included.
 *
 * @param sql   the statement as the transaction sends it ({@code COMMIT} for the commit)
 * @param count how often it ran
 * @param avgMs its average time
 */
public record StatementTime(String sql, long count, double avgMs) {
    /** Its share of one transaction's time: its time per transaction of {@code transactions}, in ms. */
    public double msPerTransaction(long transactions) {
        return transactions == 0 ? 0 : avgMs * count / transactions;
    }
}
