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
    }

    @AfterAll
    static void drop() {
        LocalPostgres.dropDatabase(stressUrl);
        LocalPostgres.dropDatabase(ccUrl);
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

    /** --save-config writes Stress Test and Calling Circle files that read back to the same workload and weights. */
    @Test
    void savedConfigurationsOfStressAndCcReadBack() throws IOException {
        for (String[] w : new String[][] {{"stress", stressUrl, "Stress Test"}, {"cc", ccUrl, "Calling Circle"}}) {
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
