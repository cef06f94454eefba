package org.surgebench.workloads.tpcc;

import static org.surgebench.workloads.tpcc.ClientTransactions.customerByName;
import static org.surgebench.workloads.tpcc.ClientTransactions.require;

import java.math.BigDecimal;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDateTime;
import org.surgebench.core.spi.TxContext;

/**
 * Payment (clause 2.5) of the client variant: 1.00..5,000.00 paid to the home warehouse and a district; 15 % by a
 * remote customer, 60 % of customers found by last name.
 */
final class ClientPayment {
    static final String HISTORY = "INSERT INTO history (h_c_id, h_c_d_id, h_c_w_id, h_d_id, h_w_id, "
            + "h_date, h_amount, h_data) VALUES (?, ?, ?, ?, ?, ?, ?, ?)";
    static final String WAREHOUSE_PAID = "UPDATE warehouse SET w_ytd = w_ytd + ? WHERE w_id = ?";
    static final String WAREHOUSE =
            "SELECT w_name, w_street_1, w_street_2, w_city, w_state, w_zip FROM warehouse WHERE w_id = ?";
    static final String DISTRICT_PAID = "UPDATE district SET d_ytd = d_ytd + ? WHERE d_w_id = ? AND d_id = ?";
    static final String DISTRICT = "SELECT d_name, d_street_1, d_street_2, d_city, d_state, d_zip "
            + "FROM district WHERE d_w_id = ? AND d_id = ?";
    static final String CUSTOMER = "SELECT c_first, c_middle, c_last, c_street_1, c_street_2, c_city, "
            + "c_state, c_zip, c_phone, c_since, c_credit, c_credit_lim, c_discount, c_balance "
            + "FROM customer WHERE c_w_id = ? AND c_d_id = ? AND c_id = ? FOR UPDATE";
    /** C_CREDIT's column in {@link #CUSTOMER}, from 1. */
    static final int CREDIT_COLUMN = 11;

    static final String CUSTOMER_DATA = "SELECT c_data FROM customer WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?";
    static final String CHARGE_BAD_CREDIT = "UPDATE customer SET c_balance = c_balance - ?, "
            + "c_ytd_payment = c_ytd_payment + ?, c_payment_cnt = c_payment_cnt + 1, c_data = ? "
            + "WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?";
    static final String CHARGE = "UPDATE customer SET c_balance = c_balance - ?, "
            + "c_ytd_payment = c_ytd_payment + ?, c_payment_cnt = c_payment_cnt + 1 "
            + "WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?";

    private ClientPayment() {}

    /** H_DATA: the warehouse's and the district's names, four spaces between, cut at 24 characters. */
    static String historyData(String warehouseName, String districtName) {
        String names = warehouseName + "    " + districtName;
        return names.length() > 24 ? names.substring(0, 24) : names;
    }

    /** A bad-credit customer's new C_DATA: the payment's details in front of the old, cut at 500 characters. */
    static String badCreditData(TpccInputs.Payment p, int c, String old) {
        String fresh = c + " " + p.customerDistrict() + " " + p.customerWarehouse() + " " + p.district() + " "
                + p.warehouse() + " " + p.amount().toPlainString() + " | " + old;
        return fresh.length() > 500 ? fresh.substring(0, 500) : fresh;
    }

    static void payment(TxContext ctx) throws SQLException {
        TpccInputs.Payment p = TpccInputs.Payment.draw(ctx.shared(), ctx.random(), ctx.userId());
        int w = p.warehouse();
        int d = p.district();
        int cw = p.customerWarehouse();
        int cd = p.customerDistrict();
        String names = payWarehouseAndDistrict(ctx, p);
        int c = p.byName() ? customerByName(ctx, cw, cd, p.lastName()) : p.customerId();
        chargeCustomer(ctx, p, c);
        PreparedStatement hist = ctx.prepare(HISTORY);
        hist.setInt(1, c);
        hist.setInt(2, cd);
        hist.setInt(3, cw);
        hist.setInt(4, d);
        hist.setInt(5, w);
        hist.setObject(6, LocalDateTime.now());
        hist.setBigDecimal(7, p.amount());
        hist.setString(8, names);
        ctx.update(hist);
        ctx.commit();
    }

    /** Adds the amount to the warehouse's and the district's year to date; their names, as H_DATA holds them. */
    private static String payWarehouseAndDistrict(TxContext ctx, TpccInputs.Payment p) throws SQLException {
        int w = p.warehouse();
        int d = p.district();
        PreparedStatement wUp = ctx.prepare(WAREHOUSE_PAID);
        wUp.setBigDecimal(1, p.amount());
        wUp.setInt(2, w);
        ctx.update(wUp);
        PreparedStatement wSel = ctx.prepare(WAREHOUSE);
        wSel.setInt(1, w);
        String wName;
        try (ResultSet rs = ctx.query(wSel)) {
            require(rs.next(), "warehouse " + w);
            wName = rs.getString(1);
        }
        PreparedStatement dUp = ctx.prepare(DISTRICT_PAID);
        dUp.setBigDecimal(1, p.amount());
        dUp.setInt(2, w);
        dUp.setInt(3, d);
        ctx.update(dUp);
        PreparedStatement dSel = ctx.prepare(DISTRICT);
        dSel.setInt(1, w);
        dSel.setInt(2, d);
        String dName;
        try (ResultSet rs = ctx.query(dSel)) {
            require(rs.next(), "district " + w + "/" + d);
            dName = rs.getString(1);
        }
        return historyData(wName, dName);
    }

    /** Reads customer {@code c} and takes the payment off its balance (a bad-credit one's C_DATA records it). */
    private static void chargeCustomer(TxContext ctx, TpccInputs.Payment p, int c) throws SQLException {
        int cw = p.customerWarehouse();
        int cd = p.customerDistrict();
        BigDecimal amount = p.amount();
        PreparedStatement cSel = ctx.prepare(CUSTOMER);
        cSel.setInt(1, cw);
        cSel.setInt(2, cd);
        cSel.setInt(3, c);
        String credit;
        try (ResultSet rs = ctx.query(cSel)) {
            require(rs.next(), "customer " + cw + "/" + cd + "/" + c);
            credit = rs.getString(CREDIT_COLUMN);
        }
        if ("BC".equals(credit)) {
            // Bad credit: the payment's details go in front of C_DATA, which keeps its first 500 characters.
            PreparedStatement data = ctx.prepare(CUSTOMER_DATA);
            data.setInt(1, cw);
            data.setInt(2, cd);
            data.setInt(3, c);
            String old;
            try (ResultSet rs = ctx.query(data)) {
                require(rs.next(), "customer " + cw + "/" + cd + "/" + c);
                old = rs.getString(1);
            }
            PreparedStatement up = ctx.prepare(CHARGE_BAD_CREDIT);
            up.setBigDecimal(1, amount);
            up.setBigDecimal(2, amount);
            up.setString(3, badCreditData(p, c, old));
            up.setInt(4, cw);
            up.setInt(5, cd);
            up.setInt(6, c);
            ctx.update(up);
        } else {
            PreparedStatement up = ctx.prepare(CHARGE);
            up.setBigDecimal(1, amount);
            up.setBigDecimal(2, amount);
            up.setInt(3, cw);
            up.setInt(4, cd);
            up.setInt(5, c);
            ctx.update(up);
        }
    }
}
