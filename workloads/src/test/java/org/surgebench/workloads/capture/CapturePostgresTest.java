package org.surgebench.workloads.capture;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.run.RunListener;
import org.surgebench.core.run.RunPhase;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.spi.CaptureSettings;
import org.surgebench.testdata.ThrowawayCluster;

/**
 * Capture's acceptance (issue 47): soe runs on PostgreSQL with pg_stat_statements, {@code surge capture} turns what
 * the server counted into a workload file, and the file runs on a fresh copy of the soe schema: each captured
 * statement's share of the calls, as the server counts them, is within 10 % of its share in the original run. A
 * cluster of the test's own preloads the library (the shared server is left as a fresh install leaves it); soe at
 * scale 0.01, a few hundred transactions.
 */
class CapturePostgresTest {
    private static ThrowawayCluster cluster;

    @TempDir
    Path dir;

    @BeforeAll
    static void start() throws Exception {
        cluster = ThrowawayCluster.startOrSkip(
                Map.of("shared_preload_libraries", "pg_stat_statements", "autovacuum", "off", "max_connections", "40"));
        admin("CREATE EXTENSION pg_stat_statements");
        admin("CREATE DATABASE soe");
        on("soe", "CREATE EXTENSION pg_stat_statements");
        Surgebench.generate(
                new GenerateSpec("soe").connection(spec("soe")).scale(0.01).threads(2), null);
        // The fresh schema the file replays on: a copy of soe as generated, before anything ran on it.
        admin("CREATE DATABASE replay TEMPLATE soe");
    }

    @AfterAll
    static void stop() {
        if (cluster != null) {
            cluster.close();
        }
    }

    @Test
    void theCapturedFileReplaysEachStatementsShareOfCallsWithin10Percent() throws Exception {
        CaptureReplay.assertSharesReplayedWithin10Percent(
                spec("soe"),
                spec("replay"),
                "soecapture",
                dir,
                CapturePostgresTest::counted,
                () -> calls("soe"),
                () -> calls("replay"));
    }

    @Test
    void withoutTheExtensionOneSentenceSaysHowToEnableIt() throws Exception {
        admin("CREATE DATABASE bare");
        try {
            assertThat(org.assertj.core.api.Assertions.catchThrowableOfType(
                            SurgeException.class,
                            () -> Surgebench.capture(spec("bare"), CaptureSettings.defaults("bare"), null, null)))
                    .satisfies(e -> assertThat(e.exitCode()).isEqualTo(SurgeException.USAGE))
                    .hasMessage("pg_stat_statements is not installed in database bare: add pg_stat_statements to "
                            + "shared_preload_libraries in postgresql.conf, restart the server, and run CREATE "
                            + "EXTENSION pg_stat_statements in this database.");
        } finally {
            admin("DROP DATABASE bare");
        }
    }

    /** The run, with the server's counts reset as the measured window starts (setup queries not counted). */
    private static RunSpec counted(RunSpec spec) {
        String database =
                spec.connection().url().substring(spec.connection().url().lastIndexOf('/') + 1);
        return spec.option("pgstats", "false").listener(new RunListener() {
            @Override
            public void onPhase(RunPhase phase) {
                if (phase == RunPhase.MEASURING) {
                    admin("SELECT pg_stat_statements_reset(0, (SELECT oid FROM pg_database WHERE datname = '" + database
                            + "'), 0)");
                }
            }
        });
    }

    /** Calls per statement of a database, by its text with each placeholder a {@code ?}, as the server counted. */
    private static Map<String, Long> calls(String database) throws Exception {
        Map<String, Long> out = new HashMap<>();
        try (Connection c = DriverManager.getConnection(cluster.url("postgres"), "postgres", "");
                PreparedStatement ps = c.prepareStatement("SELECT s.query, s.calls FROM pg_stat_statements s "
                        + "JOIN pg_database d ON d.oid = s.dbid WHERE d.datname = ?")) {
            ps.setString(1, database);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.merge(CaptureReplay.normalized(rs.getString(1)), rs.getLong(2), Long::sum);
                }
            }
        }
        return out;
    }

    private static ConnectionSpec spec(String database) {
        return new ConnectionSpec(cluster.url(database), "postgres", "");
    }

    private static void admin(String sql) {
        on("postgres", sql);
    }

    private static void on(String database, String sql) {
        try (Connection c = DriverManager.getConnection(cluster.url(database), "postgres", "");
                Statement s = c.createStatement()) {
            s.execute(sql);
        } catch (Exception e) {
            throw new IllegalStateException(sql + ": " + e.getMessage(), e);
        }
    }
}
