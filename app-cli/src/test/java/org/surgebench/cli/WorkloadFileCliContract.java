package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A workload file where a workload's name goes: {@code surge list FILE} checks it and shows what it declares,
 * generate, run, verify and drop take it, and a file that cannot run (a statement that does not prepare, a
 * sampled table that is empty) is one sentence naming the file and line, exit 2, before any user logs on and
 * with nothing created or written. Each database's class gives the URL and the credentials.
 */
abstract class WorkloadFileCliContract {
    @TempDir
    Path dir;

    abstract String url();

    abstract List<String> credentials();

    /** A small application: counters bumped and read, with a sampled parameter. */
    static final String APP = """
            name: counters_app
            description: Counters bumped and read
            tables:
              counter:
                rows: 1000
                create: CREATE TABLE counter (id BIGINT NOT NULL, hits BIGINT NOT NULL, label VARCHAR(20))
                indexes: ALTER TABLE counter ADD PRIMARY KEY (id)
                columns:
                  id: {sequence: 1}
                  hits: {uniform: 0..10}
                  label: {text: 5..20}
            parameters:
              id: {sample: {table: counter, column: id, count: 100}}
            transactions:
              BUMP:
                weight: 3
                statements:
                  - sql: UPDATE counter SET hits = hits + 1 WHERE id = :id
              READ:
                statements:
                  - sql: SELECT hits, label FROM counter WHERE id = :id
            verify:
              - name: no counter is negative
                sql: SELECT id FROM counter WHERE hits < 0
            """;

    Cli.Result surge(String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.add("--url");
        all.add(url());
        all.addAll(credentials());
        return Cli.run(all.toArray(String[]::new));
    }

    Path file(String name, String text) throws Exception {
        Path f = dir.resolve(name);
        Files.writeString(f, text);
        return f;
    }

    @Test
    void generateRunVerifyAndDropTakeAFile() throws Exception {
        Path app = file("app.yaml", APP);
        Cli.Result list = Cli.run("list", app.toString());
        assertThat(list.exitCode()).as(list.all()).isZero();
        assertThat(list.out())
                .contains("counters_app: Counters bumped and read")
                .contains("docs/custom-workloads.md#workload-files")
                .contains("counter")
                .contains("sample of counter.id (100 values, read at run start)");
        Cli.Result g = surge("generate", app.toString(), "--scale", "0.1");
        assertThat(g.exitCode()).as(g.all()).isZero();
        assertThat(count("SELECT COUNT(*) FROM counter")).isEqualTo(100);
        long hits = count("SELECT SUM(hits) FROM counter");
        Cli.Result r = surge(
                "run",
                app.toString(),
                "-u",
                "2",
                "-rt",
                "2s",
                "--quiet",
                "-r",
                dir.resolve("r").toString());
        assertThat(r.exitCode()).as(r.all()).isZero();
        // The bumps the database holds: at least those the run counted in its window.
        assertThat(count("SELECT SUM(hits) FROM counter")).isGreaterThan(hits);
        assertThat(surge("verify", app.toString()).exitCode()).isZero();
        Cli.Result d = surge("drop", app.toString());
        assertThat(d.exitCode()).as(d.all()).isZero();
        assertThat(d.out()).contains("Dropped counters_app: table counter.");
    }

    @Test
    void aStatementThatDoesNotPrepareIsRefusedBeforeAnyUserLogsOn() throws Exception {
        Path app = file("app.yaml", APP);
        assertThat(surge("generate", app.toString(), "--scale", "0.1").exitCode())
                .isZero();
        long hits = count("SELECT SUM(hits) FROM counter");
        Path bad = file("bad.yaml", """
                parameters:
                  id: {sample: {table: counter, column: id}}
                transactions:
                  BUMP:
                    statements:
                      - sql: UPDATE counter SET hits = hits + 1 WHERE id = :id
                      - sql: UPDATE no_such_table SET x = 1 WHERE id = :id
                """);
        OneSentence.assertRefused(
                surge(
                        "run",
                        bad.toString(),
                        "-u",
                        "2",
                        "-rt",
                        "2s",
                        "-r",
                        dir.resolve("results").toString()),
                2,
                "bad.yaml:7: transactions.BUMP.statements#2.sql: does not prepare on ");
        assertThat(count("SELECT SUM(hits) FROM counter")).isEqualTo(hits);
        Path empty = file("empty.yaml", """
                parameters:
                  id: {sample: {table: counter, column: id, where: "hits < 0"}}
                transactions:
                  BUMP:
                    statements:
                      - sql: UPDATE counter SET hits = hits + 1 WHERE id = :id
                """);
        OneSentence.assertRefused(
                surge(
                        "run",
                        empty.toString(),
                        "-u",
                        "2",
                        "-rt",
                        "2s",
                        "-r",
                        dir.resolve("results").toString()),
                2,
                "empty.yaml:2: parameters.id: the sample found no rows");
        assertThat(count("SELECT SUM(hits) FROM counter")).isEqualTo(hits);
        assertThat(dir.resolve("results")).as("a refused run writes no results").doesNotExist();
        Cli.Result g = surge("generate", empty.toString(), "--scale", "1");
        OneSentence.assertRefused(g, 2, "declares no tables of its own, so there is nothing to generate");
    }

    long count(String sql) throws Exception {
        List<String> c = credentials();
        try (Connection conn = DriverManager.getConnection(url(), c.isEmpty() ? null : c.get(1), password());
                Statement s = conn.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    String password() {
        return "";
    }
}
