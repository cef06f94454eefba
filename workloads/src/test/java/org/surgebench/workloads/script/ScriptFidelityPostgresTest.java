package org.surgebench.workloads.script;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.metrics.StatementCounts;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunListener;
import org.surgebench.core.run.RunPhase;
import org.surgebench.core.run.RunSpec;
import org.surgebench.testdata.LocalPostgres;
import org.surgebench.testdata.ThrowawayCluster;

/**
 * The fidelity check: each of pgbench's built-in scripts, the text {@code pgbench --show-script} prints,
 * run by pgbench itself ({@code pgbench -f FILE}) and by the script workload on the same pgbench tables (made by
 * {@code surge generate tpcb}): PostgreSQL's pg_stat_statements, on a cluster of the test's own, counts the same
 * statements per transaction of each kind, including the transaction's BEGIN and its END or COMMIT (select-only has
 * neither: its SELECT runs in autocommit); our own counters equal the server's; and both runs keep pgbench's
 * invariant, the balances changing by the history's deltas.
 */
class ScriptFidelityPostgresTest {
    private static final int TRANSACTIONS = 100;

    private static ThrowawayCluster cluster;
    private static ConnectionSpec db;
    private static ServerStatements executed;

    @TempDir
    static Path dir;

    @BeforeAll
    static void generate() throws Exception {
        cluster = ThrowawayCluster.startOrSkip(
                Map.of("shared_preload_libraries", "pg_stat_statements", "autovacuum", "off", "max_connections", "40"));
        try (Connection c = DriverManager.getConnection(cluster.url("postgres"), "postgres", "");
                Statement s = c.createStatement()) {
            s.execute("CREATE EXTENSION pg_stat_statements");
            s.execute("CREATE DATABASE script");
        }
        db = new ConnectionSpec(cluster.url("script"), "postgres", "");
        Surgebench.generate(new GenerateSpec("tpcb").connection(db).scale(1).threads(2), null);
        executed = new ServerStatements(db.url());
    }

    @AfterAll
    static void stop() {
        if (cluster != null) {
            cluster.close();
        }
    }

    @Test
    void eachBuiltinScriptSendsWhatPgbenchSendsPerTransaction() throws Exception {
        Path pgbench = pgbench();
        for (String builtin : BuiltinScripts.NAMES) {
            Path file = dir.resolve(builtin + ".sql");
            Files.writeString(file, BuiltinScripts.text(builtin), StandardCharsets.UTF_8);

            PgbenchSums before = PgbenchSums.read(db);
            executed.reset();
            String output = runPgbench(pgbench, file);
            Map<String, Long> pgbenchTexts = new TreeMap<>();
            Map<String, Long> byPgbench = executed.read(pgbenchTexts);
            PgbenchSums afterPgbench = PgbenchSums.read(db);
            BuiltinRuns.assertInvariants(afterPgbench.minus(before), builtin, TRANSACTIONS);

            RunResult r = BuiltinRuns.run(db, builtin, 1, TRANSACTIONS, counted(new RunSpec(ScriptWorkload.NAME)));
            Map<String, Long> oursTexts = new TreeMap<>();
            Map<String, Long> byOurs = executed.read(oursTexts);
            BuiltinRuns.assertInvariants(PgbenchSums.read(db).minus(afterPgbench), builtin, TRANSACTIONS);
            BuiltinRuns.assertCounted(r, builtin, TRANSACTIONS);

            String what = builtin + ": pgbench sent " + pgbenchTexts + ", the script workload " + oursTexts
                    + "; pgbench said " + output;
            assertThat(byOurs).as(what).isEqualTo(byPgbench).isEqualTo(expected(builtin));
            System.out.println(
                    builtin + " per " + TRANSACTIONS + " transactions, counted by pg_stat_statements: pgbench "
                            + byPgbench + ", the script workload " + byOurs);
            // Our counters are the server's.
            StatementCounts ours = r.transaction(builtin).statements();
            assertThat(new long[] {ours.select(), ours.insert(), ours.update(), ours.commit()})
                    .as(what)
                    .containsExactly(
                            byOurs.getOrDefault("select", 0L),
                            byOurs.getOrDefault("insert", 0L),
                            byOurs.getOrDefault("update", 0L),
                            byOurs.getOrDefault("commit", 0L));
        }
    }

    /**
     * The worked example of docs/custom-workloads.md, as the page shows it: pgbench itself runs it, and so does the
     * script workload; each transfer commits or rolls back, and money only moves (the accounts' sum stays).
     */
    @Test
    void theDocumentedExampleRunsInPgbenchAndHere() throws Exception {
        String doc = Files.readString(Path.of("../docs/custom-workloads.md"), StandardCharsets.UTF_8);
        int start = doc.indexOf("```sql\n-- transfer.sql") + "```sql\n".length();
        String script = doc.substring(start, doc.indexOf("```", start));
        assertThat(script).startsWith("-- transfer.sql");
        Path file = dir.resolve("transfer.sql");
        Files.writeString(file, script, StandardCharsets.UTF_8);
        PgbenchSums before = PgbenchSums.read(db);
        executed.reset();
        runPgbench(pgbench(), file, "-D", "overdraft=100");
        Map<String, Long> byPgbench = executed.read(new TreeMap<>());
        assertThat(byPgbench.get("begin")).isEqualTo((long) TRANSACTIONS);
        assertThat(byPgbench.getOrDefault("commit", 0L) + byPgbench.getOrDefault("rollback", 0L))
                .isEqualTo(TRANSACTIONS);
        PgbenchSums afterPgbench = PgbenchSums.read(db);
        assertThat(afterPgbench.minus(before)).isEqualTo(new PgbenchSums(0, 0, 0, 0, 0));

        RunResult r = Surgebench.run(
                counted(new RunSpec(ScriptWorkload.NAME))
                        .connection(db)
                        .users(1)
                        .runTime(null)
                        .maxTransactions(TRANSACTIONS),
                Surgebench.scriptWorkload(List.of(file + "@1"), List.of("overdraft=100")));
        Map<String, Long> byOurs = executed.read(new TreeMap<>());
        assertThat(r.summary().errors()).as(r.errors().toString()).isZero();
        StatementCounts ours = r.transaction("transfer").statements();
        assertThat(ours.commit() + ours.rollback()).isEqualTo(TRANSACTIONS);
        assertThat(ours.update()).isEqualTo(2 * ours.commit());
        assertThat(ours.select()).isEqualTo(TRANSACTIONS);
        assertThat(new long[] {ours.select(), ours.update(), ours.commit(), ours.rollback(), TRANSACTIONS})
                .containsExactly(
                        byOurs.get("select"),
                        byOurs.get("update"),
                        byOurs.getOrDefault("commit", 0L),
                        byOurs.getOrDefault("rollback", 0L),
                        byOurs.get("begin"));
        assertThat(PgbenchSums.read(db).minus(afterPgbench)).isEqualTo(new PgbenchSums(0, 0, 0, 0, 0));
    }

    /** What pgbench's script sends in {@link #TRANSACTIONS} transactions, by kind. */
    private static Map<String, Long> expected(String builtin) {
        StatementCounts each = BuiltinRuns.perTransaction(builtin);
        Map<String, Long> out = new TreeMap<>();
        if (each.commit() > 0) {
            out.put("begin", each.commit() * TRANSACTIONS);
            out.put("commit", each.commit() * TRANSACTIONS);
        }
        out.put("select", each.select() * TRANSACTIONS);
        if (each.insert() > 0) {
            out.put("insert", each.insert() * TRANSACTIONS);
        }
        if (each.update() > 0) {
            out.put("update", each.update() * TRANSACTIONS);
        }
        return out;
    }

    /**
     * A run whose statements the server counts from the moment its users start; statements are not prepared on the
     * server, as in the Order Entry fidelity test (pg_stat_statements of PostgreSQL 15 counts a prepared COMMIT once).
     */
    private static RunSpec counted(RunSpec spec) {
        return spec.option("pgstats", "false").property("prepareThreshold", "0").listener(new RunListener() {
            @Override
            public void onPhase(RunPhase phase) {
                if (phase == RunPhase.MEASURING) {
                    try {
                        executed.reset();
                    } catch (java.sql.SQLException e) {
                        throw new IllegalStateException(e);
                    }
                }
            }
        });
    }

    /** pgbench's own run of the file: one client, {@link #TRANSACTIONS} transactions, no vacuum first. */
    private static String runPgbench(Path pgbench, Path file, String... more) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(
                pgbench.toString(),
                "-n",
                "-h",
                "127.0.0.1",
                "-p",
                String.valueOf(cluster.port()),
                "-U",
                "postgres",
                "-c",
                "1",
                "-t",
                String.valueOf(TRANSACTIONS),
                "-f",
                file.toString()));
        cmd.addAll(List.of(more));
        cmd.add("script");
        Path log = dir.resolve("pgbench.log");
        Process p = new ProcessBuilder(cmd)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            Assertions.fail("pgbench did not finish in 120 s");
        }
        String out = Files.readString(log, StandardCharsets.UTF_8);
        assertThat(p.exitValue()).as(out).isZero();
        assertThat(out).contains("number of transactions actually processed: " + TRANSACTIONS + "/" + TRANSACTIONS);
        return out.lines()
                .filter(l -> l.startsWith("number of transactions"))
                .toList()
                .toString();
    }

    /** pgbench of the newest PostgreSQL installed (beside initdb), or on the PATH; skips locally, fails in CI. */
    private static Path pgbench() throws IOException {
        Path versions = Path.of("/usr/lib/postgresql");
        if (Files.isDirectory(versions)) {
            try (Stream<Path> s = Files.list(versions)) {
                var found = s.map(v -> v.resolve("bin/pgbench"))
                        .filter(Files::isExecutable)
                        .max(Comparator.comparing(Path::toString));
                if (found.isPresent()) {
                    return found.get();
                }
            }
        }
        for (String d : System.getenv().getOrDefault("PATH", "").split(":")) {
            if (!d.isEmpty() && Files.isExecutable(Path.of(d, "pgbench"))) {
                return Path.of(d, "pgbench");
            }
        }
        String msg = "pgbench is not installed: the fidelity check runs pgbench's own scripts with pgbench itself";
        if (LocalPostgres.inCi()) {
            Assertions.fail(msg + " (CI must run it)");
        }
        Assumptions.abort(msg);
        return null;
    }
}
