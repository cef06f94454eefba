package org.surgebench.workloads.soe;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
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
        {"logon_seq", "logon", "logon_id"}};
    /** Secondary index names by table (primary keys are checked through the metadata's primary key info). */
    static final String[][] INDEXES = {
        {"warehouses", "whs_location_ix"}, {"inventories", "inv_product_ix", "inv_warehouse_ix"},
        {"addresses", "address_cust_ix"}, {"order_items", "item_order_ix", "item_product_ix"},
        {"orders", "ord_sales_rep_ix", "ord_customer_ix", "ord_order_date_ix", "ord_warehouse_ix"},
        {"customers", "cust_account_manager_ix", "cust_dob_ix", "cust_email_ix", "cust_func_lower_name_ix"},
        {"product_information", "prod_supplier_ix", "prod_category_ix"}, {"product_descriptions", "prod_name_ix"},
        {"card_details", "carddetails_cust_ix"}};
    static final List<String> KEYED_TABLES = List.of("customers", "addresses", "card_details", "warehouses",
            "product_information", "product_descriptions", "inventories", "orders", "order_items");

    private SoeVerify() {
    }

    static List<VerifyCheck> checks() {
        return List.of(
                VerifyCheck.of("views, sequences, keys and indexes present", SoeVerify::objects),
                VerifyCheck.of("order totals equal the sum of their items", (c, o) -> none(c,
                        "SELECT COUNT(*) FROM orders o LEFT JOIN (SELECT order_id, SUM(unit_price * quantity) AS s "
                                + "FROM order_items GROUP BY order_id) i ON i.order_id = o.order_id "
                                + "WHERE o.order_total <> COALESCE(i.s, 0)", "orders whose total differs from their items")),
                VerifyCheck.of("no order item without its order", (c, o) -> none(c,
                        "SELECT COUNT(*) FROM order_items i WHERE NOT EXISTS "
                                + "(SELECT 1 FROM orders o WHERE o.order_id = i.order_id)", "orphaned order items")),
                VerifyCheck.of("no negative inventory", (c, o) -> none(c,
                        "SELECT COUNT(*) FROM inventories WHERE quantity_on_hand < 0", "inventories below zero")),
                VerifyCheck.of("sequences ahead of the largest ids", SoeVerify::sequencesAhead));
    }

    private static String none(Connection c, String sql, String what) throws SQLException {
        long n = single(c, sql);
        return n == 0 ? null : n + " " + what;
    }

    private static long single(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
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
        Set<String> sequences = names(c, "oracle".equals(o.dialect()) ? "SELECT sequence_name FROM user_sequences"
                // MariaDB lists its sequences among the tables.
                : "mariadb".equals(o.dialect()) ? "SELECT table_name FROM information_schema.tables "
                + "WHERE table_schema = DATABASE() AND table_type = 'SEQUENCE'"
                : "SELECT sequence_name FROM information_schema.sequences");
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

    private static Set<String> names(Connection c, String sql) throws SQLException {
        Set<String> out = new TreeSet<>();
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            while (rs.next()) {
                out.add(rs.getString(1).toLowerCase(Locale.ROOT));
            }
        }
        return out;
    }

    private static String sequencesAhead(Connection c, SchemaOptions o) throws SQLException {
        List<String> behind = new ArrayList<>();
        for (String[] s : SEQUENCES) {
            long max = single(c, "SELECT COALESCE(MAX(" + s[2] + "), 0) FROM " + s[1]);
            long next = nextValue(c, o.dialect(), s[0]);
            if (next <= max) {
                behind.add(s[0] + " would hand out " + next + " but " + s[1] + " has " + s[2] + " " + max);
            }
        }
        return behind.isEmpty() ? null : String.join("; ", behind);
    }

    /** The value a sequence hands out next, read without taking it. */
    private static long nextValue(Connection c, String dialect, String sequence) throws SQLException {
        if ("postgresql".equals(dialect)) {
            try (Statement s = c.createStatement();
                 ResultSet rs = s.executeQuery("SELECT last_value, is_called FROM " + sequence)) {
                rs.next();
                return rs.getBoolean(2) ? rs.getLong(1) + 1 : rs.getLong(1);
            }
        }
        if ("mariadb".equals(dialect)) {
            // The next value not yet handed to a session's cache: what a restarted server would give next, never
            // below what any session can still hand out from its cache.
            try (Statement s = c.createStatement();
                 ResultSet rs = s.executeQuery("SELECT next_not_cached_value FROM " + sequence)) {
                rs.next();
                return rs.getLong(1);
            }
        }
        String sql = "oracle".equals(dialect) ? "SELECT last_number FROM user_sequences WHERE sequence_name = ?"
                : "SELECT base_value FROM information_schema.sequences WHERE sequence_name = ?";
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setString(1, sequence.toUpperCase(Locale.ROOT));
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    throw new SQLException("sequence " + sequence + " is missing");
                }
                return rs.getLong(1);
            }
        }
    }
}
