package org.surgebench.workloads.tpcc;

import java.sql.Connection;
import java.sql.SQLException;
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
        TpccInputs.NewOrder o = TpccInputs.NewOrder.draw(ctx.shared(), ctx.random(), ctx.userId());
        Connection conn = ctx.connection();
        ServerCall cs = ServerCall.of(ctx, "new_order", 6)
                .setInt(1, o.warehouse())
                .setInt(2, o.district())
                .setInt(3, o.customer())
                .setInts(conn, 4, items(o))
                .setInts(conn, 5, supplyWarehouses(o))
                .setInts(conn, 6, quantities(o));
        try {
            execute(ctx, cs);
        } catch (SQLException e) {
            String message = e.getMessage() == null ? "" : e.getMessage();
            if (!rolledBack(e.getSQLState(), message)) {
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

    /** Whether a failed New-Order call is the unused item's rollback, by its SQLSTATE or its message. */
    static boolean rolledBack(String sqlState, String message) {
        return ROLLED_BACK.equals(sqlState) || (message != null && message.contains(ROLLED_BACK + ": "));
    }

    static Integer[] items(TpccInputs.NewOrder o) {
        return column(o, TpccRun.Line::item);
    }

    static Integer[] supplyWarehouses(TpccInputs.NewOrder o) {
        return column(o, TpccRun.Line::supplyWarehouse);
    }

    static Integer[] quantities(TpccInputs.NewOrder o) {
        return column(o, TpccRun.Line::quantity);
    }

    private static Integer[] column(TpccInputs.NewOrder o, java.util.function.ToIntFunction<TpccRun.Line> field) {
        TpccRun.Line[] lines = o.lines();
        Integer[] out = new Integer[lines.length];
        for (int i = 0; i < lines.length; i++) {
            out[i] = field.applyAsInt(lines[i]);
        }
        return out;
    }

    static void payment(TxContext ctx) throws SQLException {
        TpccInputs.Payment p = TpccInputs.Payment.draw(ctx.shared(), ctx.random(), ctx.userId());
        ServerCall cs = ServerCall.of(ctx, "payment", 7)
                .setInt(1, p.warehouse())
                .setInt(2, p.district())
                .setInt(3, p.customerWarehouse())
                .setInt(4, p.customerDistrict())
                .setInt(5, p.customerId())
                .setString(6, p.lastName())
                .setBigDecimal(7, p.amount());
        execute(ctx, cs);
    }

    static void orderStatus(TxContext ctx) throws SQLException {
        TpccInputs.OrderStatus in = TpccInputs.OrderStatus.draw(ctx.shared(), ctx.random(), ctx.userId());
        ServerCall cs = ServerCall.of(ctx, "order_status", 4)
                .setInt(1, in.warehouse())
                .setInt(2, in.district())
                .setInt(3, in.customerId())
                .setString(4, in.lastName());
        execute(ctx, cs);
    }

    static void delivery(TxContext ctx) throws SQLException {
        TpccInputs.Delivery in = TpccInputs.Delivery.draw(ctx.shared(), ctx.random(), ctx.userId());
        ServerCall cs =
                ServerCall.of(ctx, "delivery", 2).setInt(1, in.warehouse()).setInt(2, in.carrier());
        execute(ctx, cs);
    }

    static void stockLevel(TxContext ctx) throws SQLException {
        TpccInputs.StockLevel in = TpccInputs.StockLevel.draw(ctx.shared(), ctx.random(), ctx.userId());
        ServerCall cs = ServerCall.of(ctx, "stock_level", 3)
                .setInt(1, in.warehouse())
                .setInt(2, in.district())
                .setInt(3, in.threshold());
        execute(ctx, cs);
    }

    /** Runs the call and counts what it reports, "selects,inserts,updates,deletes", and its commit. */
    private static void execute(TxContext ctx, ServerCall cs) throws SQLException {
        count(ctx, cs.execute());
        ctx.count(StatementKind.COMMIT, 1);
    }

    /** Counts "selects,inserts,updates,deletes" as the code reported them. */
    private static void count(TxContext ctx, String result) throws SQLException {
        int[] n = counts(result);
        ctx.count(StatementKind.SELECT, n[0]);
        ctx.count(StatementKind.INSERT, n[1]);
        ctx.count(StatementKind.UPDATE, n[2]);
        ctx.count(StatementKind.DELETE, n[3]);
    }

    /** The code's report "selects,inserts,updates,deletes" as four numbers. */
    static int[] counts(String result) throws SQLException {
        String[] n = result == null ? new String[0] : result.split(",");
        if (n.length != 4) {
            throw new SQLException("The tpcc server code returned '" + result + "' instead of four counts: "
                    + "reinstall it with `surge generate tpcc --only-code`.");
        }
        int[] out = new int[4];
        for (int i = 0; i < 4; i++) {
            out[i] = Integer.parseInt(n[i].strip());
        }
        return out;
    }
}
