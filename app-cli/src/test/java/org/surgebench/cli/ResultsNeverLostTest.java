package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.testdata.SmallDisk;
import org.surgebench.testdata.TestDatabases;

/**
 * The CLI in a process of its own loses no results: kill -9 leaves the 1 s series written so far, and a
 * results folder on a disk that fills up during the run still gets the summary printed, the results written
 * to the temporary folder (named), and exit 7.
 */
class ResultsNeverLostTest {
    private static final Pattern INTERVAL = Pattern.compile("\\s+\\d+s\\s+\\d+\\s.*");

    @TempDir
    static Path shared;

    private static String url;

    @BeforeAll
    static void generate() {
        url = TestDatabases.h2File(shared, "kept");
        Cli.Result r = Cli.run("generate", "tpcb", "--scale", "0.05", "--url", url);
        assertThat(r.exitCode()).as(r.all()).isZero();
    }

    @Test
    void killMinus9LeavesTheSeriesSoFar(@TempDir Path work) throws Exception {
        Path results = work.resolve("results");
        try (CliProcess p = CliProcess.start(
                work, Map.of(), "run", "tpcb", "-u", "2", "-rt", "10m", "--url", url, "-r", results.toString())) {
            assertThat(p.awaitLines(INTERVAL, 3, 90))
                    .as(p.stdout() + p.stderr())
                    .isTrue();
            p.signal("KILL");
            assertThat(p.waitFor(30)).isEqualTo(137);
        }
        List<Path> csv;
        try (Stream<Path> s = Files.list(results)) {
            csv = s.filter(f -> f.toString().endsWith(".csv")).toList();
        }
        assertThat(csv).hasSize(1);
        List<String> lines = Files.readAllLines(csv.get(0), StandardCharsets.UTF_8);
        assertThat(lines.get(0)).startsWith("elapsed_s,measured,users,tps");
        assertThat(lines.subList(1, lines.size()))
                .as("the intervals printed before the kill")
                .hasSizeGreaterThanOrEqualTo(3)
                .allSatisfy(l -> assertThat(l).matches("[0-9.]+,(true|false),\\d+,.*"));
    }

    @Test
    void aFullDiskPrintsTheSummaryAndWritesToTheTemporaryFolder(@TempDir Path work) throws Exception {
        try (SmallDisk disk = SmallDisk.mountOrSkip(work.resolve("small"), 256, false)) {
            Path results = disk.path().resolve("results");
            String out;
            String err;
            try (CliProcess p = CliProcess.start(
                    work.resolve("cli"),
                    Map.of(),
                    "run",
                    "tpcb",
                    "-u",
                    "2",
                    "-rt",
                    "4s",
                    "--url",
                    url,
                    "-r",
                    results.toString())) {
                assertThat(p.awaitLines(INTERVAL, 1, 90))
                        .as(p.stdout() + p.stderr())
                        .isTrue();
                disk.fill();
                int code = p.waitFor(90);
                out = p.stdout();
                err = p.stderr();
                assertThat(code).as(out + err).isEqualTo(7);
            }
            Matcher written = Pattern.compile("json: (\\S+)").matcher(out);
            assertThat(written.find()).as(out).isTrue();
            Path json = Path.of(written.group(1));
            try {
                assertThat(out).as("the summary is printed").contains("Results: tpcb", "Results written:");
                Path tmp = Path.of(System.getProperty("java.io.tmpdir"), "surge-results");
                assertThat(json).startsWith(tmp).exists();
                List<String> sentences =
                        err.lines().filter(l -> l.startsWith("surge: ")).toList();
                assertThat(sentences).as(err).hasSize(1);
                assertThat(sentences.get(0))
                        .contains(
                                "Cannot write results to " + results.toAbsolutePath(),
                                "the disk is full",
                                "they were written to " + tmp + " instead");
                assertThat(err).doesNotContain("\tat ").doesNotContain("Exception");
            } finally {
                String base = Results.baseName(json);
                for (String suffix : List.of(".json", ".csv", ".html")) {
                    Files.deleteIfExists(json.resolveSibling(base + suffix));
                }
            }
        }
    }
}
