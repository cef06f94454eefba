package org.surgebench.workloads.tpcc;

import java.math.BigDecimal;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import org.surgebench.core.spi.SqlDialect;
import org.surgebench.core.spi.TxContext;

/**
 * The client variant: the five TPC-C transactions (clause 2.4 to 2.8) as SQL statements sent one by one over
 * JDBC, as BenchBase runs them. Written in SQL that every database runs, but for the row limit, which is the
 * dialect's. New-Order and Payment, the two long ones, are in {@link ClientNewOrder} and {@link ClientPayment};
 * Order-Status, Delivery and Stock-Level here.
 */
final class ClientTransactions {
    static final String CUSTOMER_BY_NAME =
            "SELECT c_id FROM customer WHERE c_w_id = ? AND c_d_id = ? AND c_last = ? ORDER BY c_first";
    static final String OS_CUSTOMER = "SELECT c_balance, c_first, c_middle, c_last FROM customer "
            + "WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?";
    /** Without its row limit, which is the dialect's ({@link #lastOrder}). */
    private static final String OS_LAST_ORDER =
            "SELECT o_id, o_carrier_id, o_entry_d FROM orders WHERE o_w_id = ? AND o_d_id = ? AND o_c_id = ? "
                    + "ORDER BY o_id DESC";

    static final String OS_LINES = "SELECT ol_i_id, ol_supply_w_id, ol_quantity, ol_amount, ol_delivery_d "
            + "FROM order_line WHERE ol_w_id = ? AND ol_d_id = ? AND ol_o_id = ?";
    static final String DLV_OLDEST = "SELECT MIN(no_o_id) FROM new_order WHERE no_w_id = ? AND no_d_id = ?";
    static final String DLV_TAKE = "DELETE FROM new_order WHERE no_w_id = ? AND no_d_id = ? AND no_o_id = ?";
    static final String DLV_OWNER = "SELECT o_c_id FROM orders WHERE o_w_id = ? AND o_d_id = ? AND o_id = ?";
    static final String DLV_CARRY = "UPDATE orders SET o_carrier_id = ? WHERE o_w_id = ? AND o_d_id = ? AND o_id = ?";
    static final String DLV_DELIVER =
            "UPDATE order_line SET ol_delivery_d = ? WHERE ol_w_id = ? AND ol_d_id = ? AND ol_o_id = ?";
    static final String DLV_TOTAL =
            "SELECT SUM(ol_amount) FROM order_line WHERE ol_w_id = ? AND ol_d_id = ? AND ol_o_id = ?";
    static final String DLV_CHARGE = "UPDATE customer SET c_balance = c_balance + ?, "
            + "c_delivery_cnt = c_delivery_cnt + 1 WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?";
    static final String SL_NEXT_ORDER = "SELECT d_next_o_id FROM district WHERE d_w_id = ? AND d_id = ?";
    static final String SL_LOW_STOCK = "SELECT COUNT(DISTINCT s_i_id) FROM order_line, stock "
            + "WHERE ol_w_id = ? AND ol_d_id = ? AND ol_o_id < ? AND ol_o_id >= ? "
            + "AND s_w_id = ? AND s_i_id = ol_i_id AND s_quantity < ?";

    private ClientTransactions() {}

    /** Order-Status's read of the customer's last order, with the dialect's row limit. */
    static String lastOrder(SqlDialect sql) {
        return OS_LAST_ORDER + sql.firstRows(1);
    }

    /** The position (2.5.2.2) of the customer chosen among {@code found} customers of a last name, from 0. */
    static int middle(int found) {
        return (found + 1) / 2 - 1;
    }

    /**
     * The customer of a last name in a district (2.5.2.2): of those with the name sorted by first name, the one at
     * position n/2 rounded up. Every name 0..999 is loaded in every district, so one is always found.
     */
    static int customerByName(TxContext ctx, int w, int d, String last) throws SQLException {
        PreparedStatement ps = ctx.prepare(CUSTOMER_BY_NAME);
        ps.setInt(1, w);
        ps.setInt(2, d);
        ps.setString(3, last);
        List<Integer> ids = new ArrayList<>();
        try (ResultSet rs = ctx.query(ps)) {
            while (rs.next()) {
                ids.add(rs.getInt(1));
            }
        }
        require(!ids.isEmpty(), "customer named " + last + " in " + w + "/" + d);
        return ids.get(middle(ids.size()));
    }

    /** Order-Status (2.6): a home-warehouse customer's last order and its lines; 60 % by last name. */
    static void orderStatus(TxContext ctx) throws SQLException {
        TpccInputs.OrderStatus in = TpccInputs.OrderStatus.draw(ctx.shared(), ctx.random(), ctx.userId());
        int w = in.warehouse();
        int d = in.district();
        int c = in.byName() ? customerByName(ctx, w, d, in.lastName()) : in.customerId();
        PreparedStatement cSel = ctx.prepare(OS_CUSTOMER);
        cSel.setInt(1, w);
        cSel.setInt(2, d);
        cSel.setInt(3, c);
        try (ResultSet rs = ctx.query(cSel)) {
            require(rs.next(), "customer " + w + "/" + d + "/" + c);
        }
        PreparedStatement last = ctx.prepare(lastOrder(ctx.sql()));
        last.setInt(1, w);
        last.setInt(2, d);
        last.setInt(3, c);
        int orderId;
        try (ResultSet rs = ctx.query(last)) {
            require(rs.next(), "an order of customer " + w + "/" + d + "/" + c);
            orderId = rs.getInt(1);
        }
        PreparedStatement lines = ctx.prepare(OS_LINES);
        lines.setInt(1, w);
        lines.setInt(2, d);
        lines.setInt(3, orderId);
        long n = 0;
        try (ResultSet rs = ctx.query(lines)) {
            while (rs.next()) {
                n++;
            }
        }
        ctx.rows(n);
        ctx.commit();
    }

    /**
     * Delivery (2.7), run at once rather than queued: each district's oldest undelivered order of the home
     * warehouse gets a carrier, its lines a delivery date and its customer the order's amount. A district
     * without one is skipped, as is one whose oldest order another Delivery took first.
     */
    static void delivery(TxContext ctx) throws SQLException {
        TpccInputs.Delivery in = TpccInputs.Delivery.draw(ctx.shared(), ctx.random(), ctx.userId());
        int w = in.warehouse();
        int carrier = in.carrier();
        LocalDateTime now = LocalDateTime.now();
        PreparedStatement oldest = ctx.prepare(DLV_OLDEST);
        PreparedStatement take = ctx.prepare(DLV_TAKE);
        PreparedStatement owner = ctx.prepare(DLV_OWNER);
        PreparedStatement carry = ctx.prepare(DLV_CARRY);
        PreparedStatement deliver = ctx.prepare(DLV_DELIVER);
        PreparedStatement total = ctx.prepare(DLV_TOTAL);
        PreparedStatement charge = ctx.prepare(DLV_CHARGE);
        for (int d = 1; d <= TpccShape.DISTRICTS; d++) {
            oldest.setInt(1, w);
            oldest.setInt(2, d);
            int orderId;
            try (ResultSet rs = ctx.query(oldest)) {
                rs.next();
                orderId = rs.getInt(1);
                if (rs.wasNull()) {
                    continue;
                }
            }
            take.setInt(1, w);
            take.setInt(2, d);
            take.setInt(3, orderId);
            if (ctx.update(take) == 0) {
                continue;
            }
            owner.setInt(1, w);
            owner.setInt(2, d);
            owner.setInt(3, orderId);
            int c;
            try (ResultSet rs = ctx.query(owner)) {
                require(rs.next(), "order " + w + "/" + d + "/" + orderId);
                c = rs.getInt(1);
            }
            carry.setInt(1, carrier);
            carry.setInt(2, w);
            carry.setInt(3, d);
            carry.setInt(4, orderId);
            ctx.update(carry);
            deliver.setObject(1, now);
            deliver.setInt(2, w);
            deliver.setInt(3, d);
            deliver.setInt(4, orderId);
            ctx.update(deliver);
            total.setInt(1, w);
            total.setInt(2, d);
            total.setInt(3, orderId);
            BigDecimal amount;
            try (ResultSet rs = ctx.query(total)) {
                rs.next();
                amount = rs.getBigDecimal(1);
            }
            charge.setBigDecimal(1, amount == null ? BigDecimal.ZERO : amount);
            charge.setInt(2, w);
            charge.setInt(3, d);
            charge.setInt(4, c);
            ctx.update(charge);
        }
        ctx.commit();
    }

    /** Stock-Level (2.8): distinct items of a district's last 20 orders whose stock is below 10..20. */
    static void stockLevel(TxContext ctx) throws SQLException {
        TpccInputs.StockLevel in = TpccInputs.StockLevel.draw(ctx.shared(), ctx.random(), ctx.userId());
        int w = in.warehouse();
        int d = in.district();
        int threshold = in.threshold();
        PreparedStatement next = ctx.prepare(SL_NEXT_ORDER);
        next.setInt(1, w);
        next.setInt(2, d);
        int nextOrder;
        try (ResultSet rs = ctx.query(next)) {
            require(rs.next(), "district " + w + "/" + d);
            nextOrder = rs.getInt(1);
        }
        PreparedStatement low = ctx.prepare(SL_LOW_STOCK);
        low.setInt(1, w);
        low.setInt(2, d);
        low.setInt(3, nextOrder);
        low.setInt(4, nextOrder - 20);
        low.setInt(5, w);
        low.setInt(6, threshold);
        try (ResultSet rs = ctx.query(low)) {
            rs.next();
        }
        ctx.commit();
    }

    static void require(boolean found, String what) throws SQLException {
        if (!found) {
            throw notFound(what);
        }
    }

    /** The failure of a transaction that did not find a row the loaded schema always has. */
    static SQLException notFound(String what) {
        return new SQLException("Not found: " + what + " (is the tpcc schema complete?)");
    }
}
