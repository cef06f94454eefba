package org.surgebench.workloads.tpcc;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Map;
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

/**
 * What the tpcc test of every server database checks alike, at 1 warehouse: a database's test class extends this
 * and names its connection. Its tests: the client variant and a run heavy in Delivery (orders 3 and 5; a database's
 * own tests take the others); its checks: the loaded cardinalities, the New-Orders a run committed as the database
 * counted them (the change of sum(D_NEXT_O_ID)) and its order lines, and the consistency conditions, intact and
 * broken.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
abstract class TpccDatabaseContract {
    /** The database, generated at 1 warehouse by the test class's {@code @BeforeAll}. */
    abstract ConnectionSpec db();

    @Test
    @Order(3)
    void clientVariantSendsTheStatementsAndKeepsTheDataConsistent() throws Exception {
        CountedRun run = run(new RunSpec("tpcc")
                .connection(db())
                .variant("client")
                .users(4)
                .runTime(null)
                .maxTransactions(600));
        assertStatementsMatchTheRows(run);
        assertVerified();
    }

    /** A run, with what the database counted of it: the New-Orders it committed and the order lines it added. */
    record CountedRun(RunResult result, long committedNewOrders, long orderLines) {
        @SuppressWarnings("unchecked")
        Map<String, Object> tpcc() {
            return (Map<String, Object>) result.database().get("tpcc");
        }
    }

    /** The cardinalities of 1 warehouse (TPC-C clause 4.3.3.1) and their shape; then verify holds. */
    void assertLoaded() throws SQLException {
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
            // One in ten customers has bad credit.
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
        assertVerified();
    }

    /**
     * Runs the spec without an error; the New-Orders it committed are the database's (the change of
     * sum(D_NEXT_O_ID)): those that did not roll back, and what the run reports as newOrders.
     */
    CountedRun run(RunSpec spec) throws SQLException, InterruptedException {
        long ordersBefore = nextOrderIds();
        long linesBefore = count("SELECT COUNT(*) FROM order_line");
        RunResult r = Surgebench.run(spec);
        assertThat(r.summary().errors()).as(String.valueOf(r.errors())).isZero();
        CountedRun counted = new CountedRun(
                r, nextOrderIds() - ordersBefore, count("SELECT COUNT(*) FROM order_line") - linesBefore);
        TxSummary no = r.transaction("NO");
        assertThat(no.count() - no.statements().rollback()).isEqualTo(counted.committedNewOrders());
        assertThat(((Number) counted.tpcc().get("newOrders")).longValue()).isEqualTo(counted.committedNewOrders());
        return counted;
    }

    /**
     * The statements' own counts agree with the rows: one commit per committed New-Order, 5..15 order lines each
     * (none from another transaction), one HISTORY insert per Payment.
     */
    static void assertStatementsMatchTheRows(CountedRun run) {
        RunResult r = run.result();
        long committed = run.committedNewOrders();
        assertThat(r.transaction("NO").statements().commit()).isEqualTo(committed);
        assertThat(run.orderLines()).isBetween(5 * committed, 15 * committed);
        assertThat(r.transaction("PAY").statements().insert())
                .isEqualTo(r.transaction("PAY").count());
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
                .connection(db())
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
        assertVerified();

        // An undelivered order of district 3 loses its NEW_ORDER row, which no transaction does.
        long gone = count("SELECT MIN(no_o_id) + 5 FROM new_order WHERE no_w_id = 1 AND no_d_id = 3");
        try (Connection c = connect();
                Statement s = c.createStatement()) {
            assertThat(s.executeUpdate("DELETE FROM new_order WHERE no_w_id = 1 AND no_d_id = 3 AND no_o_id = " + gone))
                    .isOne();
            try {
                VerifyReport broken = Surgebench.verify(db(), "tpcc", Map.of());
                assertThat(broken.checks().stream()
                                .filter(k -> !k.ok())
                                .map(k -> k.name().replaceAll(":.*", "")))
                        .as(broken.toString())
                        .containsExactly("TPC-C consistency 3", "TPC-C consistency 5");
            } finally {
                s.executeUpdate("INSERT INTO new_order (no_o_id, no_d_id, no_w_id) VALUES (" + gone + ", 3, 1)");
            }
        }
        assertThat(Surgebench.verify(db(), "tpcc", Map.of()).ok()).isTrue();
    }

    void assertVerified() {
        VerifyReport v = Surgebench.verify(db(), "tpcc", Map.of());
        assertThat(v.ok()).as(v.toString()).isTrue();
    }

    private long nextOrderIds() throws SQLException {
        return count("SELECT SUM(d_next_o_id) FROM district");
    }

    long count(String sql) throws SQLException {
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

    Connection connect() throws SQLException {
        return DriverManager.getConnection(db().url(), db().user(), db().password());
    }
}
