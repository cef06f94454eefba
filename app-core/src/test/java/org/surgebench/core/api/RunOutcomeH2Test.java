package org.surgebench.core.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.metrics.IntervalSnapshot;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.testdata.TestDatabases;

/**
 * A run says whether it measured what was asked: failed runs carry one sentence (and the CLI exits non-zero),
 * --max-transactions is exact by the database's own count, the measured window is as long as asked, and a
 * missed --rate is a warning.
 */
class RunOutcomeH2Test {
    static final String URL = TestDatabases.h2Memory("outcome");
    static final ConnectionSpec DB = new ConnectionSpec(URL, "sa", "");

    @BeforeAll
    static void generate() {
        Surgebench.generate(
                new GenerateSpec("counter").connection(DB).scale(0.2).threads(2), null);
    }

    private static RunSpec spec() {
        return new RunSpec("counter").connection(DB).users(4).runTime(Duration.ofSeconds(1));
    }

    /** The database's own count of increments: every INC adds 1 to one row. */
    private static long increments() throws Exception {
        try (Connection c = DriverManager.getConnection(URL, "sa", "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT SUM(val) FROM counter_item")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    @Test
    void aRunInWhichEveryTransactionFailsHasFailedAndNamesTheSqlState() throws Exception {
        RunResult r = Surgebench.run(spec().weight("INC", 0).weight("READ", 0).enable("FAIL"));
        assertThat(r.summary().transactions()).isZero();
        assertThat(r.summary().failed()).isTrue();
        assertThat(r.summary().failure()).startsWith("No transaction succeeded").contains("23505", "FAIL");
    }

    @Test
    void moreErrorsThanTheDefaultShareFailTheRunAndALargerShareAcceptsThem() throws Exception {
        // One transaction in ten violates a key: 10 % of the attempts fail, above the default 1 %.
        RunResult r = Surgebench.run(spec().weight("INC", 9).weight("READ", 0).weight("FAIL", 1));
        assertThat(r.summary().transactions()).isPositive();
        assertThat(r.summary().failure()).contains("attempts failed", "more than the 1 %", "23505");

        RunResult tolerant = Surgebench.run(
                spec().weight("INC", 9).weight("READ", 0).weight("FAIL", 1).maxErrorPercent(50));
        assertThat(tolerant.summary().failed()).as(tolerant.summary().failure()).isFalse();
    }

    @Test
    void aCleanRunHasNotFailed() throws Exception {
        RunResult r = Surgebench.run(spec());
        assertThat(r.summary().failure()).isNull();
        assertThat(r.summary().warnings()).isEmpty();
        assertThat(r.summary().maxUsers()).isEqualTo(4);
        assertThat(r.summary().usersLoggedOn()).isEqualTo(4);
        assertThat(r.summary().logonErrors()).isZero();
    }

    @Test
    void maxTransactionsIsExactByTheDatabasesOwnCount() throws Exception {
        for (int round = 0; round < 3; round++) {
            long before = increments();
            RunResult r = Surgebench.run(spec().users(8)
                    .mix("default")
                    .weight("READ", 0)
                    .runTime(null)
                    .maxTransactions(10));
            assertThat(r.summary().stopReason()).isEqualTo("max-transactions");
            assertThat(r.summary().transactions()).isEqualTo(10);
            assertThat(increments() - before)
                    .as("increments the database counted")
                    .isEqualTo(10);
        }
    }

    @Test
    void maxTransactionsAfterAWarmUpCountsOnlyTheMeasuredOnes() throws Exception {
        RunResult r = Surgebench.run(spec().users(8)
                .weight("READ", 0)
                .warmUp(Duration.ofMillis(1500))
                .runTime(null)
                .maxTransactions(25));
        assertThat(r.summary().transactions()).isEqualTo(25);
        long measured = r.timeSeries().stream()
                .filter(IntervalSnapshot::measured)
                .mapToLong(IntervalSnapshot::transactions)
                .sum();
        assertThat(measured).isEqualTo(25);
    }

    @Test
    void aRunTimeOfPartSecondsEndsTheWindowThenNotAtTheNextWholeSecond() throws Exception {
        RunResult r = Surgebench.run(spec().users(2).runTime(Duration.ofMillis(1500)));
        // Sampled each second, the window used to close at 2 s.
        assertThat(r.summary().measuredSeconds()).isGreaterThanOrEqualTo(1.5).isLessThan(1.9);
        IntervalSnapshot last = r.timeSeries().get(r.timeSeries().size() - 1);
        assertThat(last.intervalSeconds()).isLessThan(0.9);
    }

    @Test
    void aRunTimeShorterThanOneIntervalOrAbsurdlyLongIsRefused() {
        assertThatThrownBy(() -> Surgebench.run(spec().runTime(Duration.ofMillis(1))))
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("shorter than one sampling interval");
        assertThatThrownBy(() -> Surgebench.run(spec().runTime(Duration.ofDays(400))))
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("longer than the 365 days");
    }

    @Test
    void aMissedRateIsReportedAsAWarningAndAKeptRateIsNot() throws Exception {
        RunResult missed = Surgebench.run(spec().users(1).rate(1_000_000).runTime(Duration.ofSeconds(1)));
        assertThat(missed.summary().warnings())
                .singleElement()
                .asString()
                .contains("target rate of 1000000 tx/s was not reached", "achieved");
        assertThat(missed.summary().failed()).isFalse();

        RunResult kept = Surgebench.run(spec().users(2).rate(50).runTime(Duration.ofSeconds(2)));
        assertThat(kept.summary().warnings()).isEmpty();
    }
}
