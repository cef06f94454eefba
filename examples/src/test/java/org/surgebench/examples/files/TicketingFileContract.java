package org.surgebench.examples.files;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.api.VerifyReport;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.DropReport;
import org.surgebench.core.generate.GenerateReport;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.metrics.TxSummary;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;

/**
 * The ticketing application of examples/workload-files on one database: generate, run (its statements counted by
 * the database, in the rows it holds), verify, the box-office file against the same tables without generating,
 * and drop. Each database's class gives the connection and reads the server's own counters where it has them.
 */
abstract class TicketingFileContract {
    static final String TICKETING = "workload-files/ticketing.yaml";
    static final String BOX_OFFICE = "workload-files/box-office.yaml";
    static final int TRANSACTIONS = 300;

    abstract ConnectionSpec db();

    /** What the server counted meanwhile, by name (e.g. booking.n_tup_ins); empty where it counts nothing we read. */
    Map<String, Long> serverCounters() throws SQLException {
        return Map.of();
    }

    /**
     * Checks what the server counted since {@code before} against the run's own statement counts; nothing where
     * it has no counters.
     */
    void checkServerCounts(Map<String, Long> before, RunResult r) throws Exception {}

    @Test
    void generatesRunsVerifiesAndDropsTheTicketingApplication() throws Exception {
        GenerateReport g = Surgebench.generate(
                new GenerateSpec(TICKETING).connection(db()).scale(0.1).threads(2), null);
        assertThat(g.workload()).isEqualTo("ticketing");
        assertThat(g.tables()).extracting(GenerateReport.TableReport::rows).containsExactly(2L, 20L, 1000L, 5000L, 0L);
        assertThat(count("SELECT COUNT(*) FROM booking")).isEqualTo(5000);
        assertThat(count("SELECT COUNT(DISTINCT event_id) FROM booking")).isBetween(2L, 20L);
        assertThat(count("SELECT COUNT(*) FROM customer WHERE last_booking IS NULL"))
                .isBetween(200L, 400L);

        Map<String, Long> before = serverCounters();
        RunResult r = Surgebench.run(
                new RunSpec(TICKETING).connection(db()).users(2).runTime(null).maxTransactions(TRANSACTIONS));
        assertThat(r.summary().errors()).isZero();
        assertThat(r.summary().transactions()).isEqualTo(TRANSACTIONS);
        assertThat(r.config().mix()).isEqualTo("default");
        TxSummary book = r.transaction("BOOK");
        TxSummary pay = r.transaction("PAY");
        assertThat(book.count()).isPositive();
        // Every BOOK inserts one booking and updates its customer; a PAY that found its booking held inserts one
        // payment; the database holds exactly those rows.
        assertThat(book.statements().insert()).isEqualTo(book.count());
        assertThat(book.statements().update()).isEqualTo(book.count());
        assertThat(count("SELECT COUNT(*) FROM booking")).isEqualTo(5000 + book.count());
        assertThat(count("SELECT COUNT(*) FROM payment"))
                .isEqualTo(pay.statements().insert());
        assertThat(pay.statements().insert()).isPositive();
        assertThat(r.transaction("BROWSE").statements().select())
                .isEqualTo(r.transaction("BROWSE").count());
        checkServerCounts(before, r);

        VerifyReport verify = Surgebench.verify(db(), TICKETING, Map.of());
        assertThat(verify.ok()).as(verify.toString()).isTrue();
        assertThat(verify.checks()).extracting(VerifyReport.Check::name).contains("no booking is paid twice");

        // A file without tables runs against the tables that are there, with no generate, and drops nothing.
        RunResult reports = Surgebench.run(
                new RunSpec(BOX_OFFICE).connection(db()).users(2).runTime(null).maxTransactions(60));
        assertThat(reports.summary().errors()).isZero();
        TxSummary desk = reports.transaction("DESK");
        // 1..5 customers looked up per DESK transaction.
        assertThat(desk.statements().select()).isBetween(desk.count(), 5 * desk.count());
        assertThat(Surgebench.verify(db(), BOX_OFFICE, Map.of()).ok()).isTrue();
        DropReport none = Surgebench.drop(db(), BOX_OFFICE, Map.of());
        assertThat(none.dropped()).isEmpty();
        assertThat(count("SELECT COUNT(*) FROM booking")).isEqualTo(5000 + book.count());

        DropReport dropped = Surgebench.drop(db(), TICKETING, Map.of());
        assertThat(dropped.dropped())
                .extracting(o -> o.name())
                .containsExactlyInAnyOrder("venue", "event", "customer", "booking", "payment");
    }

    long count(String sql) throws SQLException {
        ConnectionSpec c = db();
        try (Connection conn = DriverManager.getConnection(c.url(), c.user(), c.password());
                Statement s = conn.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    static Map<String, Long> minus(Map<String, Long> after, Map<String, Long> before) {
        Map<String, Long> d = new java.util.LinkedHashMap<>();
        after.forEach((k, v) -> d.put(k, v - before.getOrDefault(k, 0L)));
        return d;
    }
}
