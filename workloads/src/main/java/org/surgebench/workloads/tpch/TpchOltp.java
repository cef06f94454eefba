package org.surgebench.workloads.tpch;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.ZoneOffset;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.StatementKind;
import org.surgebench.core.spi.TxContext;

/**
 * Swingbench's TPC-H-like OLTP transactions (its classes TPCHNewOrder, TPCHNewCustomer and TPCHFindOrder), each
 * the statements Swingbench's executes (docs/tpch.md):
 * <ul>
 *   <li>NO: the next key of orders_seq (a select), one ORDERS row (no line items, as Swingbench's), that order read
 *       back by its key, commit;</li>
 *   <li>NC: the next key of customer_seq, one CUSTOMER row, read back, commit;</li>
 *   <li>FO: the highest key orders_seq has handed out (a select), one order read by a key drawn up to it; no commit.</li>
 * </ul>
 * Where Swingbench's values would break TPC-H's rules that verify checks, the rule wins: a new order's customer is
 * one of the load's customers whose key is not a multiple of 3 (Swingbench: 1..1,500), a new customer's nation one
 * of the 25 (Swingbench: 1..255). The keys come after the load's (and RF1's) ones, so the refresh functions and
 * verify tell them apart.
 */
final class TpchOltp {
    static final String ORDERS_SEQ = "orders_seq";
    static final String CUSTOMER_SEQ = "customer_seq";
    static final String INSERT_ORDER =
            "INSERT INTO orders (" + TpchOrder.ORDERS_COLUMNS + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)";
    static final String INSERT_CUSTOMER = "INSERT INTO customer (c_custkey, c_name, c_address, c_nationkey, "
            + "c_phone, c_acctbal, c_mktsegment, c_comment) VALUES (?, ?, ?, ?, ?, ?, ?, ?)";
    static final String ORDER_BY_KEY = "SELECT * FROM orders WHERE o_orderkey = ?";
    static final String CUSTOMER_BY_KEY = "SELECT * FROM customer WHERE c_custkey = ?";

    private TpchOltp() {}

    static void newOrder(TxContext ctx) throws SQLException {
        TpchShape s = ((TpchRun) ctx.shared()).shape();
        Rng r = ctx.random();
        inTransaction(ctx);
        long key = next(ctx, ORDERS_SEQ);
        PreparedStatement insert = ctx.prepare(INSERT_ORDER);
        insert.setLong(1, key);
        insert.setLong(2, TpchOrder.customer(r, s.customers()));
        insert.setString(3, "O");
        insert.setBigDecimal(4, cents(r, 1_050, 10_010));
        insert.setObject(5, LocalDate.now(ZoneOffset.UTC).minusDays(r.between(0, 100)));
        insert.setString(6, letters(r, 5, 15));
        insert.setString(7, letters(r, 5, 15));
        insert.setInt(8, r.between(1, 10));
        insert.setString(9, letters(r, 20, 75));
        ctx.update(insert);
        readBack(ctx, ORDER_BY_KEY, key);
        ctx.commit();
    }

    static void newCustomer(TxContext ctx) throws SQLException {
        Rng r = ctx.random();
        inTransaction(ctx);
        long key = next(ctx, CUSTOMER_SEQ);
        PreparedStatement insert = ctx.prepare(INSERT_CUSTOMER);
        insert.setLong(1, key);
        insert.setString(2, letters(r, 10, 25));
        insert.setString(3, letters(r, 15, 40));
        insert.setInt(4, r.between(0, TpchShape.NATIONS - 1));
        insert.setString(5, letters(r, 15, 15));
        insert.setBigDecimal(6, cents(r, 1_000, 20_000));
        insert.setString(7, letters(r, 5, 10));
        insert.setString(8, letters(r, 20, 110));
        ctx.update(insert);
        readBack(ctx, CUSTOMER_BY_KEY, key);
        ctx.commit();
    }

    /**
     * Swingbench reads the sequence's last number and looks up a key drawn in 1..that; with TPC-H's sparse keys 3 of
     * 4 such keys are no order. Here the draw is over the orders there are: the load's (by index, so every key is
     * one it loaded) and the keys orders_seq handed out. In autocommit, as the queries: two selects, no commit.
     */
    static void findOrder(TxContext ctx) throws SQLException {
        TpchShape s = ((TpchRun) ctx.shared()).shape();
        Connection c = ctx.connection();
        if (!c.getAutoCommit()) {
            c.setAutoCommit(true);
        }
        long handedOut = ctx.sql().peekNextValue(c, ORDERS_SEQ) - s.firstNewOrderKey();
        ctx.count(StatementKind.SELECT, 1);
        readBack(ctx, ORDER_BY_KEY, anyOrder(s, ctx.random(), handedOut));
    }

    /** An order key drawn over the load's orders and the {@code handedOut} keys orders_seq gave since. */
    static long anyOrder(TpchShape s, Rng r, long handedOut) {
        long k = r.between(1, s.orders() + Math.max(0, handedOut));
        return k <= s.orders() ? TpchShape.orderKey(k) : s.firstNewOrderKey() + k - s.orders() - 1;
    }

    /** NO and NC commit what they write: after a query (autocommit) the connection is put back into transactions. */
    private static void inTransaction(TxContext ctx) throws SQLException {
        if (ctx.connection().getAutoCommit()) {
            ctx.connection().setAutoCommit(false);
        }
    }

    private static long next(TxContext ctx, String sequence) throws SQLException {
        try (ResultSet rs = ctx.query(ctx.prepare(
                "SELECT " + ctx.sql().nextValue(sequence) + ctx.sql().fromNoTable()))) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private static void readBack(TxContext ctx, String sql, long key) throws SQLException {
        PreparedStatement ps = ctx.prepare(sql);
        ps.setLong(1, key);
        try (ResultSet rs = ctx.query(ps)) {
            ctx.rows(TpchQueryRunner.readAll(rs));
        }
    }

    /** An amount in {@code min..max} cents. */
    static BigDecimal cents(Rng r, long min, long max) {
        return BigDecimal.valueOf(r.between(min, max), 2);
    }

    /** Random upper-case letters, {@code min..max} of them (Swingbench's random alphabetic text). */
    static String letters(Rng r, int min, int max) {
        int n = r.between(min, max);
        char[] out = new char[n];
        for (int i = 0; i < n; i++) {
            out[i] = (char) ('A' + r.nextInt(26));
        }
        return new String(out);
    }
}
