package org.surgebench.workloads.capture;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
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
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunListener;
import org.surgebench.core.run.RunPhase;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.spi.CaptureSettings;
import org.surgebench.core.spi.CapturedWorkload;
import org.surgebench.testdata.ThrowawayCluster;
import org.surgebench.workloads.file.TransactionSpec;
import org.surgebench.workloads.file.WorkloadFile;
import org.surgebench.workloads.file.WorkloadFileReader;

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
        RunResult original = Surgebench.run(counted(new RunSpec("soe")
                .connection(spec("soe"))
                .variant("client")
                .users(2)
                .runTime(null)
                .maxTransactions(300)
                .seed(47)));
        assertThat(original.summary().errors())
                .as("soe's errors: " + original.errors())
                .isZero();
        Map<String, Long> before = calls("soe");

        CapturedWorkload captured =
                Surgebench.capture(spec("soe"), new CaptureSettings("soecapture", null, 50, false, 1, 200), null, null);
        Path file = dir.resolve("soecapture.yaml");
        Files.writeString(file, captured.text());
        WorkloadFile model = WorkloadFileReader.read(file).model();
        assertThat(captured.statements()).as(captured.text()).isGreaterThanOrEqualTo(10);

        int round = model.transactions().values().stream()
                .mapToInt(TransactionSpec::weight)
                .sum();
        RunResult replay = Surgebench.run(counted(new RunSpec(file.toString())
                .connection(spec("replay"))
                .users(2)
                .runTime(null)
                .maxTransactions(round)
                .seed(47)));
        System.out.println(captured.text());
        assertThat(replay.summary().errors())
                .as("the replay's errors: " + replay.errors())
                .isZero();
        Map<String, Long> after = calls("replay");

        Map<String, Long> was = new HashMap<>();
        Map<String, Long> is = new HashMap<>();
        for (TransactionSpec t : model.transactions().values()) {
            String key = normalized(t.statements().get(0).sql().common());
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
                    out.merge(normalized(rs.getString(1)), rs.getLong(2), Long::sum);
                }
            }
        }
        return out;
    }

    /**
     * A statement with {@code $1} or {@code :name} placeholders as {@code ?}, spaces collapsed, and a list of them
     * as {@code (...)}, as MariaDB's digests write it.
     */
    static String normalized(String sql) {
        return sql.replaceAll("\\$\\d+", "?")
                .replaceAll("(?<![:\\w]):[A-Za-z_]\\w*", "?")
                .replaceAll("\\s+", " ")
                .replaceAll("\\( ?\\?( ?, ?\\?)* ?\\)", "(...)")
                .strip();
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
