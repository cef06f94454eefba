package org.surgebench.core.metrics;

import java.util.List;

/**
 * The most transactions completed in any 60 consecutive seconds of a run's measured window: Swingbench's
 * "MaximumTransactionRate" (transactions per minute), which is a rolling minute over its per-second readings. The
 * rolling sum of Swingbench's own {@code TPSReadings} in its results.xml equals the {@code MaximumTransactionRate}
 * the same file states (src-test-data's v2.7/results.xml: 131,322 in both; its busiest second x 60 would be 191,400).
 * A run shorter than a minute has one window, the whole run: the figure is then its transactions, never more.
 */
public final class BusiestMinute {
    /** The window, in seconds. */
    public static final double WINDOW_SECONDS = 60;

    private BusiestMinute() {}

    /**
     * The most transactions in any window of a minute that ends at an interval's end, over the measured intervals;
     * 0 for none. An interval belongs to a window when it ends inside it (each interval is a second or less).
     */
    public static long transactions(List<IntervalSnapshot> series) {
        List<IntervalSnapshot> measured =
                series.stream().filter(IntervalSnapshot::measured).toList();
        long best = 0;
        long inWindow = 0;
        int first = 0;
        for (IntervalSnapshot end : measured) {
            inWindow += end.transactions();
            // Small tolerance: intervals end a few microseconds late, and 60 of them must still make one minute.
            while (measured.get(first).elapsedSeconds() <= end.elapsedSeconds() - WINDOW_SECONDS + 1e-3) {
                inWindow -= measured.get(first).transactions();
                first++;
            }
            best = Math.max(best, inWindow);
        }
        return best;
    }
}
