package org.surgebench.core.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The sweep table stays inside 100 columns with every optional column and mark, and its columns line up. */
class SweepTableTest {

    private static SweepStep step(int users, double tps, Integer loggedOn) {
        return new SweepStep(
                users,
                tps,
                tps * 12.5,
                123_456.7,
                98_765.4,
                1234.56,
                9876.54,
                12_345.67,
                1_234_567,
                12_345,
                99.9,
                "run time",
                null,
                loggedOn,
                null,
                null);
    }

    private static SweepResult sweep(Integer knee, List<SweepStep> steps) {
        return new SweepResult(
                "sweep",
                "soe",
                "default",
                "jdbc:h2:mem:x",
                Instant.EPOCH,
                60,
                0,
                steps,
                knee,
                "rule",
                "pg_stat_io",
                null,
                null);
    }

    @Test
    void everyColumnAndTheKneeMarkFitInOneHundredColumns() {
        String table = SweepTable.format(sweep(1, List.of(step(500, 123_456.7, 500), step(1000, 234_567.8, 1000))));
        List<String> rows = table.lines().takeWhile(l -> !l.startsWith("Knee")).toList();
        assertThat(rows).hasSize(3);
        assertThat(rows.get(0)).contains("DB IO/s", "disk IOPS", "CPU %");
        assertThat(rows.get(2)).endsWith("<- knee");
        assertThat(rows).allSatisfy(l -> assertThat(l.length()).isLessThanOrEqualTo(100));
        // Right-aligned columns: the last header ends where the first row's last figure ends.
        assertThat(rows.get(0).length()).isEqualTo(rows.get(1).length());
    }

    @Test
    void aStepShortOfUsersIsMarkedInsideOneHundredColumns() {
        String table = SweepTable.format(sweep(null, List.of(step(300, 1_234.5, 96))));
        String row = table.lines().skip(1).findFirst().orElseThrow();
        assertThat(row).endsWith("short: 96 on").hasSizeLessThanOrEqualTo(100);
    }
}
