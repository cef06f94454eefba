package org.surgebench.workloads.sh;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.api.VerifyReport;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateReport;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.testdata.LocalPostgres;

/**
 * The smallest scale generated into PostgreSQL (partitioned SALES), verified, then run: no errors, every
 * query answered, and not a single tuple written (pg_stat_database of the test database).
 */
class ShWorkloadPostgresTest {
    private static String url;
    private static ConnectionSpec db;

    @BeforeAll
    static void createDatabase() {
        url = LocalPostgres.createDatabase("sh_run");
        db = new ConnectionSpec(url, LocalPostgres.USER, "");
    }

    @AfterAll
    static void dropDatabase() {
        LocalPostgres.dropDatabase(url);
    }

    @Test
    void generatesVerifiesAndRunsReadOnly() throws Exception {
        GenerateReport g = Surgebench.generate(
                new GenerateSpec("sh").connection(db).scale(0.005).seed(11).threads(2), null);
        GenerateReport.TableReport sales = g.tables().stream()
                .filter(t -> t.table().equals("sales"))
                .findFirst()
                .orElseThrow();
        assertThat(sales.rows()).isEqualTo(ShShape.of(0.005).sales());
        assertThat(sales.tableBytes())
                .as("partitioned SALES counts its partitions")
                .isPositive();

        try (Connection c = DriverManager.getConnection(url, LocalPostgres.USER, "");
                Statement s = c.createStatement()) {
            assertThat(count(s, "SELECT COUNT(*) FROM pg_inherits WHERE inhparent = 'sales'::regclass"))
                    .isEqualTo(2013 - 1995 + 1 + 1);
            assertThat(count(s, "SELECT COUNT(*) FROM sales_default")).isZero();
            assertThat(count(s, "SELECT COUNT(*) FROM sales_1995"))
                    .isLessThan(count(s, "SELECT COUNT(*) FROM sales_2013"));
        }

        VerifyReport v = Surgebench.verify(db, "sh", Map.of());
        assertThat(v.failures()).isEmpty();

        try (Connection c = DriverManager.getConnection(url, LocalPostgres.USER, "");
                Statement s = c.createStatement()) {
            // Settle the statistics after the load so no autovacuum/analyze writes land in the window.
            s.execute("VACUUM ANALYZE");
            long[] before = writes(s);
            RunResult r = Surgebench.run(new RunSpec("sh")
                    .connection(db)
                    .users(4)
                    .thinkTime(Duration.ZERO, Duration.ZERO)
                    .runTime(null)
                    .maxTransactions(200)
                    .seed(5)
                    .option("all-rows", "true"));
            long[] after = writes(s);
            assertThat(r.summary().errors()).isZero();
            assertThat(r.transactions()).hasSize(13);
            assertThat(r.transactions())
                    .allSatisfy(t -> assertThat(t.count()).as(t.shortName()).isPositive());
            assertThat(r.transactions().stream().mapToLong(t -> t.rows()).sum()).isPositive();
            assertThat(r.summary().statements().insert()
                            + r.summary().statements().update()
                            + r.summary().statements().delete())
                    .isZero();
            assertThat(after).as("tup_inserted, tup_updated, tup_deleted").containsExactly(before);
            assertThat(r.config().fromWorkloadDefaults()).containsExactly("query timeout");
            assertThat(r.config().settings().resilience().queryTimeout().toSeconds())
                    .isEqualTo(55);
        }

        // Nothing set: Swingbench's SH configuration, recorded as the workload's defaults.
        RunResult d = Surgebench.run(new RunSpec("sh")
                .connection(db)
                .runTime(null)
                .maxTransactions(24)
                .seed(6));
        assertThat(d.summary().errors()).isZero();
        assertThat(d.users()).isEqualTo(16);
        assertThat(d.config().settings().think().min().toMillis()).isEqualTo(1000);
        assertThat(d.config().settings().think().max().toMillis()).isEqualTo(2000);
        assertThat(d.config().settings().resilience().queryTimeout().toSeconds())
                .isEqualTo(55);
        assertThat(d.config().fromWorkloadDefaults()).containsExactly("users", "think time", "query timeout");
        // First rows only: no rows are reported.
        assertThat(d.transactions().stream().mapToLong(t -> t.rows()).sum()).isZero();
    }

    /** tup_inserted, tup_updated, tup_deleted of this database, flushed first (PostgreSQL 15 batches stats). */
    private static long[] writes(Statement s) throws SQLException {
        s.execute("SELECT pg_stat_force_next_flush()");
        s.execute("SELECT pg_stat_clear_snapshot()");
        try (ResultSet rs = s.executeQuery("SELECT tup_inserted, tup_updated, tup_deleted FROM pg_stat_database "
                + "WHERE datname = current_database()")) {
            rs.next();
            return new long[] {rs.getLong(1), rs.getLong(2), rs.getLong(3)};
        }
    }

    private static long count(Statement s, String sql) throws SQLException {
        try (ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
