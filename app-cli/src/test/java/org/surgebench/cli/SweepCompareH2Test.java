package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.results.Json;
import org.surgebench.core.results.ResultWriter;

/** surge sweep with two tiny steps on H2, then surge report and surge compare on what it wrote. */
class SweepCompareH2Test {
    @TempDir
    Path dir;

    @Test
    void sweepTableThenReportAndCompareOfItsSteps() throws Exception {
        String url = "jdbc:h2:" + dir.resolve("db").toAbsolutePath();
        assertThat(CliRunner.run("generate", "tpcb", "--url", url, "--scale", "0.1")
                        .exit())
                .isZero();
        Path results = dir.resolve("results");
        var s = CliRunner.run(
                "sweep",
                "tpcb",
                "--url",
                url,
                "--users",
                "1,2",
                "--step-time",
                "2s",
                "-r",
                results.toString(),
                "--comment",
                "before tuning");
        assertThat(s.exit()).as(s.err()).isZero();
        assertSweepTable(s.out());
        Path json;
        try (var files = Files.list(results)) {
            json = files.filter(p -> p.getFileName().toString().matches("tpcb-sweep-.*\\.json"))
                    .findFirst()
                    .orElseThrow();
        }
        JsonNode sweep = Json.mapper().readTree(json.toFile());
        assertThat(sweep.path("kind").asText()).isEqualTo("sweep");
        assertThat(sweep.path("steps").size()).isEqualTo(2);
        assertThat(sweep.path("steps").get(0).path("users").asInt()).isEqualTo(1);
        assertThat(sweep.path("steps").get(1).path("tps").asDouble()).isPositive();
        assertThat(sweep.path("kneeRule").asText()).contains("25%");
        Path html = Results.sibling(json, ".html");
        String page = Files.readString(html);
        assertThat(page).contains("Scaling table", "average TPS", "id=\"c-sweep-main\"", "id=\"c-sweep-iops\"");
        assertThat(embedded(page).path("steps").size()).isEqualTo(2);

        Path step1 = Path.of(sweep.path("steps").get(0).path("resultFile").asText());
        Path step2 = Path.of(sweep.path("steps").get(1).path("resultFile").asText());
        assertThat(step1).exists().isNotEqualTo(step2);
        assertThat(Results.sibling(step1, ".html")).exists();
        assertReportsAgain(step1, json);
        assertComparesTheSteps(step1, step2);
        assertComparesASwingbenchResultBesideARun(step1);
        assertComparesTwoSweepsOnOnePage(json, step1);
    }

    /**
     * Issue 45 item 23: surge compare SwingbenchResults.xml run.json ended on a raw JSON parser message. A real
     * Swingbench results file (src-test-data, with its source) is read: overview, DML and transactions beside ours.
     */
    private void assertComparesASwingbenchResultBesideARun(Path step1) throws Exception {
        Path xml = dir.resolve("SwingbenchResults.xml");
        try (var in = getClass().getResourceAsStream("/swingbench/v2.7/results.xml")) {
            Files.copy(in, xml);
        }
        Path out = dir.resolve("vs-swingbench.html");
        var cmp = CliRunner.run("compare", xml.toString(), step1.toString(), "-o", out.toString());
        assertThat(cmp.exit()).as(cmp.err()).isZero();
        assertThat(cmp.out())
                .contains("Swingbench: Order Entry", "Comparison written")
                .containsPattern("TPS\\s+2,027.6")
                .containsPattern("transactions\\s+1,824,805")
                .containsPattern("busiest minute \\(transactions\\)\\s+131,322")
                .containsPattern("selects/s\\s+21,279.5")
                // Swingbench's Result ids matched to soe's short names, "Browse Orders" by its initials.
                .containsPattern("NCR TPS\\s+244.5")
                .containsPattern("BO avg ms\\s+\\d");
        JsonNode data = embedded(Files.readString(out));
        assertThat(data.path("runs").get(0).path("timeSeries").size()).isEqualTo(899);
    }

    /** Two sweeps on one page, as seed 002 plots its read-write sweep against its read-only one. */
    private void assertComparesTwoSweepsOnOnePage(Path sweepJson, Path step1) throws Exception {
        com.fasterxml.jackson.databind.node.ObjectNode other =
                (com.fasterxml.jackson.databind.node.ObjectNode) Json.mapper().readTree(sweepJson.toFile());
        other.put("mix", "read-only");
        for (JsonNode step : other.path("steps")) {
            ((com.fasterxml.jackson.databind.node.ObjectNode) step)
                    .put("tps", step.path("tps").asDouble() * 2);
        }
        Path readOnly = dir.resolve("read-only-sweep.json");
        Json.mapper().writeValue(readOnly.toFile(), other);
        Path out = dir.resolve("sweeps.html");
        var cmp = CliRunner.run("compare", sweepJson.toString(), readOnly.toString(), "-o", out.toString());
        assertThat(cmp.exit()).as(cmp.err()).isZero();
        assertThat(cmp.out())
                .contains("read-only-sweep: tpcb, mix read-only, 2 steps", "average TPS against users:")
                .containsPattern("(?m)^\\s+1\\s+[\\d,.]+\\s+[\\d,.]+ \\(\\+100%\\)$");
        String page = Files.readString(out);
        assertThat(page).contains("id=\"c-swc-main\"", "data-kind=\"sweepcompare\"");
        assertThat(embedded(page).path("sweeps").size()).isEqualTo(2);
        var mixed = CliRunner.run("compare", sweepJson.toString(), step1.toString());
        assertThat(mixed.exit()).isEqualTo(2);
        assertThat(mixed.err()).contains("compare takes runs, sweeps or repeats, not a mix");
    }

    /** The sweep's console table: a row per step, the columns named, nothing wider than 100 columns. */
    private static void assertSweepTable(String out) {
        assertThat(out)
                .contains(
                        "Step 1/2: 1 users",
                        "Step 2/2: 2 users",
                        "users",
                        "avg TPS",
                        "QPS",
                        "avg ms",
                        "p95 ms",
                        "Sweep written");
        assertThat(out).containsPattern("(?m)^\\s+1\\s+[\\d,.]+\\s").containsPattern("(?m)^\\s+2\\s+[\\d,.]+\\s");
        if (Files.isReadable(Path.of("/proc/diskstats"))) {
            // H2 has no statistics of its own; its disks are this host's, and the column says so.
            assertThat(out)
                    .contains("disk IOPS", "disk IOPS: the database host's disks (/proc/diskstats")
                    .doesNotContain("DB IO/s");
        }
        String table = out.substring(out.indexOf("\n\n"), out.indexOf("Sweep written"));
        assertThat(table.lines().filter(l -> l.length() > 100))
                .as("table lines over 100 columns")
                .isEmpty();
    }

    /** surge report renders a step's results and the sweep's again. */
    private void assertReportsAgain(Path step1, Path json) throws Exception {
        Path again = dir.resolve("again.html");
        var rep = CliRunner.run("report", step1.toString(), "-o", again.toString());
        assertThat(rep.exit()).as(rep.err()).isZero();
        assertThat(Files.readString(again)).contains("id=\"c-throughput\"", "Transactions", "before tuning ·");
        assertThat(ResultWriter.read(step1).config().settings().output().comment())
                .isEqualTo("before tuning");
        var repSweep = CliRunner.run(
                "report", json.toString(), "-o", dir.resolve("sweep2.html").toString());
        assertThat(repSweep.exit()).as(repSweep.err()).isZero();
        assertThat(Files.readString(dir.resolve("sweep2.html"))).contains("Scaling table");
    }

    /** surge compare of the two steps: the table on the console and the page beside the first step. */
    private static void assertComparesTheSteps(Path step1, Path step2) throws Exception {
        var cmp = CliRunner.run("compare", step1.toString(), step2.toString());
        assertThat(cmp.exit()).as(cmp.err()).isZero();
        assertThat(cmp.out())
                .contains(Results.baseName(step1), Results.baseName(step2), "TPS", "p95 ms", "Comparison written");
        assertThat(cmp.out())
                .containsPattern("users\\s+1\\s+2 \\(\\+100\\.0%\\)")
                .containsPattern("comment\\s+before tuning\\s+before tuning");
        Path cmpHtml;
        try (var files = Files.list(step1.getParent())) {
            cmpHtml = files.filter(p -> p.getFileName().toString().startsWith("compare-"))
                    .findFirst()
                    .orElseThrow();
        }
        assertThat(embedded(Files.readString(cmpHtml)).path("runs").size()).isEqualTo(2);
    }

    @Test
    void badInputsGetOneSentence() throws Exception {
        var missing = CliRunner.run("report", dir.resolve("nope.json").toString());
        assertThat(missing.exit()).isEqualTo(2);
        assertThat(missing.err()).contains("Cannot read").doesNotContain("at org.");
        Path junk = dir.resolve("junk.json");
        Files.writeString(junk, "{\"hello\": 1}");
        var notResult = CliRunner.run("compare", junk.toString(), junk.toString());
        assertThat(notResult.exit()).isEqualTo(2);
        assertThat(notResult.err()).contains("not a Surgebench run result");
        var one = CliRunner.run("compare", junk.toString());
        assertThat(one.exit()).isEqualTo(2);
        var noUsers = CliRunner.run(
                "sweep",
                "tpcb",
                "--url",
                "jdbc:h2:" + dir.resolve("x").toAbsolutePath(),
                "--users",
                "0,2",
                "--step-time",
                "1s");
        assertThat(noUsers.exit()).isEqualTo(2);
        assertThat(noUsers.err()).contains("at least 1 user");
    }

    static JsonNode embedded(String html) throws Exception {
        Matcher m = Pattern.compile(
                        "<script type=\"application/json\" id=\"surge-data\">(.*?)</script>", Pattern.DOTALL)
                .matcher(html);
        assertThat(m.find()).isTrue();
        return Json.mapper().readTree(m.group(1));
    }
}
