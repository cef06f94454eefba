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
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.TableDef;
import org.surgebench.testdata.TestDatabases;

/**
 * Order Entry generated server-side ({@code server-side=true}) on H2, whose {@code h2/server-side} files are the
 * Oracle SQL in H2's terms (ServerSideSqlSyncTest): the client's row counts at the same scale, valid keys and
 * the client's value domains, verify passing, {@code --resume} after a partial load adding the missing chunks
 * without a duplicate, then every transaction running without errors. One generation serves all (in this
 * order): on H2 most of its time is the indexes of the fixed ~900,000 inventory rows.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SoeServerSideH2Test {
    /** Not a multiple of 4,096 orders: the last block of item counts is partial, the hard case for exact totals. */
    private static final double SCALE = 0.002;

    private static final List<String> SERVER_TABLES =
            List.of("customers", "addresses", "card_details", "orders", "order_items", "logon");
    private static final SchemaOptions OPTIONS = new SchemaOptions("h2", SCALE, 1, Map.of());
    private static ConnectionSpec server;

    private static GenerateSpec serverSide(ConnectionSpec db) {
        return new GenerateSpec("soe")
                .connection(db)
                .scale(SCALE)
                .threads(3)
                .option("server-side", "true")
                .option("server-side-chunk", "700");
    }

    @BeforeAll
    static void generate() {
        server = new ConnectionSpec(TestDatabases.h2Memory("soeserver"), "sa", "");
        List<String> messages = new ArrayList<>();
        Surgebench.generate(serverSide(server), new org.surgebench.core.generate.GenerateListener() {
            @Override
            public void onMessage(String message) {
                messages.add(message);
            }
        });
        // The fixed-size tables have no server-side SQL and load from the client; the others do not.
        assertThat(messages).anyMatch(m -> m.contains("inventories")).noneMatch(m -> m.contains(" orders "));
    }

    static Map<String, Long> counts(ConnectionSpec db) throws Exception {
        Map<String, Long> out = new LinkedHashMap<>();
        for (TableDef t : new SoeWorkload().schema(OPTIONS).tables()) {
            out.put(t.name(), single(db, "SELECT COUNT(*) FROM " + t.name()));
        }
        return out;
    }

    static long single(ConnectionSpec db, String sql) throws Exception {
        try (Connection c = DriverManager.getConnection(db.url(), "sa", "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    @Test
    @Order(1)
    void rowCountsAreTheClientsAndVerifyPasses() throws Exception {
        // What the client generators write at this scale and seed (run in memory, without a database).
        Map<String, Long> client = new LinkedHashMap<>();
        for (TableDef t : new SoeWorkload().schema(OPTIONS).tables()) {
            HashingSink sink = new HashingSink(false);
            t.generator().generate(1, 1, t.keys(), sink);
            client.put(t.name(), sink.rows());
        }
        assertThat(counts(server)).isEqualTo(client);
        assertThat(client.get("orders") % SoeShape.ITEM_BLOCK).isNotZero();
        SoeRunChecks.assertVerified(Surgebench.verify(server, "soe", Map.of()));
    }

    @Test
    @Order(2)
    void keysPointAtExistingRows() throws Exception {
        // Foreign keys (H2 adds them NOCHECK, so they are checked here) and the links the transactions follow.
        for (String orphans : List.of(
                "SELECT COUNT(*) FROM addresses a LEFT JOIN customers c ON c.customer_id = a.customer_id "
                        + "WHERE c.customer_id IS NULL",
                "SELECT COUNT(*) FROM card_details k LEFT JOIN customers c ON c.customer_id = k.customer_id "
                        + "WHERE c.customer_id IS NULL",
                "SELECT COUNT(*) FROM orders o LEFT JOIN customers c ON c.customer_id = o.customer_id "
                        + "WHERE c.customer_id IS NULL OR o.customer_class <> c.customer_class",
                "SELECT COUNT(*) FROM orders o LEFT JOIN warehouses w ON w.warehouse_id = o.warehouse_id "
                        + "WHERE w.warehouse_id IS NULL",
                "SELECT COUNT(*) FROM orders o LEFT JOIN addresses a ON a.address_id = o.delivery_address_id "
                        + "LEFT JOIN card_details k ON k.card_id = o.card_id WHERE a.customer_id IS NULL "
                        + "OR a.customer_id <> o.customer_id OR k.customer_id <> o.customer_id",
                "SELECT COUNT(*) FROM customers c LEFT JOIN addresses a ON a.address_id = c.preferred_address "
                        + "LEFT JOIN card_details k ON k.card_id = c.preferred_card WHERE a.customer_id IS NULL "
                        + "OR a.customer_id <> c.customer_id OR k.customer_id IS NULL",
                // An item's price and supplier are its product's.
                "SELECT COUNT(*) FROM order_items i LEFT JOIN product_information p ON p.product_id = i.product_id "
                        + "WHERE p.product_id IS NULL OR i.unit_price <> p.list_price OR i.supplier_id <> p.supplier_id",
                "SELECT COUNT(*) FROM logon l LEFT JOIN customers c ON c.customer_id = l.customer_id "
                        + "WHERE c.customer_id IS NULL",
                // Every order has lines 1..n without a gap, and a dispatch after its order day.
                "SELECT COUNT(*) FROM (SELECT order_id FROM order_items GROUP BY order_id "
                        + "HAVING MIN(line_item_id) <> 1 OR MAX(line_item_id) <> COUNT(*) OR COUNT(*) > 5) g",
                "SELECT COUNT(*) FROM order_items i JOIN orders o ON o.order_id = i.order_id "
                        + "WHERE i.dispatch_date < CAST(o.order_date AS DATE) "
                        + "OR i.dispatch_date > DATEADD(DAY, 10, CAST(o.order_date AS DATE)) "
                        + "OR i.return_date < i.dispatch_date OR i.estimated_delivery < i.dispatch_date")) {
            assertThat(single(server, orphans)).as(orphans).isZero();
        }
    }

    @Test
    @Order(3)
    void valuesStayInTheClientsDomains() throws Exception {
        assertThat(distinct("cust_first_name", "customers")).isSubsetOf(SoeNames.FIRST);
        assertThat(distinct("cust_last_name", "customers")).isSubsetOf(SoeNames.LAST);
        assertThat(distinct("customer_class", "customers")).containsExactlyInAnyOrder(SoeNames.CUSTOMER_CLASSES);
        assertThat(distinct("nls_territory", "customers")).hasSizeGreaterThan(60);
        assertThat(distinct("card_type", "card_details")).containsExactlyInAnyOrder(SoeNames.CARD_TYPES);
        assertThat(distinct("delivery_type", "orders")).containsExactlyInAnyOrder(SoeNames.DELIVERY_TYPES);
        assertThat(distinct("COALESCE(order_mode, '-')", "orders")).containsExactlyInAnyOrder("-", "direct", "online");
        assertThat(distinct("country", "addresses")).hasSizeGreaterThan(10);
        // The e-mail is built from the names, as the client builds it.
        assertThat(single(
                        server,
                        "SELECT COUNT(*) FROM customers WHERE cust_email NOT LIKE "
                                + "LOWER(cust_first_name) || '.' || LOWER(cust_last_name) || '@%'"))
                .isZero();
        // Dates and numbers in the client's ranges.
        assertThat(range("order_date", "orders")).containsExactly("2019-01-01", "2023-12-31");
        assertThat(range("customer_since", "customers"))
                .allMatch(d -> d.compareTo("2000-01-01") >= 0 && d.compareTo("2012-12-31") <= 0);
        assertThat(range("dob", "customers"))
                .allMatch(d -> d.compareTo("1950-01-01") >= 0 && d.compareTo("2000-12-31") <= 0);
        assertThat(range("expiry_date", "card_details")).allMatch(d -> d.startsWith("202") || d.startsWith("2030"));
        assertThat(single(
                        server,
                        "SELECT COUNT(*) FROM orders WHERE order_status NOT BETWEEN 1 AND 10 "
                                + "OR sales_rep_id NOT BETWEEN 1 AND 1000 OR order_total < 0 OR order_total > 100000"))
                .isZero();
        // The status is a bell over 1..10 as on the client: about a quarter is 4 or less (awaiting processing).
        double unprocessed = single(server, "SELECT COUNT(*) FROM orders WHERE order_status <= 4")
                / (double) single(server, "SELECT COUNT(*) FROM orders");
        assertThat(unprocessed).isBetween(0.17, 0.30);
        // Names are a bell over the 1,000 names too: the middle half of the list holds most customers.
        long middleNames = single(
                server,
                "SELECT COUNT(*) FROM customers WHERE cust_first_name IN ("
                        + java.util.Arrays.stream(SoeNames.FIRST, 250, 750)
                                .map(n -> "'" + n + "'")
                                .collect(java.util.stream.Collectors.joining(", "))
                        + ")");
        assertThat(middleNames).isGreaterThan(single(server, "SELECT COUNT(*) FROM customers") * 8 / 10);
        assertThat(single(server, "SELECT COUNT(*) FROM customers WHERE credit_limit NOT BETWEEN 1000 AND 50000"))
                .isZero();
        assertThat(single(
                        server,
                        "SELECT COUNT(*) FROM order_items WHERE quantity NOT BETWEEN 1 AND 10 "
                                + "OR product_id NOT BETWEEN 1 AND 1000"))
                .isZero();
        // Half the addresses have a post code, the other half a zip code, never both.
        long posts = single(server, "SELECT COUNT(post_code) FROM addresses");
        long zips = single(server, "SELECT COUNT(zip_code) FROM addresses");
        assertThat(posts + zips).isEqualTo(single(server, "SELECT COUNT(*) FROM addresses"));
        assertThat(Math.abs(posts - zips)).isLessThan(300);
        // Products cluster in the middle as on the client (a bell, not uniform).
        long middle = single(server, "SELECT COUNT(*) FROM order_items WHERE product_id BETWEEN 300 AND 700");
        assertThat(middle).isGreaterThan(single(server, "SELECT COUNT(*) FROM order_items") * 8 / 10);
    }

    private static List<String> distinct(String column, String table) throws Exception {
        List<String> out = new ArrayList<>();
        try (Connection c = DriverManager.getConnection(server.url(), "sa", "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT DISTINCT " + column + " FROM " + table)) {
            while (rs.next()) {
                out.add(rs.getString(1));
            }
        }
        return out;
    }

    /** The first and last day of a date column, as yyyy-mm-dd. */
    private static List<String> range(String column, String table) throws Exception {
        try (Connection c = DriverManager.getConnection(server.url(), "sa", "");
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(
                        "SELECT CAST(MIN(" + column + ") AS DATE), CAST(MAX(" + column + ") AS DATE) FROM " + table)) {
            rs.next();
            return List.of(rs.getString(1), rs.getString(2));
        }
    }

    @Test
    @Order(5)
    void everyTransactionRunsWithoutErrors() throws Exception {
        ConnectionSpec db = server;
        RunResult r = Surgebench.run(new RunSpec("soe")
                .connection(db)
                .users(3)
                .runTime(null)
                .maxTransactions(300)
                .enable("SQ")
                .enable("WQ")
                .enable("WA")
                .enable("BOR"));
        SoeRunChecks.assertNoErrors(r);
        for (String tx : new String[] {"NCR", "UCD", "BP", "OP", "PO", "BO", "SQ", "WQ", "WA", "BOR"}) {
            assertThat(r.transaction(tx)).as(tx).isNotNull();
            assertThat(r.transaction(tx).count()).as(tx).isPositive();
        }
        // Browsing finds orders and their lines; Update Customer Details finds customers by the listed names.
        assertThat(r.transaction("BOR").rows() + r.transaction("BO").rows()).isPositive();
        SoeRunChecks.assertVerified(Surgebench.verify(db, "soe", Map.of()));
    }

    @Test
    @Order(4)
    void resumeLoadsTheMissingServerSideChunksOnce() throws Exception {
        ConnectionSpec db = server;
        Map<String, Long> full = counts(db);
        // Pretend the load stopped after the client tables and the first server-side chunk (keys 1..700) of every
        // big table: the ledger says so and the tables hold just those rows.
        try (Connection c = DriverManager.getConnection(db.url(), "sa", "");
                Statement s = c.createStatement()) {
            s.execute("UPDATE surge_schema SET status = 'loading'");
            // An interrupted load has no foreign keys yet (finish.sql adds them).
            for (String fk : List.of(
                    "addresses add_cust_fk", "orders orders_customer_id_fk", "order_items order_items_order_id_fk")) {
                s.execute("ALTER TABLE " + fk.replace(" ", " DROP CONSTRAINT "));
            }
            for (String t : SERVER_TABLES) {
                String key = switch (t) {
                    case "addresses" -> "address_id";
                    case "card_details" -> "card_id";
                    case "order_items" -> "order_id";
                    case "logon" -> "logon_id";
                    default -> t.replaceAll("s$", "") + "_id";
                };
                s.execute("DELETE FROM " + t + " WHERE " + key + " > 700");
                s.execute("INSERT INTO surge_load_chunk SELECT 'soe', '" + t + "', -1, COUNT(*), 0 FROM " + t);
            }
            for (TableDef t : new SoeWorkload().schema(OPTIONS).tables()) {
                // Client chunks are numbered from 0 and hold 50,000 keys (Generator.CHUNK_KEYS).
                for (long chunk = 0; !SERVER_TABLES.contains(t.name()) && chunk * 50_000 < t.keys(); chunk++) {
                    s.execute("INSERT INTO surge_load_chunk VALUES ('soe', '" + t.name() + "', " + chunk + ", 0, 0)");
                }
            }
        }
        Surgebench.generate(serverSide(db).resume(true), null);
        assertThat(counts(db)).isEqualTo(full);
        assertThat(single(db, "SELECT COUNT(DISTINCT logon_id) FROM logon")).isEqualTo(full.get("logon"));
        assertThat(single(db, "SELECT COUNT(*) FROM (SELECT DISTINCT order_id, line_item_id FROM order_items) d"))
                .isEqualTo(full.get("order_items"));
        SoeRunChecks.assertVerified(Surgebench.verify(db, "soe", Map.of()));
    }
}
