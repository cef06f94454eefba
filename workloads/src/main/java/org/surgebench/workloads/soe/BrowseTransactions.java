package org.surgebench.workloads.soe;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.TxContext;

/** BP (Browse Products), BO (Browse Orders, with its logon) and BOR (Browse Orders without the logon). */
final class BrowseTransactions {
    static final int MAX_LOOKUPS = 5;
    private static final String PRODUCT_COLUMNS = "p.product_id, p.product_name, p.product_description, "
            + "p.category_id, p.weight_class, p.supplier_id, p.product_status, p.list_price, p.min_price, "
            + "p.catalog_url, i.warehouse_id, i.quantity_on_hand";
    static final String PRODUCT_BY_ID = "SELECT " + PRODUCT_COLUMNS + " FROM products p JOIN inventories i "
            + "ON i.product_id = p.product_id WHERE p.product_id = ? AND i.quantity_on_hand > 0 "
            + "FETCH FIRST 15 ROWS ONLY";
    /**
     * Products of a category in stock at one warehouse; columns as {@link #PRODUCT_BY_ID}. Written against the
     * base tables so that every planner starts from the category's few products and probes inventories by key.
     */
    static final String PRODUCTS_IN_WAREHOUSE = "SELECT p.product_id, d.translated_name, d.translated_description, "
            + "p.category_id, p.weight_class, p.supplier_id, p.product_status, p.list_price, p.min_price, "
            + "p.catalog_url, i.warehouse_id, i.quantity_on_hand FROM product_information p "
            + "JOIN product_descriptions d ON d.product_id = p.product_id AND d.language_id = 'US' "
            + "JOIN inventories i ON i.product_id = p.product_id AND i.warehouse_id = ? "
            + "WHERE p.category_id = ? AND i.quantity_on_hand > 0 FETCH FIRST 15 ROWS ONLY";

    private BrowseTransactions() {
    }

    /**
     * Reads a customer, then 1..5 product lookups by product id or by category in a warehouse, with the
     * intra-transaction think time before each. Read-only.
     */
    static void browseProducts(TxContext ctx) throws SQLException {
        SoeRun run = ctx.shared();
        Rng r = ctx.random();
        SoeRun.readCustomer(ctx, run.randomCustomer(r));
        int lookups = r.between(1, MAX_LOOKUPS);
        for (int i = 0; i < lookups; i++) {
            ctx.think(); // the shopper reads the page before the next lookup (--intra-think-min/max)
            PreparedStatement ps;
            if (r.nextInt(2) == 0) {
                ps = ctx.prepare(PRODUCT_BY_ID);
                ps.setInt(1, (int) r.normal(1, SoeShape.PRODUCTS));
            } else {
                ps = ctx.prepare(PRODUCTS_IN_WAREHOUSE);
                ps.setInt(1, r.between(1, SoeShape.WAREHOUSES));
                ps.setInt(2, r.between(1, SoeCatalog.KINDS.length));
            }
            try (ResultSet rs = ctx.query(ps)) {
                ctx.rows(SoeRun.drain(rs));
            }
        }
        ctx.commit();
    }

    static void browseOrders(TxContext ctx) throws SQLException {
        browseOrders(ctx, true);
    }

    static void browseOrdersReadOnly(TxContext ctx) throws SQLException {
        browseOrders(ctx, false);
    }

    /** Logon (unless read-only), the customer, its preferred address, its latest orders with their lines. */
    private static void browseOrders(TxContext ctx, boolean logon) throws SQLException {
        SoeRun run = ctx.shared();
        Rng r = ctx.random();
        long customer = run.randomCustomer(r);
        if (logon) {
            run.logon(ctx, customer);
        }
        SoeRun.readCustomer(ctx, customer);
        PreparedStatement addr = ctx.prepare("SELECT a.address_id, a.house_no_or_name, a.street_name, a.town, "
                + "a.county, a.country, a.post_code, a.zip_code FROM customers c JOIN addresses a "
                + "ON a.address_id = c.preferred_address WHERE c.customer_id = ?");
        addr.setLong(1, customer);
        try (ResultSet rs = ctx.query(addr)) {
            ctx.rows(SoeRun.drain(rs));
        }
        ctx.think();
        PreparedStatement orders = ctx.prepare("SELECT order_id, order_date, order_mode, order_status, order_total, "
                + "delivery_type FROM orders WHERE customer_id = ? ORDER BY order_date DESC FETCH FIRST 5 ROWS ONLY");
        orders.setLong(1, customer);
        long[] ids = new long[5];
        int n = 0;
        try (ResultSet rs = ctx.query(orders)) {
            while (rs.next()) {
                ids[n++] = rs.getLong(1);
            }
        }
        ctx.rows(n);
        PreparedStatement lines = ctx.prepare("SELECT i.line_item_id, i.product_id, p.product_name, i.unit_price, "
                + "i.quantity, i.dispatch_date FROM order_items i JOIN product_information p "
                + "ON p.product_id = i.product_id WHERE i.order_id = ? ORDER BY i.line_item_id");
        for (int i = 0; i < n; i++) {
            lines.setLong(1, ids[i]);
            try (ResultSet rs = ctx.query(lines)) {
                ctx.rows(SoeRun.drain(rs));
            }
        }
        ctx.commit();
    }
}
