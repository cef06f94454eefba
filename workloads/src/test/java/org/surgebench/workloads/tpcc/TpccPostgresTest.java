package org.surgebench.workloads.tpcc;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.api.VerifyReport;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.metrics.TxSummary;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.testdata.LocalPostgres;

/**
 * The tpcc workload on the local PostgreSQL at 1 warehouse: the loaded cardinalities, both variants, and what
 * the database itself counted: committed New-Orders as the change of sum(D_NEXT_O_ID), the server variant's
 * function calls in pg_stat_user_functions (tracked for this database only), and the consistency conditions.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class TpccPostgresTest {
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
        Map<String, Long> counts = new HashMap<>();
        try (Connection c = connect();
                Statement s = c.createStatement()) {
            for (String t : new String[] {
                "warehouse", "district", "customer", "history", "orders", "new_order", "order_line", "item", "stock"
            }) {
                counts.put(t, single(s, "SELECT COUNT(*) FROM " + t));
            }
            assertThat(single(s, "SELECT COUNT(DISTINCT o_c_id) FROM orders")).isEqualTo(3000);
            assertThat(single(s, "SELECT MIN(o_ol_cnt) * 100 + MAX(o_ol_cnt) FROM orders"))
                    .isEqualTo(515);
            assertThat(single(s, "SELECT COUNT(DISTINCT c_last) FROM customer")).isEqualTo(1000);
            // One in ten items and stock rows mention ORIGINAL; one in ten customers has bad credit.
            assertThat(single(s, "SELECT COUNT(*) FROM item WHERE i_data LIKE '%ORIGINAL%'"))
                    .isBetween(9000L, 11000L);
            assertThat(single(s, "SELECT COUNT(*) FROM customer WHERE c_credit = 'BC'"))
                    .isBetween(2700L, 3300L);
        }
        assertThat(counts)
                .containsEntry("warehouse", 1L)
                .containsEntry("district", 10L)
                .containsEntry("customer", 30_000L)
                .containsEntry("history", 30_000L)
                .containsEntry("orders", 30_000L)
                .containsEntry("new_order", 9_000L)
                .containsEntry("item", 100_000L)
                .containsEntry("stock", 100_000L);
        assertThat(counts.get("order_line"))
                .isEqualTo(TpccShape.of(1, new GenerateSpec("tpcc").seed()).orderLines());
        VerifyReport v = Surgebench.verify(db, "tpcc", Map.of());
        assertThat(v.ok()).as(v.toString()).isTrue();
    }

    @Test
    @Order(2)
    void serverVariantIsOneFunctionCallPerTransaction() throws Exception {
        long ordersBefore = nextOrderIds();
        Map<String, Long> callsBefore = functionCalls();
        RunResult r = Surgebench.run(new RunSpec("tpcc")
                .connection(db)
                .variant("server")
                .users(4)
                .runTime(null)
                .maxTransactions(600));
        assertThat(r.config().variant()).isEqualTo("server");
        assertThat(r.summary().errors()).isZero();
        long committedNewOrders = nextOrderIds() - ordersBefore;
        TxSummary no = r.transaction("NO");
        assertThat(no.count() - no.statements().rollback()).isEqualTo(committedNewOrders);
        Map<String, Long> calls = waitForCalls(callsBefore, r);
        // A call that raised (the rolled-back New-Orders) is not counted by PostgreSQL.
        assertThat(calls.get("tpcc_new_order")).isEqualTo(committedNewOrders);
        assertThat(calls.get("tpcc_payment")).isEqualTo(r.transaction("PAY").count());
        assertThat(calls.get("tpcc_order_status")).isEqualTo(r.transaction("OS").count());
        assertThat(calls.get("tpcc_delivery")).isEqualTo(r.transaction("DLV").count());
        assertThat(calls.get("tpcc_stock_level")).isEqualTo(r.transaction("SL").count());
        assertThat(((Number) tpcc(r).get("newOrders")).longValue()).isEqualTo(committedNewOrders);
        assertThat(((Number) tpcc(r).get("nopm")).longValue()).isPositive();
        assertThat(((Number) tpcc(r).get("tpm")).longValue()).isPositive();
        VerifyReport v = Surgebench.verify(db, "tpcc", Map.of());
        assertThat(v.ok()).as(v.toString()).isTrue();
    }

    @Test
    @Order(3)
    void clientVariantSendsTheStatementsAndKeepsTheDataConsistent() throws Exception {
        long ordersBefore = nextOrderIds();
        long linesBefore = count("SELECT COUNT(*) FROM order_line");
        RunResult r = Surgebench.run(new RunSpec("tpcc")
                .connection(db)
                .variant("client")
                .users(4)
                .runTime(null)
                .maxTransactions(600));
        assertThat(r.summary().errors()).isZero();
        long committedNewOrders = nextOrderIds() - ordersBefore;
        TxSummary no = r.transaction("NO");
        assertThat(no.count() - no.statements().rollback()).isEqualTo(committedNewOrders);
        // Every committed order's lines were inserted as counted: 5..15 a New-Order, none from another transaction.
        long lines = count("SELECT COUNT(*) FROM order_line") - linesBefore;
        assertThat(lines).isBetween(5 * committedNewOrders, 15 * committedNewOrders);
        assertThat(no.statements().commit()).isEqualTo(committedNewOrders);
        assertThat(r.transaction("PAY").statements().insert())
                .isEqualTo(r.transaction("PAY").count());
        assertThat(((Number) tpcc(r).get("newOrders")).longValue()).isEqualTo(committedNewOrders);
        VerifyReport v = Surgebench.verify(db, "tpcc", Map.of());
        assertThat(v.ok()).as(v.toString()).isTrue();
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

    /**
     * Delivery deletes NEW_ORDER rows, so a run heavy in it leaves fewer than were loaded: verify holds (TPC-C's
     * conditions judge that table, not its generated count), and still fails when a row the conditions need is
     * gone.
     */
    @Test
    @Order(5)
    void verifyHoldsAfterDeliveriesTookNewOrdersAndFailsWhenOneIsMissing() throws Exception {
        RunResult r = Surgebench.run(new RunSpec("tpcc")
                .connection(db)
                .users(2)
                .runTime(null)
                .maxTransactions(200)
                .weight("NO", 1)
                .weight("PAY", 1)
                .weight("OS", 0)
                .weight("SL", 0)
                .weight("DLV", 8));
        assertThat(r.summary().errors()).isZero();
        assertThat(r.transaction("DLV").count()).isPositive();
        assertThat(count("SELECT COUNT(*) FROM new_order")).as("new_order rows").isLessThan(9_000);
        VerifyReport v = Surgebench.verify(db, "tpcc", Map.of());
        assertThat(v.ok()).as(v.toString()).isTrue();

        // An undelivered order of district 3 loses its NEW_ORDER row, which no transaction does.
        long gone = count("SELECT MIN(no_o_id) + 5 FROM new_order WHERE no_w_id = 1 AND no_d_id = 3");
        try (Connection c = connect();
                Statement s = c.createStatement()) {
            assertThat(s.executeUpdate("DELETE FROM new_order WHERE no_w_id = 1 AND no_d_id = 3 AND no_o_id = " + gone))
                    .isOne();
            try {
                VerifyReport broken = Surgebench.verify(db, "tpcc", Map.of());
                assertThat(broken.checks().stream()
                                .filter(k -> !k.ok())
                                .map(k -> k.name().replaceAll(":.*", "")))
                        .as(broken.toString())
                        .containsExactly("TPC-C consistency 3", "TPC-C consistency 5");
            } finally {
                s.executeUpdate("INSERT INTO new_order (no_o_id, no_d_id, no_w_id) VALUES (" + gone + ", 3, 1)");
            }
        }
        assertThat(Surgebench.verify(db, "tpcc", Map.of()).ok()).isTrue();
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> tpcc(RunResult r) {
        return (Map<String, Object>) r.database().get("tpcc");
    }

    /** The function calls once the users' counts reached the statistics (a backend reports them as it ends). */
    private static Map<String, Long> waitForCalls(Map<String, Long> before, RunResult r) throws Exception {
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

    private static Map<String, Long> functionCalls() throws SQLException {
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

    private static long nextOrderIds() throws SQLException {
        return count("SELECT SUM(d_next_o_id) FROM district");
    }

    private static long count(String sql) throws SQLException {
        try (Connection c = connect();
                Statement s = c.createStatement()) {
            return single(s, sql);
        }
    }

    private static long single(Statement s, String sql) throws SQLException {
        try (ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private static Connection connect() throws SQLException {
        return DriverManager.getConnection(url, LocalPostgres.USER, "");
    }
}
