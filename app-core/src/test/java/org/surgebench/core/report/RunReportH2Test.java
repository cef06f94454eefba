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

    /**
     * Issue 45 item 2: the charts sat on three time axes (throughput over elapsed 1-35 s, PostgreSQL's over "measured
     * s" 0-30, the host's over elapsed 6-35 s) and the warm-up was not marked. Now one axis, seconds since the run
     * started, spans every chart over time; the series timed from the window's start are moved by its opening, and
     * the ramp-up and warm-up are shaded.
     */
    @Test
    void everyChartOverTimeSharesOneAxisWithTheWarmUpShaded() throws Exception {
        ObjectNode json = (ObjectNode) Json.mapper().valueToTree(first);
        ((ObjectNode) json.path("config").path("settings").path("load"))
                .put("rampUp", 2.0)
                .put("warmUp", 5.0);
        var series = json.putArray("timeSeries");
        for (int s = 1; s <= 35; s++) {
            ObjectNode i =
                    (ObjectNode) Json.mapper().valueToTree(first.timeSeries().get(0));
            i.put("elapsedSeconds", s).put("intervalSeconds", 1.0).put("measured", s > 5);
            series.add(i);
        }
        var pg = json.putObject("database").putObject("postgresql");
        pg.put("serverVersionNum", 150004);
        var pgSeries = pg.putObject("series");
        var host = (ObjectNode) json.path("host").path("series");
        var pgT = pgSeries.putArray("t");
        var pgTps = pgSeries.putArray("transactionsPerSec");
        for (int s = 1; s <= 30; s++) {
            pgT.add(s);
            pgTps.add(100);
        }
        String page = RunReport.html(Json.mapper().treeToValue(json, RunResult.class));
        JsonNode axis = embedded(page).path("timeAxis");
        assertThat(axis.path("title").asText()).isEqualTo("elapsed s (since the run started)");
        assertThat(axis.path("from").asDouble()).isZero();
        assertThat(axis.path("to").asDouble()).isEqualTo(35.0);
        assertThat(axis.path("windowFrom").asDouble())
                .as("where the series timed from the window's start begin")
                .isEqualTo(5.0);
        assertThat(axis.path("windowTo").asDouble()).isEqualTo(35.0);
        assertThat(axis.path("phases").toString())
                .contains(
                        "\"label\":\"ramp-up\",\"from\":0.0,\"to\":2.0",
                        "\"label\":\"warm-up\",\"from\":0.0,\"to\":5.0");
        assertThat(host.path("t").size())
                .as("the host's series is there to be moved")
                .isPositive();
        assertThat(embedded(page)
                        .path("dbCharts")
                        .path("postgresql")
                        .path("series")
                        .toString())
                .contains("\"name\":\"tx\"");
        // Every chart of a run over time goes through the one axis: none keeps an axis of its own.
        String js = HtmlPage.resource("org/surgebench/core/report/report.js");
        String run = js.substring(js.indexOf("function renderRun"), js.indexOf("/* ---------- sweep"));
        assertThat(run).doesNotContain("measured s");
        Matcher calls = Pattern.compile("xyChart\\([^;]*'elapsed s'[^;]*;").matcher(run);
        int timed = 0;
        while (calls.find()) {
            assertThat(calls.group()).as("a chart over time").contains("overTime(");
            timed++;
        }
        assertThat(timed).isGreaterThanOrEqualTo(7);
        assertThat(js).contains("fromWindow(s.t)");
    }

    /** Issue 45 item 3: the run report and the sweep report say when the load generator was CPU-saturated. */
    @Test
    void aSaturatedLoadGeneratorIsFlaggedInTheRunAndTheSweepReport() throws Exception {
        ObjectNode json = (ObjectNode) Json.mapper().valueToTree(first);
        ObjectNode gen = (ObjectNode) json.path("host").path("loadGenerator");
        gen.put("cpuIdlePct", 0.3).put("cpuIowaitPct", 0.0).put("processCpuPct", 31.0);
        ((ObjectNode) json.path("host")).putObject("databaseHostDisks").put("why", "the database URL names this host");
        RunResult saturated = Json.mapper().treeToValue(json, RunResult.class);
        String page = RunReport.html(saturated);
        assertThat(page)
                .contains("client-bound: host CPU (shared with the database)", "99.70 %")
                .contains("<p class=\"flag\">The load generator was CPU-saturated (client-bound): this host, which");
        gen.put("cpuIdlePct", 60.0).put("processCpuPct", 20.0);
        assertThat(RunReport.html(Json.mapper().treeToValue(json, RunResult.class)))
                .as("a client with CPU to spare")
                .doesNotContain("class=\"flag\"", "\"k\">client-bound");

        var step = org.surgebench.core.sweep.SweepStep.of(saturated);
        assertThat(step.clientSaturation()).isEqualTo("shared host CPU 99.7 %");
        var steps = List.of(step, step);
        var sweep = new org.surgebench.core.sweep.SweepResult(
                "sweep",
                "counter",
                "default",
                "jdbc:h2:mem:x",
                first.startedAt(),
                2,
                0,
                steps,
                null,
                "rule",
                null,
                java.util.Map.of(),
                null,
                null);
        String sweepPage = SweepReport.html(sweep);
        assertThat(sweepPage)
                .contains(
                        "<p class=\"flag\">client-bound: the load generator&#39;s CPU (or its host&#39;s) was 90 % busy")
                .contains("<th>load generator</th>", "client-bound: shared host CPU 99.7 %");
    }

    @Test
    void embeddedDataCannotCloseTheScriptElement() {
        assertThat(HtmlPage.embedJson(java.util.Map.of("q", "</script><b>"))).doesNotContain("</script", "<b>");
    }
}
