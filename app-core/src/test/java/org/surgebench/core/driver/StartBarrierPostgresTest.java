package org.surgebench.core.driver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.db.Database;
import org.surgebench.core.settings.GeneratorShare;
import org.surgebench.testdata.LocalPostgres;

/**
 * {@code --barrier} with a generator that was killed with kill -9 after it arrived: its row stays behind, but it
 * holds nothing any more, so it does not count as arrived (a lone generator must not start) and it is removed,
 * with the table once it is empty. The kill is the server ending the dead generator's sessions, which is what a
 * killed process leaves behind too.
 */
class StartBarrierPostgresTest {
    private String url;

    @AfterEach
    void dropDatabase() {
        LocalPostgres.dropDatabase(url);
    }

    @Test
    void aKilledGeneratorIsNotCountedAndItsRowGoes() throws Exception {
        url = LocalPostgres.createDatabase("i45_barrier");
        Database db = new Database(new ConnectionSpec(url, LocalPostgres.USER, ""));
        StartBarrier.arrive(db, "r1", new GeneratorShare(1, 2));
        killEveryOtherSession();
        assertThat(count("SELECT COUNT(*) FROM " + StartBarrier.TABLE)).isEqualTo(1);

        StartBarrier lone = StartBarrier.arrive(db, "r1", new GeneratorShare(2, 2));
        assertThatThrownBy(() -> lone.await(Duration.ofSeconds(3), m -> {}))
                .isInstanceOf(SurgeException.class)
                .hasMessageStartingWith("Only 1 of 2 generators of run r1 reached the start barrier")
                .hasMessageContaining("(arrived: 2/2)");
        assertThat(count("SELECT COUNT(*) FROM pg_class WHERE relname = '" + StartBarrier.TABLE + "'"))
                .isZero();
    }

    private void killEveryOtherSession() throws SQLException {
        try (Connection c = DriverManager.getConnection(url, LocalPostgres.USER, "");
                Statement s = c.createStatement()) {
            s.executeQuery("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() "
                            + "AND pid <> pg_backend_pid()")
                    .close();
        }
    }

    private long count(String sql) throws SQLException {
        try (Connection c = DriverManager.getConnection(url, LocalPostgres.USER, "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
