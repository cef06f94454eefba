package org.surgebench.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.testdata.TestDatabases;

/**
 * The API on embedded H2, as a CI pipeline uses it: start a run, poll its seconds, change its users, stop it and
 * fetch its result; the database's own rows agree with the run's count. Bad requests are one sentence each.
 */
class ConsoleApiH2Test {
    @TempDir
    static Path dir;

    static String url;
    static WebConsole console;
    static ConsoleClient client;
    static final List<RunResult> recorded = new CopyOnWriteArrayList<>();

    @BeforeAll
    static void start() {
        url = TestDatabases.h2File(dir, "tpcb");
        Surgebench.generate(
                new GenerateSpec("tpcb")
                        .connection(new ConnectionSpec(url, "sa", ""))
                        .scale(0.1),
                null);
        console = WebConsole.start(
                "127.0.0.1", 0, ConsoleAccess.open(), dir.resolve("results"), null, Surgebench::start, recorded::add);
        client = new ConsoleClient(console.url(), null);
    }

    @AfterAll
    static void stop() {
        console.close();
    }

    @Test
    void aRunStartsChangesUsersStopsAndHandsOverItsResult() throws Exception {
        long historyBefore = history();
        ConsoleClient.Answer started = client.post(
                "/api/runs",
                Map.of(
                        "workload", "tpcb",
                        "url", url,
                        "user", "sa",
                        "users", 1,
                        "run-time", "10m",
                        "comment", "from the API"));
        assertThat(started.status()).as(started.body()).isEqualTo(201);
        String id = (String) started.json().get("id");

        client.await(id, "a measured second", s -> ConsoleClient.lastUsers(s) == 1);
        ConsoleClient.Answer more = client.put("/api/runs/" + id + "/users", Map.of("users", 2));
        assertThat(more.status()).as(more.body()).isEqualTo(200);
        client.await(id, "a second of 2 users", s -> ConsoleClient.lastUsers(s) == 2);
        assertThat(client.post("/api/runs/" + id + "/stop", "").status()).isEqualTo(202);
        Map<String, Object> end = client.await(id, "the end", s -> Boolean.TRUE.equals(s.get("finished")));

        assertThat(end).doesNotContainKey("failure");
        @SuppressWarnings("unchecked")
        Map<String, Object> summary = (Map<String, Object>) end.get("summary");
        assertThat(summary).containsEntry("stopReason", "stopped").containsEntry("maxUsers", 2);
        assertThat(summary.get("comment")).isEqualTo("from the API");
        long transactions = ((Number) summary.get("transactions")).longValue();
        assertThat(transactions).isPositive();
        // Each tpcb-like transaction inserts one history row: the database counted what the run counted, plus at
        // most the one transaction each user had in flight when the measured window closed.
        assertThat(history() - historyBefore).isBetween(transactions, transactions + 2);

        ConsoleClient.Answer result = client.get("/api/runs/" + id + "/result");
        assertThat(result.status()).isEqualTo(200);
        @SuppressWarnings("unchecked")
        Map<String, Object> resultSummary = (Map<String, Object>) result.json().get("summary");
        assertThat(((Number) resultSummary.get("transactions")).longValue()).isEqualTo(transactions);
        assertThat(recorded).extracting(r -> r.summary().transactions()).contains(transactions);
        String report = (String) summary.get("file");
        assertThat(client.get("/results?file=" + report.replace(".json", ".html"))
                        .status())
                .isEqualTo(200);
    }

    @Test
    void aBadRequestIsOneSentenceAndStartsNothing() throws Exception {
        ConsoleClient.Answer unknown = client.post("/api/runs", Map.of("workload", "tpcb", "url", url, "userz", 2));
        assertThat(unknown.status()).isEqualTo(400);
        assertThat((String) unknown.json().get("error")).startsWith("Unknown run setting \"userz\"");

        ConsoleClient.Answer badTime =
                client.post("/api/runs", Map.of("workload", "tpcb", "url", url, "run-time", "soon"));
        assertThat(badTime.status()).isEqualTo(400);
        assertThat((String) badTime.json().get("error")).contains("is not a duration");

        assertThat(client.post("/api/runs", "[1, 2").status()).isEqualTo(400);
        assertThat(client.get("/api/runs/999").status()).isEqualTo(404);
    }

    private static long history() throws Exception {
        try (Connection c = DriverManager.getConnection(url, "sa", "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM pgbench_history")) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
