package org.surgebench.workloads;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;

/** The count at a scale and the size label the JSON, Calling Circle and Stress Test workloads show. */
class PerScaleTest {
    @Test
    void countsAtLeastOneAndLabelsAWholeScaleWithoutItsFraction() {
        PerScale rows = new PerScale(1_000_000, "rows");
        assertThat(rows.at(0.5)).isEqualTo(500_000);
        assertThat(rows.at(0.0000001)).isOne();
        assertThat(rows.label(2)).isEqualTo("scale 2 (2,000,000 rows)");
        assertThat(rows.label(0.001)).isEqualTo("scale 0.001 (1,000 rows)");
    }

    @Test
    void theWorkloadsLabelTheirScaleByWhatItCounts() {
        assertThat(Surgebench.workload("json").sizeLabel(0.5, Map.of()))
                .isEqualTo("scale 0.5 (500,000 passenger documents)");
        assertThat(Surgebench.workload("cc").sizeLabel(1, Map.of())).isEqualTo("scale 1 (1,000,000 customer accounts)");
        assertThat(Surgebench.workload("stress").sizeLabel(0.01, Map.of())).isEqualTo("scale 0.01 (10,000 rows)");
    }
}
