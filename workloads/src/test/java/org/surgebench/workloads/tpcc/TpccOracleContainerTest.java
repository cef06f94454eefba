package org.surgebench.workloads.tpcc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;
import org.testcontainers.oracle.OracleContainer;

/**
 * tpcc on Oracle Database Free in a container at 1 warehouse: the loaded cardinalities, the TPCC package compiled
 * (VALID), both variants (the server variant the default, calling the package generate installed), NOPM as the
 * database counted it (the change of sum(D_NEXT_O_ID)) and TPM from V$SYSSTAT, the consistency conditions after
 * every run, AWR figures around a run, the refusal of the server variant without its package, and a drop that
 * leaves neither tables nor package. Skipped where no Docker engine exists (as on the machines this was written
 * on: it has not run yet, see docs/oracle.md).
 */
@Testcontainers(disabledWithoutDocker = true)
class TpccOracleContainerTest extends TpccDatabaseContract {
    private static final String PASSWORD = "surge-Pw1";

    @Container
    static final OracleContainer ORACLE = new OracleContainer("gvenzl/oracle-free:23-slim-faststart")
            .withUsername("surge")
            .withPassword(PASSWORD);

    static ConnectionSpec db;

    @BeforeAll
    static void generate() throws Exception {
        // TPM reads V$SYSSTAT, which a plain user may not (docs/oracle.md, Privileges).
        try (Connection c = DriverManager.getConnection(ORACLE.getJdbcUrl(), "system", PASSWORD);
                Statement s = c.createStatement()) {
            s.execute("GRANT SELECT_CATALOG_ROLE TO surge");
        }
        db = new ConnectionSpec(ORACLE.getJdbcUrl(), "surge", PASSWORD);
        Surgebench.generate(new GenerateSpec("tpcc").connection(db).scale(1).threads(2), null);
    }

    @Override
    ConnectionSpec db() {
        return db;
    }

    @Test
    @Order(1)
    void loadsTpccsCardinalitiesAndThePackageCompiled() throws Exception {
        assertLoaded();
        assertThat(count("SELECT COUNT(*) FROM customer WHERE c_since IS NULL")).isZero();
        assertThat(count("SELECT COUNT(*) FROM user_objects WHERE object_name = 'TPCC' AND status = 'VALID'"))
                .isEqualTo(2);
        assertThat(count("SELECT COUNT(*) FROM user_constraints WHERE constraint_type = 'P'"))
                .isEqualTo(8);
    }

    @Test
    @Order(2)
    void serverVariantIsTheDefaultAndTheDatabaseCountsWhatItCommitted() throws Exception {
        CountedRun run =
                run(new RunSpec("tpcc").connection(db).users(4).runTime(null).maxTransactions(600));
        RunResult r = run.result();
        assertThat(r.config().variant()).isEqualTo("server");
        assertStatementsMatchTheRows(run);
        assertThat(((Number) run.tpcc().get("nopm")).longValue()).isPositive();
        // V$SYSSTAT counts the instance's commits and rollbacks, the package's COMMITs among them.
        assertThat(run.tpcc()).doesNotContainKey("tpm").containsKey("tpmServer");
        long written = r.transaction("NO").count()
                + r.transaction("PAY").count()
                + r.transaction("DLV").count();
        assertThat(((Number) run.tpcc().get("serverTransactions")).longValue()).isGreaterThanOrEqualTo(written);
        assertVerified();
    }

    @Test
    @Order(4)
    void awrFiguresAroundARunWhereTheDiagnosticsPackIsOn() throws Exception {
        RunSpec spec = new RunSpec("tpcc")
                .connection(db)
                .users(2)
                .runTime(Duration.ofSeconds(5))
                .option("awr", "true")
                .option("awr-user", "system")
                .secretOption("awr-password", PASSWORD);
        String pack;
        try (Connection c = DriverManager.getConnection(ORACLE.getJdbcUrl(), "system", PASSWORD);
                Statement s = c.createStatement();
                ResultSet rs =
                        s.executeQuery("SELECT value FROM v$parameter WHERE name = 'control_management_pack_access'")) {
            rs.next();
            pack = rs.getString(1);
        }
        if (pack == null || !pack.toUpperCase(java.util.Locale.ROOT).contains("DIAGNOSTIC")) {
            SurgeException e = catchThrowableOfType(SurgeException.class, () -> Surgebench.run(spec));
            assertThat(e.getMessage()).contains("Diagnostics Pack");
            return;
        }
        RunResult r = Surgebench.run(spec);
        assertThat(r.summary().errors()).isZero();
        @SuppressWarnings("unchecked")
        Map<String, Object> awr = (Map<String, Object>) r.database().get("awr");
        assertThat(awr).doesNotContainKey("error");
        assertThat((Double) awr.get("transactionsPerSec")).isPositive();
        assertVerified();
    }

    @Test
    @Order(6)
    void theServerVariantWithoutItsPackageIsRefusedInOneSentence() throws Exception {
        try (Connection c = connect();
                Statement s = c.createStatement()) {
            s.execute("DROP PACKAGE tpcc");
        }
        assertThatThrownBy(() -> Surgebench.run(new RunSpec("tpcc")
                        .connection(db)
                        .variant("server")
                        .users(1)
                        .runTime(null)
                        .maxTransactions(1)))
                .hasMessageStartingWith(
                        "The tpcc server variant calls stored code that is not installed in this " + "schema");
        Surgebench.generate(new GenerateSpec("tpcc").connection(db).onlyCode(true), null);
        RunResult r = Surgebench.run(new RunSpec("tpcc")
                .connection(db)
                .variant("server")
                .users(1)
                .runTime(null)
                .maxTransactions(20));
        assertThat(r.summary().errors()).isZero();
    }

    @Test
    @Order(7)
    void dropRemovesTheTablesAndThePackage() throws Exception {
        assertThat(Surgebench.drop(db, "tpcc", Map.of()).dropped()).hasSize(9);
        assertThat(count("SELECT COUNT(*) FROM user_objects WHERE object_name = 'TPCC'"))
                .isZero();
        assertThat(count("SELECT COUNT(*) FROM user_tables WHERE table_name IN ('WAREHOUSE', 'ORDER_LINE')"))
                .isZero();
    }
}
