package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.Statement;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.testdata.LocalPostgres;
import org.surgebench.testdata.ThrowawayCluster;

/**
 * {@code surge capture} at the command line: a capture of what ran on a cluster with pg_stat_statements writes a
 * file that {@code surge list} reads; bad input and a server without the extension are one sentence each, exit 2,
 * and no file. (Its fidelity, statement shares replayed within 10 %, is CapturePostgresTest's.)
 */
class CaptureCliPostgresTest {
    private static ThrowawayCluster cluster;

    @TempDir
    Path dir;

    @BeforeAll
    static void start() throws Exception {
        cluster = ThrowawayCluster.startOrSkip(Map.of("shared_preload_libraries", "pg_stat_statements"));
        try (Connection c = DriverManager.getConnection(cluster.url("postgres"), "postgres", "");
                Statement s = c.createStatement()) {
            s.execute("CREATE EXTENSION pg_stat_statements");
            s.execute("CREATE TABLE account (account_id BIGINT PRIMARY KEY, owner VARCHAR(20), balance INT)");
            s.execute("INSERT INTO account SELECT g, 'owner' || g, 100 FROM generate_series(1, 100) g");
            s.execute("SELECT pg_stat_statements_reset()");
            try (PreparedStatement read = c.prepareStatement("SELECT balance FROM account WHERE account_id = ?");
                    PreparedStatement pay =
                            c.prepareStatement("UPDATE account SET balance = balance - ? WHERE account_id = ?")) {
                for (int i = 1; i <= 30; i++) {
                    read.setLong(1, i);
                    read.executeQuery().close();
                    if (i % 3 == 0) {
                        pay.setInt(1, 5);
                        pay.setLong(2, i);
                        pay.executeUpdate();
                    }
                }
            }
        }
    }

    @AfterAll
    static void stop() {
        if (cluster != null) {
            cluster.close();
        }
    }

    @Test
    void writesAFileThatListReads() throws Exception {
        Path file = dir.resolve("bank.yaml");
        Cli.Result r = Cli.run(
                "capture",
                "--url",
                cluster.url("postgres"),
                "-U",
                "postgres",
                "--output",
                file.toString(),
                "--min-calls",
                "5");
        assertThat(r.exitCode()).as(r.all()).isZero();
        assertThat(r.out()).contains("Captured 2 statements into " + file);
        assertThat(Files.readString(file))
                .contains("SELECT balance FROM account WHERE account_id = :account_account_id")
                .contains("UPDATE account SET balance = balance - :account_balance_step WHERE account_id = "
                        + ":account_account_id")
                .contains("weight: 30")
                .contains("weight: 10");
        Cli.Result list = Cli.run("list", file.toString());
        assertThat(list.exitCode()).as(list.all()).isZero();
        assertThat(list.out()).contains("bank");
        try (var leftovers = Files.list(dir)) {
            assertThat(leftovers).as("no temporary file left").containsExactly(file);
        }
    }

    @Test
    void withoutTheExtensionOneSentenceAndNoFile() {
        LocalPostgres.require();
        Path file = dir.resolve("app.yaml");
        Cli.Result r = Cli.run(
                "capture",
                "--url",
                LocalPostgres.url("postgres"),
                "-U",
                LocalPostgres.USER,
                "--output",
                file.toString());
        OneSentence.assertRefused(r, 2, "pg_stat_statements is not", "shared_preload_libraries");
        assertThat(file).doesNotExist();
    }

    @Test
    void badValuesAreOneSentenceEach() {
        Path file = dir.resolve("app.yaml");
        String url = cluster.url("postgres");
        OneSentence.assertRefused(
                Cli.run("capture", "--url", url, "--output", file.toString(), "--by", "size"), 2, "--by takes");
        OneSentence.assertRefused(
                Cli.run("capture", "--url", url, "--output", file.toString(), "--top", "0"), 2, "--top");
        OneSentence.assertRefused(
                Cli.run(
                        "capture",
                        "--url",
                        url,
                        "--output",
                        dir.resolve("soe.yaml").toString()),
                2,
                "built-in workload's name");
        OneSentence.assertRefused(
                Cli.run(
                        "capture",
                        "--url",
                        url,
                        "--output",
                        dir.resolve("no/such/app.yaml").toString()),
                2,
                "There is no folder");
        OneSentence.assertRefused(
                Cli.run("capture", "--url", url, "--output", file.toString(), "--awr", "9..3"), 2, "--awr");
        assertThat(file).doesNotExist();
    }
}
