package org.surgebench.core.db.postgres;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ReadLatencyHistogramTest {

    @Test
    void eachIntervalsReadsGoToTheBucketOfTheirAverage() {
        ReadLatencyHistogram h = new ReadLatencyHistogram();
        h.add(1000, 300); // 300 us each: 256..512 us
        h.add(3000, 2100); // 700 us each: 512 us..1 ms
        h.add(500, 0); // not timed (track_io_timing off): left out
        h.add(0, 5); // no reads: left out
        h.add(10, 1000); // 100 ms each: the open bucket
        List<Map<String, Object>> rows = h.rows();
        assertThat(rows).hasSize(ReadLatencyHistogram.BOUNDS_US.length + 1);
        assertThat(rows.get(3)).isEqualTo(Map.of("ltUs", 512L, "reads", 1000L, "pct", 24.9));
        assertThat(rows.get(4)).isEqualTo(Map.of("ltUs", 1000L, "reads", 3000L, "pct", 74.8));
        assertThat(rows.get(rows.size() - 1)).containsEntry("ltUs", null).containsEntry("reads", 10L);
        assertThat(rows.stream().mapToLong(r -> (Long) r.get("reads")).sum()).isEqualTo(4010);
    }

    @Test
    void nothingTimedGivesNoHistogram() {
        ReadLatencyHistogram h = new ReadLatencyHistogram();
        h.add(1000, 0);
        assertThat(h.rows()).isEmpty();
    }
}
