package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.dbview.DatabaseView;
import org.surgebench.core.dbview.LabelledView;
import org.surgebench.core.results.ResultWriter;
import org.surgebench.core.results.RunResult;
import org.surgebench.testdata.LocalMariaDb;

/**
 * Issue 45 item 6: the MariaDB report showed four empty chart boxes under "Database: load profile" (no per-second
 * figures were recorded). Now the server's status is recorded each second and charted, and a chart that has
 * nothing to draw (top waits with performance_schema off, as on the shared server) is left out with one line
 * saying why: every box on the page has data.
 */
class ReportChartsMariaDbTest {
    static String url;

    @BeforeAll
    static void createDatabase() {
        url = LocalMariaDb.createDatabase("surge_charts");
    }

    @AfterAll
    static void dropDatabase() {
        LocalMariaDb.dropDatabase(url);
    }

    @Test
    void everyDatabaseChartBoxHasTheServersPerSecondFigures(@TempDir Path results) throws Exception {
        Cli.Result g =
                Cli.run("generate", "tpcb", "--scale", "0.05", "--url", url, "-U", LocalMariaDb.USER, "--password", "");
        assertThat(g.exitCode()).as(g.all()).isZero();
        Cli.Result r = Cli.run(
                "run",
                "tpcb",
                "-u",
                "2",
                "-rt",
                "3s",
                "--url",
                url,
                "-U",
                LocalMariaDb.USER,
                "--password",
                "",
                "-r",
                results.toString());
        assertThat(r.exitCode()).as(r.all()).isZero();
        RunResult stored;
        try (Stream<Path> s = Files.list(results)) {
            stored = ResultWriter.read(
                    s.filter(p -> p.toString().endsWith(".json")).findFirst().orElseThrow());
        }
        LabelledView v =
                (LabelledView) DatabaseView.ofStrictly(stored.database()).get("mariadb");
        // The server's own counts, second by second: commits of the run's transactions.
        assertThat(v.series().get("t")).isNotEmpty();
        double counted = 0;
        List<Double> t = v.series().get("t");
        List<Double> tps = v.series().get("transactionsPerSec");
        for (int i = 1; i < t.size(); i++) {
            counted += tps.get(i) * (t.get(i) - t.get(i - 1));
        }
        double window = v.counterDeltas().get("Com_commit");
        assertThat(counted).as("commits the series counted").isPositive().isLessThanOrEqualTo(window * 1.05);

        String html = Files.readString(Path.of(stored.files().get("html")));
        List<String> boxes = boxes(html, "c-db-mariadb-");
        assertThat(boxes).contains("c-db-mariadb-io", "c-db-mariadb-tx", "c-db-mariadb-sessions");
        JsonNode charts = SweepCompareH2Test.embedded(html).path("dbCharts").path("mariadb");
        List<String> drawn = new ArrayList<>();
        charts.path("series")
                .forEach(c -> drawn.add("c-db-mariadb-" + c.path("name").asText()));
        if (charts.has("ranking")) {
            drawn.add("c-db-mariadb-" + charts.path("ranking").path("name").asText());
        }
        assertThat(boxes).as("every box is a chart with data").containsExactlyInAnyOrderElementsOf(drawn);
        if (!"on".equals(v.performanceSchema())) {
            assertThat(boxes).doesNotContain("c-db-mariadb-topwaits");
            assertThat(html).contains("No top waits chart: performance_schema is off");
        }
        assertThat(html).contains("No active sessions by wait class").doesNotContain("c-db-mariadb-waits\"");
    }

    /** The chart boxes of the page whose ids start with {@code prefix}. */
    static List<String> boxes(String html, String prefix) {
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile("<div class=\"chart\" id=\"(" + Pattern.quote(prefix) + "[^\"]*)\"")
                .matcher(html);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }
}
