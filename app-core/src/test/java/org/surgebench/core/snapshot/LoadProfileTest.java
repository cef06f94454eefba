package org.surgebench.core.snapshot;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.AbstractMap.SimpleEntry;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.surgebench.core.results.Json;

/** The shared load profile at the results file's boundary: each database's names and order out, the same in. */
class LoadProfileTest {

    /** Every shared name, as a database that gives every figure would lay them out. */
    private static final List<String> ALL_SHARED = List.of(
            "elapsedSeconds",
            "transactionsPerSec",
            "commitsPerSec",
            "rollbacksPerSec",
            "executesPerSec",
            "logicalReadsPerSec",
            "bufferHitRatioPct",
            "physicalReadIoRequestsPerSec",
            "physicalWriteIoRequestsPerSec",
            "readMBPerSec",
            "writeMBPerSec",
            "avgReadMs",
            "redoMBPerSec",
            "averageActiveSessions",
            "ioSource");

    @Test
    void writesWhatTheLayoutNamesInItsOrderNullsIncludedThenTheOtherExtras() {
        Map<String, Object> extras = new LinkedHashMap<>();
        extras.put("walRecordsPerSec", 12.5);
        extras.put("topSql", List.of(Map.of("queryId", "1")));
        LoadProfile p = new LoadProfile(
                10.0,
                100.0,
                99.0,
                1.0,
                null,
                5000.0,
                99.5,
                40.0,
                60.0,
                0.31,
                0.47,
                null,
                1.25,
                2.0,
                "pg_stat_io",
                extras);
        Map<String, Object> file =
                p.toMap(List.of("elapsedSeconds", "walRecordsPerSec", "avgReadMs", "transactionsPerSec", "notGiven"));
        assertThat(new ArrayList<>(file.entrySet()))
                .containsExactly(
                        new SimpleEntry<>("elapsedSeconds", 10.0),
                        new SimpleEntry<>("walRecordsPerSec", 12.5),
                        new SimpleEntry<>("avgReadMs", null),
                        new SimpleEntry<>("transactionsPerSec", 100.0),
                        new SimpleEntry<>("topSql", List.of(Map.of("queryId", "1"))));
        assertThat(p.ioRequestsPerSec()).isEqualTo(100.0);
        assertThat(p.extra("walRecordsPerSec")).isEqualTo(12.5);
        assertThat(p.extra("topSql")).isNull();
    }

    @Test
    void readsBackWhatItWroteThroughJson() throws Exception {
        LoadProfile p = new LoadProfile(
                10.0,
                100.0,
                null,
                null,
                250.0,
                null,
                null,
                40.0,
                null,
                0.31,
                null,
                0.8,
                null,
                null,
                "AWR",
                Map.of("userCallsPerSec", 3.0));
        String json = Json.mapper().writeValueAsString(p.toMap(ALL_SHARED));
        assertThat(json).contains("\"commitsPerSec\" : null");
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
