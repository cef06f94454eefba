package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.metrics.IntervalSnapshot;
import org.surgebench.core.results.Json;
import org.surgebench.core.results.ResultWriter;
import org.surgebench.core.results.RunResult;
import org.surgebench.testdata.LocalPostgres;
import org.surgebench.web.WebConsole;

/**
 * Three load generators in three JVMs ({@code --generator K/3 --barrier --coordinator URL}) and one console
 * ({@code surge serve}) against the local PostgreSQL: the console's live seconds are the sums of the generators'
 * own seconds, a users change made at the console reaches all three (each its share), a stop at the console
 * ends all three, and the merged result the console writes is the one {@code surge merge} writes from the three
 * generators' files, which counts what the database counted.
 */
class LiveGeneratorsPostgresTest {
    private static final String RUN = "live-test";

    @TempDir
    static Path dir;

    static String url;
    static WebConsole console;
    static final HttpClient HTTP = HttpClient.newHttpClient();

    @BeforeAll
    static void create() {
        url = LocalPostgres.createDatabase("surge_live");
        Surgebench.generate(
                new GenerateSpec("tpcb")
                        .connection(new ConnectionSpec(url, LocalPostgres.USER, ""))
                        .scale(1),
                null);
        console = WebConsole.start("127.0.0.1", 0, null, dir.resolve("console"), null, r -> {});
    }

    @AfterAll
    static void drop() {
        if (console != null) {
            console.close();
        }
        LocalPostgres.dropDatabase(url);
    }

    @Test
    void theConsoleShowsChangesStopsAndMergesThreeGenerators() throws Exception {
        long historyBefore = historyRows();
        TreeMap<Long, JsonNode> live = new TreeMap<>();
        runChangeAndStopThreeGenerators(live);

        List<RunResult> parts = new ArrayList<>();
        List<String> files = new ArrayList<>();
        for (int k = 1; k <= 3; k++) {
            try (Stream<Path> found = Files.list(dir.resolve("g" + k))) {
                Path p = found.filter(f -> f.toString().endsWith(".json"))
                        .findFirst()
                        .orElseThrow();
                parts.add(ResultWriter.read(p));
                files.add(p.toString());
            }
        }
        assertThat(parts).allSatisfy(r -> {
            assertThat(r.summary().stopReason()).isEqualTo("stopped");
            assertThat(r.summary().maxUsers()).isEqualTo(3);
        });

        // Every second the console showed is the sum of the generators' own seconds that ended in it.
        TreeMap<Long, long[]> own = ownSeconds(parts);
        assertThat(live).isNotEmpty();
        live.forEach((second, s) -> {
            long[] sum = own.get(second);
            assertThat(sum).as("second %d", second).isNotNull();
            assertThat(s.path("transactions").asLong())
                    .as("transactions of second %d", second)
                    .isEqualTo(sum[0]);
            assertThat(s.path("users").asLong())
                    .as("users of second %d", second)
                    .isEqualTo(sum[1]);
        });
        assertThat(live.keySet()).containsAll(own.keySet());

        // The console's merged result is surge merge's of the three files, which counts what the database counted.
        Cli.Result merge =
                Cli.run("merge", "-r", dir.resolve("merged").toString(), files.get(2), files.get(0), files.get(1));
        assertThat(merge.exitCode()).as(merge.all()).isZero();
        JsonNode byMerge = Json.mapper()
                .readTree(only(dir.resolve("merged"), "-merged.json").toFile());
        JsonNode byConsole = Json.mapper()
                .readTree(only(dir.resolve("console"), "-merged.json").toFile());
        ((ObjectNode) byMerge).remove("files");
        ((ObjectNode) byConsole).remove("files");
        assertThat(byConsole).isEqualTo(byMerge);
        JsonNode served = send("GET", "/api/live/" + RUN + "/result", null);
        ((ObjectNode) served).remove("files");
        assertThat(served).isEqualTo(byMerge);
        long transactions = byMerge.path("summary").path("transactions").asLong();
        assertThat(transactions).isPositive();
        // One history row per tpcb transaction: the live seconds (warm-up ones too) add up to what the database
        // committed, but for a transaction in flight when each user stopped (9 users).
        long shown = live.values().stream()
                .mapToLong(sec -> sec.path("transactions").asLong())
                .sum();
        assertThat(shown).isGreaterThanOrEqualTo(transactions);
        assertThat(historyRows() - historyBefore).isBetween(shown, shown + 9);
    }

    /**
     * Three generators reporting to the console: once all 6 users run, the console asks for 9 (3 each), then
     * stops them; every second the console shows goes into {@code live}.
     */
    private static void runChangeAndStopThreeGenerators(TreeMap<Long, JsonNode> live) throws Exception {
        List<CliProcess> generators = new ArrayList<>();
        try {
            for (int k = 1; k <= 3; k++) {
                generators.add(CliProcess.start(
                        dir.resolve("g" + k),
                        Map.of(),
                        "run",
                        "tpcb",
                        "--url",
                        url,
                        "--user",
                        LocalPostgres.USER,
                        "-u",
                        "6",
                        "-rt",
                        "2m",
                        "--warmup",
                        "1s",
                        "--think-min",
                        "5",
                        "--think-max",
                        "10",
                        "--generator",
                        k + "/3",
                        "--run-id",
                        RUN,
                        "--barrier",
                        "--coordinator",
                        console.url(),
                        "-r",
                        dir.resolve("g" + k).toString()));
            }
            await(live, "two seconds of all 6 users", s -> users(live, 6) >= 2);
            JsonNode changed = send("PUT", "/api/live/" + RUN + "/users", "{\"users\": 9}");
            assertThat(changed.path("users").asInt()).isEqualTo(9);
            JsonNode nine = await(live, "two seconds of 9 users", s -> users(live, 9) >= 2);
            // Each generator took its share of 9: three each.
            assertThat(nine.path("perGenerator")).hasSize(3);
            nine.path("perGenerator")
                    .forEach(g -> assertThat(g.path("users").asInt()).isEqualTo(3));
            send("POST", "/api/live/" + RUN + "/stop", "");
            for (CliProcess g : generators) {
                assertThat(g.waitFor(120)).as(g.stdout() + g.stderr()).isZero();
            }
            await(live, "the merged result", s -> s.path("finished").asBoolean());
        } finally {
            generators.forEach(CliProcess::close);
        }
    }

    /** Polls the live run until {@code until} holds, gathering every second it shows (a hang guard, not a timing). */
    private static JsonNode await(TreeMap<Long, JsonNode> live, String what, Predicate<JsonNode> until)
            throws Exception {
        Instant deadline = Instant.now().plus(Duration.ofMinutes(3));
        while (Instant.now().isBefore(deadline)) {
            HttpResponse<String> r = HTTP.send(
                    request("/api/live/" + RUN + "?after=" + (live.isEmpty() ? 0 : live.lastKey()))
                            .GET()
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            if (r.statusCode() == 200) {
                JsonNode s = Json.mapper().readTree(r.body());
                s.path("seconds").forEach(sec -> live.put(sec.path("second").asLong(), sec));
                if (until.test(s)) {
                    return s;
                }
            }
            Thread.sleep(200);
        }
        throw new AssertionError("Gave up waiting for " + what + "; seconds seen: " + live.keySet());
    }

    /** How many seconds of the live run so far had {@code n} users. */
    private static long users(TreeMap<Long, JsonNode> live, int n) {
        return live.values().stream().filter(s -> s.path("users").asInt() == n).count();
    }

    /**
     * The generators' own seconds, added up by the wall-clock second they ended in (counted from the earliest
     * generator's first interval's start, as docs/distributed.md says the merged series is): transactions, users.
     */
    private static TreeMap<Long, long[]> ownSeconds(List<RunResult> parts) {
        Instant origin = null;
        for (RunResult r : parts) {
            for (IntervalSnapshot s : r.timeSeries()) {
                Instant start = s.endedAt().minusNanos(Math.round(s.intervalSeconds() * 1e9));
                origin = origin == null || start.isBefore(origin) ? start : origin;
            }
        }
        TreeMap<Long, long[]> out = new TreeMap<>();
        for (RunResult r : parts) {
            for (IntervalSnapshot s : r.timeSeries()) {
                long second = Math.max(
                        1, Math.round(Duration.between(origin, s.endedAt()).toMillis() / 1000.0));
                long[] sum = out.computeIfAbsent(second, k -> new long[2]);
                sum[0] += s.transactions();
                sum[1] += s.users();
            }
        }
        return out;
    }

    private static JsonNode send(String method, String path, String body) throws Exception {
        HttpRequest.BodyPublisher p =
                body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body);
        HttpResponse<String> r =
                HTTP.send(request(path).method(method, p).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).as(r.body()).isBetween(200, 299);
        return Json.mapper().readTree(r.body());
    }

    private static HttpRequest.Builder request(String path) {
        return HttpRequest.newBuilder(URI.create(console.url() + path.substring(1)))
                .timeout(Duration.ofSeconds(30))
                .header("Content-Type", "application/json");
    }

    private static Path only(Path folder, String suffix) throws Exception {
        try (Stream<Path> found = Files.list(folder)) {
            return found.filter(f -> f.toString().endsWith(suffix)).findFirst().orElseThrow();
        }
    }

    private static long historyRows() throws Exception {
        try (Connection c = DriverManager.getConnection(url, LocalPostgres.USER, "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT count(*) FROM pgbench_history")) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
