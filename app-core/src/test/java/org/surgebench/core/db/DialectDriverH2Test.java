package org.surgebench.core.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/** Connections through the dialect's own driver (not DriverManager), dedicated and pooled, on H2. */
class DialectDriverH2Test {
    private static final String URL = "jdbc:h2:mem:dialect_driver;DB_CLOSE_DELAY=-1";

    @Test
    void dedicatedAndPooledConnectionsComeFromTheDialectsDriver() throws SQLException {
        Database db = Database.of(URL, "sa", "");
        assertThat(db.dialect().driver()).isInstanceOf(org.h2.Driver.class);
        try (Connection c = db.connect()) {
            assertThat(c.getAutoCommit()).isFalse();
            try (Statement s = c.createStatement()) {
                s.execute("CREATE TABLE t (x INT)");
                s.execute("INSERT INTO t VALUES (7)");
            }
            c.commit();
        }
        ConnectionPool pool = db.pool(2, "dialect-driver-test");
        try (Connection c = pool.getConnection();
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT x FROM t")) {
            assertThat(c.getAutoCommit()).isFalse();
            assertThat(rs.next()).isTrue();
            assertThat(rs.getInt(1)).isEqualTo(7);
        } finally {
            pool.close();
        }
        ConnectionPool dedicated = db.dedicated();
        try (Connection c = dedicated.getConnection()) {
            assertThat(c.getAutoCommit()).isFalse();
            assertThat(c.getMetaData().getUserName()).isEqualToIgnoringCase("sa");
        }
    }

    @Test
    void aUrlTheDriverDoesNotTakeIsRefusedAsDriverManagerWould() {
        assertThatThrownBy(() -> DirectConnections.open(
                        new org.h2.Driver(), "jdbc:postgresql://127.0.0.1:1/x", new Properties()))
                .isInstanceOf(SQLException.class)
                .hasMessage("No suitable driver found for jdbc:postgresql://127.0.0.1:1/x")
                .extracting(e -> ((SQLException) e).getSQLState())
                .isEqualTo("08001");
    }
}
