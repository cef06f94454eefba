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
                null,
                null,
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

    private static SweepStep saturated(int users, double tps, double avgMs) {
        return new SweepStep(
                users,
                tps,
                tps * 10,
                null,
                null,
                avgMs,
                avgMs * 2,
                avgMs * 3,
                (long) tps * 60,
                0,
                99.7,
                "completed",
                null,
                users,
                null,
                null,
                "shared host CPU 99.7 %",
                null,
                null);
    }

    /**
     * Issue 45 item 3: a sweep whose every step ran at 99.6-99.9 % host CPU printed "Knee at 8 users" with no
     * caveat. A flattening the client may have caused is called client-bound, never a knee of the database.
     */
    @Test
    void aKneeWhereTheLoadGeneratorWasSaturatedIsCalledClientBound() {
        List<SweepStep> steps =
                List.of(saturated(2, 100, 10), saturated(4, 190, 11), saturated(8, 360, 12), saturated(16, 370, 24));
        Integer knee = KneeFinder.find(steps);
        assertThat(knee).isEqualTo(2);
        SweepResult r = sweep(knee, steps);
        assertThat(r.kneeClientBound()).isTrue();
        assertThat(r.kneeTitle()).isEqualTo("client-bound at 8 users (not the database's knee)");
        String table = SweepTable.format(r);
        assertThat(table)
                .doesNotContain("Knee at", "<- knee")
                .contains("Client-bound at 8 users, not a knee of the database: TPS stopped growing while the load "
                        .substring(0, 60))
                .contains("shared host CPU 99.7 %")
                .contains("client-bound: the load generator's CPU (or its host's) was 90 % busy or more");
        List<String> rows = table.lines().toList();
        assertThat(rows.get(3)).endsWith("<- client-bound");
        assertThat(rows.get(1)).endsWith(" client-bound");
        assertThat(rows).allSatisfy(l -> assertThat(l.length()).isLessThanOrEqualTo(100));
        // The same curve with the client idle enough is the database's knee.
        List<SweepStep> free =
                steps.stream().map(s -> step(s.users(), s.tps(), s.users())).toList();
        assertThat(sweep(knee, free).kneeClientBound()).isFalse();
    }

    /**
     * A knee by a service level is the highest step that held it: a saturated client there did not make it the
     * knee, and a knee at the sweep's last step has no step after it that missed the level. Only a saturated
     * client in the step that missed it makes the knee possibly the client's (a rate sweep on a busy host once
     * printed "client-bound" for a level every step held).
     */
    @Test
    void aKneeByAServiceLevelIsTheClientsOnlyWhenTheStepThatMissedItWasSaturated() {
        List<SweepStep> steps =
                List.of(saturated(2, 100, 10), saturated(4, 190, 11), saturated(8, 360, 12), saturated(16, 370, 24));
        assertThat(KneeFinder.clientBound(steps, 3, true)).isFalse();
        assertThat(KneeFinder.clientBound(steps, 2, true)).isTrue();
        List<SweepStep> lastFree = List.of(steps.get(0), steps.get(1), steps.get(2), step(16, 370, 16));
        assertThat(KneeFinder.clientBound(lastFree, 2, true)).isFalse();
        assertThat(KneeFinder.clientBound(lastFree, 2, false)).isTrue();
    }

    @Test
    void aStepShortOfUsersIsMarkedInsideOneHundredColumns() {
        String table = SweepTable.format(sweep(null, List.of(step(300, 1_234.5, 96))));
        String row = table.lines().skip(1).findFirst().orElseThrow();
        assertThat(row).endsWith("short: 96 on").hasSizeLessThanOrEqualTo(100);
    }
}
