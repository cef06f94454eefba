package org.surgebench.workloads.sh;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.api.VerifyReport;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.dbview.DatabaseView;
import org.surgebench.core.dbview.LabelledView;
import org.surgebench.core.generate.GenerateReport;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.testdata.LocalMariaDb;

/**
 * The smallest scale generated into MariaDB with SALES partitioned by year, verified, then run: no errors, every
 * query answered, and not one row written, by the server's own handler counters.
 */
class ShWorkloadMariaDbTest {
    private static String url;
    private static ConnectionSpec db;

    @BeforeAll
    static void createDatabase() {
        url = LocalMariaDb.createDatabase("maria20_sh_run");
        db = new ConnectionSpec(url, LocalMariaDb.USER, LocalMariaDb.PASSWORD);
    }

    @AfterAll
    static void dropDatabase() {
        LocalMariaDb.dropDatabase(url);
    }

    @Test
    void generatesPartitionedSalesVerifiesAndRunsReadOnly() throws Exception {
        GenerateReport g = Surgebench.generate(
                new GenerateSpec("sh").connection(db).scale(0.005).seed(11).threads(2), null);
        GenerateReport.TableReport sales = g.tables().stream()
                .filter(t -> t.table().equals("sales"))
                .findFirst()
                .orElseThrow();
        assertThat(sales.rows()).isEqualTo(ShShape.of(0.005).sales());
        assertThat(sales.tableBytes()).isPositive();

        try (Connection c = DriverManager.getConnection(url, LocalMariaDb.USER, LocalMariaDb.PASSWORD);
                Statement s = c.createStatement()) {
            // One partition per year 1995..2013, each holding exactly that year's sales.
            List<String> wrong = new ArrayList<>();
            try (ResultSet rs = s.executeQuery("SELECT partition_name, partition_method, table_rows FROM "
                    + "information_schema.partitions WHERE table_schema = DATABASE() AND table_name = 'sales' "
                    + "ORDER BY partition_ordinal_position")) {
                int year = 1995;
                while (rs.next()) {
                    assertThat(rs.getString(1)).isEqualTo("sales_" + year);
                    assertThat(rs.getString(2)).isEqualTo("RANGE COLUMNS");
                    long inPartition =
                            count(s.getConnection(), "SELECT COUNT(*) FROM sales PARTITION (sales_" + year + ")");
                    long ofYear = count(s.getConnection(), "SELECT COUNT(*) FROM sales WHERE YEAR(time_id) = " + year);
                    if (inPartition != ofYear || inPartition == 0) {
                        wrong.add(year + ": " + inPartition + " rows in the partition, " + ofYear + " of the year");
                    }
                    year++;
                }
                assertThat(year).isEqualTo(2014);
            }
            assertThat(wrong).isEmpty();
            assertThat(count(c, "SELECT COUNT(*) FROM sales PARTITION (sales_1995)"))
                    .isLessThan(count(c, "SELECT COUNT(*) FROM sales PARTITION (sales_2013)"));
        }

        VerifyReport v = Surgebench.verify(db, "sh", Map.of());
        assertThat(v.failures()).isEmpty();

        RunResult r = Surgebench.run(new RunSpec("sh")
                .connection(db)
                .users(4)
                .thinkTime(Duration.ZERO, Duration.ZERO)
                .runTime(null)
                .maxTransactions(200)
                .seed(5)
                .option("all-rows", "true"));
        assertThat(r.summary().errors()).isZero();
        assertThat(r.transactions()).hasSize(13);
        assertThat(r.transactions())
                .allSatisfy(t -> assertThat(t.count()).as(t.shortName()).isPositive());
        assertThat(r.transactions().stream().mapToLong(t -> t.rows()).sum()).isPositive();
        assertThat(r.summary().statements().insert()
                        + r.summary().statements().update()
                        + r.summary().statements().delete())
                .isZero();
        // The server's view: reads, and no row written into an InnoDB table by anyone in the window (the shared
        // server may have other sessions, but none of this test's).
        LabelledView view = (LabelledView) DatabaseView.of(r).get("mariadb");
        assertThat(view.counterDeltas().get("Handler_read_key")
                        + view.counterDeltas().get("Handler_read_next")
                        + view.counterDeltas().get("Handler_read_rnd_next"))
                .isPositive();
        assertThat(view.counterDeltas().get("Com_select")).isGreaterThanOrEqualTo(200);
    }

    private static long count(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
