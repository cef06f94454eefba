package org.surgebench.workloads.tpcc;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.SQLException;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.StatementKind;
import org.surgebench.core.spi.TxContext;

/**
 * The server variant: each transaction is one call of stored code ({@code tpcc_*}, or the package {@code tpcc}'s
 * procedures; installed by {@code generate} from {@code <dialect>/code.sql}), as HammerDB runs TPROC-C: a PL/pgSQL
 * function on PostgreSQL, a procedure on MariaDB, a PL/SQL package procedure on Oracle ({@link ServerCall}). The
 * client draws the same inputs as {@link ClientTransactions}; the call is one transaction, committed when it
 * returns. The code reports the statements it executed by kind, which are counted here.
 */
final class ServerTransactions {
    /**
     * The mark with which New-Order's code rolls back at the unused item: its SQLSTATE where stored code sets one
     * (PostgreSQL, MariaDB), the start of its message where it cannot (PL/SQL's RAISE_APPLICATION_ERROR).
     */
    static final String ROLLED_BACK = "SB001";
    /** The counts of the statements a rolled-back procedure executed, at the end of its message's first line. */
    private static final java.util.regex.Pattern EXECUTED =
            java.util.regex.Pattern.compile("; executed (\\d+,\\d+,\\d+,\\d+)");

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
        Connection conn = ctx.connection();
        ServerCall cs = ServerCall.of(ctx, "new_order", 6)
                .setInt(1, w)
                .setInt(2, d)
                .setInt(3, c)
                .setInts(conn, 4, items)
                .setInts(conn, 5, supply)
                .setInts(conn, 6, quantities);
        try {
            execute(ctx, cs);
        } catch (SQLException e) {
            String message = e.getMessage() == null ? "" : e.getMessage();
            if (!ROLLED_BACK.equals(e.getSQLState()) && !message.contains(ROLLED_BACK + ": ")) {
                throw e;
            }
            // The unused item: the database rolled the call back, as the specification requires (2.4.2.3). A
            // procedure (MariaDB, Oracle) says in its message what it executed before; a function's work is undone
            // unseen.
            java.util.regex.Matcher executed = EXECUTED.matcher(message);
            if (executed.find()) {
                count(ctx, executed.group(1));
            }
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
        ServerCall cs = ServerCall.of(ctx, "payment", 7)
                .setInt(1, w)
                .setInt(2, d)
                .setInt(3, cw)
                .setInt(4, cd)
                .setInt(5, customerId)
                .setString(6, byName ? TpccKeys.lastName(nameNumber) : null)
                .setBigDecimal(7, amount);
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
        ServerCall cs = ServerCall.of(ctx, "order_status", 4)
                .setInt(1, w)
                .setInt(2, d)
                .setInt(3, customerId)
                .setString(4, byName ? TpccKeys.lastName(nameNumber) : null);
        execute(ctx, cs);
    }

    static void delivery(TxContext ctx) throws SQLException {
        TpccRun run = ctx.shared();
        ServerCall cs = ServerCall.of(ctx, "delivery", 2)
                .setInt(1, run.homeWarehouse(ctx.userId()))
                .setInt(2, ctx.random().between(1, 10));
        execute(ctx, cs);
    }

    static void stockLevel(TxContext ctx) throws SQLException {
        TpccRun run = ctx.shared();
        Rng r = ctx.random();
        ServerCall cs = ServerCall.of(ctx, "stock_level", 3)
                .setInt(1, run.homeWarehouse(ctx.userId()))
                .setInt(2, r.between(1, TpccShape.DISTRICTS))
                .setInt(3, r.between(10, 20));
        execute(ctx, cs);
    }

    /** Runs the call and counts what it reports, "selects,inserts,updates,deletes", and its commit. */
    private static void execute(TxContext ctx, ServerCall cs) throws SQLException {
        count(ctx, cs.execute());
        ctx.count(StatementKind.COMMIT, 1);
    }

    /** Counts "selects,inserts,updates,deletes" as the code reported them. */
    private static void count(TxContext ctx, String result) throws SQLException {
        String[] n = result == null ? new String[0] : result.split(",");
        if (n.length != 4) {
            throw new SQLException("The tpcc server code returned '" + result + "' instead of four counts: "
                    + "reinstall it with `surge generate tpcc --only-code`.");
        }
        ctx.count(StatementKind.SELECT, Integer.parseInt(n[0].strip()));
        ctx.count(StatementKind.INSERT, Integer.parseInt(n[1].strip()));
        ctx.count(StatementKind.UPDATE, Integer.parseInt(n[2].strip()));
        ctx.count(StatementKind.DELETE, Integer.parseInt(n[3].strip()));
    }
}
