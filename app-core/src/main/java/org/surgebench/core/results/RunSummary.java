package org.surgebench.core.results;

import org.surgebench.core.metrics.LatencyStats;
import org.surgebench.core.metrics.StatementCounts;

/**
 * The measured window of a run in a few figures.
 *
 * @param stopReason why the run ended: {@code completed}, {@code max-transactions}, {@code stopped},
 *                   {@code interrupted}, {@code max-errors}, {@code abort-on-error}, {@code database-lost}
 */
public record RunSummary(double measuredSeconds, long transactions, long errors, double tps, double tpm, double qps,
                         LatencyStats service, LatencyStats response, StatementCounts statements, int maxUsers,
                         String stopReason, String message) {
}
