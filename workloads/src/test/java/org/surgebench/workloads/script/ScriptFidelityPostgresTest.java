package org.surgebench.workloads.script;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.common.UserThreads;
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
 * invariant, the balances changing by the history's deltas. The script workload runs on both executors, the users
 * on threads and on event loops, wherever a script has an event-loop form.
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

            for (UserThreads executor : executors(builtin)) {
                PgbenchSums beforeOurs = PgbenchSums.read(db);
                RunResult r = BuiltinRuns.run(
                        db, builtin, 1, TRANSACTIONS, counted(new RunSpec(ScriptWorkload.NAME), executor));
                Map<String, Long> oursTexts = new TreeMap<>();
                Map<String, Long> byOurs = executed.read(oursTexts);
                BuiltinRuns.assertInvariants(PgbenchSums.read(db).minus(beforeOurs), builtin, TRANSACTIONS);
                BuiltinRuns.assertCounted(r, builtin, TRANSACTIONS);
                assertThat(r.config().userThreads()).isEqualTo(executor.label());

                String what = builtin + " on " + executor + ": pgbench sent " + pgbenchTexts + ", the script workload "
                        + oursTexts + "; pgbench said " + output;
                assertThat(byOurs).as(what).isEqualTo(byPgbench).isEqualTo(expected(builtin));
                System.out.println(builtin + " per " + TRANSACTIONS
                        + " transactions, counted by pg_stat_statements: pgbench " + byPgbench
                        + ", the script workload on " + executor + " " + byOurs);
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
    }

    /**
     * The executors a built-in script runs on: threads, and event loops for a script that begins with its BEGIN;
     * select-only's SELECT runs in autocommit, which the event loops cannot send (they begin every transaction), so
     * it has no event-loop form and {@code --user-threads event-loop} says so.
     */
    private static List<UserThreads> executors(String builtin) {
        if (builtin.equals("select-only")) {
            assertThatThrownBy(() -> BuiltinRuns.run(
                            db, builtin, 1, 1, new RunSpec(ScriptWorkload.NAME).userThreads(UserThreads.EVENT_LOOP)))
                    .isInstanceOf(SurgeException.class)
                    .hasMessageContaining("script has none for select-only");
            return List.of(UserThreads.PLATFORM);
        }
        return List.of(UserThreads.PLATFORM, UserThreads.EVENT_LOOP);
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

        for (UserThreads executor : List.of(UserThreads.PLATFORM, UserThreads.EVENT_LOOP)) {
            PgbenchSums beforeOurs = PgbenchSums.read(db);
            RunResult r = Surgebench.run(
                    counted(new RunSpec(ScriptWorkload.NAME), executor)
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
                    .as(executor.toString())
                    .containsExactly(
                            byOurs.get("select"),
                            byOurs.get("update"),
                            byOurs.getOrDefault("commit", 0L),
                            byOurs.getOrDefault("rollback", 0L),
                            byOurs.get("begin"));
            assertThat(PgbenchSums.read(db).minus(beforeOurs)).isEqualTo(new PgbenchSums(0, 0, 0, 0, 0));
        }
    }

    /**
     * Both executors draw the same numbers and send the same statements: with one seed, the threads' and the event
     * loops' runs of tpcb-like leave the same history rows (the same accounts, tellers, branches and deltas, in the
     * same order), which is what the draws of each transaction are.
     */
    @Test
    void bothExecutorsDrawTheSameValuesInTheSameOrder() throws Exception {
        List<List<Long>> histories = new ArrayList<>();
        for (UserThreads executor : List.of(UserThreads.PLATFORM, UserThreads.EVENT_LOOP)) {
            try (Connection c = DriverManager.getConnection(db.url(), db.user(), "");
                    Statement s = c.createStatement()) {
                s.execute("TRUNCATE pgbench_history");
            }
            RunResult r = BuiltinRuns.run(
                    db,
                    "tpcb-like",
                    1,
                    20,
                    counted(new RunSpec(ScriptWorkload.NAME), executor).seed(42));
            BuiltinRuns.assertCounted(r, "tpcb-like", 20);
            List<Long> history = new ArrayList<>();
            try (Connection c = DriverManager.getConnection(db.url(), db.user(), "");
                    Statement s = c.createStatement();
                    java.sql.ResultSet rs =
                            s.executeQuery("SELECT aid, tid, bid, delta FROM pgbench_history ORDER BY mtime, aid")) {
                while (rs.next()) {
                    for (int i = 1; i <= 4; i++) {
                        history.add(rs.getLong(i));
                    }
                }
            }
            assertThat(history).hasSize(80);
            histories.add(history);
        }
        assertThat(histories.get(1)).isEqualTo(histories.get(0));
    }

    /**
     * {@code --user-threads auto} puts 8 users of a script with an event-loop form on event loops, and those of one
     * without (select-only) on threads; both keep pgbench's invariant and fail nothing.
     */
    @Test
    void autoPutsEightUsersOnEventLoopsWhereTheScriptHasTheForm() throws Exception {
        for (String builtin : List.of("tpcb-like", "select-only")) {
            PgbenchSums before = PgbenchSums.read(db);
            RunResult r = BuiltinRuns.run(db, builtin, 8, 400, new RunSpec(ScriptWorkload.NAME));
            BuiltinRuns.assertCounted(r, builtin, 400);
            BuiltinRuns.assertInvariants(PgbenchSums.read(db).minus(before), builtin, 400);
            assertThat(r.config().userThreads())
                    .as(builtin)
                    .isEqualTo(builtin.equals("tpcb-like") ? "event-loop" : "platform");
        }
    }

    /**
     * {@code \sleep} inside a transaction waits on a timer and leaves the loop to the other users: 8 users sleeping
     * 500 ms each on at most one loop per core each take about 500 ms, where a blocked loop would queue them.
     */
    @Test
    void sleepOnAnEventLoopLeavesTheLoopToTheOtherUsers() throws Exception {
        Path file = dir.resolve("nap.sql");
        Files.writeString(
                file,
                "BEGIN;\nSELECT abalance FROM pgbench_accounts WHERE aid = 1;\n\\sleep 500 ms\nEND;\n",
                StandardCharsets.UTF_8);
        RunResult r = Surgebench.run(
                counted(new RunSpec(ScriptWorkload.NAME), UserThreads.EVENT_LOOP)
                        .connection(db)
                        .users(8)
                        .runTime(null)
                        .maxTransactions(8),
                Surgebench.scriptWorkload(List.of(file + "@1"), List.of()));
        assertThat(r.summary().errors()).as(r.errors().toString()).isZero();
        var nap = r.transaction("nap");
        assertThat(nap.count()).isEqualTo(8);
        assertThat(nap.response().minMs()).isGreaterThanOrEqualTo(500);
        assertThat(nap.response().maxMs()).isLessThan(900);
        assertThat(executed.read(new TreeMap<>())).isEqualTo(Map.of("begin", 8L, "select", 8L, "commit", 8L));
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
     * A run on {@code executor} whose statements the server counts from the moment its users start; on threads,
     * statements are not prepared on the server, as in the Order Entry fidelity test (pg_stat_statements of
     * PostgreSQL 15 counts a prepared COMMIT once; the event loops send COMMIT as a simple query).
     */
    private static RunSpec counted(RunSpec spec, UserThreads executor) {
        if (executor != UserThreads.EVENT_LOOP) {
            spec.property("prepareThreshold", "0");
        }
        return spec.option("pgstats", "false").userThreads(executor).listener(new RunListener() {
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
