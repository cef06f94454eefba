package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.results.Json;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.swingbench.SwingbenchConfig;
import org.surgebench.testdata.LocalPostgres;

/**
 * Swingbench's other benchmarks from their real public configuration files (src-test-data/swingbench, sources in
 * its SOURCES.md), run unchanged with `surge run -c FILE --url <PostgreSQL>`: the users, think times, weights and
 * enabled transactions that ran are the file's.
 */
class SwingbenchBenchmarksPostgresTest {
    @TempDir
    static Path dir;

    static String stressUrl;
    static String ccUrl;
    static String jsonUrl;

    @BeforeAll
    static void create() {
        stressUrl = LocalPostgres.createDatabase("surge_sb_stress");
        var g = Cli.run("generate", "stress", "--url", stressUrl, "-U", LocalPostgres.USER, "--scale", "0.001");
        assertThat(g.exitCode()).as(g.all()).isZero();
        ccUrl = LocalPostgres.createDatabase("surge_sb_cc");
        // Swingbench's ccwizard command line builds the schema.
        var cc = Cli.run(
                "ccwizard", "-cl", "-create", "-scale", "0.001", "-cs", ccUrl, "-u", LocalPostgres.USER, "-p", "");
        assertThat(cc.exitCode()).as(cc.all()).isZero();
        assertThat(cc.out()).contains("ccwizard: surge generate cc --url " + ccUrl);
        jsonUrl = LocalPostgres.createDatabase("surge_sb_json");
        // Swingbench's jsonwizard command line builds the collection.
        var json = Cli.run(
                "jsonwizard", "-cl", "-create", "-scale", "0.001", "-cs", jsonUrl, "-u", LocalPostgres.USER, "-p", "");
        assertThat(json.exitCode()).as(json.all()).isZero();
        assertThat(json.out()).contains("jsonwizard: surge generate json --url " + jsonUrl);
    }

    @AfterAll
    static void drop() {
        LocalPostgres.dropDatabase(stressUrl);
        LocalPostgres.dropDatabase(ccUrl);
        LocalPostgres.dropDatabase(jsonUrl);
    }

    /** Runs the file for two seconds (its RunTime 0:0 is "until stopped") and returns what the results say ran. */
    private static RunResult run(Path file, String url) throws IOException {
        Path results = Files.createTempDirectory(dir, "results");
        var r = Cli.run(
                "run",
                "-c",
                file.toString(),
                "--url",
                url,
                "-U",
                LocalPostgres.USER,
                "--run-time",
                "2s",
                "-r",
                results.toString(),
                "--quiet",
                "--max-errors",
                "0");
        assertThat(r.exitCode()).as(r.all()).isZero();
        assertThat(r.out()).as(r.all()).contains("Read " + file.getFileName());
        try (Stream<Path> files = Files.list(results)) {
            Path json = files.filter(p -> p.toString().endsWith(".json"))
                    .findFirst()
                    .orElseThrow();
            return Json.mapper().readValue(json.toFile(), RunResult.class);
        }
    }

    @Test
    void stressTestFileRunsWithItsUsersThinkTimesAndWeights() throws IOException {
        Path f = SwingbenchConfigH2Test.copy(dir, "v2.6/Stress_Test.xml");
        SwingbenchConfig file = SwingbenchConfig.read(f);
        assertThat(file.workload()).isEqualTo("stress");
        assertThat(file.users()).isEqualTo(4);
        RunResult result = run(f, stressUrl);
        assertThat(result.config().workload()).isEqualTo("stress");
        SwingbenchConfigH2Test.assertRanAsFile(file, result, 4);
        assertThat(result.config().weights()).containsEntry("I", 15).containsEntry("S", 40);
        assertThat(result.transactions().stream().filter(t -> t.count() > 0).map(t -> t.shortName()))
                .containsExactlyInAnyOrder("I", "S", "U", "D");
        var list = Cli.run("list");
        assertThat(list.out()).as(list.all()).contains("stress", "cc");
    }

    @Test
    void callingCircleFileRunsWithItsUsersThinkTimesAndWeights() throws IOException {
        Path f = SwingbenchConfigH2Test.copy(dir, "v2.6/Calling_Circle.xml");
        SwingbenchConfig file = SwingbenchConfig.read(f);
        assertThat(file.workload()).isEqualTo("cc");
        assertThat(file.users()).isEqualTo(20);
        RunResult result = run(f, ccUrl);
        assertThat(result.config().workload()).isEqualTo("cc");
        SwingbenchConfigH2Test.assertRanAsFile(file, result, 20);
        assertThat(result.config().settings().think().intraMax().toMillis())
                .as("MaxDelay")
                .isEqualTo(10);
        assertThat(result.config().weights())
                .containsEntry("NC", 25)
                .containsEntry("UCD", 100)
                .containsEntry("RCD", 50);
        assertThat(result.config().settings().resilience().queryTimeout().toSeconds())
                .isEqualTo(120);
    }

    @Test
    void jsonWorkloadFileRunsWithItsUsersThinkTimesAndWeights() throws IOException {
        Path f = SwingbenchConfigH2Test.copy(dir, "v2.6/JSON_Workload.xml");
        SwingbenchConfig file = SwingbenchConfig.read(f);
        assertThat(file.workload()).isEqualTo("json");
        assertThat(file.users()).isEqualTo(16);
        RunResult result = run(f, jsonUrl);
        assertThat(result.config().workload()).isEqualTo("json");
        SwingbenchConfigH2Test.assertRanAsFile(file, result, 16);
        assertThat(result.config().settings().think().max()).as("MaxDelay").isZero();
        assertThat(result.config().weights())
                .containsEntry("INP", 30)
                .containsEntry("GPK", 100)
                .containsEntry("UPK", 50)
                .containsEntry("RPK", 2)
                .doesNotContainKey("GPN");
        assertThat(result.transactions().stream().filter(t -> t.count() > 0).map(t -> t.shortName()))
                .as("the file's four transactions ran, Get Passenger By Name (in no file) did not")
                .contains("INP", "GPK", "UPK")
                .doesNotContain("GPN");
        assertThat(result.config().settings().resilience().queryTimeout()).hasSeconds(120);
        var verify = Cli.run("verify", "json", "--url", jsonUrl, "-U", LocalPostgres.USER);
        assertThat(verify.exitCode()).as(verify.all()).isZero();
        var list = Cli.run("list");
        assertThat(list.out()).as(list.all()).contains("json", "passenger documents");
    }

    /** --save-config writes Stress Test, Calling Circle and JSON files that read back to the same workload and weights. */
    @Test
    void savedConfigurationsOfStressAndCcReadBack() throws IOException {
        for (String[] w : new String[][] {
            {"stress", stressUrl, "Stress Test"}, {"cc", ccUrl, "Calling Circle"}, {"json", jsonUrl, "JSON Benchmark"}
        }) {
            Path saved = dir.resolve(w[0] + "-saved.xml");
            var r = Cli.run(
                    "run",
                    w[0],
                    "--url",
                    w[1],
                    "-U",
                    LocalPostgres.USER,
                    "--max-transactions",
                    "4",
                    "-u",
                    "2",
                    "--save-config",
                    saved.toString(),
                    "-r",
                    dir.resolve("saved-" + w[0]).toString(),
                    "--quiet");
            assertThat(r.exitCode()).as(r.all()).isZero();
            SwingbenchConfig file = SwingbenchConfig.read(saved);
            assertThat(file.benchmark()).contains(w[2]);
            assertThat(file.workload()).isEqualTo(w[0]);
            assertThat(file.users()).isEqualTo(2);
        }
    }

    @Test
    void charbenchRunsTheStressTestFileAndWritesSwingbenchsResultsFile() throws IOException {
        Path f = SwingbenchConfigH2Test.copy(dir, "v2.6/Stress_Test.xml");
        Path xml = dir.resolve("charbench").resolve("results.xml");
        var r = Cli.run(
                "charbench",
                "-c",
                f.toString(),
                "-cs",
                stressUrl,
                "-u",
                LocalPostgres.USER,
                "-p",
                "",
                "-rt",
                "0:00.02",
                "-r",
                xml.toString());
        assertThat(r.exitCode()).as(r.all()).isZero();
        assertThat(Files.readString(xml)).contains("<BenchmarkName>Stress Test</BenchmarkName>");
    }
}
