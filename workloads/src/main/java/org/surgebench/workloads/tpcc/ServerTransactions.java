package org.surgebench.workloads.tpcc;

import java.math.BigDecimal;
import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Types;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.StatementKind;
import org.surgebench.core.spi.TxContext;

/**
 * The server variant: each transaction is one call of a PL/pgSQL function ({@code tpcc_*}, installed by
 * {@code generate} from {@code postgresql/code.sql}), as HammerDB runs TPROC-C on PostgreSQL. The client draws
 * the same inputs as {@link ClientTransactions}; the call runs in autocommit mode, so it is one transaction,
 * committed when it returns. The function returns the statements it executed by kind, which are counted here.
 */
final class ServerTransactions {
    /** The SQLSTATE with which tpcc_new_order rolls back at the unused item. */
    static final String ROLLED_BACK = "SB001";

    private ServerTransactions() {}

    static void newOrder(TxContext ctx) throws SQLException {
        TpccRun run = ctx.shared();
        Rng r = ctx.random();
        int w = run.homeWarehouse(ctx.userId());
        int d = r.between(1, TpccShape.DISTRICTS);
        int c = run.keys().customerId(r);
        boolean rollback = r.nextInt(100) < TpccRun.ROLLBACK_PCT;
        TpccRun.Line[] lines = run.newOrderLines(r, w, rollback);
        Integer[] items = new Integer[lines.length];
        Integer[] supply = new Integer[lines.length];
        Integer[] quantities = new Integer[lines.length];
        for (int i = 0; i < lines.length; i++) {
            items[i] = lines[i].item();
            supply[i] = lines[i].supplyWarehouse();
            quantities[i] = lines[i].quantity();
        }
        CallableStatement cs = call(ctx, "{? = call tpcc_new_order(?, ?, ?, ?, ?, ?)}");
        Connection conn = ctx.connection();
        cs.setInt(2, w);
        cs.setInt(3, d);
        cs.setInt(4, c);
        cs.setArray(5, conn.createArrayOf("integer", items));
        cs.setArray(6, conn.createArrayOf("integer", supply));
        cs.setArray(7, conn.createArrayOf("integer", quantities));
        try {
            execute(ctx, cs);
        } catch (SQLException e) {
            if (!ROLLED_BACK.equals(e.getSQLState())) {
                throw e;
            }
            // The unused item: the database rolled the call back, as the specification requires (2.4.2.3).
            ctx.count(StatementKind.ROLLBACK, 1);
        }
    }

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
        CallableStatement cs = call(ctx, "{? = call tpcc_payment(?, ?, ?, ?, ?, ?, ?)}");
        cs.setInt(2, w);
        cs.setInt(3, d);
        cs.setInt(4, cw);
        cs.setInt(5, cd);
        cs.setInt(6, customerId);
        if (byName) {
            cs.setString(7, TpccKeys.lastName(nameNumber));
        } else {
            cs.setNull(7, Types.VARCHAR);
        }
        cs.setBigDecimal(8, amount);
        execute(ctx, cs);
    }

    static void orderStatus(TxContext ctx) throws SQLException {
        TpccRun run = ctx.shared();
        Rng r = ctx.random();
        int w = run.homeWarehouse(ctx.userId());
        int d = r.between(1, TpccShape.DISTRICTS);
        boolean byName = r.nextInt(100) < 60;
        int nameNumber = run.keys().runLastNameNumber(r);
        int customerId = run.keys().customerId(r);
        CallableStatement cs = call(ctx, "{? = call tpcc_order_status(?, ?, ?, ?)}");
        cs.setInt(2, w);
        cs.setInt(3, d);
        cs.setInt(4, customerId);
        if (byName) {
            cs.setString(5, TpccKeys.lastName(nameNumber));
        } else {
            cs.setNull(5, Types.VARCHAR);
        }
        execute(ctx, cs);
    }

    static void delivery(TxContext ctx) throws SQLException {
        TpccRun run = ctx.shared();
        CallableStatement cs = call(ctx, "{? = call tpcc_delivery(?, ?)}");
        cs.setInt(2, run.homeWarehouse(ctx.userId()));
        cs.setInt(3, ctx.random().between(1, 10));
        execute(ctx, cs);
    }

    static void stockLevel(TxContext ctx) throws SQLException {
        TpccRun run = ctx.shared();
        Rng r = ctx.random();
        CallableStatement cs = call(ctx, "{? = call tpcc_stock_level(?, ?, ?)}");
        cs.setInt(2, run.homeWarehouse(ctx.userId()));
        cs.setInt(3, r.between(1, TpccShape.DISTRICTS));
        cs.setInt(4, r.between(10, 20));
        execute(ctx, cs);
    }

    private static CallableStatement call(TxContext ctx, String sql) throws SQLException {
        Connection c = ctx.connection();
        if (!c.getAutoCommit()) {
            c.setAutoCommit(true);
        }
        CallableStatement cs = ctx.prepareCall(sql);
        cs.registerOutParameter(1, Types.VARCHAR);
        return cs;
    }

    /** Runs the call and counts what it reports, "selects,inserts,updates,deletes", and its commit. */
    private static void execute(TxContext ctx, CallableStatement cs) throws SQLException {
        cs.execute();
        String result = cs.getString(1);
        String[] n = result == null ? new String[0] : result.split(",");
        if (n.length != 4) {
            throw new SQLException("The tpcc server code returned '" + result + "' instead of four counts: "
                    + "reinstall it with `surge generate tpcc --only-code`.");
        }
        ctx.count(StatementKind.SELECT, Integer.parseInt(n[0].strip()));
        ctx.count(StatementKind.INSERT, Integer.parseInt(n[1].strip()));
        ctx.count(StatementKind.UPDATE, Integer.parseInt(n[2].strip()));
        ctx.count(StatementKind.DELETE, Integer.parseInt(n[3].strip()));
        ctx.count(StatementKind.COMMIT, 1);
    }
}
