package org.surgebench.workloads.tpcb;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
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
 * A user stuck in embedded H2 for good: the stall watchdog cannot drop an H2 connection (its abort does nothing), so
 * a run used to go on at 0 TPS with no error until its run time ended. Now the run ends as failed once the drop
 * did not free the user, and says where it waits.
 */
class TpcbStallH2Test {

    @Test
    @Timeout(value = 5, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aUserTheWatchdogCannotFreeEndsTheRunAsStalled() throws Exception {
        // Lock waits that outlast the run: the user waits for the teller's row, not for H2's 2 s lock timeout.
        String url = TestDatabases.h2Memory("tpcb_stall") + ";LOCK_TIMEOUT=600000";
        ConnectionSpec db = new ConnectionSpec(url, "sa", "");
        Surgebench.generate(new GenerateSpec("tpcb").connection(db).scale(0.1), null);
        try (Connection holder = DriverManager.getConnection(url, "sa", "");
                Statement s = holder.createStatement()) {
            holder.setAutoCommit(false);
            // Scale 0.1 has one teller: every TPC-B transaction needs this row.
            assertThat(s.executeUpdate("UPDATE pgbench_tellers SET tbalance = tbalance WHERE tid = 1"))
                    .isOne();

            RunResult r = Surgebench.run(new RunSpec("tpcb")
                    .connection(db)
                    .users(1)
                    .runTime(Duration.ofSeconds(60))
                    .stallTimeout(Duration.ofSeconds(2)));

            holder.rollback();
            assertThat(r.summary().stopReason()).isEqualTo("stalled");
            assertThat(r.summary().transactions()).isZero();
            assertThat(r.summary().failure())
                    .startsWith("A user had no answer from the database for 2s (--stall-timeout), and dropping its "
                            + "connection did not free it")
                    .contains("user 1 in TPCB for ", "org.h2.");
        }
        assertThat(count(url, "SELECT COUNT(*) FROM pgbench_history"))
                .as("committed transactions")
                .isZero();
    }

    private static long count(String url, String sql) throws SQLException {
        try (Connection c = DriverManager.getConnection(url, "sa", "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
