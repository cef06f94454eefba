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
 * The bad-input battery that needs no server: each mistake gives one sentence naming the problem and the
 * fix, a non-zero exit, no stack trace, and nothing written (no results, no database file, no half schema).
 * Connection failures to a real server (password, privileges, read-only) are in {@link BadInputPostgresTest}.
 */
class BadInputTest {
    @TempDir
    static Path shared;

    private static String url;

    @BeforeAll
    static void generate() {
        url = TestDatabases.h2File(shared, "badinput");
        Cli.Result r = Cli.run("generate", "tpcb", "--scale", "0.01", "--url", url);
        assertThat(r.exitCode()).as(r.all()).isZero();
    }

    /** Runs `surge run tpcb` on the generated H2 schema with extra arguments and a fresh results folder. */
    private static Cli.Result run(Path results, String... extra) {
        String[] base = {"run", "tpcb", "--url", url, "-rt", "1s", "-r", results.toString()};
        String[] args = Stream.concat(Stream.of(base), Stream.of(extra)).toArray(String[]::new);
        return Cli.run(args);
    }

    private static void assertNothingWritten(Path results) throws Exception {
        if (Files.exists(results)) {
            try (Stream<Path> s = Files.list(results)) {
                assertThat(s.toList()).as("results written for a refused run").isEmpty();
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "unknown mix            | --mix=nosuch             | 2 | Unknown mix 'nosuch'",
                "variant of tpcb        | --variant=server         | 2 | The tpcb workload has only one way to run: drop --variant server.",
                "unknown transaction    | --weight=NOPE=1          | 2 | Unknown transaction 'NOPE'",
                "unknown enable         | --enable=NOPE            | 2 | Unknown transaction 'NOPE'",
                "all weights zero       | --weight=TPCB=0          | 2 | weight 0",
                "negative weight        | --weight=TPCB=-3         | 2 | negative",
                "weight not a number    | --weight=TPCB=lots       | 2 | 'lots' is not an int",
                "zero users             | --users=0                | 2 | --users must be at least 1",
                "negative users         | --users=-4               | 2 | --users must be at least 1",
                "users past memory      | --users=2000000000       | 2 | --users 2000000000 is more than the 100000 users",
                "users past int         | --users=4294967298       | 2 | Invalid value for option '--users'",
                "rate not a number      | --rate=NaN               | 2 | --rate must be positive (transactions per second), or 0 for the closed model (got NaN)",
                "rate infinite          | --rate=Infinity          | 2 | --rate must be positive",
                "bad run time           | --run-time=5x            | 2 | '5x' is not a duration",
                "absurd think time      | --think-max=99999999999999999999 | 2 | longer than the 365 days",
                "max errors not a number | --max-errors=lots        | 2 | --max-errors takes a count or a percentage",
                "max errors share > 100 | --max-errors=150%        | 2 | from 0% to 100%",
                "bad think time         | --think-min=abc          | 2 | 'abc' is not a duration",
                "think max below min    | --think-min=50 --think-max=10 | 2 | --think-max >= --think-min",
                "negative warm-up       | --warmup=-5s             | 2 | not a duration",
                "bad reconnect timeout  | --reconnect-timeout=0    | 2 | --reconnect-timeout must be positive",
                "malformed option       | --option=awr             | 2 | KEY=VALUE",
                "negative pool          | --pool=-1                | 2 | must not be negative",
                "unknown flag           | --userz=3                | 2 | Unknown option",
                "flag close to a name   | --run-tme=5s             | 2 | Unknown option: '--run-tme=5s' (did you mean --run-time?).",
                "charbench's flag       | -intermin 5              | 2 | -intermin is charbench's flag, which `surge charbench` takes",
                "mix close to a name    | --mix=select-onyl        | 2 | (did you mean 'select-only'?)",
                "transaction close      | --weight=TPCX=1          | 2 | (did you mean 'TPCB'?)",
                "bad query timeout      | --query-timeout=1500ms   | 2 | --query-timeout must be whole seconds",
                "bind and literal       | --bind --literal-sql     | 2 | Choose --bind or --literal-sql",
                "generator not K/N      | --generator=two --run-id=r | 2 | --generator must be K/N",
                "generator beyond N     | --generator=4/3 --run-id=r | 2 | 1 <= K <= N",
                "generator no run id    | --generator=1/3          | 2 | needs --run-id",
                "more generators than users | --users=2 --generator=1/3 --run-id=r | 2 | at least one user per generator",
                "barrier alone          | --barrier                | 2 | --barrier waits for the other generators",
                "bad run id             | --run-id=a/b             | 2 | --run-id takes 1 to 64 letters",
                "start-at not a time    | --start-at=tomorrow      | 2 | --start-at takes an ISO-8601 time",
                "start-at in the past   | --start-at=2020-01-01T00:00:00Z | 2 | has passed",
                "metrics port 0         | --metrics-port=0         | 2 | --metrics-port must be from 1 to 65535",
            })
    void aBadRunOptionIsOneSentenceAndWritesNothing(
            String name, String args, int code, String fragment, @TempDir Path tmp) throws Exception {
        Path results = tmp.resolve("results");
        Cli.Result r = run(results, args.strip().split(" "));
        OneSentence.assertRefused(r, code, fragment);
        assertNothingWritten(results);
    }

    /**
     * charbench's -uc given to surge run read as -u with the value c: the sentence names -u and surge charbench,
     * not a '--users' value nobody typed.
     */
    @Test
    void charbenchsUsersFlagGivenToRunNamesMinusUAndCharbench(@TempDir Path tmp) throws Exception {
        Path results = tmp.resolve("results");
        String said = OneSentence.assertRefused(
                run(results, "-uc", "8"),
                2,
                "surge run read -uc as -u c, but -u N gives the concurrent users (e.g. -u 8)",
                "-uc is charbench's flag, which `surge charbench` takes (surge charbench -c FILE -uc 8)");
        assertThat(said).doesNotContain("'c' is not an int");
        assertNothingWritten(results);
    }

    /**
     * "Starting N users" is said only once the mix, variant, weights, URL and schema were checked: before, it was
     * printed first and a refused run looked started.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "mix     | --mix=nosuch",
                "variant | --variant=server",
                "weights | --weight=TPCB=0",
                "schema  | ",
            })
    void nothingIsSaidToStartBeforeTheRunIsChecked(String name, String arg, @TempDir Path tmp) throws Exception {
        Path results = tmp.resolve("results");
        Cli.Result r = arg == null
                ? Cli.run(
                        "run",
                        "tpcb",
                        "--url",
                        TestDatabases.h2File(tmp, "empty"),
                        "-rt",
                        "1s",
                        "-r",
                        results.toString())
                : run(results, arg.strip());
        assertThat(r.exitCode()).as(r.all()).isIn(2, 4);
        assertThat(r.out()).as(r.all()).doesNotContain("Starting");
    }

    @Test
    void aRunSaysItStartsBeforeItMeasures(@TempDir Path tmp) {
        Cli.Result ok = run(tmp.resolve("results"), "-u", "1");
        assertThat(ok.exitCode()).as(ok.all()).isZero();
        assertThat(ok.out()).as(ok.all()).contains("Starting 1 users of tpcb");
        assertThat(ok.out().indexOf("Starting")).isLessThan(ok.out().indexOf("Measuring"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "99999999999999h | longer than the 365 days",
                "1ms             | shorter than one sampling interval",
            })
    void aRunTimeOutOfRangeIsOneSentence(String runTime, String fragment, @TempDir Path tmp) throws Exception {
        Path results = tmp.resolve("results");
        OneSentence.assertRefused(
                Cli.run("run", "tpcb", "--url", url, "-rt", runTime, "-r", results.toString()), 2, fragment);
        assertNothingWritten(results);
    }

    @Test
    void malformedArgumentFile(@TempDir Path tmp) throws Exception {
        // Saved settings live in picocli argument files (surge run @soak.args); their values get the same checks.
        Path args = Files.writeString(tmp.resolve("soak.args"), "tpcb\n--users four\n--run-time 10m\n");
        Path results = tmp.resolve("results");
        OneSentence.assertRefused(
                Cli.run("run", "@" + args, "--url", url, "-r", results.toString()),
                2,
                "--users",
                "'four' is not an int");
        assertNothingWritten(results);
        Files.writeString(args, "tpcb\n--run-time ten-minutes\n");
        OneSentence.assertRefused(
                Cli.run("run", "@" + args, "--url", url, "-r", results.toString()),
                2,
                "--run-time",
                "'ten-minutes' is not a duration");
        assertNothingWritten(results);
    }

    @Test
    void unknownWorkload(@TempDir Path tmp) throws Exception {
        Path results = tmp.resolve("results");
        Cli.Result r = Cli.run("run", "nosuch", "--url", url, "-r", results.toString());
        OneSentence.assertRefused(r, 2, "Unknown workload 'nosuch'", "surge list");
        assertNothingWritten(results);
        OneSentence.assertRefused(Cli.run("generate", "nosuch", "--url", url), 2, "Unknown workload 'nosuch'");
    }

    @Test
    void unwritableResultsPath(@TempDir Path tmp) throws Exception {
        Path file = Files.writeString(tmp.resolve("a-file"), "x");
        Cli.Result r = run(file.resolve("results"));
        OneSentence.assertRefused(r, 7, "Cannot write results to", "-r/--results");
        assertThat(Files.readString(file)).isEqualTo("x");
    }

    @Test
    void unknownDatabaseUrl() {
        OneSentence.assertRefused(
                Cli.run("run", "tpcb", "--url", "jdbc:nosuchdb://x/y"), 2, "No supported database for the URL");
        OneSentence.assertRefused(
                Cli.run("run", "tpcb", "--url", "postgres://localhost/x"),
                2,
                "is not a JDBC URL",
                "jdbc:postgresql://");
    }

    @Test
    void unknownHost() {
        OneSentence.assertRefused(
                Cli.run(
                        "run",
                        "tpcb",
                        "--url",
                        "jdbc:postgresql://no-such-host.invalid:5432/x",
                        "-U",
                        "u",
                        "--password",
                        "p"),
                3,
                "Cannot resolve the host",
                "--url");
    }

    @Test
    void refusedPort(@TempDir Path tmp) throws Exception {
        Path results = tmp.resolve("results");
        Cli.Result r = Cli.run(
                "run",
                "tpcb",
                "--url",
                "jdbc:postgresql://127.0.0.1:1/x",
                "-U",
                "u",
                "--password",
                "p",
                "-r",
                results.toString());
        OneSentence.assertRefused(r, 3, "127.0.0.1:1", "host and port");
        assertNothingWritten(results);
    }

    @Test
    void malformedPostgresUrl() {
        Cli.Result r = Cli.run("run", "tpcb", "--url", "jdbc:postgresql://127.0.0.1:notaport/x", "-U", "u");
        assertThat(r.exitCode()).as(r.all()).isIn(2, 3);
        OneSentence.assertRefused(r, r.exitCode(), "jdbc:postgresql://127.0.0.1:notaport/x");
    }

    @Test
    void askPasswordWithoutATerminal() {
        OneSentence.assertRefused(
                Cli.run("run", "tpcb", "--url", "jdbc:postgresql://127.0.0.1:5432/x", "-p"), 2, "SURGE_PASSWORD");
    }

    @Test
    void missingSchemaInAnEmptyDatabase(@TempDir Path tmp) throws Exception {
        Path results = tmp.resolve("results");
        String empty = TestDatabases.h2File(tmp, "empty");
        Cli.Result r = Cli.run("run", "tpcb", "--url", empty, "-r", results.toString());
        OneSentence.assertRefused(r, 4, "No tpcb schema found", "surge generate tpcb");
        assertNothingWritten(results);
        OneSentence.assertRefused(Cli.run("verify", "tpcb", "--url", empty), 4, "No tpcb schema found");
    }

    @ParameterizedTest(name = "scale {0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "0       | --scale must be positive",
                "-1      | --scale must be positive",
                "abc     | abc",
                "1000000 | outside tpcb's range",
            })
    void badScaleWritesNoDatabaseFile(String scale, String fragment, @TempDir Path tmp) throws Exception {
        String fresh = TestDatabases.h2File(tmp, "fresh");
        OneSentence.assertRefused(Cli.run("generate", "tpcb", "--scale", scale, "--url", fresh), 2, fragment);
        assertNoFiles(tmp);
    }

    @Test
    void scaleTooLargeForTheFreeDiskWritesNoDatabaseFile(@TempDir Path tmp) throws Exception {
        // 100,000 x 100,000 accounts of ~121 bytes: about 1.4 TB, more than any test machine has free.
        String fresh = TestDatabases.h2File(tmp, "fresh");
        String s = OneSentence.assertRefused(
                Cli.run("generate", "tpcb", "--scale", "100000", "--url", fresh),
                2,
                "needs about",
                "is free at",
                "--scale");
        assertThat(s).contains("TB");
        assertNoFiles(tmp);
    }

    @Test
    void generateOverAnExistingSchemaNeedsForceOrResume() {
        OneSentence.assertRefused(
                Cli.run("generate", "tpcb", "--scale", "0.01", "--url", url), 4, "exists already", "--force");
        OneSentence.assertRefused(
                Cli.run("generate", "tpcb", "--scale", "0.01", "--force", "--resume", "--url", url),
                2,
                "give one of them");
    }

    private static void assertNoFiles(Path dir) throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            assertThat(s.toList()).as("files created by a refused generate").isEmpty();
        }
    }
}
