package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.metrics.LatencyHistograms;
import org.surgebench.core.metrics.LatencyStats;
import org.surgebench.core.metrics.RunMetrics;
import org.surgebench.core.results.ResultWriter;
import org.surgebench.core.results.RunResult;
import org.surgebench.testdata.LocalPostgres;

/**
 * Three load generators in three JVMs drive one tpcb run against the local PostgreSQL ({@code --generator 1/3}
 * .. {@code 3/3}, meeting at the start barrier); {@code surge merge} makes one result of theirs, which must count what the database counted
 * and hold the percentiles of the union of the three generators' latencies.
 */
class DistributedRunPostgresTest {
    static String url;

    @BeforeAll
    static void create() {
        url = LocalPostgres.createDatabase("surge_dist");
        Surgebench.generate(
                new GenerateSpec("tpcb")
                        .connection(new ConnectionSpec(url, LocalPostgres.USER, ""))
                        .scale(1)
                        .threads(2),
                null);
    }

    @AfterAll
    static void drop() {
        if (url != null) {
            LocalPostgres.dropDatabase(url);
        }
    }

    @Test
    void threeGeneratorsMergeIntoWhatTheDatabaseCounted(@TempDir Path dir) throws Exception {
        long historyBefore = historyRows();
        List<CliProcess> generators = runThreeGenerators(dir);
        List<Path> parts = generatorResults(dir);
        assertThat(parts.get(1).getFileName().toString()).endsWith("-g2of3.json");
        List<String> args =
                new ArrayList<>(List.of("merge", "-r", dir.resolve("merged").toString()));
        // Given out of order: merge orders the generators itself.
        args.add(parts.get(2).toString());
        args.add(parts.get(0).toString());
        args.add(parts.get(1).toString());
        Cli.Result merge = Cli.run(args.toArray(String[]::new));
        assertThat(merge.exitCode()).as(merge.all()).isZero();
        Path mergedJson;
        try (Stream<Path> files = Files.list(dir.resolve("merged"))) {
            mergedJson = files.filter(p -> p.toString().endsWith("-merged.json"))
                    .findFirst()
                    .orElseThrow();
        }
        String html = Files.readString(Results.sibling(mergedJson, ".html"));
        assertThat(html).contains("merged from 3 generators of run dist-test").contains("Generators");
        RunResult merged = ResultWriter.read(mergedJson);
        List<RunResult> results = new ArrayList<>();
        for (Path p : parts) {
            results.add(ResultWriter.read(p));
        }

        // Each generator ran its share: users 1-2, 3-4, 5-6 and 500 transactions each.
        assertThat(results).extracting(r -> r.generator().firstUser()).containsExactly(1, 3, 5);
        assertThat(results).extracting(r -> r.summary().transactions()).containsExactly(500L, 500L, 500L);
        assertThat(results).extracting(RunResult::runId).containsOnly("dist-test");

        // The merged count is what the database committed: one history row per tpcb transaction.
        assertThat(merged.summary().transactions()).isEqualTo(1500);
        assertThat(historyRows() - historyBefore).isEqualTo(merged.summary().transactions());
        assertThat(merged.transaction("TPCB").count()).isEqualTo(1500);
        assertThat(merged.summary().errors()).isZero();
        assertThat(merged.users()).isEqualTo(6);
        assertThat(merged.mergedFrom()).extracting(p -> p.generator()).containsExactly("1/3", "2/3", "3/3");

        assertPercentilesAreThoseOfAllLatencies(results, merged);

        // The merged series adds up to the merged total, second by second on the wall clock.
        assertThat(merged.timeSeries().stream()
                        .filter(s -> s.measured())
                        .mapToLong(s -> s.transactions())
                        .sum())
                .isEqualTo(1500);

        assertTheBarrierStartedThemTogether(generators, results);
        // The coordination table is gone with the run.
        assertThat(tableExists("surge_run_barrier")).isFalse();

        assertMergesByFolder(dir, merged);

        // surge report and surge compare take the merged result like any other.
        assertThat(Cli.run("report", mergedJson.toString()).exitCode()).isZero();
        Cli.Result compare = Cli.run(
                "compare",
                parts.get(0).toString(),
                mergedJson.toString(),
                "-o",
                dir.resolve("c.html").toString());
        assertThat(compare.exitCode()).as(compare.all()).isZero();
    }

    /** Three generators of one run, each a CLI process, run to their end; their processes (for their output). */
    private static List<CliProcess> runThreeGenerators(Path dir) throws Exception {
        List<CliProcess> generators = new ArrayList<>();
        try {
            for (int k = 1; k <= 3; k++) {
                generators.add(CliProcess.start(
                        dir.resolve("g" + k),
                        Map.of(),
                        "run",
                        "tpcb",
                        "--url",
                        url,
                        "--user",
                        LocalPostgres.USER,
                        "-u",
                        "6",
                        "-rt",
                        "0",
                        "--max-transactions",
                        "1500",
                        "--generator",
                        k + "/3",
                        "--run-id",
                        "dist-test",
                        "--barrier",
                        "-r",
                        dir.resolve("g" + k).toString()));
            }
            for (CliProcess g : generators) {
                assertThat(g.waitFor(180)).as(g.stdout() + g.stderr()).isZero();
            }
        } finally {
            for (CliProcess g : generators) {
                g.close();
            }
        }
        return generators;
    }

    /** The results file each generator wrote into its folder g1, g2, g3, in that order. */
    private static List<Path> generatorResults(Path dir) throws Exception {
        List<Path> parts = new ArrayList<>();
        for (int k = 1; k <= 3; k++) {
            try (Stream<Path> files = Files.list(dir.resolve("g" + k))) {
                parts.add(files.filter(p -> p.toString().endsWith(".json"))
                        .findFirst()
                        .orElseThrow());
            }
        }
        return parts;
    }

    /** The barrier started the three together: their measured windows begin within a second and overlap. */
    private static void assertTheBarrierStartedThemTogether(List<CliProcess> generators, List<RunResult> results)
            throws Exception {
        Instant earliestStart = results.stream()
                .map(r -> r.summary().measuredFrom())
                .min(Instant::compareTo)
                .orElseThrow();
        Instant latestStart = results.stream()
                .map(r -> r.summary().measuredFrom())
                .max(Instant::compareTo)
                .orElseThrow();
        Instant earliestEnd = results.stream()
                .map(r -> r.summary().measuredTo())
                .min(Instant::compareTo)
                .orElseThrow();
        assertThat(Duration.between(earliestStart, latestStart)).isLessThan(Duration.ofSeconds(1));
        assertThat(latestStart).isBefore(earliestEnd);
        for (CliProcess g : generators) {
            assertThat(g.stdout()).contains("generators of run dist-test are there; starting at");
        }
    }

    /** Percentiles are those of one histogram of all three generators' recorded latencies, not averages. */
    private static void assertPercentilesAreThoseOfAllLatencies(List<RunResult> results, RunResult merged) {
        Histogram union = RunMetrics.newHistogram();
        for (RunResult r : results) {
            union.add(r.histograms().service(LatencyHistograms.ALL));
        }
        assertThat(union.getTotalCount()).isEqualTo(1500);
        LatencyStats expected = LatencyStats.of(union);
        LatencyStats got = merged.summary().service();
        assertThat(got.count()).isEqualTo(1500);
        assertThat(got.p50Ms()).isEqualTo(expected.p50Ms());
        assertThat(got.p95Ms()).isEqualTo(expected.p95Ms());
        assertThat(got.p99Ms()).isEqualTo(expected.p99Ms());
        assertThat(merged.transaction("TPCB").service().p99Ms()).isEqualTo(expected.p99Ms());
        assertThat(merged.histograms().service(LatencyHistograms.ALL)).isEqualTo(union);
    }

    /** The same merge from the generators' folders, as the Kubernetes merge Job does it. */
    private static void assertMergesByFolder(Path dir, RunResult merged) throws Exception {
        Cli.Result byFolder = Cli.run(
                "merge",
                dir.resolve("g1").toString(),
                dir.resolve("g2").toString(),
                dir.resolve("g3").toString(),
                "--run-id",
                "dist-test",
                "-r",
                dir.resolve("by-folder").toString());
        assertThat(byFolder.exitCode()).as(byFolder.all()).isZero();
        try (Stream<Path> files = Files.list(dir.resolve("by-folder"))) {
            RunResult again = ResultWriter.read(files.filter(p -> p.toString().endsWith("-merged.json"))
                    .findFirst()
                    .orElseThrow());
            assertThat(again.summary().transactions()).isEqualTo(1500);
            assertThat(again.summary().service()).isEqualTo(merged.summary().service());
        }
        Cli.Result otherRun = Cli.run("merge", dir.resolve("g1").toString(), "--run-id", "no-such-run");
        assertThat(otherRun.exitCode()).isEqualTo(2);
        assertThat(otherRun.err()).contains("holds no generator results of run no-such-run");
    }

    private static boolean tableExists(String name) throws Exception {
        try (Connection c = DriverManager.getConnection(url, LocalPostgres.USER, "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT count(*) FROM pg_tables WHERE tablename = '" + name + "'")) {
            rs.next();
            return rs.getLong(1) > 0;
        }
    }

    private static long historyRows() throws Exception {
        try (Connection c = DriverManager.getConnection(url, LocalPostgres.USER, "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT count(*) FROM pgbench_history")) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
