package org.surgebench.core.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class LatencyDistributionTest {
    @Test
    void bucketsHoldEveryValueAndPercentilesRise() {
        Histogram h = RunMetrics.newHistogram();
        for (int i = 1; i <= 1000; i++) {
            h.recordValue(i * 100L); // 0.1 ms .. 100 ms
        }
        h.recordValue(2_000_000); // one 2 s outlier
        LatencyDistribution d = LatencyDistribution.of(h);
        assertThat(d.count()).isEqualTo(1001);
        assertThat(d.buckets().stream()
                        .mapToLong(LatencyDistribution.Bucket::count)
                        .sum())
                .isEqualTo(1001);
        assertThat(d.buckets().size()).isBetween(20, 60);
        for (int i = 1; i < d.buckets().size(); i++) {
            assertThat(d.buckets().get(i).fromMs())
                    .isGreaterThanOrEqualTo(d.buckets().get(i - 1).toMs());
        }
        assertThat(d.buckets().get(d.buckets().size() - 1).count()).isEqualTo(1);
        assertThat(d.buckets().get(d.buckets().size() - 1).toMs()).isGreaterThanOrEqualTo(2000);
        assertThat(d.percentiles()).hasSize(LatencyDistribution.PERCENTILES.length);
        for (int i = 1; i < d.percentiles().size(); i++) {
            assertThat(d.percentiles().get(i).ms())
                    .isGreaterThanOrEqualTo(d.percentiles().get(i - 1).ms());
        }
        assertThat(d.percentiles().get(5).percentile()).isEqualTo(50);
        assertThat(d.percentiles().get(5).ms()).isBetween(49.9, 50.2);
        assertThat(d.percentiles().get(d.percentiles().size() - 1).ms()).isBetween(1999.0, 2002.0);
        assertThat(LatencyDistribution.of(RunMetrics.newHistogram())).isEqualTo(LatencyDistribution.EMPTY);
    }
}
