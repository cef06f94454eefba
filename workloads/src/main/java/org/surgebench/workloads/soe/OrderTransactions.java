package org.surgebench.workloads.soe;

import java.math.BigDecimal;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.Arrays;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.TxContext;

/**
 * OP (Order Products) and PO (Process Orders). Both take row locks in ascending key order (inventories by
 * product id within one warehouse, orders by order id), so concurrent users wait for each other but never
 * deadlock. OP keeps order_total equal to the sum of its items' unit_price * quantity.
 */
final class OrderTransactions {
    /** Orders waiting to be processed have a status up to this; PO moves them beyond it. */
    static final int LAST_UNPROCESSED_STATUS = 4;
    static final String INSERT_ORDER = "INSERT INTO orders (order_id, order_date, order_mode, customer_id, "
            + "order_status, order_total, sales_rep_id, promotion_id, warehouse_id, delivery_type, cost_of_delivery, "
            + "wait_till_all_available, delivery_address_id, customer_class, card_id, invoice_address_id) "
            + "VALUES (?, LOCALTIMESTAMP, 'online', ?, 1, 0, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?)";
    static final String INSERT_ITEM = "INSERT INTO order_items (" + String.join(", ", SoeTables.ORDER_ITEMS)
            + ") VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?)";
    /** Decrements stock; a product about to run out is restocked instead, so stock never goes negative. */
    static final String TAKE_STOCK = "UPDATE inventories SET quantity_on_hand = CASE WHEN quantity_on_hand >= ? "
            + "THEN quantity_on_hand - ? ELSE quantity_on_hand + 1000 END WHERE product_id = ? AND warehouse_id = ?";
    private static final int MAX_CANDIDATES = 3 * 15;

    private OrderTransactions() {
    }

    static void orderProducts(TxContext ctx) throws SQLException {
        SoeRun run = ctx.shared();
        Rng r = ctx.random();
        long customer = run.randomCustomer(r);
        run.logon(ctx, customer);
        String customerClass = SoeRun.readCustomer(ctx, customer);
        long address = firstId(ctx, "SELECT address_id, house_no_or_name, street_name, town, county, country, "
                + "post_code, zip_code FROM addresses WHERE customer_id = ? FETCH FIRST 5 ROWS ONLY", customer);
        long card = firstId(ctx, "SELECT card_id, card_type, card_number, expiry_date, is_valid, security_code "
                + "FROM card_details WHERE customer_id = ? FETCH FIRST 5 ROWS ONLY", customer);
        int warehouse = r.between(1, SoeShape.WAREHOUSES);

        // Browse: products of 1..3 categories in stock at the warehouse.
        int[] product = new int[MAX_CANDIDATES];
        BigDecimal[] price = new BigDecimal[MAX_CANDIDATES];
        int[] supplier = new int[MAX_CANDIDATES];
        int candidates = 0;
        int lookups = r.between(1, 3);
        PreparedStatement browse = ctx.prepare(BrowseTransactions.PRODUCTS_IN_WAREHOUSE);
        for (int l = 0; l < lookups; l++) {
            ctx.think(); // the shopper looks at the page before browsing on (--intra-think-min/max)
            browse.setInt(1, warehouse);
            browse.setInt(2, r.between(1, SoeCatalog.KINDS.length));
            try (ResultSet rs = ctx.query(browse)) {
                while (rs.next()) {
                    int p = rs.getInt(1);
                    if (candidates < MAX_CANDIDATES && indexOf(product, candidates, p) < 0) {
                        product[candidates] = p;
                        supplier[candidates] = rs.getInt("supplier_id");
                        price[candidates++] = rs.getBigDecimal("list_price");
                    }
                }
            }
        }
        if (candidates == 0 || customerClass == null || address < 0 || card < 0) {
            ctx.commit();
            return;
        }
        // Choose 1..5 distinct products (partial shuffle), then lock their stock in ascending product id.
        int items = Math.min(candidates, r.between(1, 5));
        Integer[] order = new Integer[candidates];
        for (int i = 0; i < candidates; i++) {
            order[i] = i;
        }
        for (int i = 0; i < items; i++) {
            int j = i + r.nextInt(candidates - i);
            Integer t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        Integer[] chosen = Arrays.copyOf(order, items);
        ctx.think(); // ... and decides; no row is locked until the order goes in below
        Arrays.sort(chosen, (a, b) -> Integer.compare(product[a], product[b]));

        long orderId = SoeRun.nextId(ctx, run.sql().nextOrder);
        PreparedStatement ins = ctx.prepare(INSERT_ORDER);
        ins.setLong(1, orderId);
        ins.setLong(2, customer);
        ins.setInt(3, (int) r.normal(1, 1000));
        ins.setInt(4, warehouse);
        ins.setString(5, SoeNames.DELIVERY_TYPES[r.weighted(SoeNames.DELIVERY_TYPE_CUMULATIVE)]);
        ins.setInt(6, r.between(1, 10));
        ins.setString(7, SoeNames.WAIT_OPTIONS[r.nextInt(2)]);
        ins.setLong(8, address);
        ins.setString(9, customerClass);
        ins.setLong(10, card);
        ins.setLong(11, address);
        ctx.update(ins);

        LocalDate today = LocalDate.now();
        BigDecimal total = BigDecimal.ZERO.setScale(2);
        PreparedStatement item = ctx.prepare(INSERT_ITEM);
        PreparedStatement stock = ctx.prepare(TAKE_STOCK);
        for (int line = 0; line < items; line++) {
            int c = chosen[line];
            double u = r.nextDouble();
            int quantity = 1 + (int) (10 * u * u);
            LocalDate dispatch = today.plusDays(r.between(0, 10));
            item.setLong(1, orderId);
            item.setInt(2, line + 1);
            item.setInt(3, product[c]);
            item.setBigDecimal(4, price[c]);
            item.setInt(5, quantity);
            item.setObject(6, dispatch);
            item.setString(7, SoeNames.GIFT_WRAP[r.nextInt(SoeNames.GIFT_WRAP.length)]);
            item.setString(8, "New");
            item.setInt(9, supplier[c]);
            item.setObject(10, dispatch.plusDays(r.between(2, 7)));
            ctx.update(item);
            stock.setInt(1, quantity);
            stock.setInt(2, quantity);
            stock.setInt(3, product[c]);
            stock.setInt(4, warehouse);
            ctx.update(stock);
            total = total.add(price[c].multiply(BigDecimal.valueOf(quantity)));
        }
        PreparedStatement up = ctx.prepare("UPDATE orders SET order_total = ?, order_status = ? WHERE order_id = ?");
        up.setBigDecimal(1, total);
        up.setInt(2, 2);
        up.setLong(3, orderId);
        ctx.update(up);
        ctx.commit();
    }

    /** Up to 10 unprocessed orders of a warehouse with their customer and lines; moves them on; commit. */
    static void processOrders(TxContext ctx) throws SQLException {
        Rng r = ctx.random();
        PreparedStatement find = ctx.prepare("SELECT o.order_id, o.order_total, o.customer_id, c.cust_last_name, "
                + "c.cust_first_name, c.cust_email FROM orders o JOIN customers c ON c.customer_id = o.customer_id "
                + "WHERE o.warehouse_id = ? AND o.order_status <= ? FETCH FIRST 10 ROWS ONLY");
        find.setInt(1, r.between(1, SoeShape.WAREHOUSES));
        find.setInt(2, LAST_UNPROCESSED_STATUS);
        long[] ids = new long[10];
        int n = 0;
        try (ResultSet rs = ctx.query(find)) {
            while (rs.next() && n < ids.length) {
                ids[n++] = rs.getLong(1);
            }
        }
        Arrays.sort(ids, 0, n);
        PreparedStatement lines = ctx.prepare("SELECT line_item_id, product_id, unit_price, quantity "
                + "FROM order_items WHERE order_id = ?");
        for (int i = 0; i < n; i++) {
            lines.setLong(1, ids[i]);
            try (ResultSet rs = ctx.query(lines)) {
                ctx.rows(SoeRun.drain(rs));
            }
        }
        PreparedStatement up = ctx.prepare("UPDATE orders SET order_status = ? WHERE order_id = ? AND order_status <= ?");
        for (int i = 0; i < n; i++) {
            up.setInt(1, r.between(LAST_UNPROCESSED_STATUS + 1, 10));
            up.setLong(2, ids[i]);
            up.setInt(3, LAST_UNPROCESSED_STATUS);
            ctx.update(up);
        }
        ctx.commit();
    }

    private static long firstId(TxContext ctx, String sql, long customer) throws SQLException {
        PreparedStatement ps = ctx.prepare(sql);
        ps.setLong(1, customer);
        long first = -1;
        try (ResultSet rs = ctx.query(ps)) {
            while (rs.next()) {
                if (first < 0) {
                    first = rs.getLong(1);
                }
            }
        }
        return first;
    }

    private static int indexOf(int[] values, int n, int v) {
        for (int i = 0; i < n; i++) {
            if (values[i] == v) {
                return i;
            }
        }
        return -1;
    }
}
