package org.surgebench.workloads.mysql;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.dbview.DatabaseView;
import org.surgebench.core.dbview.LabelledView;
import org.surgebench.core.generate.GenerateReport;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.testcontainers.containers.MySQLContainer;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;

/**
 * MySQL 8 with MySQL's Connector/J (jdbc:mysql: URLs) in a container: tpcb, io and sh generated with LOAD DATA
 * LOCAL INFILE, verified and run, with the server's status as the database's view; soe is refused in one sentence
 * (its MySQL SQL is not written yet: no sequences, no FETCH FIRST). Skipped where no Docker engine exists (as on
 * the machines this was written on: it has not run yet, see docs/mariadb.md).
 */
@Testcontainers(disabledWithoutDocker = true)
class MySqlContainerTest {

    @Container
    static final MySQLContainer<?> MYSQL = new MySQLContainer<>("mysql:8.4")
            .withDatabaseName("surge")
            .withUsername("surge")
            .withPassword("surge-pw")
            .withCommand("--local-infile=1");

    private static ConnectionSpec db() {
        return new ConnectionSpec(MYSQL.getJdbcUrl(), "surge", "surge-pw");
    }

    @Test
    void tpcbGeneratesVerifiesAndRuns() throws Exception {
        GenerateReport g = Surgebench.generate(
                new GenerateSpec("tpcb").connection(db()).scale(0.2).threads(2), null);
        assertThat(g.tables()).extracting(GenerateReport.TableReport::rows).containsExactly(1L, 2L, 20_000L, 0L);
        RunResult r =
                Surgebench.run(new RunSpec("tpcb").connection(db()).users(4).runTime(Duration.ofSeconds(3)));
        assertThat(r.summary().errors()).isZero();
        LabelledView view = (LabelledView) DatabaseView.of(r).get("mariadb");
        assertThat(view.product()).startsWith("MySQL 8");
        assertThat(view.counterDeltas().get("Innodb_rows_updated"))
                .isGreaterThanOrEqualTo(3.0 * r.transaction("TPCB").count());
        assertThat(Surgebench.verify(db(), "tpcb", Map.of()).ok()).isTrue();
        try (Connection c = DriverManager.getConnection(MYSQL.getJdbcUrl(), "surge", "surge-pw");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM pgbench_history")) {
            rs.next();
            assertThat(rs.getLong(1))
                    .isGreaterThanOrEqualTo(r.transaction("TPCB").count());
        }
    }

    @Test
    void ioGeneratesAndRuns() throws Exception {
        Surgebench.generate(
                new GenerateSpec("io")
                        .connection(db())
                        .scale(1)
                        .option("size", "2M")
                        .option("scan-table-size", "1M")
                        .threads(2),
                null);
        RunResult r = Surgebench.run(new RunSpec("io").connection(db()).users(2).option("work-loop", "20"));
        assertThat(r.summary().errors()).isZero();
    }

    /** SALES partitioned by year as on MariaDB; every one of the 13 queries answered and no row written. */
    @Test
    void shGeneratesVerifiesAndRunsReadOnly() throws Exception {
        GenerateReport g = Surgebench.generate(
                new GenerateSpec("sh").connection(db()).scale(0.005).seed(11).threads(2), null);
        long sales = g.tables().stream()
                .filter(t -> t.table().equals("sales"))
                .findFirst()
                .orElseThrow()
                .rows();
        assertThat(sales).isPositive();
        try (Connection c = DriverManager.getConnection(MYSQL.getJdbcUrl(), "surge", "surge-pw");
                Statement s = c.createStatement()) {
            try (ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM sales")) {
                rs.next();
                assertThat(rs.getLong(1)).as("the server's count of SALES").isEqualTo(sales);
            }
            try (ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM information_schema.partitions "
                    + "WHERE table_schema = DATABASE() AND table_name = 'sales' "
                    + "AND partition_method = 'RANGE COLUMNS'")) {
                rs.next();
                assertThat(rs.getLong(1))
                        .as("one partition per year 1995..2013")
                        .isEqualTo(19);
            }
        }
        assertThat(Surgebench.verify(db(), "sh", Map.of()).failures()).isEmpty();
        RunResult r = Surgebench.run(new RunSpec("sh")
                .connection(db())
                .users(4)
                .thinkTime(Duration.ZERO, Duration.ZERO)
                .runTime(null)
                .maxTransactions(200)
                .seed(5)
                .option("all-rows", "true"));
        assertThat(r.summary().errors()).isZero();
        assertThat(r.transactions())
                .hasSize(13)
                .allSatisfy(t -> assertThat(t.count()).as(t.shortName()).isPositive());
        assertThat(r.summary().statements().insert()
                        + r.summary().statements().update()
                        + r.summary().statements().delete())
                .isZero();
        LabelledView view = (LabelledView) DatabaseView.of(r).get("mariadb");
        assertThat(view.counterDeltas().get("Innodb_rows_read")).isPositive();
    }

    @Test
    void soeIsRefusedInOneSentence() {
        var e = org.junit.jupiter.api.Assertions.assertThrows(
                SurgeException.class,
                () -> Surgebench.generate(
                        new GenerateSpec("soe").connection(db()).scale(0.01), null));
        assertThat(e.getMessage()).isEqualTo("The soe workload has no schema for mysql databases yet.");
    }
}
