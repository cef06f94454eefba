package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.results.ResultWriter;
import org.surgebench.core.results.RunResult;
import org.surgebench.testdata.TestDatabases;

/**
 * A run that measured nothing, or mostly errors, is no success: exit 6 with one sentence naming the SQLState,
 * after the summary, with the results written (a CI job must not go green on it).
 */
class RunExitCodeH2Test {

    private static String generated(Path dir) {
        String url = TestDatabases.h2File(dir, "exit");
        Cli.Result g = Cli.run("generate", "tpcb", "--scale", "0.01", "--url", url);
        assertThat(g.exitCode()).as(g.all()).isZero();
        return url;
    }

    private static RunResult stored(Path results) throws Exception {
        try (Stream<Path> s = Files.list(results)) {
            return ResultWriter.read(
                    s.filter(p -> p.toString().endsWith(".json")).findFirst().orElseThrow());
        }
    }

    @Test
    void aRunOnAReadOnlyDatabaseFailsWithTheSqlState(@TempDir Path tmp) throws Exception {
        String url = generated(tmp);
        Path results = tmp.resolve("results");
        Cli.Result r = Cli.run(
                "run",
                "tpcb",
                "-u",
                "2",
                "-rt",
                "1s",
                "--quiet",
                "--url",
                url + ";ACCESS_MODE_DATA=r",
                "-r",
                results.toString());
        OneSentence.assertRefused(r, 6, "No transaction succeeded", "90097", "read only");
        assertThat(r.out()).as("the summary comes first").contains("Results: tpcb", "Results written:");
        assertThat(stored(results).summary().failure()).contains("90097");
    }

    @Test
    void aRunWhoseTablesVanishedFails(@TempDir Path tmp) throws Exception {
        String url = generated(tmp);
        try (Connection c = DriverManager.getConnection(url, "sa", "");
                Statement s = c.createStatement()) {
            s.execute("DROP TABLE pgbench_history");
        }
        Cli.Result r = Cli.run(
                "run",
                "tpcb",
                "-u",
                "2",
                "-rt",
                "1s",
                "--quiet",
                "--url",
                url,
                "-r",
                tmp.resolve("results").toString());
        OneSentence.assertRefused(r, 6, "No transaction succeeded", "42S02");
    }

    @Test
    void aCleanRunExitsZeroAndAMissedRateIsAWarning(@TempDir Path tmp) throws Exception {
        String url = generated(tmp);
        Cli.Result clean = Cli.run(
                "run",
                "tpcb",
                "-u",
                "2",
                "-rt",
                "1s",
                "--quiet",
                "--url",
                url,
                "-r",
                tmp.resolve("r1").toString());
        assertThat(clean.exitCode()).as(clean.all()).isZero();
        assertThat(clean.err()).as(clean.all()).doesNotContain("surge:");
        assertThat(clean.out()).contains("2 users asked, 2 logged on");

        Cli.Result missed = Cli.run(
                "run",
                "tpcb",
                "-u",
                "1",
                "-rt",
                "1s",
                "--rate",
                "1000000",
                "--quiet",
                "--url",
                url,
                "-r",
                tmp.resolve("r2").toString());
        assertThat(missed.exitCode()).as(missed.all()).isZero();
        assertThat(missed.out()).contains("Open model at 1000000.0 tx/s (achieved ");
        assertThat(missed.err()).contains("surge: warning: The target rate of 1000000 tx/s was not reached");
    }
}
