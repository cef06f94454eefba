package org.surgebench.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.api.Sweep;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.sweep.SweepFigure;
import org.surgebench.core.sweep.SweepFigures;
import org.surgebench.core.sweep.SweepResult;
import org.surgebench.core.sweep.SweepStep;
import org.surgebench.testdata.TestDatabases;

/**
 * The sweeps page in a real headless Chromium on embedded H2: a user sweep and a rate sweep started from the
 * browser, the scaling table growing a row per step, the rows shown equal to the sweep's result (and its
 * transactions to the history rows the database holds), then both found among the results folder's sweeps and
 * opened. The tests build on each other, in order.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ConsoleBrowserSweepH2Test {
    @TempDir
    static Path dir;

    static String url;
    static ConsoleInBrowser ui;
    static ConsoleBrowser browser;

    @BeforeAll
    static void start() {
        url = TestDatabases.h2File(dir, "tpcb");
        Surgebench.generate(
                new GenerateSpec("tpcb")
                        .connection(new ConnectionSpec(url, "sa", ""))
                        .scale(0.1),
                null);
        ui = ConsoleInBrowser.open(dir.resolve("results"));
        browser = ui.browser();
    }

    @AfterAll
    static void stop() {
        if (ui != null) {
            ui.close();
        }
    }

    @Test
    @Order(1)
    void aUserSweepGrowsItsTableStepByStepAsTheSweepResultHasIt() throws Exception {
        long historyBefore = count();
        browser.open("/sweeps");
        fill("users", "1,2", "5s", "user sweep");
        browser.click("#start");
        // The table grows: the first step's row is there while the second step runs.
        browser.await(
                "the first row while the second step runs",
                d -> browser.text("#step").startsWith("2 of 2") && rows().size() == 1);
        browser.awaitText("#result", "the sweep's end", t -> t.startsWith("Finished"));
        assertThat(browser.text("#error")).isEmpty();
        SweepResult r = result("1");
        assertShown(r);
        assertThat(r.steps()).extracting(SweepStep::users).containsExactly(1, 2);
        // Each tpcb transaction inserts one history row; at most one per user was in flight when a step ended.
        long transactions =
                r.steps().stream().mapToLong(SweepStep::transactions).sum();
        assertThat(transactions).isPositive();
        assertThat(count() - historyBefore).isBetween(transactions, transactions + 1 + 2);
        browser.screenshot("sweeps");
    }

    @Test
    @Order(2)
    void aRateSweepWithAServiceLevelShowsItsStepsAndKnee() throws Exception {
        long historyBefore = count();
        browser.open("/sweeps");
        browser.click("[name=over][value=rate]");
        fill("users", "2", "3s", "rate sweep");
        browser.type("#sweep [name=steps]", "10,20");
        browser.type("#sweep [name=slo]", "p95<5s");
        browser.click("#start");
        browser.awaitText("#result", "the rate sweep's end", t -> t.startsWith("Finished"));
        assertThat(browser.text("#error")).isEmpty();
        SweepResult r = result("2");
        assertThat(r.byRate()).isTrue();
        assertThat(r.steps()).extracting(SweepStep::rate).containsExactly(10.0, 20.0);
        assertShown(r);
        assertThat(browser.text("#knee")).isEqualTo(r.kneeSentence()).contains("p95<5s");
        long transactions =
                r.steps().stream().mapToLong(SweepStep::transactions).sum();
        assertThat(count() - historyBefore).isBetween(transactions, transactions + 2 + 2);
    }

    @Test
    @Order(3)
    void findsTheFinishedSweepsAndOpensTheirPage() {
        browser.open("/sweeps");
        browser.await(
                "both sweeps listed",
                d -> d.findElements(By.cssSelector("#sweeps tbody tr")).size() == 2);
        // Newest first: the rate sweep, then the user sweep.
        assertThat(browser.text("#sweeps tbody tr:nth-child(1)"))
                .contains("rate sweep")
                .contains("rate");
        assertThat(browser.text("#sweeps tbody tr:nth-child(2)")).contains("user sweep");
        browser.click("#sweeps tbody tr:nth-child(2) a");
        browser.await("the sweep's page", d -> d.getTitle().contains("sweep"));
        assertThat(browser.text("body")).contains("Scaling table").contains("user sweep");
    }

    /** The table the page shows is the sweep result's: a row per step, the catalogue's columns and cells. */
    private static void assertShown(SweepResult r) {
        List<String> head = new ArrayList<>();
        browser.driver.findElements(By.cssSelector("#scaling thead th")).forEach(th -> head.add(th.getText()));
        List<String> expectedHead = new ArrayList<>(List.of(r.byRate() ? "rate asked (tx/s)" : "users"));
        List<SweepFigure> shown =
                SweepFigures.ALL.stream().filter(f -> f.shownFor(r)).toList();
        shown.forEach(f -> expectedHead.add(f.label()));
        assertThat(head).isEqualTo(expectedHead);
        List<WebElement> rows = rows();
        assertThat(rows).hasSize(r.steps().size());
        for (int i = 0; i < rows.size(); i++) {
            SweepStep s = r.steps().get(i);
            List<String> cells = new ArrayList<>();
            rows.get(i).findElements(By.tagName("td")).forEach(td -> cells.add(td.getText()));
            List<String> expected = new ArrayList<>(List.of(r.name(s)));
            shown.forEach(f -> {
                Double v = f.value().apply(s);
                expected.add(v == null ? "–" : f.format().format(v));
            });
            assertThat(cells).as("step %d", i + 1).isEqualTo(expected);
        }
    }

    /** The sweep's result as written into the results folder, read from the file the API names. */
    private static SweepResult result(String id) throws Exception {
        Map<String, Object> s = new ConsoleClient(ui.console().url(), null)
                .get("/api/sweeps/" + id)
                .json();
        assertThat(s).containsEntry("finished", true);
        return Sweep.read(Path.of((String) s.get("file")));
    }

    private static List<WebElement> rows() {
        return browser.driver.findElements(By.cssSelector("#scaling tbody tr"));
    }

    private static void fill(String over, String steps, String stepTime, String comment) {
        browser.type("#sweep [name=url]", url);
        browser.type("#sweep [name=steps]", steps);
        browser.type("#sweep [name=step-time]", stepTime);
        browser.type("#sweep [name=comment]", comment);
    }

    private static long count() throws Exception {
        try (Connection c = DriverManager.getConnection(url, "sa", "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM pgbench_history")) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
