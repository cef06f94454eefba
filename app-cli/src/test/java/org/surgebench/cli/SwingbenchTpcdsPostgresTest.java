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
 * Swingbench's TPC-DS-like benchmark through the command line on PostgreSQL: tpcdswizard builds the schema, a
 * TPC-DS-like transactions configuration runs with its users, think times, weights and enabled transactions. No
 * public configuration of the transactions exists (docs/tpcds.md; the public TPC-DS-like file is the query
 * workload, refused in SwingbenchConfigH2Test): the one run here is written by --save-config.
 */
class SwingbenchTpcdsPostgresTest {
    @TempDir
    static Path dir;

    static String url;

    @BeforeAll
    static void create() {
        url = LocalPostgres.createDatabase("surge_i48_sb_tpcds");
        var w = Cli.run(
                "tpcdswizard", "-cl", "-create", "-scale", "0.001", "-cs", url, "-u", LocalPostgres.USER, "-p", "");
        assertThat(w.exitCode()).as(w.all()).isZero();
        assertThat(w.out()).contains("tpcdswizard: surge generate tpcds --url " + url);
    }

    @AfterAll
    static void drop() {
        LocalPostgres.dropDatabase(url);
    }

    @Test
    void aTransactionsFileRunsWithItsUsersThinkTimesAndWeights() throws IOException {
        Path saved = dir.resolve("tpcds-saved.xml");
        var s = Cli.run(
                "run",
                "tpcds",
                "--url",
                url,
                "-U",
                LocalPostgres.USER,
                "--max-transactions",
                "4",
                "-u",
                "3",
                "--think-min",
                "0",
                "--think-max",
                "5",
                "--weight",
                "NSS=40,USS=20",
                "--disable",
                "NSR,NCR,NWR,USR,UCR,UWR",
                "--save-config",
                saved.toString(),
                "-r",
                dir.resolve("saved").toString(),
                "--quiet");
        assertThat(s.exitCode()).as(s.all()).isZero();
        SwingbenchConfig file = SwingbenchConfig.read(saved);
        assertThat(file.workload()).isEqualTo("tpcds");
        assertThat(file.users()).isEqualTo(3);
        Path results = Files.createTempDirectory(dir, "results");
        var r = Cli.run(
                "run",
                "-c",
                saved.toString(),
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
        RunResult result = read(results);
        assertThat(result.config().workload()).isEqualTo("tpcds");
        SwingbenchConfigH2Test.assertRanAsFile(file, result, 3);
        assertThat(result.config().weights())
                .containsEntry("NSS", 40)
                .containsEntry("USS", 20)
                .containsEntry("UI", 10)
                .doesNotContainKeys("NSR", "UWR");
        assertThat(result.config().settings().think().max().toMillis())
                .as("MaxDelay")
                .isEqualTo(5);
        var verify = Cli.run("verify", "tpcds", "--url", url, "-U", LocalPostgres.USER);
        assertThat(verify.exitCode()).as(verify.all()).isZero();
        assertThat(Cli.run("list").out()).contains("tpcds");
    }

    private static RunResult read(Path results) throws IOException {
        try (Stream<Path> files = Files.list(results)) {
            Path json = files.filter(p -> p.toString().endsWith(".json"))
                    .findFirst()
                    .orElseThrow();
            return Json.mapper().readValue(json.toFile(), RunResult.class);
        }
    }
}
