package org.surgebench.workloads.capture;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
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
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunListener;
import org.surgebench.core.run.RunPhase;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.spi.CaptureSettings;
import org.surgebench.core.spi.CapturedWorkload;
import org.surgebench.testdata.LocalMariaDb;
import org.surgebench.testdata.PrivateMariaDb;
import org.surgebench.workloads.file.TransactionSpec;
import org.surgebench.workloads.file.WorkloadFile;
import org.surgebench.workloads.file.WorkloadFileReader;

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
        RunResult original = Surgebench.run(counted(new RunSpec("soe")
                .connection(spec())
                .variant("client")
                .users(2)
                .runTime(null)
                .maxTransactions(300)
                .seed(47)));
        assertThat(original.summary().errors())
                .as("soe's errors: " + original.errors())
                .isZero();
        Map<String, Long> before = calls();

        CapturedWorkload captured =
                Surgebench.capture(spec(), new CaptureSettings("soemaria", null, 50, false, 1, 200), null, null);
        Path file = dir.resolve("soemaria.yaml");
        Files.writeString(file, captured.text());
        WorkloadFile model = WorkloadFileReader.read(file).model();
        assertThat(captured.statements()).as(captured.text()).isGreaterThanOrEqualTo(10);

        int round = model.transactions().values().stream()
                .mapToInt(TransactionSpec::weight)
                .sum();
        RunResult replay = Surgebench.run(counted(new RunSpec(file.toString())
                .connection(spec())
                .users(2)
                .runTime(null)
                .maxTransactions(round)
                .seed(47)));
        System.out.println(captured.text());
        assertThat(replay.summary().errors())
                .as("the replay's errors: " + replay.errors())
                .isZero();
        Map<String, Long> after = calls();

        Map<String, Long> was = new HashMap<>();
        Map<String, Long> is = new HashMap<>();
        for (TransactionSpec t : model.transactions().values()) {
            String key =
                    CapturePostgresTest.normalized(t.statements().get(0).sql().common());
            was.put(key, before.getOrDefault(key, 0L));
            is.put(key, after.getOrDefault(key, 0L));
        }
        long wasTotal = was.values().stream().mapToLong(Long::longValue).sum();
        long isTotal = is.values().stream().mapToLong(Long::longValue).sum();
        for (String key : was.keySet()) {
            double share = was.get(key) / (double) wasTotal;
            double replayed = is.get(key) / (double) isTotal;
            System.out.printf(
                    "%6d %6.3f %% -> %6d %6.3f %%  %s%n", was.get(key), 100 * share, is.get(key), 100 * replayed, key);
            assertThat(was.get(key)).as("counted in the original run: " + key).isPositive();
            assertThat(replayed / share).as(key).isBetween(0.9, 1.1);
        }
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
                out.merge(CapturePostgresTest.normalized(rs.getString(1)), rs.getLong(2), Long::sum);
            }
        }
        return out;
    }

    private static ConnectionSpec spec() {
        return new ConnectionSpec(server.url("capture_soe"), "root", "");
    }
}
