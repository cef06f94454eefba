package org.surgebench.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.merge.CoordinatorLink;
import org.surgebench.core.metrics.IntervalSnapshot;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSession;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.settings.GeneratorShare;
import org.surgebench.testdata.TestDatabases;

/**
 * The generators page in a real headless Chromium: two load generators in this JVM ({@code --generator K/2
 * --coordinator URL}, as {@code surge run} links them) on embedded H2 report to the console; the page shows them
 * as one run, changes the whole run's users (each generator takes its share) and stops both. Each second the
 * page shows is the sum of the generators' own seconds; its total is theirs, and the database's history rows.
 */
class ConsoleBrowserGeneratorsH2Test {
    private static final String RUN = "browser-live";

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
        ui = ConsoleInBrowser.open(dir.resolve("console"));
        browser = ui.browser();
    }

    @AfterAll
    static void stop() {
        if (ui != null) {
            ui.close();
        }
    }

    @Test
    void showsTwoGeneratorsAsOneRunChangesTheirUsersAndStopsThem() throws Exception {
        long historyBefore = count();
        List<RunSession> generators = new ArrayList<>();
        for (int k = 1; k <= 2; k++) {
            generators.add(generator(k));
        }
        browser.open("/live");
        browser.await("the run listed", d -> !d.findElements(By.linkText(RUN)).isEmpty());
        browser.driver.findElement(By.linkText(RUN)).click();
        browser.awaitText("#generators", "both generators", "2"::equals);
        browser.await("a few seconds of both", d -> Integer.parseInt(browser.text("#seconds-shown")) >= 3);
        assertThat(browser.text("#users")).isEqualTo("2");

        browser.type("#live-users", "4");
        browser.click("#set-users");
        browser.await("two users on each generator", d -> perGeneratorUsers().equals(List.of("2", "2")));
        browser.await("a second of 4 users", d -> column("#seconds", 2).stream().anyMatch("4"::equals));
        browser.screenshot("generators");
        browser.click("#stop");
        List<RunResult> parts = new ArrayList<>();
        for (RunSession g : generators) {
            parts.add(g.await());
        }
        browser.awaitText("#result", "the merged result", t -> t.startsWith("Merged"));
        assertThat(parts).allSatisfy(r -> assertThat(r.summary().stopReason()).isEqualTo("stopped"));

        // Each second the page shows is the sum of the generators' own seconds that ended in it, and no second of
        // theirs is missing from the page.
        TreeMap<Long, Long> own = ownSeconds(parts);
        TreeMap<Long, Long> shown = new TreeMap<>();
        List<String> secondsShown = column("#seconds", 1);
        List<String> transactionsShown = column("#seconds", 3);
        for (int i = 0; i < secondsShown.size(); i++) {
            shown.put(Long.valueOf(secondsShown.get(i)), Long.valueOf(transactionsShown.get(i)));
        }
        assertThat(shown).isEqualTo(own);
        long total = own.values().stream().mapToLong(Long::longValue).sum();
        assertThat(browser.text("#transactions")).isEqualTo(Long.toString(total));
        assertThat(total).isPositive();
        // One history row per tpcb transaction, but for one in flight per user when each stopped (4 users).
        assertThat(count() - historyBefore).isBetween(total, total + 4);
    }

    /** Generator K of 2 of a run of 2 users, linked to the console as {@code surge run --coordinator} links it. */
    private static RunSession generator(int k) {
        RunSpec spec = new RunSpec("tpcb")
                .connection(new ConnectionSpec(url, "sa", ""))
                .users(2)
                .runTime(Duration.ofMinutes(3))
                .thinkTime(Duration.ofMillis(5), Duration.ofMillis(10))
                .generator(GeneratorShare.parse(k + "/2"))
                .runId(RUN)
                .resultsDir(dir.resolve("g" + k));
        CoordinatorLink link = CoordinatorLink.attach(spec, ui.console().url(), null);
        RunSession session = Surgebench.start(spec);
        link.start(session);
        return session;
    }

    private static List<String> perGeneratorUsers() {
        return column("#per-generator", 2);
    }

    /**
     * A column of a table as the page shows it now, read in one script (the page replaces its rows each second,
     * so rows found one by one could be gone before they are read).
     */
    @SuppressWarnings("unchecked")
    private static List<String> column(String table, int n) {
        return (List<String>) browser.driver.executeScript(
                "return [...document.querySelectorAll(arguments[0] + ' tbody tr td:nth-child(' + arguments[1] + ')')]"
                        + ".map((td) => td.textContent)",
                table,
                n);
    }

    /**
     * The generators' own transactions, added up by the wall-clock second they ended in, counted from the earliest
     * generator's first interval's start (docs/distributed.md: how the merged series lines them up).
     */
    private static TreeMap<Long, Long> ownSeconds(List<RunResult> parts) {
        Instant origin = null;
        for (RunResult r : parts) {
            for (IntervalSnapshot s : r.timeSeries()) {
                Instant start = s.endedAt().minusNanos(Math.round(s.intervalSeconds() * 1e9));
                origin = origin == null || start.isBefore(origin) ? start : origin;
            }
        }
        TreeMap<Long, Long> out = new TreeMap<>();
        for (RunResult r : parts) {
            for (IntervalSnapshot s : r.timeSeries()) {
                long second = Math.max(
                        1, Math.round(Duration.between(origin, s.endedAt()).toMillis() / 1000.0));
                out.merge(second, s.transactions(), Long::sum);
            }
        }
        return out;
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
