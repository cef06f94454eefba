package org.surgebench.workloads.oracle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateReport;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;
import org.testcontainers.oracle.OracleContainer;

/**
 * The Oracle path end to end against Oracle Database Free in a container: generate (array binds with
 * APPEND_VALUES, then server-side with partitioning and compression), verify, a short run with AWR
 * snapshots taken by SYSTEM, the AWR report and figures in the results; Order Entry and Sales History generated
 * server-side (their CONNECT BY / ORA_HASH SQL), verified and run. Skipped where no Docker engine exists
 * (as on the machines this was written on: it has not run yet, see docs/oracle.md).
 */
@Testcontainers(disabledWithoutDocker = true)
class OracleFreeContainerTest {
    private static final String PASSWORD = "surge-Pw1";

    @Container
    static final OracleContainer ORACLE = new OracleContainer("gvenzl/oracle-free:23-slim-faststart")
            .withUsername("surge")
            .withPassword(PASSWORD);

    private static ConnectionSpec workloadUser() {
        return new ConnectionSpec(ORACLE.getJdbcUrl(), "surge", PASSWORD);
    }

    private static String packAccess() throws Exception {
        try (Connection c = DriverManager.getConnection(ORACLE.getJdbcUrl(), "system", PASSWORD);
                Statement s = c.createStatement();
                ResultSet rs =
                        s.executeQuery("SELECT value FROM v$parameter WHERE name = 'control_management_pack_access'")) {
            rs.next();
            return rs.getString(1);
        }
    }

    @Test
    void generateVerifyRunWithAwr(@TempDir Path results) throws Exception {
        GenerateReport g = Surgebench.generate(
                new GenerateSpec("tpcb").connection(workloadUser()).scale(0.2).threads(2), null);
        assertThat(g.dialect()).isEqualTo("oracle");
        assertThat(g.rows()).isEqualTo(20_000 + 1 + 2);
        GenerateReport.TableReport accounts = g.tables().stream()
                .filter(t -> t.table().equals("pgbench_accounts"))
                .findFirst()
                .orElseThrow();
        assertThat(accounts.tableBytes()).isPositive();
        assertThat(accounts.indexBytes()).isPositive();
        assertThat(Surgebench.verify(workloadUser(), "tpcb", Map.of()).ok()).isTrue();

        RunSpec run = new RunSpec("tpcb")
                .connection(workloadUser())
                .users(2)
                .runTime(Duration.ofSeconds(5))
                .resultsDir(results)
                .option("awr", "true")
                .option("awr-user", "system")
                .secretOption("awr-password", PASSWORD);
        String pack = packAccess();
        if (pack == null || !pack.toUpperCase().contains("DIAGNOSTIC")) {
            SurgeException e = catchThrowableOfType(SurgeException.class, () -> Surgebench.run(run));
            assertThat(e.getMessage()).contains("Diagnostics Pack");
            return;
        }
        RunResult r = Surgebench.run(run);
        assertThat(r.summary().errors()).isZero();
        assertThat(r.transaction("TPCB").count()).isPositive();
        @SuppressWarnings("unchecked")
        Map<String, Object> awr = (Map<String, Object>) r.database().get("awr");
        assertThat(awr).doesNotContainKey("error");
        assertThat(awr)
                .containsKeys(
                        "physicalReadIoRequestsPerSec",
                        "physicalWriteIoRequestsPerSec",
                        "readMBPerSec",
                        "writeMBPerSec",
                        "redoMBPerSec",
                        "userCallsPerSec",
                        "executesPerSec",
                        "transactionsPerSec",
                        "logicalReadsPerSec",
                        "topWaitEvents",
                        "dbFileSequentialReadAvgMs",
                        "dbFileSequentialReadHistogram");
        assertThat((Double) awr.get("transactionsPerSec")).isPositive();
        assertThat((Double) awr.get("redoMBPerSec")).isPositive();
        assertThat((List<?>) awr.get("topWaitEvents")).isNotEmpty();
        Path report = results.resolve((String) awr.get("report"));
        assertThat(Files.readString(report)).containsIgnoringCase("<html").contains("Load Profile");
        try (Stream<Path> files = Files.list(results)) {
            for (Path f : files.toList()) {
                assertThat(Files.readString(f)).as("no password in %s", f).doesNotContain(PASSWORD);
            }
        }
        assertThat(Surgebench.verify(workloadUser(), "tpcb", Map.of()).ok()).isTrue();
    }

    @Test
    void serverSideGenerationWithPartitionsAndCompression() throws Exception {
        GenerateReport g = Surgebench.generate(
                new GenerateSpec("tpcb")
                        .connection(workloadUser())
                        .scale(0.3)
                        .threads(2)
                        .force(true)
                        .option("server-side", "true")
                        .option("server-side-chunk", "10000")
                        .option("partition", "true")
                        .option("partitions", "4")
                        .option("compress", "true")
                        .option("dop", "2"),
                null);
        assertThat(g.rows()).isEqualTo(30_000 + 1 + 3);
        try (Connection c = DriverManager.getConnection(ORACLE.getJdbcUrl(), "surge", PASSWORD);
                Statement s = c.createStatement()) {
            try (ResultSet rs = s.executeQuery("SELECT COUNT(*), SUM(aid), MAX(bid) FROM pgbench_accounts")) {
                rs.next();
                assertThat(rs.getLong(1)).isEqualTo(30_000);
                assertThat(rs.getLong(2)).isEqualTo(30_000L * 30_001 / 2);
                assertThat(rs.getLong(3)).isEqualTo(1);
            }
            try (ResultSet rs = s.executeQuery(
                    "SELECT COUNT(*) FROM user_tab_partitions " + "WHERE table_name = 'PGBENCH_ACCOUNTS'")) {
                rs.next();
                assertThat(rs.getInt(1)).isEqualTo(4);
            }
        }
        assertThat(Surgebench.verify(workloadUser(), "tpcb", Map.of()).ok()).isTrue();
        Surgebench.generate(
                new GenerateSpec("tpcb")
                        .connection(workloadUser())
                        .scale(0.2)
                        .threads(2)
                        .force(true)
                        .option("append", "false"),
                null);
        assertThat(Surgebench.verify(workloadUser(), "tpcb", Map.of()).ok()).isTrue();
    }

    /** Order Entry made inside Oracle, chunk by chunk, partitioned: the client's counts, verify, a clean run. */
    @Test
    void orderEntryServerSideGenerationVerifiesAndRuns() throws Exception {
        GenerateReport g = Surgebench.generate(
                new GenerateSpec("soe")
                        .connection(workloadUser())
                        .scale(0.01)
                        .threads(2)
                        .force(true)
                        .option("server-side", "true")
                        .option("server-side-chunk", "4000")
                        .option("partition", "true")
                        .option("partitions", "4")
                        .option("dop", "2"),
                null);
        var schema = new org.surgebench.workloads.soe.SoeWorkload()
                .schema(new org.surgebench.core.spi.SchemaOptions("oracle", 0.01, 1, Map.of()));
        try (Connection c = DriverManager.getConnection(ORACLE.getJdbcUrl(), "surge", PASSWORD);
                Statement s = c.createStatement()) {
            for (var t : schema.tables()) {
                try (ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM " + t.name())) {
                    rs.next();
                    assertThat(rs.getLong(1)).as(t.name()).isEqualTo(t.rows());
                }
            }
            // Orders spread over whole hours, items dispatched after their order's day.
            try (ResultSet rs = s.executeQuery("SELECT COUNT(DISTINCT TO_CHAR(order_date, 'HH24')), "
                    + "MIN(order_date), MAX(order_date) FROM orders")) {
                rs.next();
                assertThat(rs.getInt(1)).isEqualTo(24);
                assertThat(rs.getString(2)).startsWith("2019-");
                assertThat(rs.getString(3)).startsWith("2023-");
            }
        }
        assertThat(g.rows()).isEqualTo(schema.totalRows());
        var verify = Surgebench.verify(workloadUser(), "soe", Map.of());
        assertThat(verify.failures()).isEmpty();
        // Both variants, every transaction: the server variant (the default on Oracle) calls the ORDERENTRY
        // package generate installed, with sleeps inside it that the response times leave out.
        for (String variant : List.of("server", "client")) {
            RunResult r = Surgebench.run(new RunSpec("soe")
                    .connection(workloadUser())
                    .variant(variant)
                    .users(2)
                    .runTime(Duration.ofSeconds(5))
                    .enable("SQ")
                    .enable("WQ")
                    .enable("WA")
                    .enable("BPR")
                    .enable("BOR")
                    .intraThinkTime(Duration.ofMillis(2), Duration.ofMillis(4)));
            assertThat(r.summary().errors()).as(variant + ": " + r.errors()).isZero();
            assertThat(r.config().variant()).isEqualTo(variant);
            for (String tx : List.of("NCR", "UCD", "BP", "OP", "PO", "BO", "SQ", "WQ", "WA", "BPR", "BOR")) {
                assertThat(r.transaction(tx).count()).as(variant + " " + tx).isPositive();
            }
            assertThat(r.summary().statements().select())
                    .isGreaterThan(r.summary().transactions() * 5);
        }
        // The read-only mix writes nothing in either variant.
        RunResult readOnly = Surgebench.run(new RunSpec("soe")
                .connection(workloadUser())
                .mix("read-only")
                .users(2)
                .runTime(Duration.ofSeconds(3)));
        assertThat(readOnly.summary().statements().writes()).isZero();
        assertThat(Surgebench.verify(workloadUser(), "soe", Map.of()).failures())
                .isEmpty();
        // The code can be put back onto the existing schema alone.
        GenerateReport code = Surgebench.generate(
                new GenerateSpec("soe").connection(workloadUser()).onlyCode(true), null);
        assertThat(code.phases()).extracting(GenerateReport.PhaseTiming::phase).containsExactly("code");
    }

    /** Sales History made inside Oracle into yearly interval partitions: per-year counts verified, queries run. */
    @Test
    void salesHistoryServerSideGenerationVerifiesAndRuns() throws Exception {
        Surgebench.generate(
                new GenerateSpec("sh")
                        .connection(workloadUser())
                        .scale(0.01)
                        .threads(2)
                        .force(true)
                        .option("server-side", "true")
                        .option("server-side-chunk", "50000")
                        .option("partition", "true")
                        .option("compress", "true")
                        .option("dop", "2"),
                null);
        var verify = Surgebench.verify(workloadUser(), "sh", Map.of());
        assertThat(verify.failures()).isEmpty();
        try (Connection c = DriverManager.getConnection(ORACLE.getJdbcUrl(), "surge", PASSWORD);
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM user_tab_partitions WHERE table_name = 'SALES'")) {
            rs.next();
            assertThat(rs.getInt(1)).isGreaterThanOrEqualTo(19);
        }
        // Every query, literal and bound (the Oracle forms: ROLLUP/CUBE, the partitioned outer join of PPSC/WWSC).
        RunResult r = Surgebench.run(new RunSpec("sh")
                .connection(workloadUser())
                .users(2)
                .thinkTime(java.time.Duration.ZERO, java.time.Duration.ZERO)
                .runTime(null)
                .maxTransactions(60));
        assertThat(r.summary().errors()).isZero();
        assertThat(r.transactions()).hasSize(13);
        r = Surgebench.run(new RunSpec("sh")
                .connection(workloadUser())
                .users(2)
                .thinkTime(java.time.Duration.ZERO, java.time.Duration.ZERO)
                .runTime(null)
                .maxTransactions(60)
                .option("bind", "true")
                .option("all-rows", "true"));
        assertThat(r.summary().errors()).isZero();
    }
}
