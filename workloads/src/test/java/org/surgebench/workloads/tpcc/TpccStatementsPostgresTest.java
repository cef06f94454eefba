package org.surgebench.workloads.tpcc;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.surgebench.core.common.UserThreads;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.metrics.StatementCounts;
import org.surgebench.core.results.RunResult;
import org.surgebench.workloads.soe.CountingCluster;
import org.surgebench.workloads.soe.ExecutedStatements;

/**
 * What PostgreSQL itself executed for each tpcc transaction (pg_stat_statements in a cluster of the test's own,
 * which counts the statements inside the server variant's functions too), in both variants, on threads and on
 * event loops, at 1 warehouse. Each transaction runs alone {@value #RUNS} times with one seed:
 * <ul>
 *   <li>both executors made the database execute the same statements (one seed draws the same inputs) and counted
 *       the same: the event-loop forms are their JDBC twins;</li>
 *   <li>the statements are counted as the database counted them (but for the run's own reads, the order lines
 *       pgjdbc folds into multi-row INSERTs on threads, and the server variant's set-based New-Order), and one
 *       BEGIN and one COMMIT or ROLLBACK each sent by the client variant, none by the server variant, whose calls
 *       run in autocommit on both executors;</li>
 *   <li>the writes are TPC-C's profile (clauses 2.4 to 2.8): New-Order one more insert than updates (ORDERS and
 *       NEW_ORDER against DISTRICT, then a stock update and an order line per line), Payment 1 insert and 3
 *       updates, Delivery 10 deletes and 30 updates, Order-Status and Stock-Level none.</li>
 * </ul>
 */
class TpccStatementsPostgresTest {
    private static final int RUNS = 30;
    private static final List<String> TRANSACTIONS = List.of("NO", "PAY", "OS", "DLV", "SL");
    private static CountingCluster counting;
    /** What the database executed per variant and transaction, on the executor that ran first. */
    private static final Map<String, StatementCounts> FIRST = new ConcurrentHashMap<>();

    @BeforeAll
    static void generate() throws Exception {
        counting = CountingCluster.generate(new GenerateSpec("tpcc").scale(1).threads(2), Map.of());
    }

    @AfterAll
    static void stop() {
        if (counting != null) {
            counting.close();
        }
    }

    @ParameterizedTest
    @MethodSource("org.surgebench.workloads.soe.CountingCluster#bothExecutors")
    void clientVariantSendsTpccsStatements(UserThreads executor) throws Exception {
        for (String tx : TRANSACTIONS) {
            check("client", executor, tx);
        }
    }

    @ParameterizedTest
    @MethodSource("org.surgebench.workloads.soe.CountingCluster#bothExecutors")
    void serverVariantsFunctionsExecuteTpccsStatements(UserThreads executor) throws Exception {
        for (String tx : TRANSACTIONS) {
            check("server", executor, tx);
        }
    }

    private static void check(String variant, UserThreads executor, String tx) throws Exception {
        RunResult r = counting.counted(counting.alone("tpcc", tx, RUNS).variant(variant), executor);
        assertThat(r.config().userThreads()).isEqualTo(executor.label());
        assertThat(r.summary().errors()).as(tx + " errors: " + r.errors()).isZero();
        assertThat(r.transaction(tx).count()).isEqualTo(RUNS);
        StatementCounts ours = r.transaction(tx).statements();
        StatementCounts database = counting.executed().read(false);
        String what = variant + " " + tx + " on " + executor.label() + ": database " + database + ", ours " + ours;
        System.out.println(what);
        boolean onThreads = executor != UserThreads.EVENT_LOOP;
        assertThat(ours.commit() + ours.rollback())
                .as(what + ": one commit or rollback each")
                .isEqualTo(RUNS);
        // The server variant's calls run in autocommit on both executors: no BEGIN, no COMMIT, no ROLLBACK sent (the
        // server commits each call, or rolls back the unused item's). The client's transactions one BEGIN and one
        // COMMIT or ROLLBACK each. On threads the run's own reads (the NOPM snapshot's) add theirs, 2 at most.
        boolean server = variant.equals("server");
        ExecutedStatements executed = counting.executed();
        long begins = executed.sent("BEGIN");
        long rollbacks = executed.sent("ROLLBACK");
        String sent =
                what + ": sent " + begins + " BEGIN, " + database.commit() + " COMMIT, " + rollbacks + " ROLLBACK";
        System.out.println(sent);
        assertThat(database.commit() - (server ? 0 : ours.commit())).as(sent).isBetween(0L, 2L);
        assertThat(begins - (server ? 0 : RUNS)).as(sent).isBetween(0L, 2L);
        assertThat(rollbacks - (server ? 0 : ours.rollback())).as(sent).isBetween(0L, 2L);
        if (variant.equals("client") || !tx.equals("NO")) {
            // Every statement is counted as the database counted it, but the run's own reads (the NOPM snapshot's
            // and the driver's, 8 at most) and, on threads, the order lines: pgjdbc folds each batch of them into
            // multi-row INSERTs (reWriteBatchedInserts), where the event loops' client sends one per line. The
            // server variant's New-Order reports its set-based statements by what they do, which
            // pg_stat_statements classes by their first word (a WITH that updates is a select to it): it is
            // compared between the executors only, below.
            assertThat(database.select() - ours.select()).as(what).isBetween(0L, 8L);
            if (tx.equals("NO") && onThreads) {
                assertThat(database.insert()).as(what).isBetween(2L * RUNS + 1, ours.insert() - 1);
            } else {
                assertThat(ours.insert()).as(what).isEqualTo(database.insert());
            }
            assertThat(ours.update()).as(what).isEqualTo(database.update());
            assertThat(ours.delete()).as(what).isEqualTo(database.delete());
            assertTpccsWrites(what, tx, ours);
        }
        // One seed, one set of inputs: both executors made the database run the same statements, and counted them
        // alike.
        String key = variant + " " + tx;
        StatementCounts first = FIRST.putIfAbsent(key + " database", database);
        StatementCounts firstOurs = FIRST.putIfAbsent(key + " ours", ours);
        if (first != null) {
            // But the order lines' inserts, which pgjdbc folds (above).
            long inserts = variant.equals("client") && tx.equals("NO") ? 0 : database.insert() - first.insert();
            assertThat(List.of(database.select(), database.update(), database.delete(), inserts))
                    .as(what + ": the other executor's " + first)
                    .isEqualTo(List.of(first.select(), first.update(), first.delete(), 0L));
            assertThat(ours)
                    .as(what + ": the other executor's ours " + firstOurs)
                    .isEqualTo(firstOurs);
        }
    }

    /** TPC-C's writes per transaction (clauses 2.4 to 2.8), in our counts. */
    private static void assertTpccsWrites(String what, String tx, StatementCounts ours) {
        switch (tx) {
            case "NO" -> assertThat(ours.insert() - ours.update()).as(what).isEqualTo(RUNS);
            case "PAY" ->
                assertThat(List.of(ours.insert(), ours.update(), ours.delete()))
                        .as(what)
                        .containsExactly((long) RUNS, 3L * RUNS, 0L);
            case "DLV" ->
                assertThat(List.of(ours.insert(), ours.update(), ours.delete()))
                        .as(what)
                        .containsExactly(0L, 30L * RUNS, 10L * RUNS);
            default ->
                assertThat(List.of(ours.insert(), ours.update(), ours.delete()))
                        .as(what)
                        .containsExactly(0L, 0L, 0L);
        }
    }
}
