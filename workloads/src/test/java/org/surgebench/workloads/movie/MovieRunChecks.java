package org.surgebench.workloads.movie;

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

/** What the PostgreSQL and MariaDB tests check the same way: generate, every transaction, what the tables hold. */
final class MovieRunChecks {
    private static final String[] ALL = {"BM", "BG", "BA", "BN", "SM", "AR", "NC", "UP", "IE"};

    private MovieRunChecks() {}

    /** Generates 1,000 customers and the catalogue, and checks the rows and verify. */
    static void generate(ConnectionSpec db) throws Exception {
        GenerateReport g = Surgebench.generate(
                new GenerateSpec("movie").connection(db).scale(0.001).threads(2), null);
        assertThat(g.tables())
                .extracting(GenerateReport.TableReport::rows)
                .containsExactly(4000L, 1000L, 2000L, 2000L, 2000L, 4000L, 1000L, 2L, 0L);
        assertThat(count(
                        db,
                        "SELECT COUNT(DISTINCT cust_id) FROM customer_payment_information "
                                + "WHERE default_payment_method = 'Y'"))
                .isEqualTo(1000);
        VerifyReport before = Surgebench.verify(db, "movie", Map.of());
        assertThat(before.ok()).as(before.toString()).isTrue();
    }

    /**
     * Runs 1,500 transactions with every one enabled, under the workload's 16 users, and checks what the tables
     * then hold: an event per logon, a sale per stream, a review per review added, and verify.
     */
    static void runEveryTransaction(ConnectionSpec db) throws Exception {
        runEveryTransaction(db, UserThreads.AUTO);
    }

    /** The same with the users on {@code executor} (on event loops without the query timeout they do not carry out). */
    static void runEveryTransaction(ConnectionSpec db, UserThreads executor) throws Exception {
        RunSpec spec = new RunSpec("movie")
                .connection(db)
                .mix("with-events")
                .runTime(null)
                .maxTransactions(1500)
                .userThreads(executor);
        if (executor == UserThreads.EVENT_LOOP) {
            spec.queryTimeout(Duration.ZERO);
        }
        RunResult r = Surgebench.run(spec);
        assertThat(r.summary().errors()).as(r.errors().toString()).isZero();
        if (executor != UserThreads.AUTO) {
            assertThat(r.config().userThreads()).isEqualTo(executor.label());
        }
        assertThat(r.users()).isEqualTo(16);
        long all = 0;
        for (String tx : ALL) {
            assertThat(r.transaction(tx).count()).as(tx).isPositive();
            all += r.transaction(tx).count();
        }
        // Users still in a transaction when the count was reached finish it: up to one more each.
        long inFlight = 16;
        assertThat(count(db, "SELECT COUNT(*) FROM customer_sales_transaction"))
                .isBetween(
                        4000 + r.transaction("SM").count(),
                        4000 + r.transaction("SM").count() + inFlight);
        assertThat(count(db, "SELECT COUNT(*) FROM customer_review"))
                .isBetween(
                        1000 + r.transaction("AR").count(),
                        1000 + r.transaction("AR").count() + inFlight);
        long madeCustomers = count(db, "SELECT COUNT(*) FROM customer_contact") - 1000;
        assertThat(madeCustomers).isBetween(1L, r.transaction("NC").count() + inFlight);
        // Every transaction logs an event but Create New Customer when the address is taken.
        assertThat(count(db, "SELECT COUNT(*) FROM interaction_event"))
                .isBetween(all - r.transaction("NC").count() + madeCustomers - inFlight, all + inFlight);
        VerifyReport after = Surgebench.verify(db, "movie", Map.of());
        assertThat(after.ok()).as(after.toString()).isTrue();
        assertThat(Surgebench.drop(db, "movie", Map.of()).dropped()).isNotEmpty();
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
