package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.dbview.DatabaseView;
import org.surgebench.core.dbview.LabelledView;
import org.surgebench.core.results.ResultWriter;
import org.surgebench.core.results.RunResult;
import org.surgebench.testdata.PrivateMariaDb;

/**
 * MariaDB's own view of a run with performance_schema on (a private server: the shared one has it off): the
 * load profile, the top waits and the top statements in the results, on the console and in the HTML report;
 * the statements are the workload's, counted by the server.
 */
class DatabaseViewMariaDbTest {

    @Test
    void theRunShowsTheServersLoadProfileTopWaitsAndTopStatements(@TempDir Path results) throws Exception {
        PrivateMariaDb server = PrivateMariaDb.shared();
        server.admin("CREATE DATABASE IF NOT EXISTS surge_view");
        String url = server.url("surge_view");
        Cli.Result g = Cli.run("generate", "tpcb", "--scale", "0.05", "--url", url, "-U", "root", "--password", "");
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
                "root",
                "--password",
                "",
                "-r",
                results.toString());
        assertThat(r.exitCode()).as(r.all()).isZero();
        assertThat(r.out())
                .contains(
                        "MariaDB 10",
                        "status, per second over the",
                        "buffer pool hit ratio",
                        "redo MB/s",
                        "performance_schema: on.");

        RunResult stored;
        try (Stream<Path> s = Files.list(results)) {
            stored = ResultWriter.read(
                    s.filter(p -> p.toString().endsWith(".json")).findFirst().orElseThrow());
        }
        LabelledView v = (LabelledView) DatabaseView.of(stored).get("mariadb");
        assertThat(v.performanceSchema()).isEqualTo("on");
        assertThat(v.topWaits()).isNotEmpty();
        // The workload's statements, by digest, with the server's execution counts: the account update ran once
        // per transaction (the window's and some around it).
        Map<String, Object> update = v.topStatements().stream()
                .filter(t -> String.valueOf(t.get("statement")).startsWith("UPDATE `pgbench_accounts` SET `abalance`"))
                .findFirst()
                .orElseThrow(() -> new AssertionError(v.topStatements().toString()));
        long txs = stored.transaction("TPCB").count();
        assertThat(((Number) update.get("executions")).longValue()).isBetween(txs * 9 / 10, txs * 11 / 10 + 10);
        List<String> tables = v.section().tables().stream().map(t -> t.title()).toList();
        assertThat(tables)
                .contains("Top waits (performance_schema)", "Top statements by time (performance_schema digests)");

        String html = Files.readString(Path.of(stored.files().get("html")));
        assertThat(html)
                .contains(
                        "buffer pool hit ratio", "Top statements by time", "UPDATE `pgbench_accounts` SET `abalance`");

        try (Connection c = DriverManager.getConnection(url, "root", "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM pgbench_history")) {
            rs.next();
            assertThat(rs.getLong(1)).isGreaterThanOrEqualTo(txs);
        }
    }
}
