package org.surgebench.workloads.tpcb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.api.VerifyReport;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.common.UserThreads;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.driver.LoopTransport;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.testdata.LocalPostgres;
import org.surgebench.testdata.TestDatabases;
import org.surgebench.workloads.script.ScriptWorkload;

/**
 * Users on event loops ({@code --user-threads event-loop}) against the local PostgreSQL server: the work the
 * server counted per transaction (index scans, rows updated and inserted, commits) is the work the users on
 * threads make it do, the balances still agree, and what the event loops cannot honour is refused up front.
 */
class TpcbEventLoopPostgresTest {
    static String url;
    static ConnectionSpec db;

    @BeforeAll
    static void create() {
        url = LocalPostgres.createDatabase("surge_tpcb_loop");
        db = new ConnectionSpec(url, LocalPostgres.USER, "");
        Surgebench.generate(new GenerateSpec("tpcb").connection(db).scale(1).threads(2), null);
        // The passes compare index scans too: an automatic ANALYZE between them (the tellers' ten rows updated
        // 1,500 times call for one) once turned the tellers' sequential scans into index scans. The statistics
        // generate gathered stand for every pass.
        try (Connection c = DriverManager.getConnection(url, LocalPostgres.USER, "");
                Statement s = c.createStatement()) {
            for (String t : List.of("pgbench_accounts", "pgbench_tellers", "pgbench_branches", "pgbench_history")) {
                s.execute("ALTER TABLE " + t + " SET (autovacuum_enabled = false)");
            }
        } catch (java.sql.SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    @AfterAll
    static void drop() {
        LocalPostgres.dropDatabase(url);
    }

    private static final int TRANSACTIONS = 1500;

    /** The counters that each transaction moves by one. */
    private static final List<String> PER_TRANSACTION = List.of(
            "pgbench_accounts.n_tup_upd",
            "pgbench_tellers.n_tup_upd",
            "pgbench_branches.n_tup_upd",
            "pgbench_history.n_tup_ins");

    @Test
    void eventLoopUsersMakeTheServerDoTheWorkThreadUsersDo() throws Exception {
        Map<String, Long> onThreads = serverWork(UserThreads.PLATFORM);
        Map<String, Long> onLoops = serverWork(UserThreads.EVENT_LOOP);
        System.out.println("Server counters per " + TRANSACTIONS + " transactions: threads " + onThreads
                + ", event loops " + onLoops);
        // pgbench's script: accounts are updated and read by primary key, tellers and branches updated, one row
        // into history, each once per transaction.
        assertThat(onLoops.get("pgbench_accounts.n_tup_upd")).isEqualTo(TRANSACTIONS);
        assertThat(onLoops.get("pgbench_accounts.idx_scan")).isEqualTo(2L * TRANSACTIONS);
        assertThat(onLoops.get("pgbench_tellers.n_tup_upd")).isEqualTo(TRANSACTIONS);
        assertThat(onLoops.get("pgbench_branches.n_tup_upd")).isEqualTo(TRANSACTIONS);
        assertThat(onLoops.get("pgbench_history.n_tup_ins")).isEqualTo(TRANSACTIONS);
        // Everything else too, down to the rollbacks of the run's own housekeeping sessions.
        // The scans are compared whatever their kind: as the passes' updates grow the ten tellers' and the branch's
        // tables, the planner may turn a later pass's sequential scans of them into index scans (seen at the third
        // pass and at the fourth), which says nothing of the users.
        assertThat(scansOfAnyKind(onLoops)).isEqualTo(scansOfAnyKind(onThreads));
        // The loops take io_uring where the kernel gives it; on epoll, the fallback, the work is the same. A kernel
        // without epoll (macOS) has no second transport to compare.
        if (LoopTransport.available("epoll") && !LoopTransport.chosenName().equals("epoll")) {
            System.setProperty(LoopTransport.PROPERTY, "epoll");
            try {
                assertThat(scansOfAnyKind(serverWork(UserThreads.EVENT_LOOP))).isEqualTo(scansOfAnyKind(onThreads));
            } finally {
                System.clearProperty(LoopTransport.PROPERTY);
            }
        } else {
            System.out.println(
                    "Only one native transport here (" + LoopTransport.chosenName() + "): compared it alone");
        }
        // Pooled users on the loops (--pool 2 for 8 users) share the loops' two connections: the server sees no
        // more sessions doing their work, and the same work per transaction (each takes a connection, runs its
        // statements on it, prepared once per connection, and gives it back).
        Map<String, Long> pooled = serverWork(UserThreads.EVENT_LOOP, 8, 2);
        assertThat(scansOfAnyKind(pooled)).isEqualTo(scansOfAnyKind(onThreads));
        VerifyReport v = Surgebench.verify(db, "tpcb", Map.of());
        assertThat(v.ok()).as(v.toString()).isTrue();
    }

    private static Map<String, Long> serverWork(UserThreads threads) throws Exception {
        return serverWork(threads, 4, 0);
    }

    /**
     * Runs exactly {@link #TRANSACTIONS} on {@code users} (sharing {@code pool} connections; 0: one each) and
     * returns what the server counted meanwhile; the server's sessions that ran the users' statements are at most
     * {@code pool} (or {@code users}) at once and in all.
     */
    private static Map<String, Long> serverWork(UserThreads threads, int users, int pool) throws Exception {
        Map<String, Long> before = counters();
        RunSpec spec = new RunSpec("tpcb")
                .connection(db)
                .users(users)
                .userThreads(threads)
                .runTime(null)
                .maxTransactions(TRANSACTIONS);
        RunResult r;
        try (Sessions sessions = Sessions.watch(url, "pgbench_")) {
            r = Surgebench.run(pool > 0 ? spec.sharedPool(pool) : spec);
            System.out.println(threads + " " + users + " users, pool " + pool + ": " + sessions);
            int most = pool > 0 ? pool : users;
            // Sampled: a busy machine may catch few of them, never more than there are.
            assertThat(sessions.mostAtOnce()).isLessThanOrEqualTo(most);
            assertThat(sessions.seen()).isLessThanOrEqualTo(most);
        }
        if (pool > 0) {
            assertThat(r.summary().poolConnections()).isBetween(1, pool);
        }
        assertThat(r.summary().errors()).isZero();
        assertThat(r.summary().transactions()).isEqualTo(TRANSACTIONS);
        // The results say which transport the loops took: the one asked for, else the best here.
        assertThat(r.config().loopTransport())
                .isEqualTo(threads == UserThreads.EVENT_LOOP ? LoopTransport.chosenName() : null);
        var tx = r.transaction("TPCB");
        assertThat(tx.statements().update()).isEqualTo(3L * TRANSACTIONS);
        assertThat(tx.statements().insert()).isEqualTo(TRANSACTIONS);
        assertThat(tx.statements().select()).isEqualTo(TRANSACTIONS);
        // The users' sessions report their counts in parts: while idle, a session skips a table whose entry
        // another session holds, and sends the rest as it ends. History alone showing every insert was not
        // enough (branches once came 1,124 of 1,500): wait until each table the transaction touches shows it
        // all, and two reads agree.
        Map<String, Long> delta = Map.of();
        for (int i = 0; i < 100; i++) {
            Map<String, Long> previous = delta;
            Map<String, Long> now = minus(counters(), before);
            delta = now;
            if (PER_TRANSACTION.stream().allMatch(k -> now.get(k) >= TRANSACTIONS) && now.equals(previous)) {
                break;
            }
            Thread.sleep(100);
        }
        return delta;
    }

    private static Map<String, Long> counters() throws Exception {
        Map<String, Long> m = new LinkedHashMap<>();
        try (Connection c = DriverManager.getConnection(url, LocalPostgres.USER, "");
                Statement s = c.createStatement()) {
            s.execute("SELECT pg_stat_clear_snapshot()");
            try (ResultSet rs = s.executeQuery("SELECT relname, COALESCE(idx_scan, 0), n_tup_upd, n_tup_ins, seq_scan "
                    + "FROM pg_stat_user_tables WHERE relname LIKE 'pgbench%' ORDER BY relname")) {
                while (rs.next()) {
                    m.put(rs.getString(1) + ".idx_scan", rs.getLong(2));
                    m.put(rs.getString(1) + ".seq_scan", rs.getLong(5));
                    m.put(rs.getString(1) + ".n_tup_upd", rs.getLong(3));
                    m.put(rs.getString(1) + ".n_tup_ins", rs.getLong(4));
                }
            }
            try (ResultSet rs =
                    s.executeQuery("SELECT xact_rollback FROM pg_stat_database WHERE datname = current_database()")) {
                rs.next();
                m.put("xact_rollback", rs.getLong(1));
            }
        }
        return m;
    }

    /** The counters with each table's index and sequential scans added up as its scans. */
    private static Map<String, Long> scansOfAnyKind(Map<String, Long> counters) {
        Map<String, Long> m = new LinkedHashMap<>();
        counters.forEach(
                (k, v) -> m.merge(k.replace(".idx_scan", ".scans").replace(".seq_scan", ".scans"), v, Long::sum));
        return m;
    }

    private static Map<String, Long> minus(Map<String, Long> after, Map<String, Long> before) {
        Map<String, Long> d = new LinkedHashMap<>();
        after.forEach((k, v) -> d.put(k, v - before.getOrDefault(k, 0L)));
        return d;
    }

    /**
     * Four users on event loops sharing one connection ({@code --pool 1}): first come, first served, each waits while
     * the other three run theirs, and its response time holds that wait (its service time does not), as a pooled
     * user's on threads does.
     */
    @Test
    void aPooledUserOnALoopWaitsForItsConnectionAndItsResponseTimeSaysSo(@TempDir Path dir) throws Exception {
        Path script = dir.resolve("slow.sql");
        Files.writeString(script, "BEGIN;\nSELECT pg_sleep(0.05);\nEND;\n");
        RunResult r = Surgebench.run(
                new RunSpec(ScriptWorkload.NAME)
                        .connection(db)
                        .users(4)
                        .sharedPool(1)
                        .userThreads(UserThreads.EVENT_LOOP)
                        .runTime(null)
                        .maxTransactions(40),
                Surgebench.scriptWorkload(List.of(script + "@1"), List.of()));
        assertThat(r.config().userThreads()).isEqualTo(UserThreads.EVENT_LOOP.label());
        assertThat(r.summary().errors()).isZero();
        assertThat(r.summary().transactions()).isEqualTo(40);
        assertThat(r.summary().poolConnections()).isEqualTo(1);
        System.out.println(
                "One connection, four users: service " + r.summary().service().avgMs() + " ms, response "
                        + r.summary().response().avgMs() + " ms");
        // In line, each waits about three services (less for the first few): the response about 3.5x the service.
        // Without the wait in it, the response would equal the service.
        assertThat(r.summary().response().avgMs())
                .isGreaterThan(2.5 * r.summary().service().avgMs());
    }

    @Test
    void eventLoopUsersRunOnlyWhereTheyCanDoTheSameWork() {
        RunSpec loop =
                new RunSpec("tpcb").users(1).userThreads(UserThreads.EVENT_LOOP).runTime(Duration.ofSeconds(1));
        assertThatThrownBy(() ->
                        Surgebench.run(loop.connection(new ConnectionSpec(TestDatabases.h2Memory("loop"), "sa", ""))))
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("MariaDB and MySQL only (this run is on h2)");
        assertThatThrownBy(() -> Surgebench.run(new RunSpec("tpcb")
                        .connection(new ConnectionSpec(url + "?sslmode=require", LocalPostgres.USER, ""))
                        .userThreads(UserThreads.EVENT_LOOP)
                        .runTime(Duration.ofSeconds(1))))
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("does not take the URL parameter or --property sslmode");
        java.util.Properties tls = new java.util.Properties();
        tls.setProperty("sslmode", "require");
        assertThatThrownBy(() -> Surgebench.run(new RunSpec("tpcb")
                        .connection(new ConnectionSpec(url, LocalPostgres.USER, "", tls))
                        .userThreads(UserThreads.EVENT_LOOP)
                        .runTime(Duration.ofSeconds(1))))
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("does not take the URL parameter or --property sslmode");
        assertThatThrownBy(() -> Surgebench.run(new RunSpec("tpcb")
                        .connection(db)
                        .queryTimeout(Duration.ofSeconds(5))
                        .userThreads(UserThreads.EVENT_LOOP)
                        .runTime(Duration.ofSeconds(1))))
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("no query timeout");
        // tpcds's server variant (stored-code calls) has no event-loop forms.
        assertThatThrownBy(() -> Surgebench.run(new RunSpec("tpcds")
                        .connection(db)
                        .variant("server")
                        .userThreads(UserThreads.EVENT_LOOP)
                        .runTime(Duration.ofSeconds(1))))
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("tpcds has none for");
    }
}
