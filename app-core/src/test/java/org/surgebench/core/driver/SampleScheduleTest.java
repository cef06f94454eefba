package org.surgebench.core.driver;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** When the sampler closes its intervals: whole intervals, cut short by the end of the warm-up and the window. */
class SampleScheduleTest {
    private static final long S = 1_000_000_000L;

    @Test
    void samplesEachWholeIntervalAndSkipsTheOnesItWasLateFor() {
        SampleSchedule schedule = new SampleSchedule(Duration.ofSeconds(1), Duration.ZERO, Optional.empty());
        assertThat(schedule.due(true, 0)).isEqualTo(S);
        schedule.sampled(S);
        assertThat(schedule.due(true, S)).isEqualTo(2 * S);
        // Late by more than an interval: the next sample is at the next whole second still ahead, not at 3 s.
        schedule.sampled(3 * S + S / 2);
        assertThat(schedule.due(true, 3 * S + S / 2)).isEqualTo(4 * S);
        assertThat(schedule.windowOver(Long.MAX_VALUE - 1)).isFalse();
    }

    @Test
    void endsTheWarmUpAndTheWindowOnTimeBetweenWholeIntervals() {
        SampleSchedule schedule = new SampleSchedule(
                Duration.ofSeconds(1), Duration.ofMillis(1500), Optional.of(Duration.ofMillis(1500)));
        schedule.sampled(S);
        assertThat(schedule.due(false, S)).isEqualTo(S + S / 2);
        assertThat(schedule.warmUpOver(S + S / 2)).isTrue();
        assertThat(schedule.warmUpOver(S + S / 2 - 1)).isFalse();
        schedule.sampled(S + S / 2);
        // The window is open now: the next sample is the whole second, then the window's end at 3 s.
        assertThat(schedule.due(true, S + S / 2)).isEqualTo(2 * S);
        schedule.sampled(2 * S);
        assertThat(schedule.due(true, 2 * S)).isEqualTo(3 * S);
        assertThat(schedule.windowOver(3 * S)).isTrue();
        assertThat(schedule.windowOver(3 * S - 1)).isFalse();
    }

    @Test
    void aWindowShorterThanAnIntervalEndsBeforeTheFirstWholeOne() {
        SampleSchedule schedule =
                new SampleSchedule(Duration.ofSeconds(1), Duration.ZERO, Optional.of(Duration.ofMillis(300)));
        assertThat(schedule.due(true, 0)).isEqualTo(3 * S / 10);
    }
}
