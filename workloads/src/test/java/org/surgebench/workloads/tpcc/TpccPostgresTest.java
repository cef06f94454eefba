package org.surgebench.workloads.tpcc;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.api.VerifyReport;
import org.surgebench.core.common.UserThreads;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.testdata.LocalPostgres;

/**
 * The tpcc workload on the local PostgreSQL at 1 warehouse: the loaded cardinalities, both variants, and what
 * the database itself counted: committed New-Orders as the change of sum(D_NEXT_O_ID), the server variant's
 * function calls in pg_stat_user_functions (tracked for this database only), and the consistency conditions; both
 * variants again with the users on event loops, and TPC-C's keying and think times there.
 */
class TpccPostgresTest extends TpccDatabaseContract {
    static String url;
    static ConnectionSpec db;

    @BeforeAll
    static void create() throws Exception {
        url = LocalPostgres.createDatabase("surge_tpcc");
        db = new ConnectionSpec(url, LocalPostgres.USER, "");
        String name = url.substring(url.lastIndexOf('/') + 1).replaceAll("\\?.*", "");
        // Function calls are counted for this database alone (a database setting, not a server one).
        LocalPostgres.admin("ALTER DATABASE " + name + " SET track_functions = 'pl'");
        Surgebench.generate(new GenerateSpec("tpcc").connection(db).scale(1).threads(2), null);
    }

    @AfterAll
    static void drop() {
        LocalPostgres.dropDatabase(url);
    }

    @Test
    @Order(1)
    void loadsTpccsCardinalitiesAndTheyAreConsistent() throws Exception {
        assertLoaded();
        // One in ten items mentions ORIGINAL.
        assertThat(count("SELECT COUNT(*) FROM item WHERE i_data LIKE '%ORIGINAL%'"))
                .isBetween(9000L, 11000L);
    }

    @Test
    @Order(2)
    void serverVariantIsOneFunctionCallPerTransaction() throws Exception {
        Map<String, Long> callsBefore = functionCalls();
        CountedRun run = run(new RunSpec("tpcc")
                .connection(db)
                .variant("server")
                .users(4)
                .runTime(null)
                .maxTransactions(600));
        RunResult r = run.result();
        assertThat(r.config().variant()).isEqualTo("server");
        long committedNewOrders = run.committedNewOrders();
        Map<String, Long> calls = waitForCalls(callsBefore, r);
        // A call that raised (the rolled-back New-Orders) is not counted by PostgreSQL.
        assertThat(calls.get("tpcc_new_order")).isEqualTo(committedNewOrders);
        assertThat(calls.get("tpcc_payment")).isEqualTo(r.transaction("PAY").count());
        assertThat(calls.get("tpcc_order_status")).isEqualTo(r.transaction("OS").count());
        assertThat(calls.get("tpcc_delivery")).isEqualTo(r.transaction("DLV").count());
        assertThat(calls.get("tpcc_stock_level")).isEqualTo(r.transaction("SL").count());
        assertThat(((Number) run.tpcc().get("nopm")).longValue()).isPositive();
        assertThat(((Number) run.tpcc().get("tpm")).longValue()).isPositive();
        assertVerified();
    }

    @Test
    @Order(4)
    void verifyFindsBrokenConditions() throws Exception {
        try (Connection c = connect();
                Statement s = c.createStatement()) {
            s.execute("UPDATE warehouse SET w_ytd = w_ytd + 1 WHERE w_id = 1");
            s.execute("UPDATE orders SET o_carrier_id = 1 WHERE o_w_id = 1 AND o_d_id = 2 AND o_id = "
                    + "(SELECT MAX(no_o_id) FROM new_order WHERE no_w_id = 1 AND no_d_id = 2)");
            try {
                VerifyReport v = Surgebench.verify(db, "tpcc", Map.of());
                assertThat(v.ok()).isFalse();
                assertThat(v.checks().stream()
                                .filter(k -> !k.ok())
                                .map(k -> k.name().replaceAll(":.*", "")))
                        .containsExactly(
                                "TPC-C consistency 1",
                                "TPC-C consistency 5",
                                "TPC-C consistency 7",
                                "TPC-C consistency 8");
            } finally {
                s.execute("UPDATE warehouse SET w_ytd = w_ytd - 1 WHERE w_id = 1");
                s.execute("UPDATE orders SET o_carrier_id = NULL WHERE o_w_id = 1 AND o_d_id = 2 AND o_id = "
                        + "(SELECT MAX(no_o_id) FROM new_order WHERE no_w_id = 1 AND no_d_id = 2)");
            }
        }
        assertThat(Surgebench.verify(db, "tpcc", Map.of()).ok()).isTrue();
    }

    @Test
    @Order(6)
    void serverVariantOnEventLoopsIsOneFunctionCallPerTransactionAndKeepsTheDataConsistent() throws Exception {
        Map<String, Long> callsBefore = functionCalls();
        CountedRun run = run(onEventLoops("server").users(4).runTime(null).maxTransactions(600));
        RunResult r = run.result();
        Map<String, Long> calls = waitForCalls(callsBefore, r);
        assertThat(calls.get("tpcc_new_order")).isEqualTo(run.committedNewOrders());
        assertThat(calls.get("tpcc_payment")).isEqualTo(r.transaction("PAY").count());
        assertThat(calls.get("tpcc_order_status")).isEqualTo(r.transaction("OS").count());
        assertThat(calls.get("tpcc_delivery")).isEqualTo(r.transaction("DLV").count());
        assertThat(calls.get("tpcc_stock_level")).isEqualTo(r.transaction("SL").count());
        assertStatementsMatchTheRows(run);
        assertVerified();
    }

    @Test
    @Order(7)
    void clientVariantOnEventLoopsSendsTheStatementsAndKeepsTheDataConsistent() throws Exception {
        CountedRun run = run(onEventLoops("client").users(4).runTime(null).maxTransactions(600));
        assertStatementsMatchTheRows(run);
        assertVerified();
    }

    /**
     * {@code --option keying-thinking=true} on event loops: the users key (2 s before Order-Status and
     * Stock-Level) and think between transactions, so that four of them run one to three transactions each in
     * 7 s, where without the pauses one runs hundreds a second.
     */
    @Test
    @Order(8)
    void keyingAndThinkingPauseEventLoopUsersBetweenTransactions() throws Exception {
        RunResult r = Surgebench.run(onEventLoops("client")
                .option("keying-thinking", "true")
                .users(4)
                .rampUp(Duration.ZERO)
                .warmUp(Duration.ZERO)
                .runTime(Duration.ofSeconds(7))
                .weight("NO", 0)
                .weight("PAY", 0)
                .weight("DLV", 0)
                .weight("OS", 1)
                .weight("SL", 1));
        assertThat(r.summary().errors()).as(String.valueOf(r.errors())).isZero();
        assertThat(r.summary().transactions()).isBetween(4L, 12L);
        assertVerified();
    }

    /**
     * New-Order's unused item (1 %, clause 2.4.1.4) on event loops, in both variants: the order rolls back (the
     * client's ROLLBACK, the function's raise and then the ROLLBACK), counted as a rollback and not an error, and
     * the database committed the others only (the change of sum(D_NEXT_O_ID), in {@link #run}).
     */
    @Test
    @Order(9)
    void newOrdersUnusedItemRollsBackOnEventLoops() throws Exception {
        for (String variant : new String[] {"server", "client"}) {
            CountedRun run = run(onEventLoops(variant)
                    .users(4)
                    .runTime(null)
                    .maxTransactions(600)
                    .weight("NO", 1)
                    .weight("PAY", 0)
                    .weight("OS", 0)
                    .weight("DLV", 0)
                    .weight("SL", 0));
            long rolledBack = run.result().transaction("NO").statements().rollback();
            assertThat(rolledBack).as(variant).isBetween(1L, 20L);
            assertThat(run.committedNewOrders()).as(variant).isEqualTo(600 - rolledBack);
        }
        assertVerified();
    }

    /** A run of the variant whose users the engine must put on event loops (it refuses the run otherwise). */
    private RunSpec onEventLoops(String variant) {
        return new RunSpec("tpcc").connection(db).variant(variant).userThreads(UserThreads.EVENT_LOOP);
    }

    /** The function calls once the users' counts reached the statistics (a backend reports them as it ends). */
    private Map<String, Long> waitForCalls(Map<String, Long> before, RunResult r) throws Exception {
        long expected = r.summary().transactions();
        Map<String, Long> delta = new HashMap<>();
        for (int i = 0; i < 100; i++) {
            Map<String, Long> now = functionCalls();
            delta.clear();
            now.forEach((k, v) -> delta.put(k, v - before.getOrDefault(k, 0L)));
            long total = delta.values().stream().mapToLong(Long::longValue).sum();
            if (total >= expected - r.transaction("NO").statements().rollback()) {
                break;
            }
            Thread.sleep(100);
        }
        return delta;
    }

    private Map<String, Long> functionCalls() throws SQLException {
        Map<String, Long> out = new HashMap<>();
        try (Connection c = connect();
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(
                        "SELECT funcname, calls FROM pg_stat_user_functions " + "WHERE funcname LIKE 'tpcc%'")) {
            while (rs.next()) {
                out.put(rs.getString(1), rs.getLong(2));
            }
        }
        return out;
    }

    @Override
    ConnectionSpec db() {
        return db;
    }
}
