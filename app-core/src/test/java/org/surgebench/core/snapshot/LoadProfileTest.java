package org.surgebench.core.snapshot;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.surgebench.core.results.Json;

/** The shared load profile at the results file's boundary: the same names out and in, extras kept. */
class LoadProfileTest {

    @Test
    void writesTheSharedFiguresThatHaveAValueThenTheExtras() {
        Map<String, Object> extras = new LinkedHashMap<>();
        extras.put("walRecordsPerSec", 12.5);
        extras.put("topSql", List.of(Map.of("queryId", "1")));
        LoadProfile p = new LoadProfile(10.0, 100.0, 99.0, 1.0, null, 5000.0, 99.5, 40.0, 60.0, 0.31, 0.47, null,
                1.25, 2.0, "pg_stat_io", extras);
        assertThat(p.toMap()).containsExactly(Map.entry("elapsedSeconds", 10.0),
                Map.entry("transactionsPerSec", 100.0), Map.entry("commitsPerSec", 99.0),
                Map.entry("rollbacksPerSec", 1.0), Map.entry("logicalReadsPerSec", 5000.0),
                Map.entry("bufferHitRatioPct", 99.5), Map.entry("physicalReadIoRequestsPerSec", 40.0),
                Map.entry("physicalWriteIoRequestsPerSec", 60.0), Map.entry("readMBPerSec", 0.31),
                Map.entry("writeMBPerSec", 0.47), Map.entry("redoMBPerSec", 1.25),
                Map.entry("averageActiveSessions", 2.0), Map.entry("ioSource", "pg_stat_io"),
                Map.entry("walRecordsPerSec", 12.5), Map.entry("topSql", List.of(Map.of("queryId", "1"))));
        assertThat(p.ioRequestsPerSec()).isEqualTo(100.0);
        assertThat(p.extra("walRecordsPerSec")).isEqualTo(12.5);
        assertThat(p.extra("topSql")).isNull();
    }

    @Test
    void readsBackWhatItWroteThroughJson() throws Exception {
        LoadProfile p = new LoadProfile(10.0, 100.0, null, null, 250.0, null, null, 40.0, null, 0.31, null, 0.8,
                null, null, "AWR", Map.of("userCallsPerSec", 3.0));
        String json = Json.mapper().writeValueAsString(p.toMap());
        @SuppressWarnings("unchecked")
        Map<String, Object> stored = Json.mapper().readValue(json, Map.class);
        assertThat(LoadProfile.fromMap(stored)).isEqualTo(p);
        assertThat(p.ioRequestsPerSec()).isNull();
    }

    @Test
    void readsAnOlderFileWithNullsAndWholeNumbers() {
        Map<String, Object> old = new LinkedHashMap<>();
        old.put("elapsedSeconds", 60);
        old.put("physicalReadIoRequestsPerSec", 1200);
        old.put("physicalWriteIoRequestsPerSec", null);
        old.put("avgReadMs", null);
        old.put("deadlocks", 0L);
        LoadProfile p = LoadProfile.fromMap(old);
        assertThat(p.elapsedSeconds()).isEqualTo(60.0);
        assertThat(p.physicalReadIoRequestsPerSec()).isEqualTo(1200.0);
        assertThat(p.physicalWriteIoRequestsPerSec()).isNull();
        assertThat(p.extras()).containsExactly(Map.entry("deadlocks", 0L));
        assertThat(LoadProfile.fromMap(null)).isNull();
    }
}
