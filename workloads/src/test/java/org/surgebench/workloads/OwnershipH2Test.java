package org.surgebench.workloads;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.DropReport;
import org.surgebench.core.generate.GenerateListener;
import org.surgebench.core.generate.GenerateReport;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.testdata.TestDatabases;

/**
 * The ownership rules on embedded H2, where each DDL statement commits (so dependents are looked up before
 * anything is dropped) and the lock is a row of surge_lock: someone else's tables, a view on them and a foreign
 * key to them survive generate and drop, --force or not; soe and sh never destroy each other; two generates of
 * one workload never race.
 */
class OwnershipH2Test {
    private final String url = TestDatabases.h2Memory("own");
    private final ConnectionSpec db = new ConnectionSpec(url, "sa", "");

    private void sql(String... statements) throws SQLException {
        try (Connection c = DriverManager.getConnection(url, "sa", "");
                Statement s = c.createStatement()) {
            for (String q : statements) {
                s.execute(q);
            }
        }
    }

    private long count(String query) throws SQLException {
        try (Connection c = DriverManager.getConnection(url, "sa", "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(query)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private void foreignShop() throws SQLException {
        sql(
                "CREATE TABLE customers (customer_id BIGINT PRIMARY KEY, name VARCHAR(40))",
                "CREATE TABLE orders (order_id BIGINT PRIMARY KEY, customer_id BIGINT REFERENCES customers)",
                "CREATE VIEW big_spenders AS SELECT c.name, o.order_id FROM customers c JOIN orders o "
                        + "ON o.customer_id = c.customer_id",
                "CREATE TABLE invoices (invoice_id BIGINT PRIMARY KEY, customer_id BIGINT, "
                        + "CONSTRAINT invoices_customer_fk FOREIGN KEY (customer_id) REFERENCES customers)",
                "INSERT INTO customers VALUES (1, 'Ada'), (2, 'Grace')",
                "INSERT INTO orders VALUES (10, 1), (11, 2)",
                "INSERT INTO invoices VALUES (100, 1)");
    }

    private void assertForeignShopIntact() throws SQLException {
        assertThat(count("SELECT COUNT(*) FROM INFORMATION_SCHEMA.TABLES WHERE TABLE_SCHEMA = 'PUBLIC' "
                        + "AND TABLE_NAME IN ('CUSTOMERS', 'ORDERS', 'INVOICES', 'BIG_SPENDERS')"))
                .isEqualTo(4);
        assertThat(count("SELECT COUNT(*) FROM INFORMATION_SCHEMA.TABLE_CONSTRAINTS "
                        + "WHERE CONSTRAINT_NAME = 'INVOICES_CUSTOMER_FK'"))
                .isEqualTo(1);
        assertThat(count("SELECT COUNT(*) FROM big_spenders")).isEqualTo(2);
        assertThat(count("SELECT COUNT(*) FROM invoices")).isEqualTo(1);
        assertThat(count("SELECT COUNT(*) FROM INFORMATION_SCHEMA.TABLES WHERE TABLE_NAME = 'ORDER_ITEMS'"))
                .isZero();
    }

    private GenerateSpec soe() {
        return new GenerateSpec("soe").connection(db).scale(0.001).threads(2);
    }

    @Test
    void someoneElsesTablesViewAndForeignKeySurviveGenerateAndDrop() throws Exception {
        foreignShop();
        assertThat(catchThrowable(() -> Surgebench.generate(soe(), null)))
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("tables customers and orders exist")
                .hasMessageContaining("did not create them")
                .hasMessageContaining("--force");
        assertThat(catchThrowable(() -> Surgebench.drop(db, "soe", Map.of())))
                .isInstanceOf(SurgeException.class)
                .hasMessageContaining("tables customers and orders exist");
        assertForeignShopIntact();

        List<String> notes = new ArrayList<>();
        GenerateListener collect = new GenerateListener() {
            @Override
            public void onMessage(String message) {
                notes.add(message);
            }
        };
        for (Runnable forced : List.<Runnable>of(
                () -> Surgebench.generate(soe().force(true), collect),
                () -> Surgebench.drop(db, "soe", Map.of(), true, notes::add))) {
            assertThat(catchThrowable(forced::run))
                    .isInstanceOf(SurgeException.class)
                    .hasMessageContaining("would take objects that are not soe's with them")
                    .hasMessageContaining("foreign key invoices_customer_fk of table invoices (on customers)")
                    .hasMessageContaining("view big_spenders (on customers, orders)")
                    .hasMessageContaining("nothing was dropped");
            assertForeignShopIntact();
        }

        sql("DROP VIEW big_spenders", "ALTER TABLE invoices DROP CONSTRAINT invoices_customer_fk");
        DropReport dropped = Surgebench.drop(db, "soe", Map.of(), true, notes::add);
        assertThat(notes)
                .contains("Dropping tables customers and orders at " + url
                        + " (--force: Surgebench did not create tables customers and orders).");
        assertThat(dropped.dropped()).extracting(Object::toString).containsExactly("table customers", "table orders");
        assertThat(count("SELECT COUNT(*) FROM INFORMATION_SCHEMA.TABLES WHERE TABLE_NAME IN ('CUSTOMERS', 'ORDERS')"))
                .isZero();
        assertThat(count("SELECT COUNT(*) FROM invoices")).isEqualTo(1);
    }

    /** sh first here (its smallest scale takes 2 s on H2, soe's 30): the rule is the same both ways. */
    @Test
    void shAndSoeNeverDestroyEachOther() throws Exception {
        Surgebench.generate(new GenerateSpec("sh").connection(db).scale(0.001).threads(2), null);
        long customers = count("SELECT COUNT(*) FROM customers");
        for (boolean force : new boolean[] {false, true}) {
            assertThat(catchThrowable(() -> Surgebench.generate(soe().force(force), null)))
                    .isInstanceOf(SurgeException.class)
                    .hasMessageContaining("soe cannot be generated")
                    .hasMessageContaining("its table customers, view products would have the names of sh's objects")
                    .hasMessageContaining("another database file");
            List<String> notes = new ArrayList<>();
            DropReport r = Surgebench.drop(db, "soe", Map.of(), force, notes::add);
            assertThat(r.dropped()).isEmpty();
            assertThat(notes)
                    .containsExactlyInAnyOrder(
                            "Keeping table customers: it is sh's.", "Keeping table products: it is sh's.");
        }
        assertThat(count("SELECT COUNT(*) FROM customers")).isEqualTo(customers);
        assertThat(Surgebench.verify(db, "sh", Map.of()).ok()).isTrue();

        // Dropping sh drops exactly what it recorded, registry rows included.
        DropReport sh = Surgebench.drop(db, "sh", Map.of());
        assertThat(sh.registered()).isTrue();
        assertThat(sh.dropped()).hasSize(8);
        // The registry's tables went with the last workload in them.
        assertThat(count("SELECT COUNT(*) FROM INFORMATION_SCHEMA.TABLES WHERE TABLE_NAME IN ('SURGE_SCHEMA', "
                        + "'SURGE_OBJECT', 'SURGE_LOAD_CHUNK')"))
                .isZero();
        assertThat(count("SELECT COUNT(*) FROM INFORMATION_SCHEMA.TABLES WHERE TABLE_SCHEMA = 'PUBLIC' "
                        + "AND TABLE_NAME NOT LIKE 'SURGE%'"))
                .isZero();
    }

    @Test
    void twoGeneratesOfOneWorkloadNeverRace() throws Exception {
        CountDownLatch loading = new CountDownLatch(1);
        CountDownLatch secondDone = new CountDownLatch(1);
        GenerateListener holdInLoad = new GenerateListener() {
            @Override
            public void onProgress(String phase, long done, long bytes) {
                if (phase.equals("load") && done > 0 && loading.getCount() > 0) {
                    loading.countDown();
                    try {
                        secondDone.await(60, TimeUnit.SECONDS);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
            }
        };
        CompletableFuture<GenerateReport> first = CompletableFuture.supplyAsync(() -> Surgebench.generate(
                new GenerateSpec("tpcb").connection(db).scale(1).threads(1), holdInLoad));
        assertThat(loading.await(60, TimeUnit.SECONDS))
                .as("the first generate reached its load")
                .isTrue();
        Throwable second = catchThrowable(() -> Surgebench.generate(
                new GenerateSpec("tpcb").connection(db).scale(1).threads(1).force(true), null));
        Throwable drop = catchThrowable(() -> Surgebench.drop(db, "tpcb", Map.of()));
        secondDone.countDown();
        assertThat(second)
                .isInstanceOf(SurgeException.class)
                .hasMessageStartingWith("Another surge generate or drop of tpcb is running in this schema");
        assertThat(drop)
                .isInstanceOf(SurgeException.class)
                .hasMessageStartingWith("Another surge generate or drop of tpcb is running in this schema");
        assertThat(first.get(120, TimeUnit.SECONDS).rows()).isEqualTo(100_011);
        assertThat(count("SELECT COUNT(DISTINCT aid) FROM pgbench_accounts")).isEqualTo(100_000);
        assertThat(Surgebench.verify(db, "tpcb", Map.of()).ok()).isTrue();
    }
}
