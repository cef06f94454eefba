package org.surgebench.core.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Random;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class HistogramCodecTest {
    @Test
    void roundTripsEveryCount() {
        Histogram h = RunMetrics.newHistogram();
        Random r = new Random(7);
        for (int i = 0; i < 100_000; i++) {
            h.recordValue((long) Math.exp(r.nextDouble() * 18));
        }
        String text = HistogramCodec.encode(h);
        Histogram back = HistogramCodec.decode(text);
        assertThat(back).isEqualTo(h);
        assertThat(back.getTotalCount()).isEqualTo(100_000);
        assertThat(back.getValueAtPercentile(99.9)).isEqualTo(h.getValueAtPercentile(99.9));
        // Compact enough to live in every results JSON.
        assertThat(text.length()).isLessThan(20_000);
    }

    @Test
    void anEmptyHistogramRoundTrips() {
        Histogram h = RunMetrics.newHistogram();
        assertThat(HistogramCodec.decode(HistogramCodec.encode(h)).getTotalCount())
                .isZero();
    }

    @Test
    void garbageIsRefusedWithAReason() {
        assertThatThrownBy(() -> HistogramCodec.decode("bm90IGEgaGlzdG9ncmFt"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not an encoded HdrHistogram");
    }
}
