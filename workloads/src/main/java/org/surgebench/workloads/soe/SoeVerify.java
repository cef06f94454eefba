package org.surgebench.workloads.soe;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.VerifyCheck;

/** Order Entry's invariants: they hold after generation and after any run of any mix. */
final class SoeVerify {
    static final List<String> VIEWS = List.of("products", "product_prices");
    /** Sequence, table and id column it feeds. */
    static final String[][] SEQUENCES = {
        {"customer_seq", "customers", "customer_id"}, {"address_seq", "addresses", "address_id"},
        {"card_details_seq", "card_details", "card_id"}, {"orders_seq", "orders", "order_id"},
        {"logon_seq", "logon", "logon_id"}
    };
    /** Secondary index names by table (primary keys are checked through the metadata's primary key info). */
    static final String[][] INDEXES = {
        {"warehouses", "whs_location_ix"},
        {"inventories", "inv_product_ix", "inv_warehouse_ix"},
        {"addresses", "address_cust_ix"},
        {"order_items", "item_order_ix", "item_product_ix"},
        {"orders", "ord_sales_rep_ix", "ord_customer_ix", "ord_order_date_ix", "ord_warehouse_ix"},
        {"customers", "cust_account_manager_ix", "cust_dob_ix", "cust_email_ix", "cust_func_lower_name_ix"},
        {"product_information", "prod_supplier_ix", "prod_category_ix"},
        {"product_descriptions", "prod_name_ix"},
        {"card_details", "carddetails_cust_ix"}
    };

    static final List<String> KEYED_TABLES = List.of(
            "customers",
            "addresses",
            "card_details",
            "warehouses",
            "product_information",
            "product_descriptions",
            "inventories",
            "orders",
            "order_items");

    private SoeVerify() {}

    static List<VerifyCheck> checks() {
        return List.of(
                VerifyCheck.of("views, sequences, keys and indexes present", SoeVerify::objects),
                VerifyCheck.of(
                        "order totals equal the sum of their items",
                        (c, o) -> none(
                                c,
                                "SELECT COUNT(*) FROM orders o LEFT JOIN (SELECT order_id, SUM(unit_price * quantity) AS s "
                                        + "FROM order_items GROUP BY order_id) i ON i.order_id = o.order_id "
                                        + "WHERE o.order_total <> COALESCE(i.s, 0)",
                                "orders whose total differs from their items")),
                VerifyCheck.of(
                        "no order item without its order",
                        (c, o) -> none(
                                c,
                                "SELECT COUNT(*) FROM order_items i WHERE NOT EXISTS "
                                        + "(SELECT 1 FROM orders o WHERE o.order_id = i.order_id)",
                                "orphaned order items")),
                VerifyCheck.of(
                        "no negative inventory",
                        (c, o) -> none(
                                c,
                                "SELECT COUNT(*) FROM inventories WHERE quantity_on_hand < 0",
                                "inventories below zero")),
                VerifyCheck.of("sequences ahead of the largest ids", SoeVerify::sequencesAhead));
    }

    private static String none(Connection c, String sql, String what) throws SQLException {
        long n = single(c, sql);
        return n == 0 ? null : n + " " + what;
    }

    private static long single(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private static String objects(Connection c, SchemaOptions o) throws SQLException {
        List<String> missing = new ArrayList<>();
        for (String view : VIEWS) {
            try {
                if (single(c, "SELECT COUNT(*) FROM " + view) == 0) {
                    missing.add("view " + view + " (empty)");
                }
            } catch (SQLException e) {
                c.rollback();
                missing.add("view " + view);
            }
        }
        Set<String> sequences = o.sql().sequences(c);
        for (String[] s : SEQUENCES) {
            if (!sequences.contains(s[0])) {
                missing.add("sequence " + s[0]);
            }
        }
        DatabaseMetaData md = c.getMetaData();
        String schema = c.getSchema();
        for (String table : KEYED_TABLES) {
            try (ResultSet rs = md.getPrimaryKeys(null, schema, identifier(md, table))) {
                if (!rs.next()) {
                    missing.add("primary key of " + table);
                }
            }
        }
        for (String[] t : INDEXES) {
            Set<String> present = new TreeSet<>();
            try (ResultSet rs = md.getIndexInfo(null, schema, identifier(md, t[0]), false, true)) {
                while (rs.next()) {
                    String name = rs.getString("INDEX_NAME");
                    if (name != null) {
                        present.add(name.toLowerCase(Locale.ROOT));
                    }
                }
            }
            for (int i = 1; i < t.length; i++) {
                if (!present.contains(t[i])) {
                    missing.add("index " + t[i]);
                }
            }
        }
        return missing.isEmpty() ? null : "missing: " + String.join(", ", missing);
    }

    private static String identifier(DatabaseMetaData md, String name) throws SQLException {
        return md.storesUpperCaseIdentifiers() ? name.toUpperCase(Locale.ROOT) : name;
    }

    private static String sequencesAhead(Connection c, SchemaOptions o) throws SQLException {
        List<String> behind = new ArrayList<>();
        for (String[] s : SEQUENCES) {
            long max = single(c, "SELECT COALESCE(MAX(" + s[2] + "), 0) FROM " + s[1]);
            long next = o.sql().peekNextValue(c, s[0]);
            if (next <= max) {
                behind.add(s[0] + " would hand out " + next + " but " + s[1] + " has " + s[2] + " " + max);
            }
        }
        return behind.isEmpty() ? null : String.join("; ", behind);
    }
}
