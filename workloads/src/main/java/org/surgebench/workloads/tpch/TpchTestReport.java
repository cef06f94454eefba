package org.surgebench.workloads.tpch;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.surgebench.core.spi.WorkloadTests;

/**
 * What a power or throughput test of tpch measured, as written to its JSON beside the HTML report: every interval,
 * the tests' lengths and the figures; {@link #kind()} marks the document so that readers tell it from a run's.
 *
 * @param test              power, throughput or both
 * @param database          the database as the connection named it
 * @param scale             the schema's scale factor, read from its registry and checked against its rows
 * @param seed              the schema's seed (the parameters of each stream are drawn from it)
 * @param streams           query streams of the throughput test (0 for a power test alone)
 * @param timeoutSeconds    the query timeout; 0 for none
 * @param powerSeconds      the power test's length, 0 when it did not run
 * @param throughputSeconds the throughput test's length Ts, 0 when it did not run
 * @param timings           every interval, the power test's first
 * @param figures           power, throughput and their geometric mean
 * @param window            when the tests began and ended, and the database's and the hosts' view of that window
 */
@com.fasterxml.jackson.annotation.JsonIgnoreProperties(value = "kind", allowGetters = true)
@com.fasterxml.jackson.annotation.JsonPropertyOrder({"kind"})
public record TpchTestReport(
        String test,
        String database,
        double scale,
        long seed,
        int streams,
        int timeoutSeconds,
        double powerSeconds,
        double throughputSeconds,
        List<TpchTiming> timings,
        TpchFigures figures,
        Window window)
        implements WorkloadTests.Report {

    public static final String KIND = "tpch-test";

    /** Always {@value #KIND}: marks the document as a tpch test's, not a run's. */
    @com.fasterxml.jackson.annotation.JsonProperty("kind")
    public String kind() {
        return KIND;
    }

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /** The intervals of one test ({@code power} or {@code throughput}), in the order they ended. */
    public List<TpchTiming> of(String which) {
        return timings.stream().filter(t -> t.test().equals(which)).toList();
    }

    /** The seconds of query {@code name} in the test's streams, averaged; null when one did not finish. */
    public Double querySeconds(String which, String name) {
        List<TpchTiming> ts =
                of(which).stream().filter(t -> t.name().equals(name)).toList();
        if (ts.isEmpty() || ts.stream().anyMatch(t -> !t.ok())) {
            return null;
        }
        return ts.stream().mapToDouble(TpchTiming::seconds).average().orElseThrow();
    }

    @Override
    @com.fasterxml.jackson.annotation.JsonIgnore
    public String summary() {
        return TpchTestText.summary(this);
    }

    /**
     * The tests' window: when it began and ended, and the database's and the hosts' view of it, as a run's results
     * keep them.
     *
     * @param startedAt ISO-8601 instant the first test started
     * @param endedAt   ISO-8601 instant the last test ended
     * @param database by provider name (read MB/s, cache hits, temporary files); empty when it was not taken
     * @param host     the load generator's CPU, the database host's disks; empty when not taken
     */
    public record Window(
            String startedAt,
            String endedAt,
            java.util.Map<String, Object> database,
            java.util.Map<String, Object> host) {
        /** The window from {@code startedAt} to {@code endedAt}, its view not taken. */
        public static Window between(String startedAt, String endedAt) {
            return new Window(startedAt, endedAt, java.util.Map.of(), java.util.Map.of());
        }
    }

    @com.fasterxml.jackson.annotation.JsonIgnore
    public String startedAt() {
        return window.startedAt();
    }

    @com.fasterxml.jackson.annotation.JsonIgnore
    public String endedAt() {
        return window.endedAt();
    }

    @Override
    @com.fasterxml.jackson.annotation.JsonIgnore
    public java.util.Map<String, Object> databaseView() {
        return window.database() == null ? java.util.Map.of() : window.database();
    }

    @Override
    @com.fasterxml.jackson.annotation.JsonIgnore
    public java.util.Map<String, Object> hostView() {
        return window.host() == null ? java.util.Map.of() : window.host();
    }

    @Override
    public String html(String windowView) {
        return TpchTestHtml.page(this, windowView);
    }

    @Override
    public TpchTestReport withWindow(
            java.util.Map<String, Object> databaseView, java.util.Map<String, Object> hostView) {
        return new TpchTestReport(
                test,
                database,
                scale,
                seed,
                streams,
                timeoutSeconds,
                powerSeconds,
                throughputSeconds,
                timings,
                figures,
                new Window(window.startedAt(), window.endedAt(), databaseView, hostView));
    }

    @Override
    @com.fasterxml.jackson.annotation.JsonIgnore
    public List<String> problems() {
        return figures.why();
    }

    @Override
    public void write(Path file) throws IOException {
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        JSON.writeValue(tmp.toFile(), this);
        Files.move(
                tmp,
                file,
                java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    }

    /** The report in {@code file}, or null when the file is a JSON document of another kind (a run's). */
    public static TpchTestReport readIfOne(Path file) throws IOException {
        if (!file.getFileName().toString().endsWith(".json") || !Files.isRegularFile(file)) {
            return null;
        }
        com.fasterxml.jackson.databind.JsonNode n;
        try {
            n = JSON.readTree(file.toFile());
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            return null; // not JSON: the run's reader names the problem
        }
        if (n == null || !KIND.equals(n.path("kind").asText())) {
            return null;
        }
        return JSON.treeToValue(n, TpchTestReport.class);
    }
}
