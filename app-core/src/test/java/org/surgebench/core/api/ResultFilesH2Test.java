package org.surgebench.core.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.ResultWriter;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSession;
import org.surgebench.core.run.RunSpec;
import org.surgebench.testdata.SmallDisk;
import org.surgebench.testdata.TestDatabases;

/**
 * Results are never lost or mixed: each run's files have names of their own (two runs started in the same
 * second into one folder keep theirs), follow the umask, stale temporaries of ours go (and nobody else's), and a folder that cannot be
 * written at the end sends the results to the temporary folder instead of losing them.
 */
class ResultFilesH2Test {
    static final ConnectionSpec DB = new ConnectionSpec(TestDatabases.h2Memory("resultfiles"), "sa", "");

    @BeforeAll
    static void generate() {
        Surgebench.generate(new GenerateSpec("counter").connection(DB).scale(0.1), null);
    }

    private static RunSpec spec(Path dir) {
        return new RunSpec("counter")
                .connection(DB)
                .users(2)
                .runTime(Duration.ofMillis(1500))
                .resultsDir(dir);
    }

    private static List<Path> list(Path dir) throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            return s.sorted().toList();
        }
    }

    @Test
    void twoRunsStartedTogetherIntoOneFolderKeepTheirOwnFiles(@TempDir Path dir) throws Exception {
        RunSession a = Surgebench.start(spec(dir));
        RunSession b = Surgebench.start(spec(dir));
        RunResult ra = a.await();
        RunResult rb = b.await();
        assertThat(ra.writeProblem()).isNull();
        assertThat(rb.writeProblem()).isNull();
        assertThat(ra.files().get("json")).isNotEqualTo(rb.files().get("json"));
        assertThat(list(dir)).as("json, csv and html of each run").hasSize(6);
        for (RunResult r : List.of(ra, rb)) {
            RunResult stored = ResultWriter.read(Path.of(r.files().get("json")));
            assertThat(stored.runId()).isEqualTo(r.runId());
            assertThat(Path.of(r.files().get("json")).getFileName().toString())
                    .contains(r.runId().substring(0, 8));
            // Each CSV holds its own run's series, not the other's.
            List<String> csv = Files.readAllLines(Path.of(r.files().get("csv")));
            assertThat(csv).hasSize(stored.timeSeries().size() + 1);
            assertThat(csv.get(csv.size() - 1))
                    .startsWith(Double.toString(stored.timeSeries()
                            .get(stored.timeSeries().size() - 1)
                            .elapsedSeconds()));
        }
        // The same second, the same workload, the same folder: names still differ.
        Instant second = Instant.parse("2026-01-01T00:00:00Z");
        Path first = ResultWriter.claim(dir, "counter", second, "aaaaaaaa-0000", "");
        Path again = ResultWriter.claim(dir, "counter", second, "aaaaaaaa-0000", "");
        assertThat(first).isNotEqualTo(again);
    }

    @Test
    void resultFilesFollowTheUmaskAndStaleTemporariesGo(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir);
        FileTime hoursAgo = FileTime.from(Instant.now().minus(Duration.ofHours(3)));
        Path stale = Files.writeString(dir.resolve(".counter-old.json.00000000deadbeef.surge.tmp"), "half");
        Files.setLastModifiedTime(stale, hoursAgo);
        Path fresh = Files.writeString(dir.resolve(".other-run.json.0123456789abcdef.surge.tmp"), "being written now");
        // Hidden .tmp files of other programs, as old: not ours to delete, whatever their names look like.
        List<Path> others = List.of(
                dir.resolve(".notes.tmp"), dir.resolve(".editor-swap.1234.tmp"), dir.resolve(".counter.json.1234.tmp"));
        for (Path other : others) {
            Files.writeString(other, "someone else's");
            Files.setLastModifiedTime(other, hoursAgo);
        }
        RunResult r = Surgebench.run(spec(dir));
        assertThat(stale).as("a temporary a killed run left hours ago").doesNotExist();
        assertThat(fresh).as("another run's temporary of now").exists();
        for (Path other : others) {
            assertThat(other).as("another program's hidden temporary").hasContent("someone else's");
        }

        Path reference = Files.createFile(dir.resolve("reference"));
        String expected = PosixFilePermissions.toString(Files.getPosixFilePermissions(reference));
        for (String f : r.files().values()) {
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(Path.of(f))))
                    .as(f + " has the permissions the umask gives")
                    .isEqualTo(expected);
        }
    }

    @Test
    void aFullDiskAtTheEndSendsTheResultsToTheTemporaryFolder(@TempDir Path dir) throws Exception {
        try (SmallDisk disk = SmallDisk.mountOrSkip(dir.resolve("small"), 256, false)) {
            Path results = disk.path().resolve("results");
            RunSession s = Surgebench.start(spec(results).runTime(Duration.ofSeconds(3)));
            // The run's CSV is claimed and appended; then the disk fills before the end.
            disk.fill();
            RunResult r = s.await();
            assertThat(r.summary().transactions()).isPositive();
            Path tmp = Path.of(System.getProperty("java.io.tmpdir"), "surge-results");
            assertThat(r.writeProblem())
                    .contains(
                            "Cannot write results to " + results.toAbsolutePath(),
                            "the disk is full",
                            "written to " + tmp);
            try {
                assertThat(r.files()).containsKeys("json", "csv", "html");
                for (String f : r.files().values()) {
                    assertThat(Path.of(f)).startsWith(tmp).exists();
                }
                RunResult stored = ResultWriter.read(Path.of(r.files().get("json")));
                assertThat(stored.summary().transactions())
                        .isEqualTo(r.summary().transactions());
                assertThat(stored.writeProblem()).isEqualTo(r.writeProblem());
            } finally {
                for (String f : r.files().values()) {
                    Files.deleteIfExists(Path.of(f));
                }
            }
        }
    }
}
