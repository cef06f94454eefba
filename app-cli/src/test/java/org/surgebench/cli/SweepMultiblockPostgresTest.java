package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.results.Json;
import org.surgebench.testdata.LocalPostgres;

/**
 * Seed 001's study on the local PostgreSQL: {@code surge sweep io --multiblock} runs one step per read size,
 * every session makes the setting and the server's own answer is in each step's results and in the table.
 */
class SweepMultiblockPostgresTest {
    @TempDir
    Path dir;

    String url;

    @AfterEach
    void drop() {
        if (url != null) {
            LocalPostgres.dropDatabase(url);
        }
    }

    @Test
    void stepsOverTheReadSizeAndSaysWhatTheServerRanWith() throws Exception {
        url = LocalPostgres.createDatabase("io16_mb");
        assertThat(CliRunner.run(
                                "generate",
                                "io",
                                "--url",
                                url,
                                "--user",
                                LocalPostgres.USER,
                                "--option",
                                "size=1M",
                                "--option",
                                "scan-table-size=2M",
                                "--option",
                                "schemas=2")
                        .exit())
                .isZero();
        long[] before = scans();
        Path results = dir.resolve("results");
        var s = CliRunner.run(
                "sweep",
                "io",
                "--multiblock",
                "1,16",
                "--users",
                "2",
                "--step-time",
                "2s",
                "--option",
                "update-pct=0",
                "--option",
                "scan-pct=100",
                "--url",
                url,
                "--user",
                LocalPostgres.USER,
                "-r",
                results.toString());
        assertThat(s.exit()).as(s.err()).isZero();
        int major = major();
        String setting = major >= 17 ? "io_combine_limit" : "effective_io_concurrency";
        assertThat(s.out())
                .contains(
                        "Step 1/2: multiblock 1",
                        "Step 2/2: multiblock 16",
                        "reported",
                        "DB MB/s",
                        "disk rd KB",
                        setting + " as the server gave it back inside the sessions");
        // Each row: the value asked, the value the server reported, TPS... and no errors.
        assertThat(s.out())
                .containsPattern("(?m)^\\s+1\\s+1\\s+[\\d,.]+\\s.*\\s0$")
                .containsPattern("(?m)^\\s+16\\s+16\\s+[\\d,.]+\\s.*\\s0$");

        assertEachStepAskedAndGot(results, setting);
        if (major < 17) {
            // Before 17 PostgreSQL prefetches in bitmap heap scans only, so the scans ran as those: through the
            // scan tables' key index (idx_scan grows), never as sequential scans.
            long[] after = settledScans(before);
            assertThat(after[1] - before[1]).as("index scans of io_scan_*").isPositive();
            assertThat(after[0] - before[0]).as("sequential scans of io_scan_*").isZero();
        }
        assertRefusedSweepsOfTheReadSize(results);
    }

    /** The sweep's JSON and each step's own results hold the value asked and the server's answer. */
    private static void assertEachStepAskedAndGot(Path results, String setting) throws Exception {
        Path json;
        try (var files = Files.list(results)) {
            json = files.filter(p -> p.getFileName().toString().matches("io-multiblock-.*\\.json"))
                    .findFirst()
                    .orElseThrow();
        }
        JsonNode sweep = Json.mapper().readTree(json.toFile());
        assertThat(sweep.path("option").asText()).isEqualTo("multiblock");
        assertThat(sweep.path("steps").size()).isEqualTo(2);
        for (int i = 0; i < 2; i++) {
            JsonNode step = sweep.path("steps").get(i);
            String asked = List.of("1", "16").get(i);
            assertThat(step.path("value").asText()).isEqualTo(asked);
            assertThat(step.path("reported").path(setting).asText()).isEqualTo(asked);
            assertThat(step.path("step").path("transactions").asLong()).isPositive();
            assertThat(step.path("step").path("errors").asLong()).isZero();
            // The step's own results keep what the sessions reported, under database.sessionSettings.
            JsonNode run = Json.mapper()
                    .readTree(Path.of(step.path("step").path("resultFile").asText())
                            .toFile());
            assertThat(run.path("database")
                            .path("sessionSettings")
                            .path(setting)
                            .asText())
                    .isEqualTo(asked);
        }
    }

    /** What the read-size sweep refuses, in one sentence each, before it runs. */
    private void assertRefusedSweepsOfTheReadSize(Path results) throws Exception {
        var twoCounts = CliRunner.run("sweep", "io", "--multiblock", "8", "--users", "1,2", "--url", url);
        assertThat(twoCounts.exit()).isEqualTo(2);
        assertThat(twoCounts.err()).contains("give one --users count");
        var notIo = CliRunner.run("sweep", "tpcb", "--multiblock", "8", "--users", "1", "--url", url);
        assertThat(notIo.exit()).isEqualTo(2);
        assertThat(notIo.err()).contains("tpcb has none");
        var both = CliRunner.run(
                "sweep",
                "io",
                "--multiblock",
                "8",
                "--users",
                "1",
                "--option",
                "multiblock=4",
                "--url",
                url,
                "--user",
                LocalPostgres.USER,
                "-r",
                results.toString());
        assertThat(both.exit()).isEqualTo(2);
        assertThat(both.err()).contains("give the values to the sweep only");
    }

    private int major() throws Exception {
        try (Connection c = DriverManager.getConnection(url, LocalPostgres.USER, "")) {
            return c.getMetaData().getDatabaseMajorVersion();
        }
    }

    /** Sequential and index scans of the scan tables, as the server counted them. */
    private long[] scans() throws Exception {
        try (Connection c = DriverManager.getConnection(url, LocalPostgres.USER, "");
                Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SELECT COALESCE(SUM(seq_scan), 0), COALESCE(SUM(idx_scan), 0) "
                        + "FROM pg_stat_user_tables WHERE relname LIKE 'io\\_scan\\_%'")) {
            rs.next();
            return new long[] {rs.getLong(1), rs.getLong(2)};
        }
    }

    /** Backends flush their counters as their sessions end, a moment after the run. */
    private long[] settledScans(long[] before) throws Exception {
        long[] now = scans();
        for (int i = 0; i < 50 && now[1] == before[1]; i++) {
            Thread.sleep(100);
            now = scans();
        }
        return now;
    }
}
