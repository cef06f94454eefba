package org.surgebench.core.db.postgres;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.surgebench.core.common.SurgeException;
import org.surgebench.testdata.LocalPostgres;

/**
 * The session settings of PostgreSQL's index builds and foreign-key checks: the server's values unless options set
 * sizes, a clear sentence for a size PostgreSQL would not read, and nothing set beyond the session.
 */
class PgDdlSessionPostgresTest {

    @Test
    void indexAndKeySessionsGetTheirMemoryForTheSessionOnly() throws Exception {
        LocalPostgres.require();
        PostgresDialect dialect = new PostgresDialect();
        try (Connection c = DriverManager.getConnection(LocalPostgres.url("postgres"), LocalPostgres.USER, "")) {
            String before = show(c, "maintenance_work_mem");
            String work = show(c, "work_mem");
            // No option: the server's values hold.
            dialect.prepareDdlSession(c, Map.of());
            assertThat(show(c, "maintenance_work_mem")).isEqualTo(before);
            assertThat(show(c, "work_mem")).isEqualTo(work);
            dialect.prepareDdlSession(c, Map.of("maintenance-work-mem", "384MB", "work-mem", "32MB"));
            assertThat(show(c, "maintenance_work_mem")).isEqualTo("384MB");
            assertThat(show(c, "work_mem")).isEqualTo("32MB");
            assertThatThrownBy(() -> dialect.prepareDdlSession(c, Map.of("maintenance-work-mem", "lots")))
                    .isInstanceOf(SurgeException.class)
                    .hasMessageContaining("maintenance-work-mem=lots")
                    .hasMessageContaining("512MB");
            // Another session still has the server's own value.
            try (Connection other =
                    DriverManager.getConnection(LocalPostgres.url("postgres"), LocalPostgres.USER, "")) {
                assertThat(show(other, "maintenance_work_mem")).isEqualTo(before);
            }
        }
    }

    private static String show(Connection c, String setting) throws Exception {
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SHOW " + setting)) {
            rs.next();
            return rs.getString(1);
        }
    }
}
