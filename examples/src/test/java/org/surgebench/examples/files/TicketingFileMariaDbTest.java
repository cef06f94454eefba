package org.surgebench.examples.files;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.testdata.LocalMariaDb;

/**
 * The ticketing workload file on the local MariaDB (performance_schema is off on a default server, so the rows
 * the tables hold are the server's count of the writes).
 */
class TicketingFileMariaDbTest extends TicketingFileContract {
    static String url;

    @BeforeAll
    static void create() {
        url = LocalMariaDb.createDatabase("maria_ticketing");
    }

    @AfterAll
    static void drop() {
        LocalMariaDb.dropDatabase(url);
    }

    @Override
    ConnectionSpec db() {
        return new ConnectionSpec(url, LocalMariaDb.USER, LocalMariaDb.PASSWORD);
    }

    /**
     * The drop passes over the foreign keys among the file's own tables, never over another table's key on
     * them: that is refused, nothing dropped.
     */
    @Test
    void aForeignKeyOfAnotherTableOnOursStillStopsTheDrop() throws Exception {
        String other = LocalMariaDb.createDatabase("maria_ticketing_fk");
        try {
            ConnectionSpec spec = new ConnectionSpec(other, LocalMariaDb.USER, LocalMariaDb.PASSWORD);
            Surgebench.generate(new GenerateSpec(TICKETING).connection(spec).scale(0.01), null);
            try (Connection c = DriverManager.getConnection(other, LocalMariaDb.USER, LocalMariaDb.PASSWORD);
                    Statement s = c.createStatement()) {
                s.execute(
                        "CREATE TABLE audit (booking_id BIGINT, FOREIGN KEY (booking_id) REFERENCES booking (booking_id))");
            }
            assertThatThrownBy(() -> Surgebench.drop(spec, TICKETING, Map.of()))
                    .isInstanceOf(SurgeException.class)
                    .hasMessageContaining("audit");
            try (Connection c = DriverManager.getConnection(other, LocalMariaDb.USER, LocalMariaDb.PASSWORD);
                    Statement s = c.createStatement()) {
                var rs =
                        s.executeQuery("SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = DATABASE() "
                                + "AND table_name IN ('venue', 'event', 'customer', 'booking', 'payment')");
                rs.next();
                assertThat(rs.getInt(1)).isEqualTo(5);
                s.execute("DROP TABLE audit");
            }
            assertThat(Surgebench.drop(spec, TICKETING, Map.of()).dropped()).hasSize(5);
        } finally {
            LocalMariaDb.dropDatabase(other);
        }
    }
}
