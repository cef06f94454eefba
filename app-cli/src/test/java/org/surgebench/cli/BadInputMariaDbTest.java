package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.testdata.PrivateMariaDb;

/**
 * The bad-input battery on MariaDB, against a private server (max_connections 10, a user with a password): wrong
 * password, unreachable server, missing database, missing schema, a server with every connection in use, and more
 * users than it takes. One sentence each, the exit codes of the PostgreSQL battery, nothing written.
 */
class BadInputMariaDbTest {
    static final String USER = "surge_bench";
    static final String PASSWORD = "right-pw-4711";
    private static PrivateMariaDb server;

    @BeforeAll
    static void prepare() {
        server = PrivateMariaDb.shared();
        server.admin("CREATE USER IF NOT EXISTS " + USER + "@'%' IDENTIFIED BY '" + PASSWORD + "'");
        server.admin("GRANT ALL PRIVILEGES ON *.* TO " + USER + "@'%'");
        server.admin("CREATE DATABASE IF NOT EXISTS surge_bad");
        server.admin("CREATE DATABASE IF NOT EXISTS surge_empty");
        Cli.Result r = Cli.run(
                "generate",
                "tpcb",
                "--scale",
                "0.01",
                "--url",
                server.url("surge_bad"),
                "-U",
                USER,
                "--password",
                PASSWORD);
        assertThat(r.exitCode()).as(r.all()).isZero();
    }

    private static Cli.Result run(String url, String password, Path results, String... extra) {
        List<String> args = new ArrayList<>(List.of(
                "run",
                "tpcb",
                "--url",
                url,
                "-U",
                USER,
                "--password",
                password,
                "-rt",
                "2s",
                "-r",
                results.toString()));
        args.addAll(List.of(extra));
        return Cli.run(args.toArray(String[]::new));
    }

    @Test
    void wrongPassword(@TempDir Path tmp) {
        Path results = tmp.resolve("results");
        String s = OneSentence.assertRefused(
                run(server.url("surge_bad"), "wrong-" + PASSWORD, results),
                3,
                "MariaDB rejected user '" + USER + "'",
                "password");
        assertThat(s).doesNotContain(PASSWORD);
        assertThat(results).doesNotExist();
    }

    @Test
    void unreachableServer(@TempDir Path tmp) throws Exception {
        int closed;
        try (java.net.ServerSocket s = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            closed = s.getLocalPort();
        }
        OneSentence.assertRefused(
                run("jdbc:mariadb://127.0.0.1:" + closed + "/surge_bad", PASSWORD, tmp.resolve("results")),
                3,
                "127.0.0.1:" + closed,
                "is the database running and the host and port right?");
    }

    @Test
    void missingDatabase(@TempDir Path tmp) {
        OneSentence.assertRefused(
                run(server.url("surge_no_such_db"), PASSWORD, tmp.resolve("results")),
                3,
                "does not exist",
                "CREATE DATABASE",
                "fix the URL");
    }

    @Test
    void missingSchema(@TempDir Path tmp) {
        OneSentence.assertRefused(
                run(server.url("surge_empty"), PASSWORD, tmp.resolve("results")),
                4,
                "No tpcb schema found",
                "surge generate tpcb");
        OneSentence.assertRefused(
                Cli.run("verify", "tpcb", "--url", server.url("surge_empty"), "-U", USER, "--password", PASSWORD),
                4,
                "No tpcb schema found");
    }

    @Test
    void aServerWithEveryConnectionInUse(@TempDir Path tmp) throws Exception {
        List<Connection> held = new ArrayList<>();
        try {
            // Take every connection there is (root's extra one for administrators aside).
            for (int i = 0; i < 10; i++) {
                held.add(DriverManager.getConnection(server.url("surge_bad"), USER, PASSWORD));
            }
            Path results = tmp.resolve("results");
            // The run's setup session gets on (root's extra connection); the users would not: refused before
            // they start, with what the server has free.
            OneSentence.assertRefused(
                    run(server.url("surge_bad"), PASSWORD, results),
                    2,
                    "More users than the server can take",
                    "the server takes 0 more now (max_connections 10",
                    "end some of its sessions");
            assertThat(results).doesNotExist();
        } finally {
            for (Connection c : held) {
                c.close();
            }
        }
    }

    @Test
    void moreUsersThanTheServerTakesAreRefusedBeforeTheyStart(@TempDir Path tmp) {
        Path results = tmp.resolve("results");
        Cli.Result r = run(server.url("surge_bad"), PASSWORD, results, "-u", "14", "--think-min", "5", "--quiet");
        String sentence = OneSentence.assertRefused(
                r,
                2,
                "More users than the server can take: 14 users need 14 connections (one each)",
                "(max_connections 10, ",
                "--pool",
                "--allow-fewer-users");
        int free = Integer.parseInt(sentence.replaceAll(".*the server takes (\\d+) more now.*", "$1"));
        assertThat(free)
                .as("max_connections 10 less the setup session at least")
                .isBetween(0, 9);
        assertThat(results).as("nothing written: the run never started").doesNotExist();
    }

    @Test
    void withAllowFewerUsersTheLogOnCheckHasTheLastWord(@TempDir Path tmp) {
        Cli.Result r = run(
                server.url("surge_bad"),
                PASSWORD,
                tmp.resolve("results"),
                "-u",
                "14",
                "--think-min",
                "5",
                "--quiet",
                "--allow-fewer-users");
        assertThat(r.exitCode()).as(r.all()).isZero();
        assertThat(r.err()).contains("surge: warning: Only ", "of 14 users could log on");
    }
}
