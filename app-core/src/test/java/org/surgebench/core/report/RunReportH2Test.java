package org.surgebench.core.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.Json;
import org.surgebench.core.results.ResultWriter;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.testdata.TestDatabases;

/** Runs on embedded H2 write an HTML report that carries its charts' data; comparisons of two runs. */
class RunReportH2Test {
    static final ConnectionSpec DB = new ConnectionSpec(TestDatabases.h2Memory("report"), "sa", "");
    static RunResult first;
    static RunResult second;

    @TempDir
    static Path dir;

    @BeforeAll
    static void twoRuns() throws Exception {
        Surgebench.generate(
                new GenerateSpec("counter").connection(DB).scale(0.2).threads(1), null);
        first = Surgebench.run(new RunSpec("counter")
                .connection(DB)
                .users(2)
                .runTime(Duration.ofMillis(2500))
                .resultsDir(dir.resolve("a")));
        second = Surgebench.run(new RunSpec("counter")
                .connection(DB)
                .users(3)
                .runTime(Duration.ofMillis(2500))
                .resultsDir(dir.resolve("b")));
    }

    static JsonNode embedded(String html) throws Exception {
        Matcher m = Pattern.compile(
                        "<script type=\"application/json\" id=\"surge-data\">(.*?)</script>", Pattern.DOTALL)
                .matcher(html);
        assertThat(m.find()).as("embedded data").isTrue();
        return Json.mapper().readTree(m.group(1));
    }

    @Test
    void theDatabasesReadLatencyHistogramStandsBesideTheClientsWithWhatItIs() throws Exception {
        String plain = RunReport.html(first);
        assertThat(plain).contains("id=\"c-histogram\"").doesNotContain("id=\"c-db-readlat\"", "Two views of latency");
        // The same run as if PostgreSQL's statistics had been taken: the shape PgStatsProvider writes.
        ObjectNode json = (ObjectNode) Json.mapper().valueToTree(first);
        ObjectNode profile = json.putObject("database").putObject("postgresql").putObject("loadProfile");
        var buckets = profile.putArray("readLatencyHistogram");
        buckets.addObject().put("ltUs", 256).put("reads", 100).put("pct", 25.0);
        buckets.addObject().put("ltUs", 512).put("reads", 300).put("pct", 75.0);
        String page = RunReport.html(Json.mapper().treeToValue(json, RunResult.class));
        assertThat(page)
                .contains(
                        "id=\"c-histogram\"",
                        "id=\"c-db-readlat\"",
                        "Two views of latency",
                        "PostgreSQL keeps no time per read");
        assertThat(page.indexOf("id=\"c-db-readlat\""))
                .as("in the latency section, beside the client's")
                .isBetween(page.indexOf("id=\"c-histogram\""), page.indexOf("Database: load profile"));
        assertThat(embedded(page)
                        .path("database")
                        .path("postgresql")
                        .path("loadProfile")
                        .path("readLatencyHistogram")
                        .size())
                .isEqualTo(2);
    }

    @Test
    void runWritesAReportBesideItsJsonWithTheChartsData() throws Exception {
        assertThat(first.files()).containsKeys("json", "csv", "html");
        Path html = Path.of(first.files().get("html"));
        String page = Files.readString(html);
        assertThat(page)
                .contains(
                        "Chart.js",
                        "Surgebench counter run",
                        "id=\"c-throughput\"",
                        "id=\"c-latency\"",
                        "id=\"c-histogram\"",
                        "id=\"c-percentiles\"",
                        "id=\"c-tx-0\"",
                        "id=\"c-host-cpu\"",
                        "Transactions",
                        "Latency distribution",
                        "Host statistics");
        assertThat(page).doesNotContain("<script src=", "<link ", "http://", "https://cdn");
        JsonNode data = embedded(page);
        assertThat(data.path("timeSeries").size()).isGreaterThanOrEqualTo(2);
        assertThat(data.path("timeSeries").get(0).path("tps").isNumber()).isTrue();
        assertThat(data.path("timeSeries").get(0).path("perTransaction").size())
                .isEqualTo(first.transactions().size());
        long total = first.summary().transactions();
        assertThat(data.path("latency").path("all").path("count").asLong()).isEqualTo(total);
        long inBuckets = 0;
        for (JsonNode b : data.path("latency").path("all").path("buckets")) {
            inBuckets += b.path("count").asLong();
        }
        assertThat(inBuckets).isEqualTo(total);
        assertThat(data.path("host").path("loadGenerator").path("cpus").asInt()).isPositive();
        assertThat(data.path("host").path("series").path("t").size()).isPositive();
        // An embedded H2 database lives on this host: its disks are watched.
        assertThat(data.path("host").has("databaseHostDisks")).isEqualTo(Files.isReadable(Path.of("/proc/diskstats")));
        assertThat(page).contains(String.format(java.util.Locale.ROOT, "%,d", total));
    }

    @Test
    void resultsWrittenBeforeLatencyDistributionsStillReadAndReport() throws Exception {
        ObjectNode old = (ObjectNode)
                Json.mapper().readTree(Path.of(first.files().get("json")).toFile());
        old.remove("latency");
        old.remove("host");
        Path f = dir.resolve("old.json");
        Json.mapper().writeValue(f.toFile(), old);
        RunResult r = ResultWriter.read(f);
        assertThat(r.latency()).isNull();
        assertThat(r.summary().tps()).isEqualTo(first.summary().tps());
        assertThat(RunReport.html(r)).contains("no latency distribution", "No host statistics");
    }

    @Test
    void twoRunsSideBySideWithOverlaidCharts() throws Exception {
        Comparison c = new Comparison(List.of("two users", "three users"), List.of(first, second));
        assertThat(c.rows().get("users")).containsExactly(2, 3);
        assertThat(c.rows().get("TPS"))
                .containsExactly(first.summary().tps(), second.summary().tps());
        assertThat(c.rows()).containsKeys("p95 ms", "host CPU user %");
        if (Files.isReadable(Path.of("/proc/diskstats"))) {
            // An embedded H2 database is on this host: its disks are watched, and labelled as the host's.
            assertThat(c.rows()).containsKeys("disk IOPS (host)");
        }
        assertThat(c.rows().keySet()).noneMatch(k -> k.matches(".*[a-z][A-Z].*"));
        assertThat(c.format()).contains("two users", "three users", "TPS", "(+50.0%)");
        Path out = dir.resolve("cmp.html");
        CompareReport.write(c, out);
        String page = Files.readString(out);
        assertThat(page).contains("id=\"c-cmp-tps\"", "id=\"c-cmp-pct\"", "id=\"c-cmp-txtps\"", "Side by side");
        JsonNode data = embedded(page);
        assertThat(data.path("runs").size()).isEqualTo(2);
        assertThat(data.path("runs").get(1).path("label").asText()).isEqualTo("three users");
        assertThat(data.path("runs").get(1).path("timeSeries").size()).isPositive();
    }

    @Test
    void embeddedDataCannotCloseTheScriptElement() {
        assertThat(HtmlPage.embedJson(java.util.Map.of("q", "</script><b>"))).doesNotContain("</script", "<b>");
    }
}
