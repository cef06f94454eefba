package org.surgebench.workloads.soe;

import java.math.BigDecimal;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.TxContext;

/**
 * BP (Browse Products) and BO (Browse and Update Orders) of the client variant, statement for statement as
 * Swingbench's JDBC transactions (BrowseProducts, BrowseAndUpdateOrders), and their read-only forms for the
 * read-only mix: BPR (the same as BP, which writes nothing here) and BOR (BO without the logon and the updates).
 */
final class ClientBrowseTransactions {
    /** Product lookups per BP and category browses per OP: Swingbench's 1..23. */
    static final int MAX_BROWSES = 23;
    /** Products are looked up by id in 1..999 (Swingbench's 1..1000, upper bound exclusive). */
    static final int MAX_PRODUCT = 999;

    private ClientBrowseTransactions() {}

    /**
     * BP's draws, in the order both forms take them (none depends on the database's answers): the customer, the
     * products.
     */
    record BrowseDraw(long customer, int[] products) {
        static BrowseDraw of(SoeRun run, Rng r) {
            long customer = run.randomCustomer(r);
            int[] products = new int[r.between(1, MAX_BROWSES)];
            for (int i = 0; i < products.length; i++) {
                products[i] = r.between(1, MAX_PRODUCT);
            }
            return new BrowseDraw(customer, products);
        }
    }

    /** A customer; think; 1..23 products by id (each in up to 14 warehouses), a think after each. No commit. */
    static void browseProducts(TxContext ctx) throws SQLException {
        SoeRun run = ctx.shared();
        BrowseDraw d = BrowseDraw.of(run, ctx.random());
        SoeRun.firstId(ctx, run.sql().customerById, d.customer());
        ctx.think();
        PreparedStatement ps = ctx.prepare(run.sql().productById);
        for (int product : d.products()) {
            ps.setInt(1, product);
            try (ResultSet rs = ctx.query(ps)) {
                ctx.rows(SoeRun.drain(rs));
            }
            ctx.think();
        }
    }

    static void browseOrders(TxContext ctx) throws SQLException {
        browseOrders(ctx, false);
    }

    static void browseOrdersReadOnly(TxContext ctx) throws SQLException {
        browseOrders(ctx, true);
    }

    /**
     * Logon (insert, commit); the customer, its addresses and up to 4 of its orders; for one of those orders, up
     * to 4 lines: the first line's quantity + 1 and the order's total + that line's price; commit. No think.
     * Read-only: no logon, no updates, no commit.
     */
    private static void browseOrders(TxContext ctx, boolean readOnly) throws SQLException {
        SoeRun run = ctx.shared();
        Rng r = ctx.random();
        long customer = run.randomCustomer(r);
        if (!readOnly) {
            run.logon(ctx, customer);
        }
        SoeRun.firstId(ctx, run.sql().customerById, customer);
        SoeRun.firstId(ctx, run.sql().addressesByCustomer, customer);
        PreparedStatement orders = ctx.prepare(run.sql().ordersByCustomer);
        orders.setLong(1, customer);
        long[] ids = new long[4];
        int n = 0;
        try (ResultSet rs = ctx.query(orders)) {
            while (rs.next() && n < ids.length) {
                ids[n++] = rs.getLong(1);
            }
        }
        ctx.rows(n);
        if (n > 0) {
            long order = ids[r.nextInt(n)];
            PreparedStatement lines = ctx.prepare(run.sql().itemsOfOrder);
            lines.setLong(1, order);
            int line = -1;
            BigDecimal price = null;
            try (ResultSet rs = ctx.query(lines)) {
                while (rs.next()) {
                    if (line < 0) {
                        line = rs.getInt(2);
                        price = rs.getBigDecimal(4);
                    }
                }
            }
            if (line >= 0 && !readOnly) {
                PreparedStatement item = ctx.prepare(SoeSql.ADD_TO_LINE);
                item.setLong(1, order);
                item.setInt(2, line);
                ctx.update(item);
                PreparedStatement total = ctx.prepare(SoeSql.ADD_TO_TOTAL);
                total.setBigDecimal(1, price);
                total.setLong(2, order);
                ctx.update(total);
            }
        }
        if (!readOnly) {
            ctx.commit();
        }
    }
}
