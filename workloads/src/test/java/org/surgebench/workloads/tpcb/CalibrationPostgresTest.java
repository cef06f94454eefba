package org.surgebench.workloads.tpcb;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.Calibration;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.testdata.LocalPostgres;

/**
 * {@code generate --dry-run --calibrate}: a short generation in a throwaway schema, dropped afterwards (the
 * database is left as it was), and a time per phase projected to the target's rows from what it measured.
 */
class CalibrationPostgresTest {
    private static String url;

    @BeforeAll
    static void database() {
        url = LocalPostgres.createDatabase("scale17_calibrate");
    }

    @AfterAll
    static void drop() {
        LocalPostgres.dropDatabase(url);
    }

    @Test
    void projectsEachPhaseFromAShortRunAndLeavesNothingBehind() throws Exception {
        GenerateSpec target = new GenerateSpec("tpcb")
                .connection(new ConnectionSpec(url, LocalPostgres.USER, ""))
                .scale(1000)
                .threads(2);
        Calibration.Projection p = Calibration.project(target, 0.5, null);

        assertThat(p.targetRows()).isEqualTo(100_000_000L + 1000 + 10_000);
        assertThat(p.calibration().rows()).isEqualTo(50_000L + 1 + 5);
        assertThat(p.phases()).extracting(Calibration.PhaseEstimate::phase).contains("load", "index", "analyze");
        double ratio = (double) p.targetRows() / p.calibration().rows();
        for (Calibration.PhaseEstimate e : p.phases()) {
            switch (e.growth()) {
                case "rows" ->
                    assertThat(e.estimatedSeconds())
                            .isCloseTo(
                                    e.calibrationSeconds() * ratio,
                                    org.assertj.core.data.Percentage.withPercentage(0.01));
                case "n log n" ->
                    assertThat(e.estimatedSeconds()).isGreaterThanOrEqualTo(e.calibrationSeconds() * ratio);
                default -> assertThat(e.estimatedSeconds()).isEqualTo(e.calibrationSeconds());
            }
        }
        assertThat(p.totalSeconds())
                .isGreaterThan(p.calibration().phases().stream()
                        .mapToDouble(x -> x.seconds())
                        .sum());
        assertThat(p.assumptions()).isNotEmpty();
        // The throwaway schema is gone, and the database's own schema holds nothing of the calibration.
        assertThat(count("SELECT COUNT(*) FROM pg_namespace WHERE nspname LIKE 'surge_calibrate_%'"))
                .isZero();
        assertThat(count("SELECT COUNT(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
                        + "WHERE n.nspname = 'public'"))
                .isZero();
        assertThat(List.of(p.schema())).allMatch(s -> s.startsWith("surge_calibrate_"));
    }

    private static long count(String sql) throws Exception {
        try (Connection c = DriverManager.getConnection(url, LocalPostgres.USER, "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
