package org.surgebench.workloads.capture;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.surgebench.workloads.file.ValueSpec;

/**
 * The mapping of a captured statement's text to a workload file's statement: each placeholder (in each server's
 * form) or literal becomes a parameter drawn from the column it is compared with, an insert's own key a new key,
 * a row limit a fixed count; what the capture cannot draw is refused with why. The catalog is a small fixed one
 * (orders, order_items, customers) so that only the mapping is tested here; CapturePostgresTest reads a real one.
 */
class StatementTemplateTest {
    private static final Catalog.Table ORDERS = new Catalog.Table(
            "orders",
            columns("order_id", "customer_id", "order_status", "order_total", "order_date", "warehouse_id"),
            Set.of("order_id", "customer_id", "order_status", "warehouse_id"),
            Set.of("order_id"),
            Set.of("customer_id"));
    private static final Catalog.Table ITEMS = new Catalog.Table(
            "order_items",
            columns("order_id", "line_item_id", "product_id", "quantity"),
            Set.of("order_id", "line_item_id", "product_id", "quantity"),
            Set.of("order_id", "line_item_id"),
            Set.of("order_id"));
    private static final Catalog.Table CUSTOMERS = new Catalog.Table(
            "customers",
            columns("customer_id", "cust_first_name", "cust_last_name", "nickname"),
            Set.of("customer_id"),
            Set.of("customer_id"),
            Set.of());

    /** The fixed catalog; nickname holds only NULLs. */
    private static final Catalog CATALOG = new Catalog() {
        @Override
        public Optional<Table> table(String name) {
            return List.of(ORDERS, ITEMS, CUSTOMERS).stream()
                    .filter(t -> t.name().equalsIgnoreCase(name))
                    .findFirst();
        }

        @Override
        public boolean hasValues(Table table, String column) {
            return !column.equals("nickname");
        }
    };

    private static Map<String, String> columns(String... names) {
        Map<String, String> m = new LinkedHashMap<>();
        for (String n : names) {
            m.put(n, n);
        }
        return m;
    }

    private static StatementTemplate map(String text) {
        return StatementTemplate.of(text, CATALOG, 500);
    }

    private static ValueSpec sample(String table, String column) {
        return new ValueSpec.Sample(new ValueSpec.SampleSpec(table, column, column + " IS NOT NULL", null, 500), null);
    }

    @Test
    void postgresPlaceholdersBecomeSamplesOfTheColumnsTheyAreComparedWith() {
        StatementTemplate t = map("SELECT order_id, order_total FROM orders WHERE customer_id = $1 "
                + "AND order_status <= $2 FETCH FIRST $3 ROWS ONLY");
        assertThat(t.refusal()).isNull();
        assertThat(t.sql())
                .isEqualTo("SELECT order_id, order_total FROM orders WHERE customer_id = :orders_customer_id "
                        + "AND order_status <= :orders_order_status FETCH FIRST :row_limit ROWS ONLY");
        assertThat(t.parameters())
                .containsEntry("orders_customer_id", sample("orders", "customer_id"))
                .containsEntry("orders_order_status", sample("orders", "order_status"))
                .containsEntry("row_limit", new ValueSpec.Uniform("10..10", null));
    }

    @Test
    void mariaDbDigestsWithQuotedNamesAliasesAndFunctions() {
        StatementTemplate t = map("SELECT `o` . `order_id` FROM `orders` `o` JOIN `customers` `c` ON `c` . "
                + "`customer_id` = `o` . `customer_id` WHERE LOWER ( `c` . `cust_last_name` ) = LOWER ( ? ) "
                + "AND `o` . `warehouse_id` IN ( ? , ? ) LIMIT ?");
        assertThat(t.refusal()).isNull();
        assertThat(t.sql())
                .contains("LOWER ( :customers_cust_last_name )")
                .contains("IN ( :orders_warehouse_id , :orders_warehouse_id_2 )")
                .endsWith("LIMIT :row_limit");
        assertThat(t.parameters()).containsEntry("customers_cust_last_name", sample("customers", "cust_last_name"));
    }

    @Test
    void oracleBindsAndLiteralsComparedWithColumns() {
        StatementTemplate t = map("UPDATE orders SET order_status = 5, order_total = order_total + :2 "
                + "WHERE order_id = :1 AND order_date > SYSDATE - 1");
        // A row count written in the text stays: it is the application's own.
        assertThat(map("SELECT order_id FROM orders WHERE customer_id = :\"SYS_B_0\" FETCH FIRST 4 ROWS ONLY")
                        .sql())
                .isEqualTo(
                        "SELECT order_id FROM orders WHERE customer_id = :orders_customer_id FETCH FIRST 4 ROWS ONLY");
        assertThat(t.refusal()).isNull();
        // The literal 5 is compared with order_status: drawn from it too; "SYSDATE - 1" is compared with no column.
        assertThat(t.sql())
                .isEqualTo("UPDATE orders SET order_status = :orders_order_status, "
                        + "order_total = order_total + :orders_order_total_step WHERE order_id = :orders_order_id "
                        + "AND order_date > SYSDATE - 1");
    }

    @Test
    void anInsertDrawsANewKeyForItsOwnKeyAndExistingValuesForTheOthers() {
        StatementTemplate t =
                map("INSERT INTO order_items (order_id, line_item_id, product_id, quantity) VALUES ($1, $2, $3, $4)");
        assertThat(t.refusal()).isNull();
        assertThat(t.sql())
                .isEqualTo("INSERT INTO order_items (order_id, line_item_id, product_id, quantity) "
                        + "VALUES (:order_items_order_id, :new_order_items_line_item_id, :order_items_product_id, "
                        + ":order_items_quantity)");
        // order_id is a key column too, but it references orders: a new one would break the foreign key.
        assertThat(t.parameters())
                .containsEntry("new_order_items_line_item_id", new ValueSpec.Unique("order_items.line_item_id"))
                .containsEntry("order_items_order_id", sample("order_items", "order_id"));
    }

    @Test
    void betweenAndTheSamePlaceholderTwice() {
        StatementTemplate t =
                map("SELECT count(*) FROM orders WHERE order_total BETWEEN $1 AND $2 " + "OR customer_id = $1::bigint");
        assertThat(t.refusal()).isNull();
        assertThat(t.sql())
                .isEqualTo("SELECT count(*) FROM orders WHERE order_total BETWEEN :orders_order_total "
                        + "AND :orders_order_total_2 OR customer_id = :orders_order_total::bigint");
    }

    @Test
    void aPlaceholderComparedWithNoColumnIsRefusedWithWhy() {
        assertThat(map("INSERT INTO orders (order_id, customer_id) VALUES (nextval($1), $2)")
                        .refusal())
                .isEqualTo("its value $1 is compared with no column (in \"nextval($1)\")");
        assertThat(map("SELECT x FROM (SELECT 1 AS x) s WHERE s.rank <= $1").refusal())
                .isEqualTo("it compares a value with s.rank, which no table it names has");
        assertThat(map("SELECT * FROM customers WHERE nickname = $1").refusal())
                .isEqualTo("customers.nickname holds no value to sample");
        assertThat(map("SELECT `order_id` FROM `orders` WHERE `customer_id` = ? AND `order_total` > ...")
                        .refusal())
                .isEqualTo("the server kept a shortened text (...)");
    }

    @Test
    void aDigestsListsOfValuesAreWrittenOut() {
        StatementTemplate insert =
                map("INSERT INTO `order_items` ( `order_id` , `line_item_id` ) VALUES (...) /* , ... */");
        assertThat(insert.refusal()).isNull();
        assertThat(insert.sql())
                .isEqualTo("INSERT INTO `order_items` ( `order_id` , `line_item_id` ) "
                        + "VALUES (:order_items_order_id, :new_order_items_line_item_id) /* , ... */");
        StatementTemplate in = map("SELECT `quantity` FROM `order_items` WHERE `order_id` IN (...)");
        assertThat(in.refusal()).isNull();
        assertThat(in.sql())
                .isEqualTo("SELECT `quantity` FROM `order_items` WHERE `order_id` IN (:order_items_order_id)");
    }

    @Test
    void textInQuotesAndCommentsIsLeftAlone() {
        StatementTemplate t = map("SELECT ':x', \"order_id\" FROM orders /* $9 */ WHERE order_id = ?");
        assertThat(t.refusal()).isNull();
        assertThat(t.sql())
                .isEqualTo("SELECT ':x', \"order_id\" FROM orders /* $9 */ WHERE order_id = :orders_order_id");
    }
}
