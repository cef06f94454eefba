package org.surgebench.workloads.script;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.testdata.TestDatabases;

/**
 * The script workload on embedded H2: pgbench's built-in scripts on the tables {@code generate tpcb} makes, counted by
 * H2's own statement statistics; the language's commands against a schema nobody generated; the same seed giving the
 * same draws; and the errors a script meets while running, each naming its file and line.
 */
class ScriptH2Test {
    private static final int TRANSACTIONS = 100;

    private static ConnectionSpec h2(String name) {
        return new ConnectionSpec(TestDatabases.h2Memory(name), "sa", "");
    }

    @Test
    void builtinScriptsSendTheirStatementsAndKeepPgbenchsInvariants() throws Exception {
        ConnectionSpec db = h2("script_builtin");
        // pgbench's scripts draw among 100,000 accounts per unit of :scale: scale 1, made inside H2 (the quickest way).
        Surgebench.generate(new GenerateSpec("tpcb").connection(db).scale(1).option("server-side", "true"), null);
        for (String builtin : BuiltinScripts.NAMES) {
            PgbenchSums before = PgbenchSums.read(db);
            Map<String, Long> executed = new LinkedHashMap<>();
            RunResult r = countedByH2(db, executed, () -> BuiltinRuns.run(db, builtin, 2, TRANSACTIONS, null));
            BuiltinRuns.assertCounted(r, builtin, TRANSACTIONS);
            BuiltinRuns.assertInvariants(PgbenchSums.read(db).minus(before), builtin, TRANSACTIONS);
            var each = BuiltinRuns.perTransaction(builtin);
            assertThat(executed(executed, "SELECT ABALANCE FROM PGBENCH_ACCOUNTS"))
                    .as(builtin + " " + executed)
                    .isEqualTo(each.select() * TRANSACTIONS);
            assertThat(executed(executed, "UPDATE ")).as(builtin).isEqualTo(each.update() * TRANSACTIONS);
            assertThat(executed(executed, "INSERT INTO PGBENCH_HISTORY"))
                    .as(builtin)
                    .isEqualTo(each.insert() * TRANSACTIONS);
        }
    }

    /** The executions H2 counted of statements beginning {@code start} (any case). */
    private static long executed(Map<String, Long> counts, String start) {
        return counts.entrySet().stream()
                .filter(e -> e.getKey().strip().toUpperCase(Locale.ROOT).startsWith(start))
                .mapToLong(Map.Entry::getValue)
                .sum();
    }

    private interface Run {
        RunResult run() throws Exception;
    }

    /** Runs with H2's statement statistics on (database-wide), and puts what it counted into {@code executed}. */
    private static RunResult countedByH2(ConnectionSpec db, Map<String, Long> executed, Run run) throws Exception {
        try (Connection c = DriverManager.getConnection(db.url(), db.user(), db.password());
                Statement s = c.createStatement()) {
            s.execute("SET QUERY_STATISTICS_MAX_ENTRIES 1000");
            s.execute("SET QUERY_STATISTICS TRUE");
            try {
                RunResult r = run.run();
                try (ResultSet rs = s.executeQuery(
                        "SELECT SQL_STATEMENT, EXECUTION_COUNT FROM INFORMATION_SCHEMA.QUERY_STATISTICS")) {
                    while (rs.next()) {
                        executed.merge(rs.getString(1), rs.getLong(2), Long::sum);
                    }
                }
                return r;
            } finally {
                s.execute("SET QUERY_STATISTICS FALSE");
            }
        }
    }

    /** A script using gset, aset, if/else, defines, client_id, sleep and its own transactions. */
    static final String FEATURES = String.join(
            "\n",
            "-- one user: the counter's parity decides the branch",
            "\\set k random(1, 1000)",
            "\\set big :k * :factor",
            "SELECT hits, 'x' AS label FROM counter WHERE id = 1 \\gset c_",
            "\\if :c_hits % 2 = 0",
            "  UPDATE counter SET hits = hits + 1 WHERE id = 1;",
            "\\else",
            "  BEGIN;",
            "  UPDATE counter SET hits = hits + 1 WHERE id = 1;",
            "  INSERT INTO log (client, k, v, amount) VALUES (:client_id, :big, :c_label, :price);",
            "  END;",
            "\\endif",
            "SELECT k AS last_k FROM log ORDER BY k \\aset",
            "\\sleep 1 ms");

    private static ConnectionSpec featureSchema(String name) throws SQLException {
        ConnectionSpec db = h2(name);
        try (Connection c = DriverManager.getConnection(db.url(), db.user(), db.password());
                Statement s = c.createStatement()) {
            s.execute("CREATE TABLE counter (id INT PRIMARY KEY, hits BIGINT NOT NULL)");
            s.execute("INSERT INTO counter VALUES (1, 0)");
            s.execute("CREATE TABLE log (client INT, k BIGINT, v VARCHAR(20), amount DECIMAL(10, 2))");
        }
        return db;
    }

    private static RunResult runFeatures(ConnectionSpec db, long seed) throws InterruptedException {
        ScriptWorkload w = ScriptWorkload.of(
                List.of(ScriptSource.text("features.sql", FEATURES, 1)), Map.of("factor", "3", "price", "9.99"));
        return Surgebench.run(
                new RunSpec(ScriptWorkload.NAME)
                        .connection(db)
                        .users(1)
                        .runTime(null)
                        .maxTransactions(20)
                        .seed(seed),
                w);
    }

    private static List<String> rows(ConnectionSpec db, String sql) throws SQLException {
        List<String> out = new ArrayList<>();
        try (Connection c = DriverManager.getConnection(db.url(), db.user(), db.password());
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            int n = rs.getMetaData().getColumnCount();
            while (rs.next()) {
                List<String> row = new ArrayList<>();
                for (int i = 1; i <= n; i++) {
                    row.add(rs.getString(i));
                }
                out.add(String.join("|", row));
            }
        }
        return out;
    }

    @Test
    void theLanguageRunsAgainstASchemaNobodyGeneratedAndTheSeedGivesTheDraws() throws Exception {
        ConnectionSpec db = featureSchema("script_features");
        RunResult r = runFeatures(db, 7);
        assertThat(r.summary().errors()).as(r.errors().toString()).isZero();
        // 20 transactions, the counter 0..19 at their start: the 10 odd ones took the BEGIN ... END branch.
        assertThat(rows(db, "SELECT hits FROM counter")).containsExactly("20");
        List<String> log = rows(db, "SELECT client, k, v, amount FROM log ORDER BY k");
        assertThat(log).hasSize(10).allSatisfy(row -> assertThat(row).matches("0\\|[0-9]+\\|x\\|9\\.99"));
        assertThat(log).allSatisfy(row -> {
            long k = Long.parseLong(row.split("\\|")[1]);
            assertThat(k % 3).isZero();
            assertThat(k).isBetween(3L, 3000L);
        });
        var tx = r.transaction("features");
        // Per transaction: the \gset and \aset queries, one update; 10 inserts and their 10 END commits.
        assertThat(tx.statements().select()).isEqualTo(40);
        assertThat(tx.statements().update()).isEqualTo(20);
        assertThat(tx.statements().insert()).isEqualTo(10);
        assertThat(tx.statements().commit()).isEqualTo(10);
        // The same seed, the same draws; another seed, others.
        ConnectionSpec again = featureSchema("script_features_again");
        runFeatures(again, 7);
        assertThat(rows(again, "SELECT client, k, v, amount FROM log ORDER BY k"))
                .isEqualTo(log);
        ConnectionSpec other = featureSchema("script_features_other");
        runFeatures(other, 8);
        assertThat(rows(other, "SELECT client, k, v, amount FROM log ORDER BY k"))
                .isNotEqualTo(log);
    }

    @Test
    void statementsOutsideBeginRunInAutocommitAndARollbackUndoesItsTransaction() throws Exception {
        ConnectionSpec db = featureSchema("script_autocommit");
        String script = String.join(
                "\n",
                "UPDATE counter SET hits = hits + 1 WHERE id = 1;",
                "BEGIN;",
                "INSERT INTO log (client, k) VALUES (:client_id, 1);",
                "ROLLBACK;",
                "BEGIN;",
                "INSERT INTO log (client, k) VALUES (:client_id, 2);",
                "COMMIT;");
        RunResult r = Surgebench.run(
                new RunSpec(ScriptWorkload.NAME)
                        .connection(db)
                        .users(3)
                        .runTime(null)
                        .maxTransactions(30),
                ScriptWorkload.of(List.of(ScriptSource.text("ac.sql", script, 1)), Map.of()));
        assertThat(r.summary().errors()).isZero();
        assertThat(rows(db, "SELECT hits FROM counter")).containsExactly("30");
        assertThat(rows(db, "SELECT k, COUNT(*) FROM log GROUP BY k")).containsExactly("2|30");
        // :client_id numbers the users from 0, as pgbench its clients (which of the 3 ran the 30 is the run's).
        assertThat(rows(db, "SELECT DISTINCT client FROM log")).isSubsetOf("0", "1", "2");
        var tx = r.transaction("ac");
        assertThat(tx.statements().commit()).isEqualTo(30);
        assertThat(tx.statements().rollback()).isEqualTo(30);
        assertThat(tx.statements().update()).isEqualTo(30);
        assertThat(tx.statements().insert()).isEqualTo(60);
    }

    @Test
    void errorsWhileRunningNameTheFileAndLineAndCountAsErrors() throws Exception {
        ConnectionSpec db = featureSchema("script_errors");
        assertThat(errorsOf(db, "SELECT 1;\n\\set x 1 / :zero", Map.of("zero", "0")))
                .containsExactly("div.sql:2: division by zero");
        assertThat(errorsOf(db, "\\set x random(5, 1)", Map.of()))
                .containsExactly("div.sql:1: empty range given to " + "random");
        assertThat(errorsOf(db, "SELECT * FROM counter \\aset\nSELECT :nosuch;", Map.of()))
                .containsExactly("div.sql:2: undefined variable \"nosuch\"");
        assertThat(errorsOf(db, "SELECT hits FROM counter WHERE id = 0 \\gset", Map.of()))
                .containsExactly("div.sql:1: \\gset: expected one row, got 0");
        assertThat(errorsOf(db, "\\if 1\nBEGIN;\n\\endif\nSELECT 1;", Map.of()))
                .containsExactly("div.sql: end of script reached without completing the last transaction");
        // :scale without pgbench's tables is refused before any user logs on.
        assertThatThrownBy(() -> Surgebench.run(
                        new RunSpec(ScriptWorkload.NAME)
                                .connection(db)
                                .users(1)
                                .runTime(null)
                                .maxTransactions(1),
                        ScriptWorkload.of(List.of(ScriptSource.builtin("select", 1)), Map.of())))
                .isInstanceOf(SurgeException.class)
                .hasMessageStartingWith("builtin:select-only reads :scale, which pgbench takes from the rows of "
                        + "pgbench_branches, but pgbench_branches cannot be read (")
                .hasMessageEndingWith(
                        "): make pgbench's tables (surge generate tpcb) or give the scale (--define " + "scale=N).");
    }

    /** The error messages of a short run of the script by one user, each once. */
    private static List<String> errorsOf(ConnectionSpec db, String script, Map<String, String> defines)
            throws InterruptedException {
        RunResult r = Surgebench.run(
                new RunSpec(ScriptWorkload.NAME)
                        .connection(db)
                        .users(1)
                        .sampleInterval(java.time.Duration.ofMillis(200))
                        .runTime(java.time.Duration.ofMillis(200)),
                ScriptWorkload.of(List.of(ScriptSource.text("div.sql", script, 1)), defines));
        assertThat(r.summary().errors()).isPositive();
        return r.errors().stream().map(e -> e.sampleMessage()).distinct().toList();
    }
}
