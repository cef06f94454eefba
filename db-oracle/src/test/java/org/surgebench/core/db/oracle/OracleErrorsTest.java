package org.surgebench.core.db.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.sql.SQLException;
import java.sql.SQLRecoverableException;
import org.junit.jupiter.api.Test;
import org.surgebench.core.db.ConnectionSpec;

/** Oracle error codes as the thin driver reports them, turned into sentences; connection-loss and missing-table checks. */
class OracleErrorsTest {
    private final ConnectionSpec spec = new ConnectionSpec("jdbc:oracle:thin:@//db1:1521/SOE", "soe", "pw");
    private final OracleDialect dialect = new OracleDialect();

    @Test
    void wrongPassword() {
        SQLException e =
                new SQLException("ORA-01017: invalid credential or not authorized; logon denied", "72000", 1017);
        assertThat(dialect.describeConnectFailure(e, spec))
                .startsWith("Oracle rejected user 'soe' at " + "jdbc:oracle:thin:@//db1:1521/SOE (ORA-01017)")
                .doesNotContain("pw ");
    }

    @Test
    void netErrorCodeInsideAnIoError() {
        // ORA-17002 wrapping the listener's answer, as ojdbc 23 reports an unknown service.
        SQLException e = new SQLRecoverableException(
                "ORA-17002: I/O error",
                "08006",
                17002,
                new IOException(
                        "ORA-12514: Cannot connect to database. Service SOE is not registered with the listener"));
        assertThat(OracleErrors.oraCode(e)).isEqualTo(12514);
        assertThat(dialect.describeConnectFailure(e, spec)).contains("does not know that service");
    }

    @Test
    void listenerTimeoutAliasAndWallet() {
        assertThat(OracleErrors.describe(12541, "x", "u")).contains("No Oracle listener");
        assertThat(OracleErrors.describe(12170, "x", "u")).contains("timed out");
        assertThat(OracleErrors.describe(12154, "x", "u")).contains("TNS_ADMIN");
        assertThat(OracleErrors.describe(28759, "x", "u")).contains("wallet");
        assertThat(OracleErrors.describe(28000, "x", "soe")).contains("ACCOUNT UNLOCK");
        assertThat(OracleErrors.describe(12519, "x", "u")).contains("PROCESSES");
        assertThat(OracleErrors.describe(942, "x", "u")).isNull();
    }

    @Test
    void awrPrivilegeErrors() {
        SQLException noExecute = new SQLException(
                "ORA-06550: line 1, column 13:\nPLS-00201: identifier " + "'DBMS_WORKLOAD_REPOSITORY' must be declared",
                "65000",
                6550);
        assertThat(OracleErrors.describeAwrFailure(noExecute, "perf"))
                .contains("lacks a privilege")
                .contains("EXECUTE ON DBMS_WORKLOAD_REPOSITORY")
                .doesNotContain("\n");
        SQLException insufficient = new SQLException("ORA-01031: insufficient privileges", "42000", 1031);
        assertThat(OracleErrors.describeAwrFailure(insufficient, "perf")).contains("ORA-01031");
    }

    @Test
    void connectionLostAndMissingTable() {
        assertThat(dialect.isConnectionLost(
                        new SQLException("ORA-03113: end-of-file on communication channel", "08000", 3113)))
                .isTrue();
        assertThat(dialect.isConnectionLost(new SQLRecoverableException("closed", null, 0)))
                .isTrue();
        assertThat(dialect.isConnectionLost(new SQLException("ORA-00028: your session has been killed", "72000", 28)))
                .isTrue();
        assertThat(dialect.isConnectionLost(new SQLException("ORA-00001: unique constraint", "23000", 1)))
                .isFalse();
        assertThat(dialect.isMissingTable(new SQLException("ORA-00942: table or view does not exist", "42000", 942)))
                .isTrue();
        assertThat(dialect.isMissingTable(new SQLException("ORA-00904: invalid identifier", "42000", 904)))
                .isFalse();
    }

    @Test
    void urlsAndDefaults() {
        assertThat(dialect.accepts("jdbc:oracle:thin:@//host:1521/FREEPDB1")).isTrue();
        assertThat(dialect.accepts("jdbc:oracle:thin:@soe_high?TNS_ADMIN=/wallets/adb"))
                .isTrue();
        assertThat(dialect.accepts("jdbc:oracle:thin:@(DESCRIPTION=(ADDRESS=(PROTOCOL=TCP)(HOST=h)(PORT=1521))"
                        + "(CONNECT_DATA=(SERVICE_NAME=s)))"))
                .isTrue();
        assertThat(dialect.accepts("jdbc:postgresql://localhost/x")).isFalse();
        assertThat(dialect.defaultProperties().getProperty("oracle.jdbc.implicitStatementCacheSize"))
                .isEqualTo("100");
    }
}
