package org.surgebench.workloads.tpcc;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.surgebench.core.spi.VerifyCheck;

/**
 * TPC-C's consistency conditions (clause 3.3.2.1 to 3.3.2.10, and 3.3.2.12), each as one query counting what
 * breaks it. They hold after the load and after any run of committed transactions: a New-Order rolled back at
 * its unused item leaves no trace, a Delivery takes each order once.
 *
 * <p>A condition "X = sum of Y per key" is checked as one grouping of X and -Y over a UNION ALL, keeping the keys
 * whose sum is not zero: no join between aggregates, which H2 would run as nested loops over whole tables.
 */
final class TpccVerify {
    private TpccVerify() {}

    static List<VerifyCheck> checks() {
        return List.of(
                count(
                        "1: W_YTD = sum(D_YTD) of the warehouse's districts",
                        "warehouses",
                        balance(
                                "w",
                                "SELECT w_id AS w, w_ytd AS x FROM warehouse "
                                        + "UNION ALL SELECT d_w_id, -d_ytd FROM district")),
                count(
                        "2: D_NEXT_O_ID - 1 = max(O_ID) = max(NO_O_ID) of the district",
                        "districts",
                        "SELECT COUNT(*) FROM district d WHERE d.d_next_o_id - 1 <> "
                                + "(SELECT MAX(o.o_id) FROM orders o WHERE o.o_w_id = d.d_w_id AND o.o_d_id = d.d_id) "
                                + "OR d.d_next_o_id - 1 <> COALESCE((SELECT MAX(n.no_o_id) FROM new_order n "
                                + "WHERE n.no_w_id = d.d_w_id AND n.no_d_id = d.d_id), d.d_next_o_id - 1)"),
                count(
                        "3: NEW_ORDER rows of a district = max(NO_O_ID) - min(NO_O_ID) + 1",
                        "districts",
                        "SELECT COUNT(*) FROM (SELECT no_w_id, no_d_id FROM new_order GROUP BY no_w_id, no_d_id "
                                + "HAVING COUNT(*) <> MAX(no_o_id) - MIN(no_o_id) + 1) x"),
                count(
                        "4: sum(O_OL_CNT) = ORDER_LINE rows, per district",
                        "districts",
                        balance(
                                "w, d",
                                "SELECT o_w_id AS w, o_d_id AS d, o_ol_cnt AS x FROM orders "
                                        + "UNION ALL SELECT ol_w_id, ol_d_id, -1 FROM order_line")),
                count(
                        "5: O_CARRIER_ID is null exactly for the orders with a NEW_ORDER row",
                        "orders",
                        "SELECT COUNT(*) FROM orders o LEFT JOIN new_order n ON n.no_w_id = o.o_w_id "
                                + "AND n.no_d_id = o.o_d_id AND n.no_o_id = o.o_id "
                                + "WHERE (o.o_carrier_id IS NULL AND n.no_o_id IS NULL) "
                                + "OR (o.o_carrier_id IS NOT NULL AND n.no_o_id IS NOT NULL)"),
                count(
                        "6: O_OL_CNT = the order's ORDER_LINE rows",
                        "orders",
                        balance(
                                "w, d, o",
                                "SELECT o_w_id AS w, o_d_id AS d, o_id AS o, o_ol_cnt AS x FROM orders "
                                        + "UNION ALL SELECT ol_w_id, ol_d_id, ol_o_id, -1 FROM order_line")),
                count(
                        "7: OL_DELIVERY_D is null exactly for the lines of orders without a carrier",
                        "order lines",
                        "SELECT COUNT(*) FROM orders o JOIN order_line l ON l.ol_w_id = o.o_w_id "
                                + "AND l.ol_d_id = o.o_d_id AND l.ol_o_id = o.o_id "
                                + "WHERE (o.o_carrier_id IS NULL AND l.ol_delivery_d IS NOT NULL) "
                                + "OR (o.o_carrier_id IS NOT NULL AND l.ol_delivery_d IS NULL)"),
                count(
                        "8: W_YTD = sum(H_AMOUNT) of the warehouse's history",
                        "warehouses",
                        balance(
                                "w",
                                "SELECT w_id AS w, w_ytd AS x FROM warehouse "
                                        + "UNION ALL SELECT h_w_id, -h_amount FROM history")),
                count(
                        "9: D_YTD = sum(H_AMOUNT) of the district's history",
                        "districts",
                        balance(
                                "w, d",
                                "SELECT d_w_id AS w, d_id AS d, d_ytd AS x FROM district "
                                        + "UNION ALL SELECT h_w_id, h_d_id, -h_amount FROM history")),
                count(
                        "10: C_BALANCE = sum(delivered OL_AMOUNT) - sum(H_AMOUNT) of the customer",
                        "customers",
                        balance(
                                "w, d, c",
                                "SELECT c_w_id AS w, c_d_id AS d, c_id AS c, c_balance AS x FROM customer "
                                        + "UNION ALL " + DELIVERED_NEGATIVE
                                        + " UNION ALL SELECT h_c_w_id, h_c_d_id, h_c_id, h_amount FROM history")),
                count(
                        "12: C_BALANCE + C_YTD_PAYMENT = sum(delivered OL_AMOUNT) of the customer",
                        "customers",
                        balance(
                                "w, d, c",
                                "SELECT c_w_id AS w, c_d_id AS d, c_id AS c, c_balance + c_ytd_payment "
                                        + "AS x FROM customer UNION ALL " + DELIVERED_NEGATIVE)));
    }

    /** Minus the amount of each delivered order line, keyed by its order's customer. */
    private static final String DELIVERED_NEGATIVE = "SELECT o.o_w_id, o.o_d_id, o.o_c_id, -l.ol_amount "
            + "FROM orders o JOIN order_line l ON l.ol_w_id = o.o_w_id AND l.ol_d_id = o.o_d_id "
            + "AND l.ol_o_id = o.o_id WHERE l.ol_delivery_d IS NOT NULL";

    /** The number of keys whose values x in {@code union} do not sum to zero. */
    private static String balance(String keys, String union) {
        return "SELECT COUNT(*) FROM (SELECT " + keys + " FROM (" + union + ") u GROUP BY " + keys
                + " HAVING SUM(x) <> 0) b";
    }

    private static VerifyCheck count(String name, String what, String sql) {
        return VerifyCheck.of("TPC-C consistency " + name, (c, o) -> {
            long n = single(c, sql);
            return n == 0 ? null : n + " " + what + " break it.";
        });
    }

    private static long single(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
