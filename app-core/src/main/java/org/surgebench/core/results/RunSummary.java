package org.surgebench.core.results;

import java.time.Instant;
import java.util.List;
import org.surgebench.core.metrics.LatencyStats;
import org.surgebench.core.metrics.StatementCounts;

/**
 * The measured window of a run in a few figures.
 *
 * @param errors         failed transactions and failed log-ons together
 * @param maxUsers       the users asked for (the most at once, when the count changed during the run)
 * @param stopReason     why the run ended: {@code completed}, {@code max-transactions}, {@code stopped},
 *                       {@code interrupted}, {@code max-errors}, {@code abort-on-error}, {@code database-lost},
 *                       {@code too-few-users}, {@code stalled} (a user stuck in the database for good),
 *                       {@code storage} (the database's storage failed: a full disk)
 * @param usersLoggedOn  the most users logged on at once; null in results written before it was recorded
 * @param logonErrors    failed log-ons (a shared pool: waits that got no connection), included in {@code errors}
 * @param poolConnections the most connections a shared pool held (null with a connection per user)
 * @param failure        why the run failed (one sentence: no transaction succeeded, too many errors, too few
 *                       users, the database lost, ...), or null when it did not; a failed run exits non-zero
 * @param warnings       what a reader should know though the run did not fail (a missed --rate, for instance)
 * @param measuredFrom   wall-clock start of the measured window (null in results written before it was recorded,
 *                       or when nothing was measured)
 * @param measuredTo     wall-clock end of the measured window
 */
public record RunSummary(
        double measuredSeconds,
        long transactions,
        long errors,
        double tps,
        double tpm,
        double qps,
        LatencyStats service,
        LatencyStats response,
        StatementCounts statements,
        int maxUsers,
        String stopReason,
        String message,
        Integer usersLoggedOn,
        long logonErrors,
        Integer poolConnections,
        String failure,
        List<String> warnings,
        Instant measuredFrom,
        Instant measuredTo) {

    public RunSummary {
        warnings = warnings == null ? List.of() : List.copyOf(warnings);
    }

    /** Whether the run failed (see {@link #failure()}). */
    public boolean failed() {
        return failure != null;
    }
}
