package org.surgebench.workloads.cc;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.Map;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.api.VerifyReport;
import org.surgebench.core.common.UserThreads;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateReport;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;

/** What the PostgreSQL and MariaDB tests check the same way: generate, the mix, what the tables then hold. */
final class CcRunChecks {
    private CcRunChecks() {}

    /** 1,000 accounts, 300 transactions of Swingbench's mix by its 20 users, then the database's rows. */
    static void generateRunVerify(ConnectionSpec db) throws Exception {
        generateRunVerify(db, UserThreads.AUTO);
    }

    /**
     * The same with the users on {@code executor}. On event loops, with an intra-transaction think time of 1-2 ms
     * before each change, which the loops wait on their timers (and without the default query timeout, which they
     * do not carry out).
     */
    static void generateRunVerify(ConnectionSpec db, UserThreads executor) throws Exception {
        GenerateReport g = Surgebench.generate(
                new GenerateSpec("cc").connection(db).scale(0.001).threads(2), null);
        assertThat(g.tables())
                .extracting(GenerateReport.TableReport::rows)
                .containsExactly(1002L, 10L, 100L, 1000L, 1000L, 10_000L, 1L);
        VerifyReport before = Surgebench.verify(db, "cc", Map.of());
        assertThat(before.ok()).as(before.toString()).isTrue();
        RunSpec spec = new RunSpec("cc")
                .connection(db)
                .runTime(null)
                .maxTransactions(300)
                .userThreads(executor);
        if (executor == UserThreads.EVENT_LOOP) {
            spec.queryTimeout(Duration.ZERO).intraThinkTime(Duration.ofMillis(1), Duration.ofMillis(2));
        }
        RunResult r = Surgebench.run(spec);
        assertThat(r.summary().errors()).as(r.errors().toString()).isZero();
        if (executor != UserThreads.AUTO) {
            assertThat(r.config().userThreads()).isEqualTo(executor.label());
        }
        assertThat(r.users()).as("Calling_Circle.xml's users").isEqualTo(20);
        long nc = r.transaction("NC").count();
        long ucd = r.transaction("UCD").count();
        assertThat(nc).isPositive();
        assertThat(ucd).isPositive();
        assertThat(r.transaction("RCD").count()).isPositive();
        // Each New Customer registered one account and one line with its package's ten slots (transactions in
        // flight when the count was reached may add one more per user).
        assertThat(count(db, "SELECT COUNT(*) FROM custaccounts")).isBetween(1000 + nc, 1000 + nc + 20);
        assertThat(count(db, "SELECT COUNT(*) FROM custclis")).isBetween(1000 + nc, 1000 + nc + 20);
        // Changes of slots that held a number left history rows, and counted on their lines.
        assertThat(count(db, "SELECT COUNT(*) FROM packageclis")).isGreaterThan(10_000 + 10 * nc);
        assertThat(count(db, "SELECT SUM(ccupdates) FROM custclis")).isGreaterThanOrEqualTo(ucd);
        VerifyReport after = Surgebench.verify(db, "cc", Map.of());
        assertThat(after.ok()).as(after.toString()).isTrue();
        assertThat(Surgebench.drop(db, "cc", Map.of()).dropped()).hasSizeGreaterThanOrEqualTo(7);
    }

    static long count(ConnectionSpec db, String sql) throws Exception {
        try (Connection c = DriverManager.getConnection(db.url(), db.user(), db.password());
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
