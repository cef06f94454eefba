package org.surgebench.core.metrics;

/**
 * One transaction type over the measured window.
 *
 * @param service  time from the start of execute to its return (from its first try's, when it was retried)
 * @param response time from the intended start (open model; equal to service in the closed model)
 * @param retries  its retries ({@code --max-tries}); {@link Retries#NONE} in results written before them
 * @param perStatement the client's time in each of its statements ({@code --per-statement}); empty without it
 */
public record TxSummary(
        String shortName,
        String name,
        long count,
        long errors,
        double tps,
        double tpm,
        long rows,
        LatencyStats service,
        LatencyStats response,
        StatementCounts statements,
        Retries retries,
        java.util.List<StatementTime> perStatement) {

    public TxSummary {
        retries = retries == null ? Retries.NONE : retries;
        perStatement = perStatement == null ? java.util.List.of() : java.util.List.copyOf(perStatement);
    }

    /** The transactions that committed on their first try. */
    public long firstTry() {
        return count - retries.retried();
    }
}
