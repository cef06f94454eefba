package org.surgebench.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
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
import org.surgebench.testdata.TestDatabases;

/**
 * The console in a real headless Chromium, on embedded H2, as a person uses it: generate with progress, start
 * a run from the session page, change its users live, stop it, find it in the history, open its report, compare
 * two runs, open a Swingbench configuration file. What the pages show is checked against the database's own
 * rows and the console's API. The tests build on each other, in order.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ConsoleBrowserH2Test {
    /** A comment with HTML in it: every page must show it as text. */
    static final String COMMENT = "<b>first</b> & <script>window.hacked=1</script>";

    @TempDir
    static Path dir;

    static String url;
    static ConsoleInBrowser ui;
    static ConsoleBrowser browser;

    @BeforeAll
    static void start() {
        url = TestDatabases.h2File(dir, "tpcb");
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
    void generatesWithProgress() throws Exception {
        browser.open("/generate");
        browser.type("#gen [name=url]", url);
        browser.type("#gen [name=scale]", "0.3");
        browser.click("#generate");
        String result = browser.awaitText("#result", "the generation's end", t -> t.startsWith("Generated"));
        assertThat(browser.text("#error")).isEmpty();
        // Finished: the phase says so, the bar is full, and no "0 of 0" is left from a phase that counts nothing.
        assertThat(browser.text("#phase")).isEqualTo("finished");
        assertThat(browser.text("#total")).isNotEqualTo("0");
        assertThat(browser.text("#done")).isEqualTo(browser.text("#total"));
        assertThat(browser.find("#progress").getDomProperty("value")).isEqualTo("100");
        // The rows the page reports are the rows the database holds (scale 0.3: 30,000 accounts).
        long accounts = count("SELECT COUNT(*) FROM pgbench_accounts");
        assertThat(accounts).isEqualTo(30_000);
        assertThat(result).contains("pgbench_accounts " + accounts + " rows");
        browser.screenshot("generate");
    }

    @Test
    @Order(2)
    void startsARunChangesItsUsersLiveAndStopsIt() throws Exception {
        long historyBefore = count("SELECT COUNT(*) FROM pgbench_history");
        browser.open("/");
        fillRun("1", "10m", COMMENT);
        browser.click("#start");
        browser.awaitText("#phase", "the run's measured seconds", "measuring"::equals);
        browser.awaitText("#tps", "a second's TPS", t -> !t.equals("–"));
        browser.type("#live-users", "2");
        browser.click("#set-users");
        browser.awaitText("#users", "two users", "2"::equals);
        browser.await(
                "a strip with a few seconds",
                d -> browser.find("#line").getAttribute("points").split(" ").length >= 3);
        browser.screenshot("session");
        browser.click("#stop");
        String result = browser.awaitText("#result", "the run's end", t -> t.startsWith("Finished"));
        assertThat(result).startsWith("Finished (stopped): ");
        long transactions = Long.parseLong(result.replaceAll("^Finished \\(stopped\\): (\\d+) transactions.*$", "$1"));
        assertThat(transactions).isPositive();
        // Each tpcb-like transaction inserts one history row; at most one per user was in flight at the end.
        assertThat(count("SELECT COUNT(*) FROM pgbench_history") - historyBefore)
                .isBetween(transactions, transactions + 2);
        // The run reached two users: its result says so.
        ConsoleClient api = new ConsoleClient(ui.console().url(), null);
        @SuppressWarnings("unchecked")
        Map<String, Object> summary =
                (Map<String, Object>) api.get("/api/runs/1").json().get("summary");
        assertThat(summary).containsEntry("maxUsers", 2).containsEntry("comment", COMMENT);

        browser.click("#report");
        browser.await("the report", d -> d.getTitle().contains("Surgebench"));
        assertThat(browser.text("body"))
                .contains("tpcb")
                .contains(String.format(java.util.Locale.ROOT, "%,d", transactions))
                .contains(COMMENT);
        assertThat(browser.driver.executeScript("return window.hacked === undefined"))
                .isEqualTo(true);
        browser.screenshot("report");
    }

    @Test
    @Order(3)
    void findsTheRunInTheHistoryWithItsCommentAsText() {
        // A second, short run, for the comparison below.
        browser.open("/");
        fillRun("2", "2s", "second run");
        browser.click("#start");
        browser.awaitText("#result", "the second run's end", t -> t.startsWith("Finished"));

        browser.open("/history");
        List<WebElement> rows = browser.driver.findElements(By.cssSelector("#history tbody tr"));
        assertThat(rows).hasSize(2);
        assertThat(browser.text("#history")).contains(COMMENT).contains("second run");
        // Shown as text: no element came from the comment, and its script never ran.
        assertThat(browser.driver.findElements(By.cssSelector("#history b, #history script")))
                .isEmpty();
        assertThat(browser.driver.executeScript("return window.hacked === undefined"))
                .isEqualTo(true);
        browser.screenshot("history");

        // The filter keeps the runs whose workload, database, date or comment holds the text.
        browser.type("[name=q]", "SECOND");
        browser.find("[name=q]").submit();
        browser.await("the filtered list", d -> d.getCurrentUrl().contains("q=SECOND"));
        assertThat(browser.driver.findElements(By.cssSelector("#history tbody tr")))
                .hasSize(1);
        assertThat(browser.text("#history")).contains("second run").doesNotContain("first");
    }

    @Test
    @Order(4)
    void comparesTwoRunsAsSurgeCompareDoes() {
        browser.open("/history");
        assertThat(browser.driver.findElements(By.cssSelector("#history input[type=checkbox]")))
                .hasSize(2);
        for (WebElement box : browser.driver.findElements(By.cssSelector("#history input[type=checkbox]"))) {
            box.click();
        }
        browser.click("#compare");
        browser.await("the comparison", d -> d.getTitle().contains("comparison of 2 runs"));
        String page = browser.text("body");
        assertThat(page).contains("TPS").contains("last vs first");
        assertThat(browser.driver.getCurrentUrl()).contains("/compare?file=");
        browser.screenshot("compare");
    }

    @Test
    @Order(5)
    void opensASwingbenchConfigurationFile() throws Exception {
        Path file = dir.resolve("SOE_Server_Side_V2.xml");
        try (InputStream in = getClass().getResourceAsStream("/swingbench/v2.7/SOE_Server_Side_V2.xml")) {
            Files.copy(in, file);
        }
        var expected = Surgebench.importSwingbench(file);
        browser.open("/");
        browser.find("#config").sendKeys(file.toString());
        String note = browser.awaitText("#config-note", "the file read", t -> t.startsWith("Read"));
        assertThat(note).contains(expected.benchmark()).contains("soe");
        assertThat(field("workload")).isEqualTo("soe");
        // The file's 4 users and 5 minutes (RunTime 0:05), as the engine maps them for surge run -c.
        assertThat(field("users"))
                .isEqualTo("4")
                .isEqualTo(String.valueOf(expected.run().totalUsers()));
        assertThat(field("run-time")).isEqualTo("5m");
        assertThat(field("url")).isEqualTo(expected.url());
        assertThat(field("password")).isEmpty();
        // The file's transactions: those it enables at its weights, the others off (the run request sends them).
        int soeTransactions = Surgebench.workload("soe").transactions().size();
        browser.await(
                "the file's transactions",
                d -> d.findElements(By.cssSelector("#transactions tbody tr")).size() == soeTransactions);
        Map<String, Integer> shown = new java.util.LinkedHashMap<>();
        for (WebElement row : browser.driver.findElements(By.cssSelector("#transactions tbody tr"))) {
            if (row.findElement(By.cssSelector(".on")).isSelected()) {
                shown.put(
                        row.getDomAttribute("data-short"),
                        Integer.valueOf(
                                row.findElement(By.cssSelector(".weight")).getDomProperty("value")));
            }
        }
        assertThat(shown).isEqualTo(expected.weights()).isNotEmpty();
        browser.screenshot("session-swingbench");
    }

    private static String field(String name) {
        return browser.find("#run [name=" + name + "]").getDomProperty("value");
    }

    private static void fillRun(String users, String runTime, String comment) {
        browser.type("#run [name=url]", url);
        browser.type("#run [name=users]", users);
        browser.type("#run [name=run-time]", runTime);
        browser.type("#run [name=comment]", comment);
    }

    private static long count(String sql) throws Exception {
        try (Connection c = DriverManager.getConnection(url, "sa", "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
