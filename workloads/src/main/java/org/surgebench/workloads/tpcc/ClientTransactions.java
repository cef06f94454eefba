package org.surgebench.workloads.tpcc;

import java.math.BigDecimal;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.TxContext;

/**
 * The client variant: the five TPC-C transactions (clause 2.4 to 2.8) as SQL statements sent one by one over
 * JDBC, as BenchBase runs them; the stock updates and order lines of a New-Order go as one batch each. Written
 * in SQL that PostgreSQL and H2 both run.
 */
final class ClientTransactions {
    private static final String[] STOCK_FOR_DISTRICT = new String[TpccShape.DISTRICTS + 1];

    static {
        for (int d = 1; d <= TpccShape.DISTRICTS; d++) {
            STOCK_FOR_DISTRICT[d] = String.format(java.util.Locale.ROOT, "SELECT s_quantity, s_data, s_dist_%02d "
                    + "FROM stock WHERE s_w_id = ? AND s_i_id = ? FOR UPDATE", d);
        }
    }

    private ClientTransactions() {
    }

    /** New-Order (2.4): a 5..15 line order of the home warehouse; 1 % roll back at their unused last item. */
    static void newOrder(TxContext ctx) throws SQLException {
        TpccRun run = ctx.shared();
        Rng r = ctx.random();
        int w = run.homeWarehouse(ctx.userId());
        int d = r.between(1, TpccShape.DISTRICTS);
        int c = run.keys().customerId(r);
        boolean rollback = r.nextInt(100) < TpccRun.ROLLBACK_PCT;
        TpccRun.Line[] lines = run.newOrderLines(r, w, rollback);
        int allLocal = 1;
        for (TpccRun.Line l : lines) {
            allLocal &= l.supplyWarehouse() == w ? 1 : 0;
        }

        PreparedStatement cust = ctx.prepare("SELECT c_discount, c_last, c_credit, w_tax FROM customer, warehouse "
                + "WHERE w_id = ? AND c_w_id = w_id AND c_d_id = ? AND c_id = ?");
        cust.setInt(1, w);
        cust.setInt(2, d);
        cust.setInt(3, c);
        try (ResultSet rs = ctx.query(cust)) {
            require(rs.next(), "customer " + w + "/" + d + "/" + c);
        }
        PreparedStatement dist = ctx.prepare("SELECT d_next_o_id, d_tax FROM district WHERE d_w_id = ? AND d_id = ? "
                + "FOR UPDATE");
        dist.setInt(1, w);
        dist.setInt(2, d);
        int orderId;
        try (ResultSet rs = ctx.query(dist)) {
            require(rs.next(), "district " + w + "/" + d);
            orderId = rs.getInt(1);
        }
        PreparedStatement next = ctx.prepare("UPDATE district SET d_next_o_id = d_next_o_id + 1 "
                + "WHERE d_w_id = ? AND d_id = ?");
        next.setInt(1, w);
        next.setInt(2, d);
        ctx.update(next);
        LocalDateTime now = LocalDateTime.now();
        PreparedStatement order = ctx.prepare("INSERT INTO orders (o_id, o_d_id, o_w_id, o_c_id, o_entry_d, "
                + "o_carrier_id, o_ol_cnt, o_all_local) VALUES (?, ?, ?, ?, ?, NULL, ?, ?)");
        order.setInt(1, orderId);
        order.setInt(2, d);
        order.setInt(3, w);
        order.setInt(4, c);
        order.setObject(5, now);
        order.setInt(6, lines.length);
        order.setInt(7, allLocal);
        ctx.update(order);
        PreparedStatement newOrder = ctx.prepare("INSERT INTO new_order (no_o_id, no_d_id, no_w_id) VALUES (?, ?, ?)");
        newOrder.setInt(1, orderId);
        newOrder.setInt(2, d);
        newOrder.setInt(3, w);
        ctx.update(newOrder);

        PreparedStatement item = ctx.prepare("SELECT i_price, i_name, i_data FROM item WHERE i_id = ?");
        PreparedStatement stock = ctx.prepare(STOCK_FOR_DISTRICT[d]);
        PreparedStatement stockUpdate = ctx.prepare("UPDATE stock SET s_quantity = ?, s_ytd = s_ytd + ?, "
                + "s_order_cnt = s_order_cnt + 1, s_remote_cnt = s_remote_cnt + ? WHERE s_w_id = ? AND s_i_id = ?");
        PreparedStatement line = ctx.prepare("INSERT INTO order_line (ol_o_id, ol_d_id, ol_w_id, ol_number, ol_i_id, "
                + "ol_supply_w_id, ol_delivery_d, ol_quantity, ol_amount, ol_dist_info) "
                + "VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?, ?)");
        for (int n = 0; n < lines.length; n++) {
            TpccRun.Line l = lines[n];
            item.setInt(1, l.item());
            BigDecimal price;
            try (ResultSet rs = ctx.query(item)) {
                if (!rs.next()) {
                    // The unused item: the order is rolled back, as the specification requires (2.4.2.3).
                    stockUpdate.clearBatch();
                    line.clearBatch();
                    ctx.rollback();
                    return;
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
            quantity = quantity >= l.quantity() + 10 ? quantity - l.quantity() : quantity - l.quantity() + 91;
            stockUpdate.setInt(1, quantity);
            stockUpdate.setInt(2, l.quantity());
            stockUpdate.setInt(3, l.supplyWarehouse() == w ? 0 : 1);
            stockUpdate.setInt(4, l.supplyWarehouse());
            stockUpdate.setInt(5, l.item());
            stockUpdate.addBatch();
            line.setInt(1, orderId);
            line.setInt(2, d);
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
        ctx.commit();
    }

    /** Payment (2.5): 1.00..5,000.00 paid to the home warehouse and a district; 15 % by a remote customer. */
    static void payment(TxContext ctx) throws SQLException {
        TpccRun run = ctx.shared();
        Rng r = ctx.random();
        int w = run.homeWarehouse(ctx.userId());
        int d = r.between(1, TpccShape.DISTRICTS);
        int cw = w;
        int cd = d;
        if (run.warehouses() > 1 && r.nextInt(100) < TpccRun.REMOTE_PAYMENT_PCT) {
            cw = run.otherWarehouse(r, w);
            cd = r.between(1, TpccShape.DISTRICTS);
        }
        boolean byName = r.nextInt(100) < 60;
        int nameNumber = run.keys().runLastNameNumber(r);
        int customerId = run.keys().customerId(r);
        BigDecimal amount = BigDecimal.valueOf(r.between(100, 500_000), 2);

        PreparedStatement wUp = ctx.prepare("UPDATE warehouse SET w_ytd = w_ytd + ? WHERE w_id = ?");
        wUp.setBigDecimal(1, amount);
        wUp.setInt(2, w);
        ctx.update(wUp);
        PreparedStatement wSel = ctx.prepare("SELECT w_name, w_street_1, w_street_2, w_city, w_state, w_zip "
                + "FROM warehouse WHERE w_id = ?");
        wSel.setInt(1, w);
        String wName;
        try (ResultSet rs = ctx.query(wSel)) {
            require(rs.next(), "warehouse " + w);
            wName = rs.getString(1);
        }
        PreparedStatement dUp = ctx.prepare("UPDATE district SET d_ytd = d_ytd + ? WHERE d_w_id = ? AND d_id = ?");
        dUp.setBigDecimal(1, amount);
        dUp.setInt(2, w);
        dUp.setInt(3, d);
        ctx.update(dUp);
        PreparedStatement dSel = ctx.prepare("SELECT d_name, d_street_1, d_street_2, d_city, d_state, d_zip "
                + "FROM district WHERE d_w_id = ? AND d_id = ?");
        dSel.setInt(1, w);
        dSel.setInt(2, d);
        String dName;
        try (ResultSet rs = ctx.query(dSel)) {
            require(rs.next(), "district " + w + "/" + d);
            dName = rs.getString(1);
        }
        int c = byName ? customerByName(ctx, cw, cd, TpccKeys.lastName(nameNumber)) : customerId;
        PreparedStatement cSel = ctx.prepare("SELECT c_first, c_middle, c_last, c_street_1, c_street_2, c_city, "
                + "c_state, c_zip, c_phone, c_since, c_credit, c_credit_lim, c_discount, c_balance "
                + "FROM customer WHERE c_w_id = ? AND c_d_id = ? AND c_id = ? FOR UPDATE");
        cSel.setInt(1, cw);
        cSel.setInt(2, cd);
        cSel.setInt(3, c);
        String credit;
        try (ResultSet rs = ctx.query(cSel)) {
            require(rs.next(), "customer " + cw + "/" + cd + "/" + c);
            credit = rs.getString(11);
        }
        if ("BC".equals(credit)) {
            // Bad credit: the payment's details go in front of C_DATA, which keeps its first 500 characters.
            PreparedStatement data = ctx.prepare("SELECT c_data FROM customer WHERE c_w_id = ? AND c_d_id = ? "
                    + "AND c_id = ?");
            data.setInt(1, cw);
            data.setInt(2, cd);
            data.setInt(3, c);
            String old;
            try (ResultSet rs = ctx.query(data)) {
                require(rs.next(), "customer " + cw + "/" + cd + "/" + c);
                old = rs.getString(1);
            }
            String fresh = c + " " + cd + " " + cw + " " + d + " " + w + " " + amount.toPlainString() + " | " + old;
            PreparedStatement up = ctx.prepare("UPDATE customer SET c_balance = c_balance - ?, "
                    + "c_ytd_payment = c_ytd_payment + ?, c_payment_cnt = c_payment_cnt + 1, c_data = ? "
                    + "WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?");
            up.setBigDecimal(1, amount);
            up.setBigDecimal(2, amount);
            up.setString(3, fresh.length() > 500 ? fresh.substring(0, 500) : fresh);
            up.setInt(4, cw);
            up.setInt(5, cd);
            up.setInt(6, c);
            ctx.update(up);
        } else {
            PreparedStatement up = ctx.prepare("UPDATE customer SET c_balance = c_balance - ?, "
                    + "c_ytd_payment = c_ytd_payment + ?, c_payment_cnt = c_payment_cnt + 1 "
                    + "WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?");
            up.setBigDecimal(1, amount);
            up.setBigDecimal(2, amount);
            up.setInt(3, cw);
            up.setInt(4, cd);
            up.setInt(5, c);
            ctx.update(up);
        }
        PreparedStatement hist = ctx.prepare("INSERT INTO history (h_c_id, h_c_d_id, h_c_w_id, h_d_id, h_w_id, "
                + "h_date, h_amount, h_data) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
        hist.setInt(1, c);
        hist.setInt(2, cd);
        hist.setInt(3, cw);
        hist.setInt(4, d);
        hist.setInt(5, w);
        hist.setObject(6, LocalDateTime.now());
        hist.setBigDecimal(7, amount);
        String hData = wName + "    " + dName;
        hist.setString(8, hData.length() > 24 ? hData.substring(0, 24) : hData);
        ctx.update(hist);
        ctx.commit();
    }

    /**
     * The customer of a last name in a district (2.5.2.2): of those with the name sorted by first name, the one at
     * position n/2 rounded up. Every name 0..999 is loaded in every district, so one is always found.
     */
    private static int customerByName(TxContext ctx, int w, int d, String last) throws SQLException {
        PreparedStatement ps = ctx.prepare("SELECT c_id FROM customer WHERE c_w_id = ? AND c_d_id = ? AND c_last = ? "
                + "ORDER BY c_first");
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
        return ids.get((ids.size() + 1) / 2 - 1);
    }

    /** Order-Status (2.6): a home-warehouse customer's last order and its lines; 60 % by last name. */
    static void orderStatus(TxContext ctx) throws SQLException {
        TpccRun run = ctx.shared();
        Rng r = ctx.random();
        int w = run.homeWarehouse(ctx.userId());
        int d = r.between(1, TpccShape.DISTRICTS);
        boolean byName = r.nextInt(100) < 60;
        int nameNumber = run.keys().runLastNameNumber(r);
        int customerId = run.keys().customerId(r);
        int c = byName ? customerByName(ctx, w, d, TpccKeys.lastName(nameNumber)) : customerId;
        PreparedStatement cSel = ctx.prepare("SELECT c_balance, c_first, c_middle, c_last FROM customer "
                + "WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?");
        cSel.setInt(1, w);
        cSel.setInt(2, d);
        cSel.setInt(3, c);
        try (ResultSet rs = ctx.query(cSel)) {
            require(rs.next(), "customer " + w + "/" + d + "/" + c);
        }
        PreparedStatement last = ctx.prepare("SELECT o_id, o_carrier_id, o_entry_d FROM orders "
                + "WHERE o_w_id = ? AND o_d_id = ? AND o_c_id = ? ORDER BY o_id DESC LIMIT 1");
        last.setInt(1, w);
        last.setInt(2, d);
        last.setInt(3, c);
        int orderId;
        try (ResultSet rs = ctx.query(last)) {
            require(rs.next(), "an order of customer " + w + "/" + d + "/" + c);
            orderId = rs.getInt(1);
        }
        PreparedStatement lines = ctx.prepare("SELECT ol_i_id, ol_supply_w_id, ol_quantity, ol_amount, ol_delivery_d "
                + "FROM order_line WHERE ol_w_id = ? AND ol_d_id = ? AND ol_o_id = ?");
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
        TpccRun run = ctx.shared();
        Rng r = ctx.random();
        int w = run.homeWarehouse(ctx.userId());
        int carrier = r.between(1, 10);
        LocalDateTime now = LocalDateTime.now();
        PreparedStatement oldest = ctx.prepare("SELECT MIN(no_o_id) FROM new_order WHERE no_w_id = ? AND no_d_id = ?");
        PreparedStatement take = ctx.prepare("DELETE FROM new_order WHERE no_w_id = ? AND no_d_id = ? AND no_o_id = ?");
        PreparedStatement owner = ctx.prepare("SELECT o_c_id FROM orders WHERE o_w_id = ? AND o_d_id = ? AND o_id = ?");
        PreparedStatement carry = ctx.prepare("UPDATE orders SET o_carrier_id = ? WHERE o_w_id = ? AND o_d_id = ? "
                + "AND o_id = ?");
        PreparedStatement deliver = ctx.prepare("UPDATE order_line SET ol_delivery_d = ? WHERE ol_w_id = ? "
                + "AND ol_d_id = ? AND ol_o_id = ?");
        PreparedStatement total = ctx.prepare("SELECT SUM(ol_amount) FROM order_line WHERE ol_w_id = ? "
                + "AND ol_d_id = ? AND ol_o_id = ?");
        PreparedStatement charge = ctx.prepare("UPDATE customer SET c_balance = c_balance + ?, "
                + "c_delivery_cnt = c_delivery_cnt + 1 WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?");
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
        TpccRun run = ctx.shared();
        Rng r = ctx.random();
        int w = run.homeWarehouse(ctx.userId());
        int d = r.between(1, TpccShape.DISTRICTS);
        int threshold = r.between(10, 20);
        PreparedStatement next = ctx.prepare("SELECT d_next_o_id FROM district WHERE d_w_id = ? AND d_id = ?");
        next.setInt(1, w);
        next.setInt(2, d);
        int nextOrder;
        try (ResultSet rs = ctx.query(next)) {
            require(rs.next(), "district " + w + "/" + d);
            nextOrder = rs.getInt(1);
        }
        PreparedStatement low = ctx.prepare("SELECT COUNT(DISTINCT s_i_id) FROM order_line, stock "
                + "WHERE ol_w_id = ? AND ol_d_id = ? AND ol_o_id < ? AND ol_o_id >= ? "
                + "AND s_w_id = ? AND s_i_id = ol_i_id AND s_quantity < ?");
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

    private static void require(boolean found, String what) throws SQLException {
        if (!found) {
            throw new SQLException("Not found: " + what + " (is the tpcc schema complete?)");
        }
    }
}
