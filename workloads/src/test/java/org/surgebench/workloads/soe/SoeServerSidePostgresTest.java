package org.surgebench.workloads.soe;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.TableDef;
import org.surgebench.testdata.LocalPostgres;

/**
 * Order Entry generated inside PostgreSQL ({@code server-side=true}: generate_series and {@code pg_temp.surge_hash},
 * chunks side by side on the load threads): the client's exact counts (order items included, with a partial last
 * block of item counts), verify and PostgreSQL's own foreign-key validation passing, the client's value domains,
 * order totals equal to the sum of their items, the same rows for the same seed whatever the chunking and other
 * rows for another seed, and the transactions running on the result.
 */
class SoeServerSidePostgresTest {
    private static final double SCALE = 0.002;
    private static final List<String> URLS = new ArrayList<>();

    @BeforeAll
    static void generate() {
        for (String name : List.of("scale17_soe_ss_a", "scale17_soe_ss_b", "scale17_soe_ss_c")) {
            URLS.add(LocalPostgres.createDatabase(name));
        }
        generate(0, 1, 700);
        generate(1, 1, 4000);
        generate(2, 2, 700);
    }

    @AfterAll
    static void drop() {
        URLS.forEach(LocalPostgres::dropDatabase);
    }

    private static ConnectionSpec db(int i) {
        return new ConnectionSpec(URLS.get(i), LocalPostgres.USER, "");
    }

    private static void generate(int i, long seed, long chunk) {
        List<String> messages = new ArrayList<>();
        Surgebench.generate(
                new GenerateSpec("soe")
                        .connection(db(i))
                        .scale(SCALE)
                        .seed(seed)
                        .threads(2)
                        .option("server-side", "true")
                        .option("server-side-chunk", Long.toString(chunk)),
                new org.surgebench.core.generate.GenerateListener() {
                    @Override
                    public void onMessage(String message) {
                        messages.add(message);
                    }
                });
        // The fixed-size tables load from the client; the six scaled ones have PostgreSQL SQL of their own.
        assertThat(messages)
                .anyMatch(m -> m.contains("inventories"))
                .noneMatch(m -> m.matches(".* (customers|addresses|card_details|orders|order_items|logon) .*"));
    }

    @Test
    void countsAreTheClientsAndVerifyPasses() throws Exception {
        Map<String, Long> client = new LinkedHashMap<>();
        for (TableDef t : new SoeWorkload()
                .schema(new SchemaOptions("postgresql", SCALE, 1, Map.of()))
                .tables()) {
            HashingSink sink = new HashingSink(false);
            t.generator().generate(1, 1, t.keys(), sink);
            client.put(t.name(), sink.rows());
        }
        assertThat(client.get("orders") % SoeShape.ITEM_BLOCK).isNotZero();
        for (int i = 0; i < 3; i++) {
            Map<String, Long> found = new LinkedHashMap<>();
            for (String table : client.keySet()) {
                found.put(table, single(i, "SELECT COUNT(*) FROM " + table));
            }
            if (i < 2) {
                assertThat(found).as("counts in database %d", i).isEqualTo(client);
            } else {
                // Another seed rotates the item counts of the last block otherwise: every other table agrees.
                assertThat(found.get("orders")).isEqualTo(client.get("orders"));
            }
            SoeRunChecks.assertVerified(Surgebench.verify(db(i), "soe", Map.of()));
        }
        // The foreign keys were added and validated by PostgreSQL itself.
        assertThat(single(0, "SELECT COUNT(*) FROM pg_constraint WHERE contype = 'f' AND convalidated"))
                .isPositive();
        assertThat(single(0, "SELECT COUNT(*) FROM pg_constraint WHERE contype = 'f' AND NOT convalidated"))
                .isZero();
    }

    @Test
    void linksAndValuesStayInTheClientsDomains() throws Exception {
        for (String bad : List.of(
                "SELECT COUNT(*) FROM orders o JOIN customers c ON c.customer_id = o.customer_id "
                        + "WHERE o.customer_class <> c.customer_class",
                "SELECT COUNT(*) FROM orders o LEFT JOIN addresses a ON a.address_id = o.delivery_address_id "
                        + "LEFT JOIN card_details k ON k.card_id = o.card_id WHERE a.customer_id IS NULL "
                        + "OR a.customer_id <> o.customer_id OR k.customer_id <> o.customer_id",
                "SELECT COUNT(*) FROM customers c LEFT JOIN addresses a ON a.address_id = c.preferred_address "
                        + "LEFT JOIN card_details k ON k.card_id = c.preferred_card WHERE a.customer_id IS NULL "
                        + "OR a.customer_id <> c.customer_id OR k.customer_id IS NULL",
                "SELECT COUNT(*) FROM order_items i JOIN product_information p ON p.product_id = i.product_id "
                        + "WHERE i.unit_price <> p.list_price OR i.supplier_id <> p.supplier_id",
                "SELECT COUNT(*) FROM (SELECT o.order_id FROM orders o JOIN order_items i ON i.order_id = o.order_id "
                        + "GROUP BY o.order_id, o.order_total "
                        + "HAVING o.order_total <> SUM(i.unit_price * i.quantity)) t",
                "SELECT COUNT(*) FROM (SELECT order_id FROM order_items GROUP BY order_id "
                        + "HAVING MIN(line_item_id) <> 1 OR MAX(line_item_id) <> COUNT(*) OR COUNT(*) > 5) g",
                "SELECT COUNT(*) FROM order_items i JOIN orders o ON o.order_id = i.order_id "
                        + "WHERE i.dispatch_date < o.order_date::date OR i.dispatch_date > o.order_date::date + 10 "
                        + "OR i.return_date < i.dispatch_date OR i.estimated_delivery < i.dispatch_date",
                "SELECT COUNT(*) FROM customers WHERE cust_email NOT LIKE "
                        + "lower(cust_first_name) || '.' || lower(cust_last_name) || '@%' "
                        + "OR credit_limit NOT BETWEEN 1000 AND 50000 OR dob NOT BETWEEN '1950-01-01' AND '2000-12-31' "
                        + "OR customer_since NOT BETWEEN '2000-01-01' AND '2012-12-31'",
                "SELECT COUNT(*) FROM orders WHERE order_status NOT BETWEEN 1 AND 10 "
                        + "OR sales_rep_id NOT BETWEEN 1 AND 1000 OR order_date < '2019-01-01' OR order_date >= '2024-01-01'",
                "SELECT COUNT(*) FROM order_items WHERE quantity NOT BETWEEN 1 AND 10",
                "SELECT COUNT(*) FROM addresses WHERE (post_code IS NULL) = (zip_code IS NULL)")) {
            assertThat(single(0, bad)).as(bad).isZero();
        }
        assertThat(words(0, "SELECT DISTINCT cust_first_name FROM customers")).isSubsetOf(SoeNames.FIRST);
        assertThat(words(0, "SELECT DISTINCT cust_last_name FROM customers")).isSubsetOf(SoeNames.LAST);
        assertThat(words(0, "SELECT DISTINCT customer_class FROM customers"))
                .containsExactlyInAnyOrder(SoeNames.CUSTOMER_CLASSES);
        assertThat(words(0, "SELECT DISTINCT card_type FROM card_details"))
                .containsExactlyInAnyOrder(SoeNames.CARD_TYPES);
        assertThat(words(0, "SELECT DISTINCT delivery_type FROM orders"))
                .containsExactlyInAnyOrder(SoeNames.DELIVERY_TYPES);
        double unprocessed = single(0, "SELECT COUNT(*) FROM orders WHERE order_status <= 4")
                / (double) single(0, "SELECT COUNT(*) FROM orders");
        assertThat(unprocessed).isBetween(0.17, 0.30);
        long middle = single(0, "SELECT COUNT(*) FROM order_items WHERE product_id BETWEEN 300 AND 700");
        assertThat(middle).isGreaterThan(single(0, "SELECT COUNT(*) FROM order_items") * 8 / 10);
    }

    @Test
    void sameSeedSameRowsWhateverTheChunksAnotherSeedOtherRows() throws Exception {
        for (String table : List.of("customers", "addresses", "card_details", "orders", "order_items", "logon")) {
            String sum = "SELECT md5(string_agg(t::text, ',' ORDER BY t::text)) FROM " + table + " t";
            assertThat(text(1, sum)).as(table).isEqualTo(text(0, sum));
            assertThat(text(2, sum)).as(table).isNotEqualTo(text(0, sum));
        }
    }

    @Test
    void transactionsRunOnTheResult() throws Exception {
        RunResult r = Surgebench.run(
                new RunSpec("soe").connection(db(0)).users(2).runTime(null).maxTransactions(200));
        SoeRunChecks.assertNoErrors(r);
    }

    private static long single(int i, String sql) throws Exception {
        return Long.parseLong(text(i, sql));
    }

    private static String text(int i, String sql) throws Exception {
        try (Connection c = DriverManager.getConnection(URLS.get(i), LocalPostgres.USER, "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getString(1);
        }
    }

    private static List<String> words(int i, String sql) throws Exception {
        List<String> out = new ArrayList<>();
        try (Connection c = DriverManager.getConnection(URLS.get(i), LocalPostgres.USER, "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            while (rs.next()) {
                out.add(rs.getString(1));
            }
        }
        return out;
    }
}
