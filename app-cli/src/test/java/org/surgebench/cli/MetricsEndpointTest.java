package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.ConnectException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.testdata.TestDatabases;

/**
 * {@code --metrics-port}: the real CLI in a process of its own serves its live meters in Prometheus's text format;
 * scraped while the run is measuring, TPS and the response-time histogram carry run id, workload and generator. It
 * listens on the loopback address unless told otherwise, and then only with a token; each request is served on its
 * own, and one that is never finished is cut.
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
            aHistogramWithTransactions(bucket.matcher(body), body);
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
            aHalfSentRequestBlocksNoOtherScrapeAndIsCut(http, scrape, port);
            nothingListensBeyondLoopback(port);
            assertThat(p.stdout()).contains("Metrics for Prometheus: http://127.0.0.1:" + port + "/metrics");
            p.signal("INT");
            assertThat(p.waitFor(60)).isEqualTo(130);
        }
    }

    private static void aHistogramWithTransactions(Matcher buckets, String body) {
        double highest = 0;
        int count = 0;
        while (buckets.find()) {
            highest = Math.max(highest, Double.parseDouble(buckets.group(1)));
            count++;
        }
        assertThat(count).as(body).isGreaterThan(10);
        assertThat(highest).as("transactions in the +Inf bucket").isPositive();
    }

    /**
     * A client that sends half a request holds only its own exchange: a scrape beside it is answered while it is
     * still open (it is then finished and answered too), and one that is never finished is cut when its time to send
     * the request is up.
     */
    private static void aHalfSentRequestBlocksNoOtherScrapeAndIsCut(HttpClient http, HttpRequest scrape, int port)
            throws Exception {
        try (Socket never = halfSent(port);
                Socket half = halfSent(port)) {
            // Let the server take up both before the scrape comes (an order, not a timing assertion).
            Thread.sleep(500);
            HttpResponse<String> r = http.send(scrape, HttpResponse.BodyHandlers.ofString());
            assertThat(r.statusCode()).isEqualTo(200);
            assertThat(r.body()).contains("surgebench_tps");
            // Still open: its end now gets an answer (a scrape that waited for it would have timed out above).
            half.getOutputStream().write("\r\n".getBytes(StandardCharsets.US_ASCII));
            half.setSoTimeout(60_000);
            String status = new java.io.BufferedReader(
                            new java.io.InputStreamReader(half.getInputStream(), StandardCharsets.US_ASCII))
                    .readLine();
            assertThat(status).startsWith("HTTP/1.1 200");
            // A hang guard, not a timing assertion: the server closes the unfinished one, the read ends.
            never.setSoTimeout(60_000);
            int read;
            try {
                read = never.getInputStream().read();
            } catch (SocketException reset) {
                read = -1;
            }
            assertThat(read).as("the unfinished request's connection is closed").isEqualTo(-1);
        }
    }

    private static Socket halfSent(int port) throws Exception {
        Socket s = new Socket(InetAddress.getLoopbackAddress(), port);
        s.getOutputStream().write("GET /metrics HTTP/1.1\r\nHost: x\r\n".getBytes(StandardCharsets.US_ASCII));
        s.getOutputStream().flush();
        return s;
    }

    /** By default the endpoint listens on the loopback address only: this host's other addresses refuse. */
    private static void nothingListensBeyondLoopback(int port) throws Exception {
        List<InetAddress> others = NetworkInterface.networkInterfaces()
                .flatMap(NetworkInterface::inetAddresses)
                .filter(a -> !a.isLoopbackAddress() && !a.isLinkLocalAddress())
                .toList();
        for (InetAddress a : others) {
            try (Socket s = new Socket()) {
                s.connect(new InetSocketAddress(a, port), 5_000);
                throw new AssertionError("the metrics endpoint accepted a connection at " + a);
            } catch (ConnectException expected) {
                // refused: nothing listens there
            }
        }
    }

    /**
     * Serving beyond this machine (--metrics-bind) needs a token: without SURGE_METRICS_TOKEN it is one sentence and
     * exit 2 before anything runs; with it, a scrape without the token or with another one is refused (401) and one
     * that sends it as a bearer token is answered.
     */
    @Test
    void aBindBeyondLoopbackNeedsATokenThatEveryScrapeSends(@TempDir Path work) throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        Path results = work.resolve("results");
        Cli.Result refused = Cli.run(
                "run",
                "tpcb",
                "-rt",
                "1s",
                "--url",
                url,
                "--metrics-port",
                "" + port,
                "--metrics-bind",
                "0.0.0.0",
                "-r",
                results.toString());
        OneSentence.assertRefused(refused, 2, "--metrics-bind 0.0.0.0 serves the metrics beyond this machine");
        assertThat(refused.err()).contains("SURGE_METRICS_TOKEN");
        assertThat(results).doesNotExist();
        OneSentence.assertRefused(
                Cli.run("run", "tpcb", "-rt", "1s", "--url", url, "--metrics-bind", "127.0.0.1"),
                2,
                "--metrics-bind needs --metrics-port");

        String token = "tok-" + Long.toHexString(System.nanoTime());
        HttpClient http = HttpClient.newHttpClient();
        URI uri = URI.create("http://127.0.0.1:" + port + "/metrics");
        try (CliProcess p = CliProcess.start(
                work,
                Map.of("SURGE_METRICS_TOKEN", token),
                "run",
                "tpcb",
                "-u",
                "1",
                "-rt",
                "10m",
                "--url",
                url,
                "--metrics-port",
                "" + port,
                "--metrics-bind",
                "0.0.0.0",
                "-r",
                results.toString())) {
            assertThat(p.awaitOutput("Metrics for Prometheus: http://", 60))
                    .as(p.stdout() + p.stderr())
                    .isTrue();
            assertThat(p.stdout()).contains("bearer token").doesNotContain(token);
            HttpRequest.Builder get = HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(10));
            HttpResponse<String> none = http.send(get.build(), HttpResponse.BodyHandlers.ofString());
            assertThat(none.statusCode()).isEqualTo(401);
            assertThat(none.body()).doesNotContain("surgebench_");
            HttpResponse<String> wrong = http.send(
                    get.header("Authorization", "Bearer " + token + "x").build(), HttpResponse.BodyHandlers.ofString());
            assertThat(wrong.statusCode()).isEqualTo(401);
            HttpRequest withToken = HttpRequest.newBuilder(uri)
                    .timeout(Duration.ofSeconds(10))
                    .header("Authorization", "Bearer " + token)
                    .build();
            HttpResponse<String> right = http.send(withToken, HttpResponse.BodyHandlers.ofString());
            // Until the run has connected and published its meters (a hang guard, not a timing assertion).
            for (int i = 0;
                    i < 600 && right.statusCode() == 200 && !right.body().contains("surgebench_users");
                    i++) {
                Thread.sleep(200);
                right = http.send(withToken, HttpResponse.BodyHandlers.ofString());
            }
            assertThat(right.statusCode()).isEqualTo(200);
            assertThat(right.body()).contains("surgebench_users");
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
