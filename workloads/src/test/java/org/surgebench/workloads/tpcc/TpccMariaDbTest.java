package org.surgebench.workloads.tpcc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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
import org.surgebench.testdata.LocalMariaDb;

/**
 * The tpcc workload on the local MariaDB server at 1 warehouse: the loaded cardinalities, both variants (the
 * server variant the default, its procedures installed by generate), and what the database itself counted:
 * committed New-Orders as the change of sum(D_NEXT_O_ID), order lines, and the consistency conditions after
 * each run. The statements each transaction executes, as the server counts them, are
 * {@link TpccStatementsMariaDbTest}'s.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class TpccMariaDbTest {
    static String url;
    static ConnectionSpec db;

    @BeforeAll
    static void create() {
        url = LocalMariaDb.createDatabase("maria_tpcc");
        db = new ConnectionSpec(url, LocalMariaDb.USER, LocalMariaDb.PASSWORD);
        Surgebench.generate(new GenerateSpec("tpcc").connection(db).scale(1).threads(2), null);
    }

    @AfterAll
    static void drop() {
        LocalMariaDb.dropDatabase(url);
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
            assertThat(single(s, "SELECT COUNT(*) FROM customer WHERE c_credit = 'BC'"))
                    .isBetween(2700L, 3300L);
            // The dates came through the load (DATETIME here).
            assertThat(single(s, "SELECT COUNT(*) FROM customer WHERE c_since IS NULL"))
                    .isZero();
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
    void serverVariantIsTheDefaultAndKeepsTheDataConsistent() throws Exception {
        long ordersBefore = nextOrderIds();
        long linesBefore = count("SELECT COUNT(*) FROM order_line");
        RunResult r = Surgebench.run(
                new RunSpec("tpcc").connection(db).users(4).runTime(null).maxTransactions(600));
        assertThat(r.config().variant()).isEqualTo("server");
        assertThat(r.summary().errors()).as(String.valueOf(r.errors())).isZero();
        long committedNewOrders = nextOrderIds() - ordersBefore;
        TxSummary no = r.transaction("NO");
        assertThat(no.count() - no.statements().rollback()).isEqualTo(committedNewOrders);
        assertThat(no.statements().commit()).isEqualTo(committedNewOrders);
        long lines = count("SELECT COUNT(*) FROM order_line") - linesBefore;
        assertThat(lines).isBetween(5 * committedNewOrders, 15 * committedNewOrders);
        assertThat(r.transaction("PAY").statements().insert())
                .isEqualTo(r.transaction("PAY").count());
        assertThat(((Number) tpcc(r).get("newOrders")).longValue()).isEqualTo(committedNewOrders);
        assertThat(((Number) tpcc(r).get("nopm")).longValue()).isPositive();
        // The server counts its transactions only for itself (Com_commit + Com_rollback), as HammerDB reads them.
        assertThat(tpcc(r)).doesNotContainKey("tpm");
        assertThat(((Number) tpcc(r).get("serverTransactions")).longValue())
                .isGreaterThanOrEqualTo(r.summary().transactions());
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
        assertThat(r.summary().errors()).as(String.valueOf(r.errors())).isZero();
        long committedNewOrders = nextOrderIds() - ordersBefore;
        TxSummary no = r.transaction("NO");
        assertThat(no.count() - no.statements().rollback()).isEqualTo(committedNewOrders);
        long lines = count("SELECT COUNT(*) FROM order_line") - linesBefore;
        assertThat(lines).isBetween(5 * committedNewOrders, 15 * committedNewOrders);
        assertThat(no.statements().commit()).isEqualTo(committedNewOrders);
        assertThat(((Number) tpcc(r).get("newOrders")).longValue()).isEqualTo(committedNewOrders);
        VerifyReport v = Surgebench.verify(db, "tpcc", Map.of());
        assertThat(v.ok()).as(v.toString()).isTrue();
    }

    @Test
    @Order(4)
    void verifyHoldsAfterDeliveriesAndFailsWhenANewOrderRowIsMissing() throws Exception {
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
        assertThat(Surgebench.verify(db, "tpcc", Map.of()).ok()).isTrue();
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

    @Test
    @Order(5)
    void theServerVariantWithoutItsProceduresIsRefusedInOneSentence() throws Exception {
        try (Connection c = connect();
                Statement s = c.createStatement()) {
            s.execute("DROP FUNCTION tpcc_version");
        }
        assertThatThrownBy(() -> Surgebench.run(new RunSpec("tpcc")
                        .connection(db)
                        .variant("server")
                        .users(1)
                        .runTime(null)
                        .maxTransactions(1)))
                .hasMessage("The tpcc server variant calls stored code that is not installed in this schema: run "
                        + "`surge generate tpcc --only-code` to install them, or use --variant client.");
        Surgebench.generate(new GenerateSpec("tpcc").connection(db).onlyCode(true), null);
        RunResult r = Surgebench.run(new RunSpec("tpcc")
                .connection(db)
                .variant("server")
                .users(1)
                .runTime(null)
                .maxTransactions(20));
        assertThat(r.summary().errors()).isZero();
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> tpcc(RunResult r) {
        return (Map<String, Object>) r.database().get("tpcc");
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
        return DriverManager.getConnection(url, LocalMariaDb.USER, LocalMariaDb.PASSWORD);
    }
}
