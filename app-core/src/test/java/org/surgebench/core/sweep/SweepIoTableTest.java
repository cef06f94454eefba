package org.surgebench.core.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SweepIoTableTest {

    private static SweepStep step(int users, double tps, StepIo io) {
        return new SweepStep(
                users,
                tps,
                tps * 2,
                io == null ? null : io.dbReadIoPerSec(),
                null,
                1.5,
                3,
                4,
                (long) tps * 10,
                0,
                null,
                "completed",
                null,
                users,
                null,
                io,
                null,
                null,
                null);
    }

    private static SweepResult result(List<SweepStep> steps) {
        return new SweepResult(
                "sweep",
                "io",
                "read-only",
                "jdbc:postgresql://db/x",
                Instant.EPOCH,
                10,
                0,
                steps,
                null,
                "rule",
                "pg_stat_database, pg_stat_bgwriter",
                Map.of(),
                null,
                null);
    }

    @Test
    void ioFiguresGetATableOfTheirOwnPerUserCount() {
        StepIo one = new StepIo(1200.0, 3.0, 9.4, 0.1, 0.0, 0.123, 1180.0, 40.0, 9.2, 1.1, 8.0, 0.31);
        StepIo two = new StepIo(2300.0, 5.0, 18.0, 0.2, 0.5, null, null, null, null, null, null, null);
        String text = SweepTable.format(result(List.of(step(1, 100, one), step(2, 190, two), step(4, 200, null))));
        assertThat(text).contains("I/O per step:");
        List<String> lines = text.lines().toList();
        int head = lines.indexOf(
                lines.stream().filter(l -> l.contains("DB read/s")).findFirst().orElseThrow());
        assertThat(lines.get(head)).contains("DB MB/s", "WAL MB/s", "DB read ms", "disk IOPS", "disk MB/s");
        assertThat(lines.get(head + 1).trim().split(" +"))
                .containsExactly("1", "1,200", "3.00", "9.50", "0.00", "0.123", "1,220", "10.3", "0.310");
        assertThat(lines.get(head + 2).trim().split(" +"))
                .containsExactly("2", "2,300", "5.00", "18.2", "0.50", "-", "-", "-", "-");
        assertThat(lines.get(head + 3).trim().split(" +")).containsExactly("4", "-", "-", "-", "-", "-", "-", "-", "-");
        assertThat(lines).allMatch(l -> l.length() <= 100);
    }

    @Test
    void noIoFiguresNoIoTable() {
        assertThat(SweepTable.format(result(List.of(step(1, 100, null))))).doesNotContain("I/O per step");
    }
}
