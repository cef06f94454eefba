package org.surgebench.workloads.tpcds;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.Map;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.api.VerifyReport;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateReport;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.spi.TransactionDef;

/** What the H2, PostgreSQL and MariaDB tests check the same way: generate, every transaction, verify, drop. */
final class TpcdsRunChecks {
    static final double SCALE = 0.001;

    private TpcdsRunChecks() {}

    static void generateRunVerify(ConnectionSpec db, int threads) throws Exception {
        GenerateReport g = Surgebench.generate(
                new GenerateSpec("tpcds").connection(db).scale(SCALE).threads(threads), null);
        assertThat(g.tables()).hasSize(24);
        assertThat(count(db, "SELECT COUNT(*) FROM store_sales")).isEqualTo(2880);
        assertThat(count(db, "SELECT COUNT(*) FROM inventory")).isEqualTo(11745);
        assertThat(count(db, "SELECT COUNT(*) FROM date_dim")).isEqualTo(73049);
        // A sale's ticket is its row number; the package's dates are 2004's, its amounts 1 to 100.
        assertThat(count(db, "SELECT MAX(ss_ticket_number) FROM store_sales")).isEqualTo(2880);
        assertThat(count(
                        db,
                        "SELECT COUNT(*) FROM catalog_sales WHERE cs_sold_date_sk NOT BETWEEN 2453006 "
                                + "AND 2453371 OR cs_net_profit NOT BETWEEN 1 AND 100"))
                .isZero();
        assertThat(count(db, "SELECT d_date_sk FROM date_dim WHERE d_date = DATE '2004-01-01'"))
                .isEqualTo(2453006);
        VerifyReport before = Surgebench.verify(db, "tpcds", Map.of());
        assertThat(before.ok()).as(before.toString()).isTrue();
        long salesBefore = count(db, "SELECT COUNT(*) FROM web_sales");
        RunResult r = Surgebench.run(new RunSpec("tpcds")
                .connection(db)
                .runTime(null)
                .maxTransactions(1400)
                .seed(11));
        assertThat(r.summary().errors()).as(r.errors().toString()).isZero();
        assertThat(r.users()).isEqualTo(16);
        for (TransactionDef t : new TpcdsWorkload().transactions()) {
            assertThat(r.transaction(t.shortName()).count()).as(t.shortName()).isPositive();
        }
        long newWeb = r.transaction("NWS").statements().insert();
        assertThat(count(db, "SELECT COUNT(*) FROM web_sales"))
                .isBetween(salesBefore + newWeb, salesBefore + newWeb + 16);
        VerifyReport after = Surgebench.verify(db, "tpcds", Map.of());
        assertThat(after.ok()).as(after.toString()).isTrue();
        assertThat(Surgebench.drop(db, "tpcds", Map.of()).dropped()).hasSize(24);
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
