package org.surgebench.core.driver;

import java.time.Duration;
import java.util.Optional;

/**
 * When the sampler closes an interval: at each whole sampling interval from the start, or sooner at the end of
 * the warm-up or of the measured window ({@code -rt 1.5s} measures 1.5 s, not 2). An interval the sampler was
 * late for is skipped rather than closed twice. Times are nanoseconds from the run's start.
 */
final class SampleSchedule {
    private final long interval;
    private final long warmEnd;
    private final long windowEnd;
    /** The number of the next whole interval. */
    private long tick = 1;

    /** {@code runTime} empty: the window ends on a transaction count (or a stop), not on time. */
    SampleSchedule(Duration interval, Duration warmUp, Optional<Duration> runTime) {
        this.interval = interval.toNanos();
        this.warmEnd = warmUp.toNanos();
        this.windowEnd = runTime.map(t -> warmEnd + t.toNanos()).orElse(Long.MAX_VALUE);
    }

    /** When the next sample is due, given whether the window is open and when the last sample was taken. */
    long due(boolean measuring, long last) {
        long next = tick * interval;
        if (!measuring && warmEnd > 0 && warmEnd < next && warmEnd > last) {
            return warmEnd;
        }
        return Math.min(windowEnd, next);
    }

    /** A sample was taken at {@code elapsed}: the next is due at the next whole interval still ahead. */
    void sampled(long elapsed) {
        tick = Math.max(tick + (elapsed >= tick * interval ? 1 : 0), elapsed / interval + 1);
    }

    boolean warmUpOver(long elapsed) {
        return elapsed >= warmEnd;
    }

    boolean windowOver(long elapsed) {
        return elapsed >= windowEnd;
    }
}
