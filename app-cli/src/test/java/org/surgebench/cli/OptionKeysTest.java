package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.surgebench.testdata.TestDatabases;

/**
 * {@code --option} keys are declared: {@code surge list} shows them, and generate, run, verify, drop and sweep
 * refuse an unknown key, another database's key or a value of the wrong kind in one sentence, with exit 2, before
 * anything is printed as started or written.
 */
class OptionKeysTest {
    @TempDir
    static Path shared;

    private static String url;

    @BeforeAll
    static void generate() {
        url = TestDatabases.h2File(shared, "optionkeys");
        Cli.Result r = Cli.run("generate", "tpcb", "--scale", "0.01", "--url", url);
        assertThat(r.exitCode()).as(r.all()).isZero();
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "generate | io   | sise=1M              | Unknown option 'sise' for workload io on h2; known: size, schemas, scan-table-size, | (did you mean 'size'?); see surge list io.",
                "generate | io   | size=ten             | --option size=ten: not a size (e.g. 512M, 10G, or a number of 8 KB blocks). | ",
                "generate | tpcb | server_side=true     | Unknown option 'server_side' for workload tpcb on h2 | (did you mean 'server-side'?)",
                "generate | tpcb | load=batch           | Option 'load' is for mariadb and mysql databases, not h2: leave it out. | ",
                "run      | tpcb | pgstats=false        | Option 'pgstats' is for postgresql databases, not h2: leave it out. | ",
                "run      | io   | work-loop=many       | --option work-loop=many: not a whole number, 0 or more. | ",
                "run      | sh   | literal-sql=yes      | --option literal-sql=yes: not true or false. | ",
                "run      | tpcb | db-host-stat=true    | Unknown option 'db-host-stat' for workload tpcb on h2 | (did you mean 'db-host-stats'?)",
                "verify   | tpcb | partiton=true        | Unknown option 'partiton' for workload tpcb on h2 | (did you mean 'partition'?)",
                "drop     | tpcb | compress=yes         | --option compress=yes: not true or false. | ",
                "sweep    | tpcb | dop=8                | Option 'dop' is for oracle databases, not h2: leave it out. | ",
            })
    void aBadOptionIsOneSentenceAndNothingIsDoneOrWritten(
            String command, String workload, String option, String sentence, String ending, @TempDir Path tmp)
            throws Exception {
        Path results = tmp.resolve("results");
        String[] base = switch (command) {
            case "run" -> new String[] {"run", workload, "--url", url, "-rt", "1s", "-r", results.toString()};
            case "sweep" ->
                new String[] {
                    "sweep", workload, "--users", "1,2", "--step-time", "1s", "--url", url, "-r", results.toString()
                };
            default -> new String[] {command, workload, "--url", url};
        };
        String[] args =
                Stream.concat(Stream.of(base), Stream.of("--option", option)).toArray(String[]::new);
        Cli.Result r = Cli.run(args);
        String said = OneSentence.assertRefused(r, 2, sentence);
        if (ending != null) {
            assertThat(said).contains(ending);
        }
        assertThat(r.out())
                .as("nothing announced as started")
                .doesNotContain("Generating")
                .doesNotContain("Starting")
                .doesNotContain("Sweeping")
                .doesNotContain("Dropped");
        assertThat(Files.exists(results)).as("no results folder").isFalse();
        // The tpcb schema is still there and whole: drop refused before touching it.
        assertThat(Cli.run("verify", "tpcb", "--url", url).exitCode()).isZero();
    }

    @Test
    void listShowsTheOptionsOfAWorkloadTheDatabasesAndTheEngine() {
        Cli.Result r = Cli.run("list", "io");
        assertThat(r.exitCode()).as(r.all()).isZero();
        assertThat(r.out())
                .startsWith("io: ")
                .doesNotContain("tpcb:")
                .containsPattern("options \\(--option KEY=VALUE\\):\\R    size {17}a size \\(e\\.g\\. 512M, 10G")
                .containsPattern("update-pct +a whole number from 0 to 100; default 25\\. ")
                .containsPattern("  mariadb:\\R    load +one of infile, batch; default infile\\. ")
                .containsPattern("server-side +true or false; default false\\. ");
        assertThat(Cli.run("list").out())
                .contains("sh: ")
                .contains("literal-sql")
                .contains("tpcb: ");
    }

    @Test
    void helpSaysWhereTheKeysAreListed() {
        for (String command : new String[] {"generate", "run", "verify", "drop", "sweep"}) {
            assertThat(Cli.run(command, "--help").out().replaceAll("\\s+", " "))
                    .as(command)
                    .contains("`surge list WORKLOAD` shows the keys each workload and database takes");
        }
    }
}
