package org.surgebench.core.metrics;

/**
 * One transaction type over the measured window.
 *
 * @param service  time from the start of execute to its return
 * @param response time from the intended start (open model; equal to service in the closed model)
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
        StatementCounts statements) {}
