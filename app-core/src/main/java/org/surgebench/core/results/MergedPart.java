package org.surgebench.core.results;

import java.time.Instant;

/**
 * One generator's result inside a merged one: enough to see how the parts lined up and what each contributed.
 *
 * @param generator    which generator ("2/3")
 * @param file         the result file it was read from (as given to {@code surge merge}), or null
 * @param measuredFrom its measured window's wall-clock start
 * @param measuredTo   its measured window's wall-clock end
 * @param host         the host it ran on
 */
public record MergedPart(
        String generator,
        String file,
        Instant measuredFrom,
        Instant measuredTo,
        int users,
        long transactions,
        long errors,
        double tps,
        String host,
        String stopReason) {}
