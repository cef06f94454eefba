package org.surgebench.core.db.postgres;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.dbview.DatabaseView;
import org.surgebench.core.dbview.DatabaseViewPrinter;
import org.surgebench.core.dbview.PostgresView;
import org.surgebench.core.dbview.ViewSection;
import org.surgebench.testdata.LocalPostgres;

/**
 * Issue 45 item 5: on PostgreSQL 15 the DB write IO requests come from pg_stat_bgwriter, which counts the whole
 * cluster, yet were labelled as the run's database's own. Here the run's database does nothing but read while
 * another database on the same server writes and checkpoints: the writes show up in the run's figures, so they
 * must be labelled cluster-wide, and the reads (pg_stat_database, this database) must not be.
 */
class ClusterWideWritesPostgresTest {
    static String reading;
    static String writing;

    @BeforeAll
    static void createDatabases() {
        reading = LocalPostgres.createDatabase("surge_readonly");
        writing = LocalPostgres.createDatabase("surge_elsewhere");
    }

    @AfterAll
    static void dropDatabases() {
        LocalPostgres.dropDatabase(reading);
        LocalPostgres.dropDatabase(writing);
    }

    @Test
    void writesOfAnotherDatabaseAreCountedSoTheyAreLabelledClusterWide() throws Exception {
        PgStatsProvider p = new PgStatsProvider();
        Map<String, Object> stored;
        try (Connection admin = DriverManager.getConnection(reading, LocalPostgres.USER, "");
                Connection other = DriverManager.getConnection(writing, LocalPostgres.USER, "")) {
            admin.setAutoCommit(false);
            p.begin(admin);
            long before = checkpointWrites(other);
            try (Statement s = other.createStatement()) {
                s.execute("CREATE TABLE elsewhere AS SELECT g AS id, repeat('x', 200) AS pad "
                        + "FROM generate_series(1, 20000) g");
                s.execute("CHECKPOINT");
            }
            // The checkpointer reports its counts just after it wakes the CHECKPOINT: wait for them.
            for (int i = 0; i < 200 && checkpointWrites(other) == before; i++) {
                Thread.sleep(50);
            }
            assertThat(checkpointWrites(other))
                    .as("buffers the checkpoint wrote")
                    .isGreaterThan(before);
            p.sample(admin);
            stored = p.end(admin, null);
        }
        PostgresView view = (PostgresView)
                DatabaseView.ofStrictly(Map.of(PgStatsProvider.NAME, stored)).get(PostgresView.PROVIDER);
        assertThat(view.serverVersionNum())
                .as("this test reads the pre-16 path")
                .isLessThan(160000);
        assertThat(view.loadProfile().tuplesInsertedPerSec())
                .as("the run's database wrote nothing")
                .isZero();
        assertThat(view.loadProfile().physicalWriteIoRequestsPerSec())
                .as("yet the cluster's writes are in its figures")
                .isPositive();
        ViewSection section = DatabaseViewPrinter.section(PostgresView.PROVIDER, view);
        assertThat(section.figures())
                .extracting(ViewSection.Figure::label)
                .contains(
                        "DB read IO requests/s",
                        "DB write IO requests/s (cluster-wide)",
                        "DB read MB/s",
                        "DB write MB/s (cluster-wide)",
                        "WAL MB/s (cluster-wide)")
                .doesNotContain("DB write IO requests/s", "DB read IO requests/s (cluster-wide)");
        assertThat(view.dbIoSource()).isEqualTo("pg_stat_database, pg_stat_bgwriter; writes cluster-wide");
        assertThat(section.notes()).anyMatch(n -> n.contains("pg_stat_bgwriter counts the whole cluster"));
    }

    private static long checkpointWrites(Connection c) throws Exception {
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT buffers_checkpoint FROM pg_stat_bgwriter")) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
