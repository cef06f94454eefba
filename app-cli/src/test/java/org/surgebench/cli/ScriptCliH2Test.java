package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.results.ResultWriter;
import org.surgebench.core.results.RunResult;
import org.surgebench.testdata.TestDatabases;

/**
 * pgbench scripts through {@code surge run --script} on embedded H2: weighted built-in scripts and a file of the
 * user's own, the history rows the database holds afterwards equal to the writing transactions the results count,
 * and the mistakes refused in one sentence before anything connects.
 */
class ScriptCliH2Test {
    @TempDir
    Path dir;

    @Test
    void weightedScriptsRunAndTheDatabaseHoldsWhatTheResultsCount() throws Exception {
        String url = TestDatabases.h2Memory("script_cli");
        Cli.Result gen =
                Cli.run("generate", "tpcb", "--scale", "1", "--option", "server-side=true", "--url", url, "-U", "sa");
        assertThat(gen.exitCode()).as(gen.all()).isZero();
        long before = count(url, "SELECT count(*) FROM pgbench_history");
        Path own = Files.writeString(dir.resolve("mine.sql"), """
                \\set aid random(1, 100000 * :scale)
                \\set delta :bonus
                UPDATE pgbench_accounts SET abalance = abalance + :delta WHERE aid = :aid;
                INSERT INTO pgbench_history (tid, bid, aid, delta, mtime) VALUES (1, 1, :aid, :delta, CURRENT_TIMESTAMP);
                """);
        Path results = dir.resolve("results");
        Cli.Result run = Cli.run(
                "run",
                "--script",
                "builtin:select-only@2",
                "--script",
                own + "@3",
                "--define",
                "bonus=7",
                "-u",
                "2",
                "--max-transactions",
                "300",
                "--url",
                url,
                "-U",
                "sa",
                "-r",
                results.toString());
        assertThat(run.exitCode()).as(run.all()).isZero();
        assertThat(run.out()).contains("Starting 2 users of script");
        RunResult r = ResultWriter.read(onlyJson(results));
        long selects = r.transaction("select-only").count();
        long mine = r.transaction("mine").count();
        assertThat(selects + mine).isEqualTo(300);
        assertThat(selects).as("weights 2:3 of 300 draws").isBetween(60L, 180L);
        // What the database holds: one history row per run of the user's script, each with the --define's delta.
        assertThat(count(url, "SELECT count(*) FROM pgbench_history") - before).isEqualTo(mine);
        assertThat(count(url, "SELECT count(*) FROM pgbench_history WHERE delta = 7"))
                .isEqualTo(mine);
    }

    @Test
    void aSweepRunsScriptsStepByStep() throws Exception {
        String url = TestDatabases.h2Memory("script_sweep");
        Path ping = Files.writeString(dir.resolve("ping.sql"), "SELECT :client_id + 1;\n");
        Path results = dir.resolve("sweep");
        Cli.Result s = Cli.run(
                "sweep",
                "--script",
                ping.toString(),
                "--users",
                "1,2",
                "--step-time",
                "1s",
                "--url",
                url,
                "-U",
                "sa",
                "-r",
                results.toString());
        assertThat(s.exitCode()).as(s.all()).isZero();
        assertThat(s.out()).contains("Step 2/2: 2 users");
        try (Stream<Path> files = Files.list(results)) {
            assertThat(files.map(f -> f.getFileName().toString()))
                    .anyMatch(f -> f.startsWith("script-sweep-") && f.endsWith(".json"));
        }
    }

    @Test
    void mistakesAreOneSentenceBeforeAnythingConnects() throws Exception {
        Path results = dir.resolve("never");
        Path shell = Files.writeString(dir.resolve("shell.sql"), "SELECT 1;\n\\shell ls\n");
        // No such database is needed: each mistake is found before a connection is made.
        String url = "jdbc:postgresql://127.0.0.1:1/nowhere";
        OneSentence.assertRefused(
                Cli.run("run", "--script", shell.toString(), "--url", url, "-r", results.toString()), 2, "shell.sql:2");
        OneSentence.assertRefused(
                Cli.run("run", "tpcb", "--script", "builtin:select-only", "--url", url),
                2,
                "either a workload (tpcb) or --script");
        OneSentence.assertRefused(
                Cli.run("run", "tpcb", "--define", "scale=3", "--url", url), 2, "no --script was given");
        assertThat(results).doesNotExist();
    }

    private static Path onlyJson(Path results) throws Exception {
        try (Stream<Path> files = Files.list(results)) {
            return files.filter(f -> f.toString().endsWith(".json")).findFirst().orElseThrow();
        }
    }

    private static long count(String url, String sql) throws Exception {
        try (Connection c = DriverManager.getConnection(url, "sa", "");
                ResultSet rs = c.createStatement().executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
