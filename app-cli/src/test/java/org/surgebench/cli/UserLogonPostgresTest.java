package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.results.ResultWriter;
import org.surgebench.core.results.RunResult;
import org.surgebench.testdata.ThrowawayCluster;

/**
 * More users than the server takes (a cluster of the test's own with max_connections 20): the run does not
 * pass for the run asked for. More users (or a larger pool) than the server has free is refused before any user
 * starts, in one sentence naming the limit (exit 2, issue 50's capacity check); with --allow-fewer-users the run
 * goes on with those that got on while the refused stop trying, the summary and results saying how many users ran
 * and counting the failed log-ons as errors. A server that takes every user, only slowly, gets the time.
 */
class UserLogonPostgresTest {
    private static ThrowawayCluster cluster;
    private static String url;

    @BeforeAll
    static void start() throws Exception {
        cluster = ThrowawayCluster.startOrSkip(Map.of("max_connections", "20"));
        try (Connection c = DriverManager.getConnection(cluster.url("postgres"), "postgres", "");
                Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE surge_logon");
        }
        url = cluster.url("surge_logon");
        Cli.Result g = Cli.run("generate", "tpcb", "--scale", "0.1", "--threads", "2", "--url", url, "-U", "postgres");
        assertThat(g.exitCode()).as(g.all()).isZero();
    }

    @AfterAll
    static void remove() {
        if (cluster != null) {
            cluster.close();
        }
    }

    private static Cli.Result run(Path results, String... extra) {
        String[] base = {
            "run", "tpcb", "--url", url, "-U", "postgres", "--quiet", "--think-min", "5", "-r", results.toString()
        };
        return Cli.run(Stream.concat(Stream.of(base), Stream.of(extra)).toArray(String[]::new));
    }

    private static RunResult stored(Path results) throws Exception {
        try (Stream<Path> s = Files.list(results)) {
            return ResultWriter.read(
                    s.filter(p -> p.toString().endsWith(".json")).findFirst().orElseThrow());
        }
    }

    @Test
    void moreUsersThanMaxConnectionsLeavesAreRefusedBeforeTheyStart(@TempDir Path results) throws Exception {
        Cli.Result r = run(results, "-u", "30", "-rt", "3s");
        OneSentence.assertRefused(
                r,
                2,
                "More users than the server can take: 30 users need 30 connections (one each)",
                "(max_connections 20, ",
                "sessions open)",
                "--pool",
                "--allow-fewer-users");
        try (Stream<Path> s = Files.list(results)) {
            assertThat(s).as("nothing written: the run never started").isEmpty();
        }
        assertThat(r.out()).doesNotContain("Measuring");
    }

    @Test
    void withAllowFewerUsersTheRunGoesOnWithThoseThatGotOnAndTheOthersStopTrying(@TempDir Path results)
            throws Exception {
        Cli.Result r = run(results, "-u", "30", "-rt", "5s", "--reconnect-timeout", "2s", "--allow-fewer-users");
        assertThat(r.exitCode()).as(r.all()).isZero();
        assertThat(r.err()).contains("surge: warning: Only ", "the run went on without them (--allow-fewer-users)");
        RunResult stored = stored(results);
        assertThat(stored.summary().usersLoggedOn()).isBetween(1, 19);
        assertThat(stored.summary().failed()).isFalse();
        // After the check (2 s) the refused users stopped: the last seconds have no failed log-ons.
        var tail = stored.timeSeries()
                .subList(stored.timeSeries().size() - 2, stored.timeSeries().size());
        assertThat(tail)
                .as(stored.timeSeries().toString())
                .allSatisfy(s -> assertThat(s.errors()).isZero());
        assertThat(tail)
                .allSatisfy(
                        s -> assertThat(s.users()).isEqualTo(stored.summary().usersLoggedOn()));
    }

    @Test
    void aServerSlowToTakeTheUsersGetsTimeWhileTheyKeepComing(@TempDir Path results) throws Exception {
        // Every log-on takes 5 s (post_auth_delay, set at connection start); the users start a second apart, so
        // at the log-on check (ramp-up 4 s + grace 2 s) only the first is on, the others coming one by one.
        String slow = url + "?options=-c%20post_auth_delay%3D5";
        Cli.Result r = Cli.run(
                "run",
                "tpcb",
                "--url",
                slow,
                "-U",
                "postgres",
                "--think-min",
                "5",
                "-r",
                results.toString(),
                "-u",
                "4",
                "--ramp-up",
                "4s",
                "--reconnect-timeout",
                "2s",
                "-rt",
                "12s");
        assertThat(r.exitCode()).as(r.all()).isZero();
        assertThat(r.all()).contains("Still logging on: ", " of 4 users after ", "(the server is slow to take them)");
        RunResult stored = stored(results);
        assertThat(stored.summary().usersLoggedOn()).isEqualTo(4);
        assertThat(stored.summary().errors()).isZero();
    }

    @Test
    void aPoolLargerThanTheServerHasFreeIsRefusedBeforeItOpens(@TempDir Path results) throws Exception {
        OneSentence.assertRefused(
                run(results, "-u", "40", "--pool", "30", "-rt", "3s"),
                2,
                "a shared pool of 30 needs 30 connections",
                "(max_connections 20, ",
                "lower --pool to at most ");
        try (Stream<Path> s = Files.list(results)) {
            assertThat(s).isEmpty();
        }
    }
}
