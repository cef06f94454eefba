package org.surgebench.workloads.soe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.testdata.LocalMariaDb;

/**
 * {@code drop soe} on MariaDB, where every DDL statement commits by itself: a drop that stops half-way (here a
 * table another session still reads, with a one-second lock wait) leaves the registry saying what the database
 * holds, never {@code complete} over a schema whose views are gone; a second drop finishes it.
 */
class SoeDropMariaDbTest {
    private String url;

    @AfterEach
    void dropDatabase() {
        LocalMariaDb.dropDatabase(url);
    }

    @Test
    void aDropThatStopsHalfWayLeavesTheRegistryTrueAndASecondDropFinishesIt() throws Exception {
        url = LocalMariaDb.createDatabase("i45_soe_drop");
        ConnectionSpec db = new ConnectionSpec(url, LocalMariaDb.USER, LocalMariaDb.PASSWORD);
        Surgebench.generate(new GenerateSpec("soe").connection(db).scale(0.01).threads(2), null);
        ConnectionSpec impatient = new ConnectionSpec(
                url + "?sessionVariables=lock_wait_timeout=1", LocalMariaDb.USER, LocalMariaDb.PASSWORD);
        try (Connection reader = connect()) {
            reader.setAutoCommit(false);
            try (Statement s = reader.createStatement()) {
                // An open transaction that read orders holds its metadata lock: DROP TABLE waits for it, then fails.
                s.executeQuery("SELECT COUNT(*) FROM orders").close();
            }
            assertThatThrownBy(() -> Surgebench.drop(impatient, "soe", Map.of()))
                    .isInstanceOf(SurgeException.class)
                    .hasMessageContaining("Dropping soe");
            reader.rollback();
        }
        assertThat(status()).isEqualTo("dropping");
        // The views went before the tables' statement stopped: what the registry records is what exists.
        assertThat(recorded())
                .containsExactlyInAnyOrderElementsOf(existing())
                .doesNotContain("products", "product_prices");
        assertThat(existing()).contains("orders", "customers");
        assertThatThrownBy(() -> Surgebench.verify(db, "soe", Map.of()))
                .hasMessageContaining("half dropped (a drop of it did not finish): run `surge drop soe` to finish it");

        Surgebench.drop(db, "soe", Map.of());
        assertThat(existing()).isEmpty();
        assertThat(status()).isNull();
    }

    private Connection connect() throws SQLException {
        return DriverManager.getConnection(url, LocalMariaDb.USER, LocalMariaDb.PASSWORD);
    }

    private String status() throws SQLException {
        List<String> s = strings("SELECT status FROM surge_schema WHERE workload = 'soe'");
        return s.isEmpty() ? null : s.get(0);
    }

    private List<String> recorded() throws SQLException {
        return strings("SELECT name FROM surge_object WHERE workload = 'soe' ORDER BY name");
    }

    /** The tables, views and sequences of the database that are not the registry's own. */
    private List<String> existing() throws SQLException {
        return strings("SELECT LOWER(table_name) FROM information_schema.tables WHERE table_schema = DATABASE() "
                + "AND table_name NOT LIKE 'surge\\_%' ORDER BY LOWER(table_name)");
    }

    private List<String> strings(String sql) throws SQLException {
        List<String> out = new ArrayList<>();
        try (Connection c = connect();
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            while (rs.next()) {
                out.add(rs.getString(1));
            }
        } catch (SQLException e) {
            if (sql.contains("surge_schema") && e.getMessage().contains("doesn't exist")) {
                return out;
            }
            throw e;
        }
        return out;
    }
}
