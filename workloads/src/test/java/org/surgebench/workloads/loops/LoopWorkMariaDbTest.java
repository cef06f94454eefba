package org.surgebench.workloads.loops;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.UserThreads;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.metrics.StatementCounts;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunListener;
import org.surgebench.core.run.RunPhase;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.spi.Workload;
import org.surgebench.testdata.PrivateMariaDb;
import org.surgebench.workloads.soe.CountingMariaDb;

/**
 * Event-loop users on MariaDB (Vert.x's MySQL client) do the work threads do, counted by the server itself (the
 * Com_ counters of a private server, read as the users start and after they stop): each event-loop transaction of
 * a workload, in each variant MariaDB runs, alone {@link #RUNS} times by one user with one seed, on platform
 * threads and on event loops. Both executors: no error, the same statements by our count, the server's inserts,
 * updates, deletes and commits equal to each other and to ours, its selects too but for the loops' one
 * {@code SELECT CONNECTION_ID()} as their connection opens (kept for KILL QUERY), no rollback but the one of a read
 * left open as the user logs off, and a BEGIN on the loops for each transaction the threads ended (none for one in
 * autocommit). On the loops, every
 * statement is a prepared one the server executes, and each BEGIN ends in one COMMIT or ROLLBACK: none is sent
 * while a transaction is open (MariaDB would commit it silently). The threads send no BEGIN (Connector/J turns
 * autocommit off instead): their transactions are counted by their ends.
 */
class LoopWorkMariaDbTest {
    private static final int RUNS = 10;
    private static final Map<String, Double> SCALES = Map.of("tpcb", 0.01, "tpch", 0.01, "io", 0.01);
    /**
     * The options of a workload's runs: sh's queries with bound values, each a statement the server prepares and
     * executes on both executors (its literal SQL goes unprepared on both, which the count of executions below
     * would not see).
     */
    private static final Map<String, Map<String, String>> OPTIONS = Map.of("sh", Map.of("bind", "true"));
    /** Left out: io's SCAN reads tables a default generate does not make. */
    private static final Set<String> LEFT_OUT = Set.of("io SCAN");

    @ParameterizedTest
    @ValueSource(strings = {"tpcb", "stress", "json", "tpcds", "tpch", "io", "sh"})
    void eventLoopsDoTheWorkOfThreads(String workload) throws Exception {
        CountingMariaDb db = CountingMariaDb.generate(
                "loops_" + workload,
                new GenerateSpec(workload)
                        .scale(SCALES.getOrDefault(workload, 0.001))
                        .threads(2));
        try {
            Workload w = Surgebench.workload(workload);
            int checked = 0;
            for (String variant : variants(w)) {
                for (String tx : w.eventLoopTransactions(variant).keySet()) {
                    if (!LEFT_OUT.contains(workload + " " + tx)) {
                        assertSameWork(db, workload, variant, tx);
                        checked++;
                    }
                }
            }
            assertThat(checked).as(workload + ": transactions on event loops").isPositive();
        } finally {
            db.drop();
        }
    }

    /** The variants MariaDB runs that have event-loop forms (null for a workload without variants). */
    private static List<String> variants(Workload w) {
        List<String> out = new ArrayList<>();
        if (w.variants().isEmpty()) {
            out.add(null);
        }
        w.variants().stream()
                .map(v -> v.name())
                .filter(v -> w.unsupportedVariant(v, "mariadb") == null)
                .filter(v -> !w.eventLoopTransactions(v).isEmpty())
                .forEach(out::add);
        return out;
    }

    private static void assertSameWork(CountingMariaDb db, String workload, String variant, String tx)
            throws InterruptedException {
        String what = workload + (variant == null ? "" : " " + variant) + " " + tx;
        Run threads = run(db, workload, variant, tx, UserThreads.PLATFORM);
        Run loops = run(db, workload, variant, tx, UserThreads.EVENT_LOOP);
        for (Run r : List.of(threads, loops)) {
            assertThat(r.result().summary().errors())
                    .as(what + " errors: " + r.result().errors())
                    .isZero();
            assertThat(r.result().transaction(tx).count()).as(what + " runs").isEqualTo(RUNS);
        }
        StatementCounts ours = threads.ours(tx);
        assertThat(loops.ours(tx))
                .as(what + ": our counts, loops against threads")
                .isEqualTo(ours);
        String server = what + ": the server's, threads " + threads.com() + ", loops " + loops.com();
        for (Run r : List.of(threads, loops)) {
            assertThat(List.of(r.com("insert"), r.com("update"), r.com("delete"), r.com("commit")))
                    .as(server)
                    .isEqualTo(List.of(ours.insert(), ours.update(), ours.delete(), ours.commit()));
        }
        // A read left open (no commit of its own) is rolled back as the user logs off: no other rollback on either
        // side.
        assertThat(List.of(threads.com("rollback"), loops.com("rollback")))
                .as(server)
                .allMatch(n -> n <= 1);
        // The loops begin the threads' transactions: each of those ends in one COMMIT or ROLLBACK (Connector/J sends
        // no BEGIN), and one in autocommit on threads (tpch's FO, sh's queries) in neither, nor gets a BEGIN.
        assertThat(loops.com("begin"))
                .as(server + ": the loops' BEGINs, the threads' COMMITs and ROLLBACKs")
                .isEqualTo(threads.com("commit") + threads.com("rollback"));
        assertThat(loops.com("select")).as(server).isEqualTo(threads.com("select") + 1);
        assertThat(loops.com("stmt_execute"))
                .as(server + ": every statement prepared")
                .isEqualTo(ours.select() + ours.insert() + ours.update() + ours.delete());
        assertThat(loops.com("begin"))
                .as(server + ": each BEGIN ends once")
                .isEqualTo(loops.com("commit") + loops.com("rollback"));
    }

    /** A run and the change of the server's Com_ counters while its users ran. */
    private record Run(RunResult result, Map<String, Long> com) {
        long com(String name) {
            return com.getOrDefault("com_" + name, 0L);
        }

        StatementCounts ours(String tx) {
            return result.transaction(tx).statements();
        }
    }

    private static Run run(CountingMariaDb db, String workload, String variant, String tx, UserThreads executor)
            throws InterruptedException {
        // The loops have no query timeout (some workloads' defaults set one): none on either side.
        RunSpec spec =
                db.alone(workload, variant, tx, RUNS).userThreads(executor).queryTimeout(Duration.ZERO);
        OPTIONS.getOrDefault(workload, Map.of()).forEach(spec::option);
        AtomicReference<Map<String, Long>> start = new AtomicReference<>();
        RunResult r = Surgebench.run(spec.listener(new RunListener() {
            @Override
            public void onPhase(RunPhase phase) {
                if (phase == RunPhase.MEASURING) {
                    start.set(com()); // before the first user logs on
                }
            }
        }));
        Map<String, Long> d = new HashMap<>();
        com().forEach((k, v) -> {
            long n = v - start.get().getOrDefault(k, 0L);
            if (n != 0) {
                d.put(k, n);
            }
        });
        return new Run(r, d);
    }

    /** The server's Com_ counters (information_schema.GLOBAL_STATUS), by lower-case name. */
    private static Map<String, Long> com() {
        Map<String, Long> values = new HashMap<>();
        try (Connection c = DriverManager.getConnection(PrivateMariaDb.shared().url(""), "root", "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT VARIABLE_NAME, VARIABLE_VALUE FROM "
                        + "information_schema.GLOBAL_STATUS WHERE VARIABLE_NAME LIKE 'COM\\_%'")) {
            while (rs.next()) {
                values.put(rs.getString(1).toLowerCase(Locale.ROOT), rs.getLong(2));
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
        return values;
    }
}
