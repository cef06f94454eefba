package org.surgebench.workloads.tpcc;

import static org.surgebench.workloads.tpcc.ClientTransactions.require;

import java.math.BigDecimal;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDateTime;
import org.surgebench.core.spi.TxContext;

/**
 * New-Order (clause 2.4) of the client variant: a 5..15 line order of the home warehouse; 1 % roll back at their
 * unused last item. The stock updates and order lines go as one batch each.
 */
final class ClientNewOrder {
    static final String CUSTOMER = "SELECT c_discount, c_last, c_credit, w_tax FROM customer, warehouse "
            + "WHERE w_id = ? AND c_w_id = w_id AND c_d_id = ? AND c_id = ?";
    static final String DISTRICT = "SELECT d_next_o_id, d_tax FROM district WHERE d_w_id = ? AND d_id = ? FOR UPDATE";
    static final String NEXT_ORDER = "UPDATE district SET d_next_o_id = d_next_o_id + 1 WHERE d_w_id = ? AND d_id = ?";
    static final String ORDER = "INSERT INTO orders (o_id, o_d_id, o_w_id, o_c_id, o_entry_d, "
            + "o_carrier_id, o_ol_cnt, o_all_local) VALUES (?, ?, ?, ?, ?, NULL, ?, ?)";
    static final String NEW_ORDER = "INSERT INTO new_order (no_o_id, no_d_id, no_w_id) VALUES (?, ?, ?)";
    static final String ITEM = "SELECT i_price, i_name, i_data FROM item WHERE i_id = ?";
    static final String STOCK_UPDATE = "UPDATE stock SET s_quantity = ?, s_ytd = s_ytd + ?, "
            + "s_order_cnt = s_order_cnt + 1, s_remote_cnt = s_remote_cnt + ? WHERE s_w_id = ? AND s_i_id = ?";
    static final String ORDER_LINE = "INSERT INTO order_line (ol_o_id, ol_d_id, ol_w_id, ol_number, ol_i_id, "
            + "ol_supply_w_id, ol_delivery_d, ol_quantity, ol_amount, ol_dist_info) "
            + "VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?, ?)";
    /** Per district (1..10), the read of a stock row with that district's S_DIST_xx, locked for its update. */
    static final String[] STOCK_FOR_DISTRICT = new String[TpccShape.DISTRICTS + 1];

    static {
        for (int d = 1; d <= TpccShape.DISTRICTS; d++) {
            STOCK_FOR_DISTRICT[d] = String.format(
                    java.util.Locale.ROOT,
                    "SELECT s_quantity, s_data, s_dist_%02d " + "FROM stock WHERE s_w_id = ? AND s_i_id = ? FOR UPDATE",
                    d);
        }
    }

    private ClientNewOrder() {}

    static void newOrder(TxContext ctx) throws SQLException {
        TpccInputs.NewOrder o = TpccInputs.NewOrder.draw(ctx.shared(), ctx.random(), ctx.userId());
        int orderId = enter(ctx, o);
        if (addLines(ctx, o, orderId)) {
            ctx.commit();
        }
    }

    /** Reads the customer and the district, takes the district's next order id, inserts the order; its id. */
    private static int enter(TxContext ctx, TpccInputs.NewOrder o) throws SQLException {
        int w = o.warehouse();
        int d = o.district();
        int c = o.customer();
        PreparedStatement cust = ctx.prepare(CUSTOMER);
        cust.setInt(1, w);
        cust.setInt(2, d);
        cust.setInt(3, c);
        try (ResultSet rs = ctx.query(cust)) {
            require(rs.next(), "customer " + w + "/" + d + "/" + c);
        }
        PreparedStatement dist = ctx.prepare(DISTRICT);
        dist.setInt(1, w);
        dist.setInt(2, d);
        int orderId;
        try (ResultSet rs = ctx.query(dist)) {
            require(rs.next(), "district " + w + "/" + d);
            orderId = rs.getInt(1);
        }
        PreparedStatement next = ctx.prepare(NEXT_ORDER);
        next.setInt(1, w);
        next.setInt(2, d);
        ctx.update(next);
        LocalDateTime now = LocalDateTime.now();
        PreparedStatement order = ctx.prepare(ORDER);
        order.setInt(1, orderId);
        order.setInt(2, d);
        order.setInt(3, w);
        order.setInt(4, c);
        order.setObject(5, now);
        order.setInt(6, o.lines().length);
        order.setInt(7, o.allLocal());
        ctx.update(order);
        PreparedStatement newOrder = ctx.prepare(NEW_ORDER);
        newOrder.setInt(1, orderId);
        newOrder.setInt(2, d);
        newOrder.setInt(3, w);
        ctx.update(newOrder);
        return orderId;
    }

    /** The stock left after ordering {@code ordered} of {@code quantity}, restocked by 91 below 10 (2.4.2.2). */
    static int stockAfter(int quantity, int ordered) {
        return quantity >= ordered + 10 ? quantity - ordered : quantity - ordered + 91;
    }

    /**
     * Each line: the item's price, the stock row (updated), the order line; false when an item is the unused
     * one, after rolling the order back as the specification requires (2.4.2.3).
     */
    private static boolean addLines(TxContext ctx, TpccInputs.NewOrder o, int orderId) throws SQLException {
        int w = o.warehouse();
        PreparedStatement item = ctx.prepare(ITEM);
        PreparedStatement stock = ctx.prepare(STOCK_FOR_DISTRICT[o.district()]);
        PreparedStatement stockUpdate = ctx.prepare(STOCK_UPDATE);
        PreparedStatement line = ctx.prepare(ORDER_LINE);
        TpccRun.Line[] lines = o.lines();
        for (int n = 0; n < lines.length; n++) {
            TpccRun.Line l = lines[n];
            item.setInt(1, l.item());
            BigDecimal price;
            try (ResultSet rs = ctx.query(item)) {
                if (!rs.next()) {
                    stockUpdate.clearBatch();
                    line.clearBatch();
                    ctx.rollback();
                    return false;
                }
                price = rs.getBigDecimal(1);
            }
            stock.setInt(1, l.supplyWarehouse());
            stock.setInt(2, l.item());
            int quantity;
            String distInfo;
            try (ResultSet rs = ctx.query(stock)) {
                require(rs.next(), "stock " + l.supplyWarehouse() + "/" + l.item());
                quantity = rs.getInt(1);
                distInfo = rs.getString(3);
            }
            quantity = stockAfter(quantity, l.quantity());
            stockUpdate.setInt(1, quantity);
            stockUpdate.setInt(2, l.quantity());
            stockUpdate.setInt(3, l.supplyWarehouse() == w ? 0 : 1);
            stockUpdate.setInt(4, l.supplyWarehouse());
            stockUpdate.setInt(5, l.item());
            stockUpdate.addBatch();
            line.setInt(1, orderId);
            line.setInt(2, o.district());
            line.setInt(3, w);
            line.setInt(4, n + 1);
            line.setInt(5, l.item());
            line.setInt(6, l.supplyWarehouse());
            line.setInt(7, l.quantity());
            line.setBigDecimal(8, price.multiply(BigDecimal.valueOf(l.quantity())));
            line.setString(9, distInfo);
            line.addBatch();
        }
        ctx.batch(stockUpdate);
        ctx.batch(line);
        return true;
    }
}
