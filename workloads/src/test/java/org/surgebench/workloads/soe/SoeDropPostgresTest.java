package org.surgebench.workloads.soe;

import static org.assertj.core.api.Assertions.assertThat;

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
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.testdata.LocalPostgres;

/**
 * {@code drop soe} on PostgreSQL leaves the schema as it was before generate: the orderentry_* functions of the
 * server variant go with the tables, and the registry's tables go with the last workload in it.
 */
class SoeDropPostgresTest {
    private String url;

    @AfterEach
    void dropDatabase() {
        LocalPostgres.dropDatabase(url);
    }

    @Test
    void dropLeavesNothingGenerateMade() throws Exception {
        // A copy of what generate made (SharedSoePostgres), tables, registry and functions.
        url = SharedSoePostgres.copy("i45_soe_drop");
        ConnectionSpec db = new ConnectionSpec(url, LocalPostgres.USER, "");
        assertThat(functions()).hasSize(13).allMatch(f -> f.startsWith("orderentry_"));
        assertThat(relations()).contains("orders", "surge_schema", "surge_object", "surge_load_chunk");

        Surgebench.drop(db, "soe", Map.of());

        assertThat(functions()).isEmpty();
        assertThat(relations()).isEmpty();
    }

    /** The functions and procedures of the public schema. */
    private List<String> functions() throws SQLException {
        return strings("SELECT p.proname FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace ORDER BY 1");
    }

    /** Tables, views and sequences of the public schema. */
    private List<String> relations() throws SQLException {
        return strings("SELECT c.relname FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace "
                + "AND c.relkind IN ('r', 'v', 'm', 'S', 'p') ORDER BY 1");
    }

    private List<String> strings(String sql) throws SQLException {
        List<String> out = new ArrayList<>();
        try (Connection c = DriverManager.getConnection(url, LocalPostgres.USER, "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            while (rs.next()) {
                out.add(rs.getString(1));
            }
        }
        return out;
    }
}
