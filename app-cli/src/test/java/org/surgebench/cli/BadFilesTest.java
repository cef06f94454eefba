package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.results.Json;
import org.surgebench.testdata.SmallDisk;
import org.surgebench.testdata.TestDatabases;

/**
 * Bad files and bad folders get their sentence: a results file missing a field or with a field of the wrong
 * type (report, compare: exit 2, naming the field), an H2 database in a read-only folder (no H2 stack trace on
 * stderr) or on a disk that fills up during generate (the sentence says the disk is full).
 */
class BadFilesTest {
    @TempDir
    static Path shared;

    private static Path good;

    @BeforeAll
    static void aRealResult() throws Exception {
        String url = TestDatabases.h2File(shared, "badfiles");
        Cli.Result g = Cli.run("generate", "tpcb", "--scale", "0.01", "--url", url);
        assertThat(g.exitCode()).as(g.all()).isZero();
        Cli.Result r = Cli.run(
                "run",
                "tpcb",
                "-u",
                "1",
                "-rt",
                "1s",
                "--quiet",
                "--url",
                url,
                "-r",
                shared.resolve("results").toString());
        assertThat(r.exitCode()).as(r.all()).isZero();
        try (Stream<Path> s = Files.list(shared.resolve("results"))) {
            good = s.filter(p -> p.toString().endsWith(".json")).findFirst().orElseThrow();
        }
    }

    private static Path variant(Path dir, String name, java.util.function.Consumer<ObjectNode> change)
            throws Exception {
        ObjectNode tree = (ObjectNode) Json.mapper().readTree(good.toFile());
        change.accept(tree);
        Path p = dir.resolve(name);
        Json.mapper().writeValue(p.toFile(), tree);
        return p;
    }

    @Test
    void aResultMissingAFieldIsNamedByReportAndCompare(@TempDir Path dir) throws Exception {
        Path missing = variant(dir, "missing.json", t -> t.remove("transactions"));
        OneSentence.assertRefused(
                Cli.run("report", missing.toString()),
                2,
                missing + " is not a complete Surgebench result (missing 'transactions')");
        OneSentence.assertRefused(
                Cli.run("compare", good.toString(), missing.toString()),
                2,
                "is not a complete Surgebench result (missing 'transactions')");
        Path noService = variant(dir, "noservice.json", t -> ((ObjectNode) t.get("summary")).remove("service"));
        OneSentence.assertRefused(Cli.run("report", noService.toString()), 2, "(missing 'summary.service')");
        assertThat(dir.resolve("missing.html")).doesNotExist();
        assertThat(dir.resolve("noservice.html")).doesNotExist();
    }

    @Test
    void aFieldOfTheWrongTypeIsNamedNotBlamedOnTheOutput(@TempDir Path dir) throws Exception {
        Path wrong = variant(dir, "wrong.json", t -> ((ObjectNode) t.get("summary")).put("tps", "fast"));
        OneSentence.assertRefused(
                Cli.run("report", wrong.toString()),
                2,
                "is not a complete Surgebench result ('summary.tps' has the wrong type)");
        Path notAList = variant(dir, "notalist.json", t -> t.put("transactions", "none"));
        OneSentence.assertRefused(
                Cli.run("compare", good.toString(), notAList.toString()), 2, "'transactions' is not a list");
        Cli.Result ok = Cli.run(
                "report", good.toString(), "-o", dir.resolve("good.html").toString());
        assertThat(ok.exitCode()).as(ok.all()).isZero();
    }

    @Test
    void anH2DatabaseInAReadOnlyFolderIsOneSentenceWithoutH2sTrace(@TempDir Path dir) {
        try (SmallDisk ro = SmallDisk.mountOrSkip(dir.resolve("ro"), 1024, true)) {
            String url = "jdbc:h2:" + ro.path().resolve("db");
            OneSentence.assertRefused(
                    Cli.run("generate", "tpcb", "--scale", "0.01", "--url", url),
                    3,
                    "The H2 database in " + ro.path() + " cannot be written: the folder is read-only");
            Cli.Result run = Cli.run("run", "tpcb", "--url", url);
            OneSentence.assertRefused(run, 3, ro.path().toString());
            assertThat(run.err()).doesNotContain("DbException").doesNotContain("trace.db");
        }
    }

    @Test
    void aDiskThatFillsUnderH2SaysTheDiskIsFull(@TempDir Path dir) {
        try (SmallDisk small = SmallDisk.mountOrSkip(dir.resolve("small"), 3 * 1024, false)) {
            String url = "jdbc:h2:" + small.path().resolve("db");
            Cli.Result g = Cli.run("generate", "tpcb", "--scale", "1", "--skip-disk-check", "--url", url);
            OneSentence.assertRefused(
                    g, 6, "The disk holding the H2 database in " + small.path() + " is full", "marked incomplete");
        }
    }
}
