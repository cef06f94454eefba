package org.surgebench.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.testdata.LocalPostgres;

/**
 * The API on the local PostgreSQL server: a run started, its users changed and stopped over HTTP, counted by the
 * server itself (pg_stat_database's commits, pg_stat_user_tables' inserts); the password given never comes back.
 */
class ConsoleApiPostgresTest {
    /** The local server trusts every connection, so any password logs on; none may come back. */
    private static final String PASSWORD = "pw-never-returned";

    @TempDir
    static Path dir;

    static String url;
    static WebConsole console;
    static ConsoleClient client;

    @BeforeAll
    static void start() {
        url = LocalPostgres.createDatabase("surge_i52_serve");
        Surgebench.generate(
                new GenerateSpec("tpcb")
                        .connection(new ConnectionSpec(url, LocalPostgres.USER, ""))
                        .scale(1)
                        .threads(2),
                null);
        console = WebConsole.start(
                "127.0.0.1", 0, ConsoleAccess.open(), dir.resolve("results"), null, Surgebench::start, r -> {});
        client = new ConsoleClient(console.url(), null);
    }

    @AfterAll
    static void stop() {
        if (console != null) {
            console.close();
        }
        LocalPostgres.dropDatabase(url);
    }

    @Test
    void theServerCountsWhatTheConsoleRunDid() throws Exception {
        long commitsBefore = count(commits());
        long insertsBefore = count(historyInserts());
        ConsoleClient.Answer started = client.post(
                "/api/runs",
                Map.of(
                        "workload",
                        "tpcb",
                        "url",
                        url,
                        "user",
                        LocalPostgres.USER,
                        "password",
                        PASSWORD,
                        "users",
                        1,
                        "run-time",
                        "10m"));
        assertThat(started.status()).as(started.body()).isEqualTo(201);
        String id = (String) started.json().get("id");
        client.await(id, "a second of 1 user", s -> ConsoleClient.lastUsers(s) == 1);
        assertThat(client.put("/api/runs/" + id + "/users", Map.of("users", 3)).status())
                .isEqualTo(200);
        client.await(id, "a second of 3 users", s -> ConsoleClient.lastUsers(s) == 3);
        client.post("/api/runs/" + id + "/stop", "");
        Map<String, Object> end = client.await(id, "the end", s -> Boolean.TRUE.equals(s.get("finished")));

        @SuppressWarnings("unchecked")
        Map<String, Object> summary = (Map<String, Object>) end.get("summary");
        assertThat(summary).containsEntry("stopReason", "stopped").containsEntry("maxUsers", 3);
        assertThat(summary.get("database")).isEqualTo("postgresql");
        long transactions = ((Number) summary.get("transactions")).longValue();
        assertThat(transactions).isPositive();
        // The server's counters: one history row per tpcb-like transaction (plus at most the one each of the 3
        // users had in flight as the window closed), and at least as many commits in the run's database.
        long inserts = settled(historyInserts(), insertsBefore + transactions) - insertsBefore;
        assertThat(inserts).isBetween(transactions, transactions + 3);
        assertThat(settled(commits(), commitsBefore + inserts) - commitsBefore).isGreaterThanOrEqualTo(inserts);

        String result = client.get("/api/runs/" + id + "/result").body();
        assertThat(result).contains("\"transactions\" : " + transactions).doesNotContain(PASSWORD);
        assertThat(end.toString()).doesNotContain(PASSWORD);
    }

    @Test
    @SuppressWarnings("unchecked")
    void theMixTheRequestGivesIsTheMixTheServerRan() throws Exception {
        long insertsBefore = count(historyInserts());
        long branchReadsBefore = count(accountReads());
        // TPCB is on by default and SEL off: the request turns both on at 1 to 3.
        ConsoleClient.Answer started = client.post(
                "/api/runs",
                Map.of(
                        "workload",
                        "tpcb",
                        "url",
                        url,
                        "user",
                        LocalPostgres.USER,
                        "users",
                        1,
                        "run-time",
                        "10m",
                        "max-transactions",
                        400,
                        "enable",
                        java.util.List.of("SEL"),
                        "weight",
                        Map.of("TPCB", 1, "SEL", 3)));
        assertThat(started.status()).as(started.body()).isEqualTo(201);
        String id = (String) started.json().get("id");
        client.await(id, "the end", s -> Boolean.TRUE.equals(s.get("finished")));

        Map<String, Object> result = new com.fasterxml.jackson.databind.ObjectMapper()
                .readValue(client.get("/api/runs/" + id + "/result").body(), Map.class);
        Map<String, Long> counts = new java.util.HashMap<>();
        for (Map<String, Object> tx : (java.util.List<Map<String, Object>>) result.get("transactions")) {
            counts.put((String) tx.get("shortName"), ((Number) tx.get("count")).longValue());
        }
        // The shared deck deals 1 TPCB and 3 SEL per round of 4: exact over 100 rounds.
        assertThat(counts).containsEntry("TPCB", 100L).containsEntry("SEL", 300L);
        assertThat(settled(historyInserts(), insertsBefore + 100) - insertsBefore)
                .as("history rows: one per TPCB (the server's count)")
                .isEqualTo(100);
        assertThat(count(accountReads()) - branchReadsBefore)
                .as("account reads by index: one per SEL and one per TPCB at least")
                .isGreaterThanOrEqualTo(400);
    }

    private static String accountReads() {
        return "SELECT idx_scan FROM pg_stat_user_tables WHERE relname = 'pgbench_accounts'";
    }

    private static String commits() {
        return "SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()";
    }

    private static String historyInserts() {
        return "SELECT n_tup_ins FROM pg_stat_user_tables WHERE relname = 'pgbench_history'";
    }

    /** A server counter once the sessions that moved it have reported (at most 30 s: a hang guard). */
    private static long settled(String sql, long expected) throws Exception {
        long value = count(sql);
        for (int i = 0; i < 300 && value < expected; i++) {
            Thread.sleep(100);
            value = count(sql);
        }
        return value;
    }

    private static long count(String sql) throws Exception {
        try (Connection c = DriverManager.getConnection(url, LocalPostgres.USER, "");
                Statement s = c.createStatement()) {
            // Counters read in a transaction stay as they were at its first read: read each afresh.
            s.execute("SELECT pg_stat_clear_snapshot()");
            try (ResultSet rs = s.executeQuery(sql)) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }
}
