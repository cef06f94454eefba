package org.surgebench.workloads.soe;

import org.surgebench.core.spi.Feature;
import org.surgebench.core.spi.SqlDialect;

/**
 * The client variant's statements, with the few pieces whose syntax differs between databases: new ids
 * ({@link SoeIds}), row limits ({@link SqlDialect#firstRows}), the customer name search (PostgreSQL and Oracle
 * have an index on lower(name); H2 has no expression indexes, so there the search matches the stored
 * capitalisation), the warehouse cube and the twelve five-minute windows. Row limits are Swingbench's
 * ({@code rownum < 5} is {@code FETCH FIRST 4 ROWS ONLY}); see docs/soe.md for the statements side by side.
 */
final class SoeSql {
    static final String CUSTOMER_COLUMNS = "customer_id, cust_first_name, cust_last_name, nls_language, "
            + "nls_territory, credit_limit, cust_email, account_mgr_id, customer_since, customer_class, suggestions, "
            + "dob, mailshot, partner_mailshot, preferred_address, preferred_card";
    static final String PRODUCT_COLUMNS = "p.product_id, p.product_name, p.product_description, p.category_id, "
            + "p.weight_class, p.warranty_period, p.supplier_id, p.product_status, p.list_price, p.min_price, "
            + "p.catalog_url, i.quantity_on_hand";
    static final String INSERT_CUSTOMER = "INSERT INTO customers (" + String.join(", ", SoeTables.CUSTOMERS)
            + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
    static final String INSERT_ADDRESS = "INSERT INTO addresses (" + String.join(", ", SoeTables.ADDRESSES)
            + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL)";
    static final String INSERT_CARD =
            "INSERT INTO card_details (" + String.join(", ", SoeTables.CARD_DETAILS) + ") VALUES (?, ?, ?, ?, ?, ?, ?)";
    static final String SET_PREFERRED_ADDRESS = "UPDATE customers SET preferred_address = ? WHERE customer_id = ?";
    static final String INSERT_ORDER = "INSERT INTO orders (order_id, order_date, customer_id, warehouse_id, "
            + "delivery_type, cost_of_delivery, wait_till_all_available, delivery_address_id, customer_class, "
            + "card_id, invoice_address_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
    static final String COMPLETE_ORDER =
            "UPDATE orders SET order_mode = ?, order_status = ?, order_total = ? " + "WHERE order_id = ?";
    static final String TAKE_STOCK = "UPDATE inventories SET quantity_on_hand = quantity_on_hand - ? "
            + "WHERE product_id = ? AND warehouse_id = ?";
    static final String PROCESS_ORDER = "UPDATE orders SET order_status = ? WHERE order_id = ?";
    static final String ADD_TO_LINE =
            "UPDATE order_items SET quantity = quantity + 1 WHERE order_id = ? " + "AND line_item_id = ?";
    static final String ADD_TO_TOTAL = "UPDATE orders SET order_total = order_total + ? WHERE order_id = ?";
    /** A sales rep's orders ranked by value (rank 10 or better), with the customers' names. Parameter: rep. */
    static final String SALES_REP_QUERY = "SELECT tt.order_total, tt.sales_rep_id, tt.order_date, c.cust_first_name, "
            + "c.cust_last_name FROM (SELECT o.order_total, o.sales_rep_id, o.order_date, o.customer_id, "
            + "RANK() OVER (ORDER BY o.order_total DESC) AS sal_rank FROM orders o WHERE o.sales_rep_id = ?) tt "
            + "JOIN customers c ON c.customer_id = tt.customer_id WHERE tt.sal_rank <= 10";

    final SqlDialect sql;
    /** New ids: sequences, or the tables standing for them. */
    final SoeIds ids;
    /** A customer by id (Swingbench's {@code rownum < 5}: up to 4 rows). Parameter: customer. */
    final String customerById;
    /** Parameter: customer. */
    final String addressesByCustomer;
    /** Parameter: customer. */
    final String cardsByCustomer;
    /** Parameter: customer. */
    final String ordersByCustomer;
    /** A product in every warehouse that stocks it (up to 14 rows), through the products view. */
    final String productById;
    /** Up to 3 products of a category stocked in one warehouse. Parameters: category, warehouse. */
    final String productsOfCategory;
    /**
     * Up to 9 unprocessed orders of a warehouse with their customer and every line: PO reads the first row.
     * Parameter: warehouse.
     */
    final String ordersToProcess;
    /** Inserts an order line. Parameters: order, line, product, price, quantity, gift wrap, condition, delivery. */
    final String insertItem;
    /** Up to 4 lines of an order. Parameter: order. */
    final String itemsOfOrder;
    /** Parameters: last name, first name (lower case except on H2). */
    final String customersByName;

    final boolean lowerCaseNames;
    /** Parameters: warehouse id, {@link #warehouseQueryParams} times. */
    final String warehouseQuery;

    final int warehouseQueryParams;
    /** Parameter: warehouse id. */
    final String warehouseActivity;

    /**
     * The call of a routine of the server variant's stored code with {@code params} arguments:
     * {@code orderentry_<function>} on PostgreSQL and MariaDB, {@code orderentry.<function>} (the package) on
     * Oracle, a function whose result is the first parameter; where the code is procedures (MySQL: see
     * {@link #procedures}), a procedure whose first parameter is the result (OUT), so the arguments are numbered
     * alike.
     */
    String serverCall(String function, int params) {
        String name = sql.routine("orderentry", function);
        return procedures(sql.name())
                ? "{call " + name + "(" + String.join(", ", java.util.Collections.nCopies(params + 1, "?")) + ")}"
                : "{? = call " + name + "(" + String.join(", ", java.util.Collections.nCopies(params, "?")) + ")}";
    }

    /**
     * {@link #serverCall} as the query the event-loop users send (their client knows no JDBC call escapes):
     * {@code SELECT orderentry_<function>(?, ...)}, the function's result its one column. Functions only: a
     * procedure (MySQL's code) cannot be called from a query.
     */
    String serverQuery(String function, int params) {
        if (procedures(sql.name())) {
            throw new IllegalStateException("The soe server variant's stored code on " + sql.name()
                    + " is procedures, which a query cannot call: it has no event-loop form there.");
        }
        return "SELECT " + sql.routine("orderentry", function) + "("
                + String.join(", ", java.util.Collections.nCopies(params, "?")) + ")" + sql.fromNoTable();
    }

    /** {@link #serverQuery} in the loops' numbered form, made once per routine: a loop user sends one a transaction. */
    private final java.util.Map<String, String> loopQueries = new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * {@link #serverQuery} with {@link org.surgebench.workloads.LoopSql#numbered numbered} parameters, as the event-loop
     * users send it; a routine's parameter count is its own, so the routine alone names the text.
     */
    String serverLoopQuery(String function, int params) {
        return loopQueries.computeIfAbsent(
                function, f -> org.surgebench.workloads.LoopSql.numbered(serverQuery(f, params)));
    }

    /** Per dialect: whether its code script makes procedures (read once). */
    private static final java.util.Map<String, Boolean> PROCEDURES = new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * Whether the dialect's stored code ({@code <dialect>/code.sql}) is procedures rather than functions: asked of
     * the script itself, as the call must match what it installed.
     */
    static boolean procedures(String dialect) {
        return PROCEDURES.computeIfAbsent(dialect, d -> {
            try (java.io.InputStream in = SoeSql.class.getResourceAsStream(d + "/code.sql")) {
                return in != null
                        && new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8)
                                .contains("PROCEDURE orderentry_version(");
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
    }

    /** Stored code that cannot commit (PostgreSQL's functions): each call runs as its own transaction. */
    boolean serverCallsAutocommit() {
        return !sql.has(Feature.COMMIT_IN_STORED_CODE);
    }

    SoeSql(SqlDialect sql) {
        this.sql = sql;
        ids = new SoeIds(sql);
        customerById = "SELECT " + CUSTOMER_COLUMNS + " FROM customers WHERE customer_id = ? " + sql.firstRows(4);
        addressesByCustomer = "SELECT address_id, customer_id, date_created, house_no_or_name, street_name, town, "
                + "county, country, post_code, zip_code FROM addresses WHERE customer_id = ? " + sql.firstRows(4);
        cardsByCustomer = "SELECT card_id, customer_id, card_type, card_number, expiry_date, is_valid, security_code "
                + "FROM card_details WHERE customer_id = ? " + sql.firstRows(4);
        ordersByCustomer = "SELECT order_id, order_date, order_mode, customer_id, order_status, order_total, "
                + "sales_rep_id, promotion_id, warehouse_id, delivery_type, cost_of_delivery, wait_till_all_available, "
                + "delivery_address_id, customer_class, card_id, invoice_address_id FROM orders WHERE customer_id = ? "
                + sql.firstRows(4);
        productById = "SELECT " + PRODUCT_COLUMNS + " FROM products p JOIN inventories i "
                + "ON i.product_id = p.product_id WHERE p.product_id = ? " + sql.firstRows(14);
        productsOfCategory = "SELECT " + PRODUCT_COLUMNS + " FROM products p JOIN inventories i "
                + "ON i.product_id = p.product_id WHERE p.category_id = ? AND i.warehouse_id = ? " + sql.firstRows(3);
        ordersToProcess = "WITH need_to_process AS (SELECT order_id, customer_id FROM orders "
                + "WHERE warehouse_id = ? AND order_status <= 4 " + sql.firstRows(9) + ") "
                + "SELECT o.order_id, oi.line_item_id, oi.product_id, oi.unit_price, oi.quantity, o.order_mode, "
                + "o.order_status, o.order_total, o.sales_rep_id, o.promotion_id, c.customer_id, c.cust_first_name, "
                + "c.cust_last_name, c.credit_limit, c.cust_email, o.order_date FROM orders o "
                + "JOIN need_to_process ntp ON ntp.order_id = o.order_id JOIN customers c ON c.customer_id = o.customer_id "
                + "LEFT JOIN order_items oi ON oi.order_id = o.order_id";
        // condition is a reserved word on MariaDB and MySQL.
        String condition = sql.column("condition");
        insertItem = "INSERT INTO order_items (order_id, line_item_id, product_id, unit_price, quantity, gift_wrap, "
                + condition + ", estimated_delivery) VALUES (?, ?, ?, ?, ?, ?, ?, ?)";
        itemsOfOrder = "SELECT order_id, line_item_id, product_id, unit_price, quantity, dispatch_date, return_date, "
                + "gift_wrap, " + condition + ", supplier_id, estimated_delivery FROM order_items WHERE order_id = ? "
                + sql.firstRows(4);
        // Without expression indexes the schema has none on lower(name): the search matches as stored (MariaDB's
        // case-insensitive collation compares as lower() would).
        lowerCaseNames = sql.has(Feature.EXPRESSION_INDEXES);
        customersByName = "SELECT " + CUSTOMER_COLUMNS + " FROM customers WHERE "
                + (lowerCaseNames
                        ? "lower(cust_last_name) = lower(?) AND lower(cust_first_name) = lower(?)"
                        : "cust_last_name = ? AND cust_first_name = ?")
                + " " + sql.firstRows(4);
        String cube = "SELECT o.order_mode, o.warehouse_id, SUM(o.order_total), COUNT(*) FROM orders o "
                + "JOIN warehouses w ON w.warehouse_id = o.warehouse_id WHERE w.warehouse_id = ?";
        if (!sql.has(Feature.GROUPING_SETS)) {
            // No CUBE: its four grouping sets, one select each.
            warehouseQuery = cube + " GROUP BY o.order_mode, o.warehouse_id UNION ALL "
                    + cube.replace("o.order_mode, o.warehouse_id,", "o.order_mode, NULL,") + " GROUP BY o.order_mode "
                    + "UNION ALL " + cube.replace("o.order_mode, o.warehouse_id,", "NULL, o.warehouse_id,")
                    + " GROUP BY o.warehouse_id UNION ALL "
                    + cube.replace("o.order_mode, o.warehouse_id,", "NULL, NULL,");
            warehouseQueryParams = 4;
        } else {
            warehouseQuery = cube + " GROUP BY CUBE (o.order_mode, o.warehouse_id)";
            warehouseQueryParams = 1;
        }
        warehouseActivity = warehouseActivity(sql);
    }

    /**
     * Order count and value of a warehouse in each of the last twelve five-minute windows: three steps build the
     * windows (their offsets, each with the one before it, as timestamps back from now), then orders join them.
     */
    private static String warehouseActivity(SqlDialect sql) {
        String as = sql.cteAs();
        String windowStart = sql.minusMinutes("LOCALTIMESTAMP", "ostart * 5");
        String windowEnd = sql.minusMinutes("LOCALTIMESTAMP", "oend * 5");
        return "WITH stage1" + as + "(" + sql.integers(12, "k") + "), "
                + "stage2" + as + "(SELECT " + sql.previousOr("k", "k", "0") + " AS ostart, k AS oend FROM stage1), "
                + "stage3" + as + "(SELECT " + windowStart + " AS date1, " + windowEnd + " AS date2 "
                + "FROM stage2) "
                + "SELECT o.warehouse_id, s.date1, s.date2, SUM(o.order_total), COUNT(*) FROM stage3 s "
                + "JOIN orders o ON o.order_date BETWEEN s.date2 AND s.date1 WHERE o.warehouse_id = ? "
                + "GROUP BY o.warehouse_id, s.date1, s.date2 ORDER BY s.date1, s.date2 DESC";
    }
}
