package org.surgebench.examples.files;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.metrics.TxSummary;
import org.surgebench.core.results.RunResult;
import org.surgebench.testdata.LocalPostgres;

/** The ticketing workload file on the local PostgreSQL, the server's table statistics counting its writes. */
class TicketingFilePostgresTest extends TicketingFileContract {
    static String url;

    @BeforeAll
    static void create() {
        url = LocalPostgres.createDatabase("surge_ticketing");
    }

    @AfterAll
    static void drop() {
        LocalPostgres.dropDatabase(url);
    }

    @Override
    ConnectionSpec db() {
        return new ConnectionSpec(url, LocalPostgres.USER, "");
    }

    @Override
    Map<String, Long> serverCounters() throws SQLException {
        Map<String, Long> m = new LinkedHashMap<>();
        try (Connection c = DriverManager.getConnection(url, LocalPostgres.USER, "");
                Statement s = c.createStatement()) {
            s.execute("SELECT pg_stat_clear_snapshot()");
            try (ResultSet rs = s.executeQuery("SELECT relname, n_tup_ins, n_tup_upd FROM pg_stat_user_tables "
                    + "WHERE relname IN ('booking', 'customer', 'payment')")) {
                while (rs.next()) {
                    m.put(rs.getString(1) + ".n_tup_ins", rs.getLong(2));
                    m.put(rs.getString(1) + ".n_tup_upd", rs.getLong(3));
                }
            }
        }
        return m;
    }

    @Override
    void checkServerCounts(Map<String, Long> before, RunResult r) throws Exception {
        TxSummary book = r.transaction("BOOK");
        TxSummary pay = r.transaction("PAY");
        // The users' sessions send their counts as they end: wait until they are in and two reads agree.
        Map<String, Long> d = Map.of();
        for (int i = 0; i < 100; i++) {
            Map<String, Long> previous = d;
            d = minus(serverCounters(), before);
            if (d.get("booking.n_tup_ins") >= book.count() && d.equals(previous)) {
                break;
            }
            Thread.sleep(100);
        }
        System.out.println("PostgreSQL counted " + d + " for BOOK " + book.count() + ", PAY inserts "
                + pay.statements().insert());
        assertThat(d.get("booking.n_tup_ins")).isEqualTo(book.count());
        assertThat(d.get("customer.n_tup_upd")).isEqualTo(book.statements().update());
        assertThat(d.get("payment.n_tup_ins")).isEqualTo(pay.statements().insert());
        // Each PAY that inserted a payment updated its booking; a CANCEL updates a held booking or none.
        assertThat(d.get("booking.n_tup_upd"))
                .isBetween(
                        pay.statements().insert(),
                        pay.statements().update()
                                + r.transaction("CANCEL").statements().update());
    }
}
