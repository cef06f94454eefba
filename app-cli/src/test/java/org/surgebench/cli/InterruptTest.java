package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.surgebench.core.results.ResultWriter;
import org.surgebench.core.results.RunResult;
import org.surgebench.testdata.TestDatabases;

/**
 * Ctrl-C and SIGTERM sent to the real CLI in a process of its own: the first stops the users and writes
 * complete results of the measured window (JSON, CSV, and whatever extensions add), exit 130; a second
 * exits at once. Results files are never half-written.
 *
 * <p>The users run tpcb's select-only mix: with the TPC-B-like mix, all four users of a small scale queue on its
 * single teller and branch row, and once in a full build H2 left all of them waiting on those row locks for
 * the whole two seconds before the signal (0 transactions). Row-lock waits are not what this test is about,
 * nor is the size of the data: the schema is tpcb's smallest.
 */
class InterruptTest {
    @TempDir
    static Path shared;

    private static String url;

    @BeforeAll
    static void generate() {
        url = TestDatabases.h2File(shared, "interrupt");
        Cli.Result r = Cli.run("generate", "tpcb", "--scale", "0.01", "--url", url);
        assertThat(r.exitCode()).as(r.all()).isZero();
    }

    private static CliProcess startRun(Path work) throws Exception {
        CliProcess p = CliProcess.start(
                work,
                Map.of(),
                "run",
                "tpcb",
                "--mix",
                "select-only",
                "-u",
                "4",
                "-rt",
                "10m",
                "--url",
                url,
                "-r",
                work.resolve("results").toString());
        // Two measured lines: the users are busy and something was measured. (Not "2s" exactly: on a loaded
        // machine the second sample may land after 2.5 s and print as 3s.)
        if (!p.awaitLines(java.util.regex.Pattern.compile("\\s+\\d+s\\s+\\d+\\s.*"), 2, 90)) {
            String out = p.stdout() + p.stderr();
            p.close();
            throw new AssertionError("the run did not print two intervals: " + out);
        }
        return p;
    }

    @ParameterizedTest
    @ValueSource(strings = {"INT", "TERM"})
    void theFirstSignalStopsTheUsersAndWritesCompleteResults(String signal, @TempDir Path work) throws Exception {
        try (CliProcess p = startRun(work)) {
            long t0 = System.nanoTime();
            p.signal(signal);
            int code = p.waitFor(60);
            double seconds = (System.nanoTime() - t0) / 1e9;
            System.out.printf("SIG%s: the CLI exited %.2f s after the signal%n", signal, seconds);

            assertThat(code).as(p.stdout() + p.stderr()).isEqualTo(130);
            assertThat(p.stderr()).contains("Stopping").doesNotContain("\tat ");
            Path results = work.resolve("results");
            List<Path> files = list(results);
            assertThat(files)
                    .as("only finished files, no temporaries")
                    .allSatisfy(f -> assertThat(f.getFileName().toString())
                            .doesNotStartWith(".")
                            .doesNotEndWith(".tmp"));
            Path json = files.stream()
                    .filter(f -> f.toString().endsWith(".json"))
                    .findFirst()
                    .orElseThrow();
            RunResult r = ResultWriter.read(json);
            assertThat(r.summary().stopReason()).isEqualTo("interrupted");
            assertThat(r.summary().measuredSeconds()).isPositive();
            // The console lines tell a run that made no progress from one that lost its figures.
            assertThat(r.summary().transactions()).as(p.stdout() + p.stderr()).isPositive();
            assertThat(r.files().keySet()).contains("json", "csv");
            for (String f : r.files().values()) {
                assertThat(Path.of(f)).exists();
            }
            List<String> csv = Files.readAllLines(Path.of(r.files().get("csv")), StandardCharsets.UTF_8);
            assertThat(csv).hasSize(r.timeSeries().size() + 1);
            assertThat(p.stdout()).contains("Results written:");
        }
    }

    @Test
    void aSecondCtrlCExitsAtOnce(@TempDir Path work) throws Exception {
        try (CliProcess p = startRun(work)) {
            p.signal("INT");
            p.signal("INT");
            assertThat(p.waitFor(30)).isEqualTo(130);
            // Whatever got written is whole: the final names only ever hold complete documents.
            for (Path f : list(work.resolve("results"))) {
                if (f.toString().endsWith(".json")) {
                    assertThat(ResultWriter.read(f).summary()).isNotNull();
                }
            }
        }
    }

    private static List<Path> list(Path dir) throws Exception {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(dir)) {
            return s.toList();
        }
    }
}
