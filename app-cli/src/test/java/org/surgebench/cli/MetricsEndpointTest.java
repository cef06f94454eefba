package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.testdata.TestDatabases;

/**
 * {@code --metrics-port}: the real CLI in a process of its own serves its live meters in Prometheus's text format;
 * scraped while the run is measuring, TPS and the response-time histogram carry run id, workload and generator.
 */
class MetricsEndpointTest {
    @TempDir
    static Path shared;

    private static String url;

    @BeforeAll
    static void generate() {
        url = TestDatabases.h2File(shared, "metrics");
        Cli.Result r = Cli.run("generate", "tpcb", "--scale", "0.1", "--url", url);
        assertThat(r.exitCode()).as(r.all()).isZero();
    }

    @Test
    void aScrapeDuringTheRunFindsTpsAndLatencyWithTheRunsLabels(@TempDir Path work) throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        HttpClient http = HttpClient.newHttpClient();
        HttpRequest scrape = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/metrics"))
                .timeout(Duration.ofSeconds(10))
                .build();
        String labels = "generator=\"2/2\",run_id=\"scrape-1\",workload=\"tpcb\"";
        Pattern tps = Pattern.compile("^surgebench_tps\\{" + Pattern.quote(labels) + "} (\\S+)$", Pattern.MULTILINE);
        // Prometheus's text format orders the labels by name, le last.
        String txLabels = "generator=\"2/2\",run_id=\"scrape-1\",transaction=\"TPCB\",workload=\"tpcb\"";
        Pattern bucket = Pattern.compile(
                "^surgebench_response_seconds_bucket\\{" + Pattern.quote(txLabels) + ",le=\"[^\"]+\"} (\\S+)$",
                Pattern.MULTILINE);
        try (CliProcess p = CliProcess.start(
                work,
                Map.of(),
                "run",
                "tpcb",
                "-u",
                "4",
                "-rt",
                "10m",
                "--url",
                url,
                "--generator",
                "2/2",
                "--run-id",
                "scrape-1",
                "--metrics-port",
                Integer.toString(port),
                "-r",
                work.resolve("results").toString())) {
            assertThat(p.awaitOutput("Metrics for Prometheus: http://", 60))
                    .as(p.stdout() + p.stderr())
                    .isTrue();
            String body = "";
            double seenTps = 0;
            // Until an interval with transactions was published (a hang guard, not a timing assertion).
            for (int i = 0; i < 600 && seenTps == 0; i++) {
                Thread.sleep(200);
                HttpResponse<String> r = http.send(scrape, HttpResponse.BodyHandlers.ofString());
                assertThat(r.statusCode()).isEqualTo(200);
                assertThat(r.headers().firstValue("Content-Type").orElse("")).startsWith("text/plain");
                body = r.body();
                Matcher m = tps.matcher(body);
                if (m.find()) {
                    seenTps = Double.parseDouble(m.group(1));
                }
            }
            assertThat(seenTps).as(body).isPositive();
            Matcher buckets = bucket.matcher(body);
            double highest = 0;
            int count = 0;
            while (buckets.find()) {
                highest = Math.max(highest, Double.parseDouble(buckets.group(1)));
                count++;
            }
            assertThat(count).as(body).isGreaterThan(10);
            assertThat(highest).as("transactions in the +Inf bucket").isPositive();
            assertThat(body).contains("surgebench_response_seconds_count{" + txLabels + "}");
            assertThat(body).contains("surgebench_users{" + labels + "} 2.0");
            assertThat(body)
                    .contains("surgebench_qps{generator=\"2/2\",kind=\"update\",run_id=\"scrape-1\","
                            + "workload=\"tpcb\"}");
            assertThat(body)
                    .contains("surgebench_phase{generator=\"2/2\",phase=\"measuring\",run_id=\"scrape-1\","
                            + "workload=\"tpcb\"} 1.0");
            assertThat(body)
                    .contains("surgebench_phase{generator=\"2/2\",phase=\"warm-up\",run_id=\"scrape-1\","
                            + "workload=\"tpcb\"} 0.0");
            dashboardQueriesOnlyTheseMetrics(body);
            p.signal("INT");
            assertThat(p.waitFor(60)).isEqualTo(130);
        }
    }

    /** Every metric the shipped Grafana dashboard queries is one this scrape serves (errors appear with the first). */
    private static void dashboardQueriesOnlyTheseMetrics(String body) throws Exception {
        Path dashboard = Path.of("..", "docs", "grafana", "surgebench-dashboard.json");
        com.fasterxml.jackson.databind.JsonNode tree =
                org.surgebench.core.results.Json.mapper().readTree(dashboard.toFile());
        java.util.Set<String> queried = new java.util.TreeSet<>();
        for (com.fasterxml.jackson.databind.JsonNode panel : tree.path("panels")) {
            for (com.fasterxml.jackson.databind.JsonNode target : panel.path("targets")) {
                Matcher m = Pattern.compile("surgebench_[a-z_]+")
                        .matcher(target.path("expr").asText());
                while (m.find()) {
                    queried.add(m.group());
                }
            }
        }
        assertThat(queried).contains("surgebench_tps", "surgebench_response_seconds_bucket", "surgebench_qps");
        for (String metric : queried) {
            if (!metric.equals("surgebench_sql_errors_total")) {
                assertThat(body).as("the dashboard's " + metric).containsPattern("(?m)^" + metric + "\\{");
            }
        }
    }
}
