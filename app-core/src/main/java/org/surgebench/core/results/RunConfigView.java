package org.surgebench.core.results;

import java.util.List;
import java.util.Map;

/**
 * The configuration of a run as stored in its results: never a password. Users, think times and the query
 * timeout are the values used; {@code fromWorkloadDefaults} names those the workload's defaults supplied
 * ("users", "think time", "query timeout").
 *
 * @param variant             how the workload ran its transactions (e.g. soe's {@code client} or {@code server});
 *                            null for a workload without variants and in documents written before variants
 * @param mixDraw             how the transactions were drawn from the weights: {@code deck} or {@code random}
 *                            ({@link org.surgebench.core.common.MixDraw}); null in documents written before the choice
 * @param timingsIncludeThink whether response times include the intra-transaction think time
 * @param comment the user's note on the run (null when none; absent in results written before it existed)
 * @param userThreads       what the users ran on: {@code platform}, {@code virtual} or {@code event-loop}
 *                          ({@link org.surgebench.core.common.UserThreads#label()}); null in documents written
 *                          before it was recorded
 * @param userThreadsAuto   whether {@code --user-threads auto} chose it
 * @param userThreadsReason why auto ran on platform threads users it would have put on event loops; null otherwise
 * @param loopTransport     how the event loops reached the kernel: {@code io_uring}, {@code epoll} or {@code nio};
 *                          null when the users ran on threads and in documents written before it was recorded
 */
public record RunConfigView(
        String workload,
        String mix,
        String variant,
        Map<String, Integer> weights,
        String mixDraw,
        String url,
        String user,
        String dialect,
        double scale,
        int users,
        long thinkMinMs,
        long thinkMaxMs,
        long intraThinkMinMs,
        long intraThinkMaxMs,
        boolean timingsIncludeThink,
        double rampUpSeconds,
        double warmUpSeconds,
        double runTimeSeconds,
        long maxTransactions,
        long seed,
        double targetRate,
        String poolMode,
        int poolSize,
        long queryTimeoutSeconds,
        List<String> fromWorkloadDefaults,
        Map<String, String> options,
        String comment,
        String userThreads,
        boolean userThreadsAuto,
        String userThreadsReason,
        String loopTransport) {

    /** "oltp", or "oltp, variant server" when the workload has variants: how summaries name what ran. */
    public String mixAndVariant() {
        return variant == null ? mix : mix + ", variant " + variant;
    }
}
