package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
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
 * Swingbench's MovieStream from the command line against PostgreSQL: `surge moviewizard` builds the schema, and a
 * MovieStream configuration file (in Swingbench's shape; no public copy was found: src-test-data's SOURCES.md)
 * runs with `surge run -c FILE --url`: its users, think times, query timeout, weights and enabled transactions,
 * each found by its Id where its short name is not Surgebench's.
 */
class MovieSwingbenchPostgresTest {
    @TempDir
    static Path dir;

    static String url;

    @BeforeAll
    static void create() {
        url = LocalPostgres.createDatabase("i48movie_cli");
        var w = Cli.run(
                "moviewizard", "-cl", "-create", "-scale", "0.001", "-cs", url, "-u", LocalPostgres.USER, "-p", "");
        assertThat(w.exitCode()).as(w.all()).isZero();
        assertThat(w.out()).contains("moviewizard: surge generate movie --url " + url, "--scale 0.001");
    }

    @AfterAll
    static void drop() {
        LocalPostgres.dropDatabase(url);
    }

    @Test
    void movieStreamFileRunsWithItsUsersThinkTimesAndWeights() throws IOException {
        Path f = SwingbenchConfigH2Test.copy(dir, "surgebench-written/MovieStream.xml");
        SwingbenchConfig file = SwingbenchConfig.read(f);
        assertThat(file.workload()).isEqualTo("movie");
        assertThat(file.users()).isEqualTo(12);
        Path results = Files.createTempDirectory(dir, "results");
        var r = Cli.run(
                "run",
                "-c",
                f.toString(),
                "--url",
                url,
                "-U",
                LocalPostgres.USER,
                "--run-time",
                "12s",
                "-r",
                results.toString(),
                "--quiet",
                "--max-errors",
                "0");
        assertThat(r.exitCode()).as(r.all()).isZero();
        assertThat(r.out()).as("every transaction of the file is found").doesNotContain("has no such transaction");
        RunResult result;
        try (Stream<Path> files = Files.list(results)) {
            Path json = files.filter(p -> p.toString().endsWith(".json"))
                    .findFirst()
                    .orElseThrow();
            result = Json.mapper().readValue(json.toFile(), RunResult.class);
        }
        assertThat(result.config().workload()).isEqualTo("movie");
        assertThat(result.users()).isEqualTo(12);
        assertThat(result.summary().errors()).isZero();
        var think = result.config().settings().think();
        assertThat(think.min().toMillis()).as("InterMinDelay").isEqualTo(5);
        assertThat(think.max().toMillis()).as("InterMaxDelay").isEqualTo(20);
        assertThat(think.intraMax().toMillis()).as("MaxDelay").isZero();
        assertThat(result.config().settings().resilience().queryTimeout()).hasSeconds(60);
        assertThat(result.config().weights())
                .containsExactlyInAnyOrderEntriesOf(
                        Map.of("BM", 20, "BG", 15, "BA", 10, "BN", 10, "SM", 25, "AR", 6, "NC", 3, "UP", 4));
        assertThat(result.transactions().stream().filter(t -> t.count() > 0).map(t -> t.shortName()))
                .as("the heaviest of the file's transactions ran; Interaction Event Occurred (Enabled false) did not")
                .contains("BM", "BG", "SM")
                .doesNotContain("IE");
        var verify = Cli.run("verify", "movie", "--url", url, "-U", LocalPostgres.USER);
        assertThat(verify.exitCode()).as(verify.all()).isZero();
        Path saved = dir.resolve("movie-saved.xml");
        var save = Cli.run(
                "run",
                "movie",
                "--url",
                url,
                "-U",
                LocalPostgres.USER,
                "--max-transactions",
                "4",
                "-u",
                "2",
                "--save-config",
                saved.toString(),
                "-r",
                dir.resolve("saved").toString(),
                "--quiet");
        assertThat(save.exitCode()).as(save.all()).isZero();
        SwingbenchConfig back = SwingbenchConfig.read(saved);
        assertThat(back.benchmark()).contains("MovieStream");
        assertThat(back.workload()).isEqualTo("movie");
        var list = Cli.run("list");
        assertThat(list.out()).as(list.all()).contains("movie", "1,000,000 customers");
    }
}
