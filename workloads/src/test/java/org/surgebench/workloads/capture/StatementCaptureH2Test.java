package org.surgebench.workloads.capture;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.surgebench.core.spi.CaptureSettings;
import org.surgebench.core.spi.CapturedWorkload;
import org.surgebench.core.spi.CountedStatement;
import org.surgebench.core.spi.SqlDialects;
import org.surgebench.workloads.file.TransactionSpec;
import org.surgebench.workloads.file.ValueSpec;
import org.surgebench.workloads.file.WorkloadFile;
import org.surgebench.workloads.file.WorkloadFileReader;

/**
 * Statements as a server counted them, turned into a workload file against a real catalog (H2's, which keeps
 * names in upper case): the file reads back, each kept statement a transaction weighted by its calls, ranked by
 * calls or by time, the top N kept, and what is left out listed as comments with why.
 */
class StatementCaptureH2Test {

    private static CapturedWorkload capture(List<CountedStatement> counted, CaptureSettings settings) throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:h2:mem:capture" + System.nanoTime(), "sa", "");
                Statement s = c.createStatement()) {
            s.execute("CREATE TABLE customers (customer_id BIGINT PRIMARY KEY, name VARCHAR(40))");
            s.execute("CREATE TABLE orders (order_id BIGINT PRIMARY KEY, customer_id BIGINT NOT NULL "
                    + "REFERENCES customers (customer_id), total DECIMAL(10,2))");
            s.execute("INSERT INTO customers VALUES (1, 'Ada'), (2, 'Bo')");
            s.execute("INSERT INTO orders VALUES (10, 1, 5.00), (11, 2, 7.50)");
            return new StatementCapture().capture(c, SqlDialects.named("h2"), counted, settings);
        }
    }

    private static final List<CountedStatement> COUNTED = List.of(
            new CountedStatement("1", "SELECT total FROM orders WHERE customer_id = $1", 600, 60),
            new CountedStatement(
                    "2", "INSERT INTO orders (order_id, customer_id, total) VALUES ($1, $2, $3)", 300, 900),
            new CountedStatement("3", "UPDATE customers SET name = $1 WHERE customer_id = $2", 100, 20),
            new CountedStatement("4", "SELECT nextval($1)", 300, 3),
            new CountedStatement("5", "COMMIT", 1000, 1),
            new CountedStatement("6", "SELECT relname FROM pg_catalog.pg_class WHERE oid = $1", 50, 1),
            new CountedStatement("7", "SELECT name FROM customers", 2, 1));

    @Test
    void eachStatementATransactionWeightedByItsCalls() throws Exception {
        CapturedWorkload w = capture(COUNTED, new CaptureSettings("shop", null, 50, false, 5, 100));
        WorkloadFile f =
                WorkloadFileReader.parse(Path.of("shop.yaml"), w.text()).model();
        assertThat(f.name()).isEqualTo("shop");
        assertThat(f.transactions().values().stream().map(TransactionSpec::weight))
                .containsExactly(600, 300, 100);
        assertThat(f.transactions().get("S1").statements().get(0).sql().common())
                .isEqualTo("SELECT total FROM orders WHERE customer_id = :orders_customer_id");
        assertThat(f.parameters())
                .containsEntry("new_orders_order_id", new ValueSpec.Unique("orders.order_id"))
                .containsEntry(
                        "customers_customer_id",
                        new ValueSpec.Sample(
                                new ValueSpec.SampleSpec(
                                        "customers", "customer_id", "customer_id IS NOT NULL", null, 100),
                                null));
        assertThat(w.statements()).isEqualTo(3);
        assertThat(w.notCaptured())
                .containsExactly("its value $1 is compared with no column (in \"nextval($1)\"): SELECT nextval($1)");
        assertThat(w.text())
                .contains("# Left out, not the application's queries or changes: 1 reading the catalog or "
                        + "Surgebench's own tables, 1 COMMIT.")
                .contains("#   its value $1 is compared with no column");
    }

    @Test
    void rankedByTimeAndCutAtTheTop() throws Exception {
        CapturedWorkload w = capture(COUNTED, new CaptureSettings("shop", null, 1, true, 1, 100));
        WorkloadFile f =
                WorkloadFileReader.parse(Path.of("shop.yaml"), w.text()).model();
        assertThat(f.transactions()).hasSize(1);
        assertThat(f.transactions().get("S1").statements().get(0).sql().common())
                .startsWith("INSERT INTO orders");
        assertThat(w.notCaptured()).anyMatch(n -> n.startsWith("beyond the top 1: SELECT total FROM orders"));
    }
}
