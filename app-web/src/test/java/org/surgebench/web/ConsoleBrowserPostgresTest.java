package org.surgebench.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.testdata.LocalPostgres;

/**
 * The console in a real headless Chromium on the local PostgreSQL server: generate from the generate page,
 * start a run from the session page, change its users live, stop it, and find it in the history; the page's
 * figures are checked against the server's own counters (pg_stat_user_tables).
 */
class ConsoleBrowserPostgresTest {
    @TempDir
    static Path dir;

    static String url;
    static ConsoleInBrowser ui;
    static ConsoleBrowser browser;

    @BeforeAll
    static void start() {
        url = LocalPostgres.createDatabase("surge_i52_browser");
        ui = ConsoleInBrowser.open(dir.resolve("results"));
        browser = ui.browser();
    }

    @AfterAll
    static void stop() {
        if (ui != null) {
            ui.close();
        }
        LocalPostgres.dropDatabase(url);
    }

    @Test
    void generatesRunsChangesUsersStopsAndFindsTheRunInTheHistory() throws Exception {
        browser.open("/generate");
        browser.type("#gen [name=url]", url);
        browser.type("#gen [name=user]", LocalPostgres.USER);
        browser.type("#gen [name=scale]", "0.5");
        browser.click("#generate");
        browser.awaitText("#result", "the generation's end", t -> t.startsWith("Generated"));
        assertThat(count("SELECT COUNT(*) FROM pgbench_accounts")).isEqualTo(50_000);

        long insertsBefore = count(HISTORY_INSERTS);
        browser.open("/");
        browser.type("#run [name=url]", url);
        browser.type("#run [name=user]", LocalPostgres.USER);
        browser.type("#run [name=users]", "1");
        browser.type("#run [name=run-time]", "10m");
        browser.type("#run [name=comment]", "postgres from the page");
        browser.click("#start");
        browser.awaitText("#tps", "a second's TPS", t -> !t.equals("–"));
        browser.type("#live-users", "3");
        browser.click("#set-users");
        browser.awaitText("#users", "three users", "3"::equals);
        // Seconds measured with 3 users reach the page before the stop (the API's own view of the same run).
        ConsoleClient api = new ConsoleClient(ui.console().url(), null);
        api.await("1", "a second of 3 users", s -> ConsoleClient.lastUsers(s) == 3);
        browser.click("#stop");
        String result = browser.awaitText("#result", "the run's end", t -> t.startsWith("Finished"));
        long transactions = Long.parseLong(result.replaceAll("^Finished \\(stopped\\): (\\d+) transactions.*$", "$1"));
        assertThat(transactions).isPositive();
        // The server's own count: one history row per transaction, plus at most one in flight per user.
        long inserts = settled(insertsBefore + transactions) - insertsBefore;
        assertThat(inserts).isBetween(transactions, transactions + 3);

        browser.open("/history");
        assertThat(browser.text("#history")).contains("postgres from the page").contains("postgresql");
    }

    private static final String HISTORY_INSERTS =
            "SELECT n_tup_ins FROM pg_stat_user_tables WHERE relname = 'pgbench_history'";

    /** The inserts counter once the sessions that moved it have reported (at most 30 s: a hang guard). */
    private static long settled(long expected) throws Exception {
        long value = count(HISTORY_INSERTS);
        for (int i = 0; i < 300 && value < expected; i++) {
            Thread.sleep(100);
            value = count(HISTORY_INSERTS);
        }
        return value;
    }

    private static long count(String sql) throws Exception {
        try (Connection c = DriverManager.getConnection(url, LocalPostgres.USER, "");
                Statement s = c.createStatement()) {
            s.execute("SELECT pg_stat_clear_snapshot()");
            try (ResultSet rs = s.executeQuery(sql)) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }
}
