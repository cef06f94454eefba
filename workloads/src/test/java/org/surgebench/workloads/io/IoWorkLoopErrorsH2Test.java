package org.surgebench.workloads.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.testdata.TestDatabases;

/**
 * An io run bound by work-loop has no run time: it ends when users x work-loop transactions succeeded. One that
 * always fails gives its slot back and used to be tried again for ever; the run now ends as soon as its failures
 * are more than --max-errors' share (1 % by default) of the attempts could hold, and fails with the error.
 */
class IoWorkLoopErrorsH2Test {

    @Test
    @Timeout(value = 5, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aWorkLoopRunWhoseUpdatesAlwaysFailEndsAndFails() throws Exception {
        String url = TestDatabases.h2Memory("io_errors");
        ConnectionSpec db = new ConnectionSpec(url, "sa", "");
        Surgebench.generate(new GenerateSpec("io").connection(db).scale(1).option("size", "100"), null);
        String before = c2Digest(url);
        // Every update breaks the constraint; the rows already there are not checked (NOCHECK).
        try (Connection c = DriverManager.getConnection(url, "sa", "");
                Statement s = c.createStatement()) {
            s.execute("ALTER TABLE io_data_1 ADD CONSTRAINT io_frozen CHECK (c2 = 'frozen') NOCHECK");
        }

        RunResult r = Surgebench.run(new RunSpec("io")
                .connection(db)
                .users(1)
                .option("update-pct", "100")
                .option("work-unit", "4")
                .option("work-loop", "100"));

        // 100 counted transactions allow one failure (1 % of 101 attempts); the second ends the run (the user may
        // fail again before it sees the stop).
        assertThat(r.summary().stopReason()).isEqualTo("max-errors");
        assertThat(r.summary().transactions()).isZero();
        assertThat(r.summary().errors()).isGreaterThanOrEqualTo(2);
        assertThat(r.summary().failure())
                .startsWith("The run ended after 2 failed transactions: a count of 100 allows at most 1 (1 % ")
                .contains("23513");
        assertThat(c2Digest(url)).as("no update reached the table").isEqualTo(before);
    }

    /** Every row's c2 in key order, hashed: what the updates would change. */
    private static String c2Digest(String url) throws SQLException {
        try (Connection c = DriverManager.getConnection(url, "sa", "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT COUNT(*), SUM(CAST(ORA_HASH(c2) AS BIGINT)) FROM io_data_1")) {
            rs.next();
            return rs.getLong(1) + " rows, " + rs.getLong(2);
        }
    }
}
