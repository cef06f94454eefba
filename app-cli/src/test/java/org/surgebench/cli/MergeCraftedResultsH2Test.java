package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.results.Json;
import org.surgebench.core.results.ResultWriter;
import org.surgebench.core.results.RunResult;
import org.surgebench.testdata.TestDatabases;

/**
 * {@code surge merge} trusts nothing in the files it is given (issue 45, items 9 and 17): the parts are the real
 * results of two generators of a tpcb run on H2, then edited as a crafted file would be. A name from inside a file
 * never chooses where the merged files go, and counts that cannot be real are refused, never summed into a
 * negative total.
 */
class MergeCraftedResultsH2Test {
    @TempDir
    static Path generated;

    static final List<Path> PARTS = new ArrayList<>();

    @BeforeAll
    static void twoGeneratorsRun() throws Exception {
        String url = TestDatabases.h2File(generated, "merge");
        Cli.Result g = Cli.run("generate", "tpcb", "--scale", "0.01", "--url", url);
        assertThat(g.exitCode()).as(g.all()).isZero();
        for (int k = 1; k <= 2; k++) {
            Path dir = generated.resolve("g" + k);
            Cli.Result r = Cli.run(
                    "run",
                    "tpcb",
                    "--url",
                    url,
                    "-u",
                    "2",
                    "-rt",
                    "0",
                    "--max-transactions",
                    "40",
                    "--quiet",
                    "--generator",
                    k + "/2",
                    "--run-id",
                    "crafted",
                    "-r",
                    dir.toString());
            assertThat(r.exitCode()).as(r.all()).isZero();
            try (Stream<Path> files = Files.list(dir)) {
                PARTS.add(files.filter(p -> p.toString().endsWith(".json"))
                        .findFirst()
                        .orElseThrow());
            }
        }
    }

    /** The two parts, each edited, written under plain names into {@code dir}. */
    private static List<String> crafted(Path dir, Consumer<ObjectNode> first, Consumer<ObjectNode> second)
            throws Exception {
        Files.createDirectories(dir);
        List<String> files = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            ObjectNode json = (ObjectNode) Json.mapper().readTree(PARTS.get(i).toFile());
            (i == 0 ? first : second).accept(json);
            Path file = dir.resolve("part" + (i + 1) + ".json");
            Json.mapper().writeValue(file.toFile(), json);
            files.add(file.toString());
        }
        return files;
    }

    private static List<Path> everyFile(Path dir) throws Exception {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(Files::isRegularFile).toList();
        }
    }

    @Test
    void namesFromInsideTheFilesNeverChooseThePath(@TempDir Path tmp) throws Exception {
        Consumer<ObjectNode> pathsInNames = json -> {
            ((ObjectNode) json.get("config")).put("workload", "../../x");
            json.put("runId", "../../../y");
        };
        List<String> files = crafted(tmp.resolve("in"), pathsInNames, pathsInNames);
        Path out = tmp.resolve("a/b/out");
        // A folder of the name the merge's own would start with: "x-<time>-.." then "../../../y" leaves the folder.
        Instant started = ResultWriter.read(PARTS.get(0)).startedAt();
        for (Path p : PARTS) {
            Instant s = ResultWriter.read(p).startedAt();
            started = s.isBefore(started) ? s : started;
        }
        String stamp = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT)
                .withZone(ZoneOffset.UTC)
                .format(started);
        Files.createDirectories(out.resolve("x-" + stamp + "-.."));

        Cli.Result merge = Cli.run("merge", "-r", out.toString(), files.get(0), files.get(1));

        assertThat(merge.exitCode()).as(merge.all()).isZero();
        // The run history's catalogue (RunHistory) is the one file beside -r, by design: it is not the merge's.
        Path catalogue = out.getParent().resolve(org.surgebench.core.results.RunHistory.FILE_NAME + ".mv.db");
        List<Path> written = everyFile(tmp).stream()
                .filter(p -> !p.startsWith(tmp.resolve("in")))
                .filter(p -> !p.equals(catalogue))
                .toList();
        assertThat(written)
                .as("the merged JSON, CSV and HTML, in -r and nowhere else (but the run history beside it)")
                .hasSize(3);
        for (Path p : written) {
            assertThat(p.getParent()).isEqualTo(out);
            assertThat(p.getFileName().toString())
                    .startsWith("x-" + stamp + "-")
                    .contains("-merged.");
        }
        RunResult merged = ResultWriter.read(written.stream()
                .filter(p -> p.toString().endsWith(".json"))
                .findFirst()
                .orElseThrow());
        assertThat(merged.runId()).as("the run id is kept as the files say it").isEqualTo("../../../y");
        assertThat(merged.summary().transactions()).isEqualTo(40);
    }

    @Test
    void countsThatCannotBeRealAreRefused(@TempDir Path tmp) throws Exception {
        Consumer<ObjectNode> asIs = json -> {};
        Consumer<ObjectNode> huge = json -> {
            ((ObjectNode) json.get("summary")).put("transactions", Long.MAX_VALUE);
            ((ObjectNode) json.get("transactions").get(0)).put("count", Long.MAX_VALUE);
        };
        Path out = tmp.resolve("out");
        List<String> files = crafted(tmp.resolve("in"), asIs, huge);
        Cli.Result merge = Cli.run("merge", "-r", out.toString(), files.get(0), files.get(1));
        OneSentence.assertRefused(merge, 2, "add up to more than " + Long.MAX_VALUE, "nothing was written");
        assertThat(out).doesNotExist();

        Consumer<ObjectNode> negative =
                json -> ((ObjectNode) json.get("transactions").get(0)).put("count", -5);
        files = crafted(tmp.resolve("in2"), asIs, negative);
        merge = Cli.run("merge", "-r", out.toString(), files.get(0), files.get(1));
        OneSentence.assertRefused(merge, 2, "a count below zero (-5)", "nothing was written");
        assertThat(out).doesNotExist();
    }
}
