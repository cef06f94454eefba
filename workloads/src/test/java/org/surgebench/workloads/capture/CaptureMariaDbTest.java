package org.surgebench.workloads.capture;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
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
import org.surgebench.testdata.LocalMariaDb;
import org.surgebench.testdata.PrivateMariaDb;

/**
 * Capture from MariaDB's performance_schema statement digests (a private server with performance_schema on; the
 * shared one has it off): soe runs, its digests become a workload file, and the file's run on the same schema
 * gives each captured statement's share of the calls, as the server counts digests, within 10 % of the original
 * run's. Without performance_schema (the shared server) capture says how to turn it on.
 */
class CaptureMariaDbTest {
    private static PrivateMariaDb server;

    @TempDir
    Path dir;

    @BeforeAll
    static void start() {
        server = PrivateMariaDb.shared();
        server.admin("DROP DATABASE IF EXISTS capture_soe");
        server.admin("CREATE DATABASE capture_soe");
        Surgebench.generate(
                new GenerateSpec("soe").connection(spec()).scale(0.01).threads(2), null);
    }

    @AfterAll
    static void stop() {
        if (server != null) {
            server.admin("DROP DATABASE IF EXISTS capture_soe");
        }
    }

    @Test
    void theCapturedFileReplaysEachStatementsShareOfCallsWithin10Percent() throws Exception {
        CaptureReplay.assertSharesReplayedWithin10Percent(
                spec(),
                spec(),
                "soemaria",
                dir,
                CaptureMariaDbTest::counted,
                CaptureMariaDbTest::calls,
                CaptureMariaDbTest::calls);
    }

    @Test
    void withPerformanceSchemaOffOneSentenceSaysHowToTurnItOn() {
        String url = LocalMariaDb.createDatabase("capture_off");
        try {
            SurgeException e = org.assertj.core.api.Assertions.catchThrowableOfType(
                    SurgeException.class,
                    () -> Surgebench.capture(
                            new ConnectionSpec(url, LocalMariaDb.USER, LocalMariaDb.PASSWORD),
                            CaptureSettings.defaults("off"),
                            null,
                            null));
            assertThat(e.exitCode()).isEqualTo(SurgeException.USAGE);
            assertThat(e)
                    .hasMessage("performance_schema is off: set performance_schema=ON in the [mysqld] section "
                            + "of the server's configuration and restart the server.");
        } finally {
            LocalMariaDb.dropDatabase(url);
        }
    }

    /** The run, with the server's digests emptied as the measured window starts. */
    private static RunSpec counted(RunSpec spec) {
        return spec.option("dbstats", "false").listener(new RunListener() {
            @Override
            public void onPhase(RunPhase phase) {
                if (phase == RunPhase.MEASURING) {
                    server.admin("TRUNCATE TABLE performance_schema.events_statements_summary_by_digest");
                }
            }
        });
    }

    /** Calls per digest text of the database, as the server counted. */
    private static Map<String, Long> calls() throws Exception {
        Map<String, Long> out = new HashMap<>();
        try (Connection c = DriverManager.getConnection(server.url(""), "root", "");
                PreparedStatement ps = c.prepareStatement("SELECT DIGEST_TEXT, COUNT_STAR FROM "
                        + "performance_schema.events_statements_summary_by_digest WHERE SCHEMA_NAME = 'capture_soe'");
                ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                out.merge(CaptureReplay.normalized(rs.getString(1)), rs.getLong(2), Long::sum);
            }
        }
        return out;
    }

    private static ConnectionSpec spec() {
        return new ConnectionSpec(server.url("capture_soe"), "root", "");
    }
}
