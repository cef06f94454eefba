package org.surgebench.core.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.results.RunSummary;
import org.surgebench.core.run.RunSpec;
import org.surgebench.testdata.TestDatabases;

/**
 * Transactions still running when the measured window closes are counted: every user waiting on a lock for the
 * whole window was left out of every figure (a 17.7 ms maximum, exit 0). Each test's lock is held by a session of
 * its own until the run has ended, so the users wait for the whole window whatever the machine's speed.
 */
class InFlightAtStopH2Test {
    /** Users wait for the lock past the run's end rather than H2's default lock timeout. */
    private static final String URL = TestDatabases.h2Memory("inflight") + ";LOCK_TIMEOUT=600000";

    private static final ConnectionSpec DB = new ConnectionSpec(URL, "sa", "");

    @Test
    void transactionsWaitingOnALockAtTheStopAreCountedAndTheirWaitIsInTheMaximum() throws Exception {
        Surgebench.generate(
                new GenerateSpec("counter").connection(DB).scale(0.01).threads(1), null);
        RunSummary s;
        try (Connection lock = DriverManager.getConnection(URL, "sa", "")) {
            lock.setAutoCommit(false);
            try (Statement st = lock.createStatement()) {
                // Every row locked: each INC waits for this session, which ends only after the run.
                st.executeUpdate("UPDATE counter_item SET val = val");
            }
            RunResult r = Surgebench.run(new RunSpec("counter")
                    .connection(DB)
                    .users(2)
                    .runTime(Duration.ofSeconds(2))
                    .weight("READ", 0));
            s = r.summary();
            lock.rollback();
        }
        assertThat(s.transactions()).isZero();
        assertThat(s.warnings())
                .anySatisfy(w -> assertThat(w)
                        .startsWith("2 transactions were still running when the measured window closed, the longest"
                                + " for "))
                .anySatisfy(
                        w -> assertThat(w).startsWith("2 of 2 users completed no transaction in the measured window"));
        // Both users waited from their first transaction, begun as the window opened, to its close.
        assertThat(s.service().maxMs())
                .as("the longest wait is in the maximum")
                .isGreaterThanOrEqualTo(s.measuredSeconds() * 1000 / 2);
    }
}
