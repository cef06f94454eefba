package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.results.Json;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.swingbench.SwingbenchConfig;

/**
 * Swingbench's TPC-H-like transactions from the command line on H2 (SF 0.01): a configuration file of them (in
 * Swingbench's shape with its class names; no public copy was found: src-test-data's SOURCES.md) runs as tpch with
 * its users, think times, query timeout and weights, a short name Surgebench does not have found by its Id; verify
 * holds after; and --save-config of the mix "oltp" reads back as the same benchmark.
 */
class TpchSwingbenchH2Test {
    @TempDir
    static Path dir;

    static String url;

    @BeforeAll
    static void copyTheSharedGeneration() {
        url = SharedH2Generation.TPCH.copyInto(dir);
    }

    @Test
    void aTpchTransactionsFileRunsWithItsUsersThinkTimesAndWeights() throws IOException {
        Path f = SwingbenchConfigH2Test.copy(dir, "surgebench-written/TPCH_Like_Transactions.xml");
        SwingbenchConfig file = SwingbenchConfig.read(f);
        assertThat(file.workload()).isEqualTo("tpch");
        assertThat(file.users()).isEqualTo(6);
        Path results = Files.createTempDirectory(dir, "results");
        var r = Cli.run(
                "run",
                "-c",
                f.toString(),
                "--url",
                url,
                "-U",
                "sa",
                "--password",
                "",
                "--run-time",
                "3s",
                "-r",
                results.toString(),
                "--quiet",
                "--max-errors",
                "0");
        assertThat(r.exitCode()).as(r.all()).isZero();
        assertThat(r.out()).as("every transaction of the file is found").doesNotContain("has no such transaction");
        RunResult result = read(results);
        assertThat(result.config().workload()).isEqualTo("tpch");
        assertThat(result.users()).isEqualTo(6);
        assertThat(result.summary().errors()).isZero();
        var think = result.config().settings().think();
        assertThat(think.min().toMillis()).as("InterMinDelay").isEqualTo(2);
        assertThat(think.max().toMillis()).as("InterMaxDelay").isEqualTo(10);
        assertThat(result.config().settings().resilience().queryTimeout()).hasSeconds(60);
        assertThat(result.config().weights())
                .as("NCU, not a short name of Surgebench's, is New Customer by its Id; the 22 queries and RF1, RF2 "
                        + "the file does not list are off")
                .containsExactlyInAnyOrderEntriesOf(Map.of("NO", 30, "NC", 5, "FO", 65));
        assertThat(result.transactions().stream().filter(t -> t.count() > 0).map(t -> t.shortName()))
                .containsExactlyInAnyOrder("NO", "NC", "FO");
        var verify = Cli.run("verify", "tpch", "--url", url, "-U", "sa");
        assertThat(verify.exitCode()).as(verify.all()).isZero();

        Path saved = dir.resolve("tpch-saved.xml");
        var save = Cli.run(
                "run",
                "tpch",
                "--mix",
                "oltp",
                "--url",
                url,
                "-U",
                "sa",
                "--max-transactions",
                "6",
                "-u",
                "2",
                "--save-config",
                saved.toString(),
                "-r",
                dir.resolve("saved").toString(),
                "--quiet");
        assertThat(save.exitCode()).as(save.all()).isZero();
        SwingbenchConfig back = SwingbenchConfig.read(saved);
        assertThat(back.benchmark()).isEqualTo("TPC-H Like Transactions");
        assertThat(back.workload()).isEqualTo("tpch");
        assertThat(back.transactions().stream().filter(t -> t.enabled()).map(t -> t.shortName() + "=" + t.weight()))
                .containsExactlyInAnyOrder("NO=40", "NC=10", "FO=50");
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
