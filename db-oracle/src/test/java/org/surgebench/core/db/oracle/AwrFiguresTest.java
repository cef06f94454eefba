package org.surgebench.core.db.oracle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.surgebench.core.snapshot.LoadProfile;

/** The AWR figures computed from the stored sample rows; expected values worked out by hand (600 s window). */
class AwrFiguresTest {

    private static Map<String, Object> figures() {
        return AwrFigures.compute(100, 101, AwrFixtures.rows()).toMap(AwrFigures.LAYOUT);
    }

    @Test
    void loadProfilePerSecond() {
        Map<String, Object> f = figures();
        assertThat(f.get("elapsedSeconds")).isEqualTo(600.0);
        assertThat(f.get("instances")).isEqualTo(List.of(1));
        assertThat(f.get("physicalReadIoRequestsPerSec")).isEqualTo(5000.0);
        assertThat(f.get("physicalWriteIoRequestsPerSec")).isEqualTo(1000.0);
        assertThat(f.get("physicalReadTotalIoRequestsPerSec")).isEqualTo(5300.0);
        assertThat(f.get("physicalWriteTotalIoRequestsPerSec")).isEqualTo(2000.0);
        // 3,000,000 reads of 8 KB = 24,576,000,000 bytes = 23,437.5 MB in 600 s.
        assertThat(f.get("readMBPerSec")).isEqualTo(39.063);
        assertThat(f.get("writeMBPerSec")).isEqualTo(7.813);
        assertThat(f.get("readTotalMBPerSec")).isEqualTo(40.0);
        assertThat(f.get("writeTotalMBPerSec")).isEqualTo(20.0);
        assertThat(f.get("redoMBPerSec")).isEqualTo(5.0);
        assertThat(f.get("userCallsPerSec")).isEqualTo(3000.0);
        assertThat(f.get("executesPerSec")).isEqualTo(4000.0);
        // Transactions are commits plus rollbacks, as in the AWR load profile: (300,000 + 3,000) / 600.
        assertThat(f.get("transactionsPerSec")).isEqualTo(505.0);
        assertThat(f.get("commitsPerSec")).isEqualTo(500.0);
        assertThat(f.get("logicalReadsPerSec")).isEqualTo(100000.0);
        assertThat(f.get("logicalReads")).isEqualTo(60_000_000L);
        assertThat(f.get("blockChangesPerSec")).isEqualTo(10000.0);
        assertThat(f.get("physicalReadBlocksPerSec")).isEqualTo(5500.0);
        assertThat(f.get("physicalWriteBlocksPerSec")).isEqualTo(1500.0);
        assertThat(f.get("averageActiveSessions")).isEqualTo(8.0);
        assertThat(f.get("dbCpuPerSec")).isEqualTo(2.0);
    }

    @Test
    @SuppressWarnings("unchecked")
    void topFiveForegroundEventsRankDbCpuAndSkipIdle() {
        List<Map<String, Object>> top = (List<Map<String, Object>>) figures().get("topWaitEvents");
        assertThat(top)
                .extracting(m -> m.get("event"))
                .containsExactly(
                        "db file sequential read",
                        "DB CPU",
                        "log file sync",
                        "enq: TX - row lock contention",
                        "db file scattered read");
        assertThat(top.get(0))
                .containsEntry("waitClass", "User I/O")
                .containsEntry("waits", 2_400_000L)
                .containsEntry("timeSeconds", 2880.0)
                .containsEntry("avgWaitMs", 1.2)
                .containsEntry("pctDbTime", 60.0);
        assertThat(top.get(1))
                .containsEntry("waits", null)
                .containsEntry("avgWaitMs", null)
                .containsEntry("timeSeconds", 1200.0)
                .containsEntry("pctDbTime", 25.0);
        assertThat(top.get(2)).containsEntry("avgWaitMs", 1.5).containsEntry("pctDbTime", 9.4);
        assertThat(top.get(3)).containsEntry("waits", 1000L).containsEntry("avgWaitMs", 200.0);
        assertThat(top.get(4)).containsEntry("avgWaitMs", 5.0).containsEntry("pctDbTime", 2.1);
    }

    @Test
    @SuppressWarnings("unchecked")
    void sequentialReadLatencyAndHistogram() {
        Map<String, Object> f = figures();
        assertThat(f.get("dbFileSequentialReadAvgMs")).isEqualTo(1.2);
        List<Map<String, Object>> h = (List<Map<String, Object>>) f.get("dbFileSequentialReadHistogram");
        assertThat(h).extracting(m -> m.get("ltMs")).containsExactly(1L, 2L, 4L, 8L, 16L, 32L);
        assertThat(h)
                .extracting(m -> m.get("waits"))
                .containsExactly(1_200_000L, 600_000L, 360_000L, 180_000L, 48_000L, 12_000L);
        assertThat(h).extracting(m -> m.get("pct")).containsExactly(50.0, 25.0, 15.0, 7.5, 2.0, 0.5);
    }

    @Test
    void racInstancesAreSummedAndTheLongestIntervalIsUsed() {
        AwrRows one = AwrFixtures.rows();
        List<AwrRows.Snap> snaps = new ArrayList<>(one.snapshots());
        List<AwrRows.Stat> stats = new ArrayList<>(one.sysstat());
        for (AwrRows.Snap s : one.snapshots()) {
            snaps.add(new AwrRows.Snap(s.snapId(), 2, s.endMillis(), s.startupMillis() + 1000));
        }
        // Instance 2 did 600,000 read requests more in the same window.
        stats.add(new AwrRows.Stat(100, 2, "physical read IO requests", 7));
        stats.add(new AwrRows.Stat(101, 2, "physical read IO requests", 600_007));
        Map<String, Object> f = AwrFigures.compute(
                        100, 101, new AwrRows(snaps, stats, one.timeModel(), one.events(), one.histogram()))
                .toMap(AwrFigures.LAYOUT);
        assertThat(f.get("instances")).isEqualTo(List.of(1, 2));
        assertThat(f.get("physicalReadIoRequestsPerSec")).isEqualTo(6000.0);
    }

    @Test
    void anInstanceRestartBetweenTheSnapshotsIsRefused() {
        AwrRows one = AwrFixtures.rows();
        List<AwrRows.Snap> snaps = List.of(
                one.snapshots().get(0),
                new AwrRows.Snap(
                        101,
                        1,
                        one.snapshots().get(1).endMillis(),
                        one.snapshots().get(1).startupMillis() + 60_000));
        assertThatThrownBy(() -> AwrFigures.compute(
                        100, 101, new AwrRows(snaps, one.sysstat(), one.timeModel(), one.events(), one.histogram())))
                .hasMessageContaining("instance 1 restarted");
    }

    @Test
    void missingSnapshotsAreNamed() {
        assertThatThrownBy(() -> AwrFigures.compute(100, 102, AwrFixtures.rows()))
                .hasMessageContaining("100 and 102 were not both found");
    }

    @Test
    void theRecordHoldsTheSharedFiguresAndTheResultsKeepAwrsNamesInTheirOrder() {
        LoadProfile p = AwrFigures.compute(100, 101, AwrFixtures.rows());
        assertThat(p.physicalReadIoRequestsPerSec()).isEqualTo(5000.0);
        assertThat(p.ioRequestsPerSec()).isEqualTo(6000.0);
        assertThat(p.transactionsPerSec()).isEqualTo(505.0);
        assertThat(p.readMBPerSec()).isEqualTo(39.063);
        assertThat(p.avgReadMs()).isEqualTo(1.2);
        assertThat(p.averageActiveSessions()).isEqualTo(8.0);
        assertThat(p.rollbacksPerSec()).isNull();
        assertThat(p.extra("userCallsPerSec")).isEqualTo(3000.0);
        // The names of database.awr as results files have always had them: the profile's part, in order.
        assertThat(figures().keySet())
                .containsExactly(
                        "beginSnapId",
                        "endSnapId",
                        "instances",
                        "elapsedSeconds",
                        "physicalReadIoRequestsPerSec",
                        "physicalWriteIoRequestsPerSec",
                        "physicalReadTotalIoRequestsPerSec",
                        "physicalWriteTotalIoRequestsPerSec",
                        "userCallsPerSec",
                        "executesPerSec",
                        "logicalReadsPerSec",
                        "blockChangesPerSec",
                        "commitsPerSec",
                        "physicalReadBlocksPerSec",
                        "physicalWriteBlocksPerSec",
                        "readMBPerSec",
                        "writeMBPerSec",
                        "readTotalMBPerSec",
                        "writeTotalMBPerSec",
                        "redoMBPerSec",
                        "transactionsPerSec",
                        "logicalReads",
                        "averageActiveSessions",
                        "dbCpuPerSec",
                        "topWaitEvents",
                        "dbFileSequentialReadAvgMs",
                        "dbFileSequentialReadHistogram");
    }

    @Test
    void aWindowWithoutSingleBlockReadsWritesTheirAverageAsNull() {
        AwrRows one = AwrFixtures.rows();
        List<AwrRows.Event> events = one.events().stream()
                .filter(e -> !AwrFigures.SEQUENTIAL_READ.equals(e.name()))
                .toList();
        LoadProfile p = AwrFigures.compute(
                100, 101, new AwrRows(one.snapshots(), one.sysstat(), one.timeModel(), events, one.histogram()));
        assertThat(p.avgReadMs()).isNull();
        assertThat(p.toMap(AwrFigures.LAYOUT)).containsEntry("dbFileSequentialReadAvgMs", null);
    }
}
