package org.surgebench.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.sweep.SweepResult;
import org.surgebench.core.sweep.SweepStep;
import org.surgebench.core.sweep.SweepTable;

/** Runs the example programs as a user would, and checks what they did in the database. */
class ExamplesRunTest {

    @Test
    void theCustomWorkloadGeneratesAndRuns(@TempDir Path folder) throws Exception {
        RunResult r = CustomWorkloadExample.run(folder);

        assertThat(r.summary().errors()).isZero();
        long bumps = r.transaction("BMP").count();
        assertThat(bumps).isPositive();
        assertThat(r.transaction("RD").count()).isPositive();
        ConnectionSpec db = CustomWorkloadExample.h2(folder);
        assertThat(longOf(db, "SELECT COUNT(*) FROM counters")).isEqualTo(CountersWorkload.COUNTERS_PER_SCALE);
        // Every bump the run counted is in the table. A user's transaction that was under way when the measured
        // window closed commits but is not counted: at most one per user (4) more.
        assertThat(longOf(db, "SELECT SUM(hits) FROM counters")).isBetween(bumps, bumps + 4);
        CustomWorkloadExample.main(new String[] {folder.toString()});
    }

    @Test
    void theSweepRunsOneStepPerUserCount(@TempDir Path folder) throws Exception {
        SweepResult sweep = SweepExample.sweep(folder);

        assertThat(sweep.steps()).extracting(SweepStep::users).containsExactly(1, 2, 4);
        long measured = 0;
        for (SweepStep step : sweep.steps()) {
            assertThat(step.errors()).isZero();
            assertThat(step.transactions()).isPositive();
            measured += step.transactions();
        }
        // Each TPC-B-like transaction leaves one history row; warm-up and the end of a step may add a few more.
        assertThat(longOf(SweepExample.h2(folder), "SELECT COUNT(*) FROM pgbench_history"))
                .isGreaterThanOrEqualTo(measured);
        // On a 2-core host the embedded database and the users share the CPU: a knee there may be the client's, and the
        // table then says so instead of naming a knee.
        assertThat(SweepTable.format(sweep)).contains(sweep.kneeClientBound() ? "not a knee of the database" : "Knee");
    }

    private static long longOf(ConnectionSpec db, String sql) throws Exception {
        try (Connection c = DriverManager.getConnection(db.url(), db.user(), db.password());
                Statement st = c.createStatement();
                ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
