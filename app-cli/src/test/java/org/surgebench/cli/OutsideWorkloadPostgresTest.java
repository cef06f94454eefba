package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.api.Surgebench;
import org.surgebench.testdata.LocalPostgres;

/**
 * The workload built outside Surgebench (examples/outside-workload's jar, on {@code --workload-path}) generates,
 * runs, verifies and drops on the local PostgreSQL, and the server's own counters agree with what the run
 * counted.
 */
class OutsideWorkloadPostgresTest {
    private static final Pattern STATEMENTS =
            Pattern.compile("Statements: ([\\d,]+) select, ([\\d,]+) insert, ([\\d,]+) update, .*?([\\d,]+) commit");

    static String url;

    @TempDir
    Path dir;

    @BeforeAll
    static void create() {
        url = LocalPostgres.createDatabase("surge_outside");
    }

    @AfterAll
    static void drop() {
        LocalPostgres.dropDatabase(url);
        Surgebench.useWorkloadPath("--workload-path", java.util.List.of());
    }

    @Test
    void generateRunVerifyDropCountedByTheServer() throws Exception {
        String jars = OutsideJars.stockFolder(dir).toString();
        Cli.Result g = Cli.run(
                "generate",
                "stock",
                "--scale",
                "0.05",
                "--url",
                url,
                "-U",
                LocalPostgres.USER,
                "--workload-path",
                jars);
        assertThat(g.exitCode()).as(g.all()).isZero();
        assertThat(settled("SELECT n_tup_ins FROM pg_stat_user_tables WHERE relname = 'stock_item'", 50))
                .isEqualTo(50);
        long commitsBefore = PgAdmin.count(url, commits());

        Cli.Result r = Cli.run(
                "run",
                "stock",
                "-u",
                "2",
                "-rt",
                "0",
                "--max-transactions",
                "300",
                "--url",
                url,
                "-U",
                LocalPostgres.USER,
                "-r",
                dir.resolve("results").toString(),
                "--workload-path",
                jars);
        assertThat(r.exitCode()).as(r.all()).isZero();
        Matcher m = STATEMENTS.matcher(r.out());
        assertThat(m.find()).as(r.out()).isTrue();
        long inserts = number(m.group(2));
        long commits = number(m.group(4));
        assertThat(commits).isEqualTo(300);
        // Each movement the run inserted is a row the server counted in, and moved one item's stock (a row updated).
        long moved = settled("SELECT n_tup_ins FROM pg_stat_user_tables WHERE relname = 'stock_move'", inserts);
        assertThat(moved).isEqualTo(inserts).isEqualTo(PgAdmin.count(url, "SELECT COUNT(*) FROM stock_move"));
        assertThat(settled("SELECT n_tup_upd FROM pg_stat_user_tables WHERE relname = 'stock_item'", inserts))
                .isEqualTo(inserts);
        assertThat(PgAdmin.count(url, commits()) - commitsBefore).isGreaterThanOrEqualTo(commits);

        Cli.Result v = Cli.run("verify", "stock", "--url", url, "-U", LocalPostgres.USER, "--workload-path", jars);
        assertThat(v.exitCode()).as(v.all()).isZero();
        assertThat(v.out()).contains("every item holds its opening stock plus its movements: holds");

        Cli.Result d = Cli.run("drop", "stock", "--url", url, "-U", LocalPostgres.USER, "--workload-path", jars);
        assertThat(d.exitCode()).as(d.all()).isZero();
        assertThat(PgAdmin.count(url, "SELECT COUNT(*) FROM pg_tables WHERE tablename LIKE 'stock%'"))
                .isZero();
    }

    private static String commits() {
        return "SELECT xact_commit FROM pg_stat_database WHERE datname = '" + PgAdmin.dbName(url) + "'";
    }

    private static long number(String digits) {
        return Long.parseLong(digits.replace(",", ""));
    }

    /**
     * A server counter once the sessions that moved it have reported: backends send their counts as their
     * sessions end, a moment after the command. Waits for {@code expected} at most 30 s (a hang guard).
     */
    private static long settled(String sql, long expected) throws Exception {
        long value = PgAdmin.count(url, sql);
        for (int i = 0; i < 300 && value < expected; i++) {
            Thread.sleep(100);
            value = PgAdmin.count(url, sql);
        }
        return value;
    }
}
