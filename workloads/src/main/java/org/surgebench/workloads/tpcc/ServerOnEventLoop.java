package org.surgebench.workloads.tpcc;

import io.vertx.core.Future;
import io.vertx.sqlclient.DatabaseException;
import io.vertx.sqlclient.Tuple;
import java.sql.SQLException;
import java.util.Map;
import org.surgebench.core.spi.EventLoopContext;
import org.surgebench.core.spi.EventLoopTransaction;
import org.surgebench.core.spi.StatementKind;

/**
 * The server variant's transactions for event-loop users: each one call of the tpcc function with the inputs
 * {@link ServerTransactions} draws ({@link TpccInputs}), counted by what the function reports it ran. The engine's
 * BEGIN opens the transaction the JDBC form's autocommit call is, and a COMMIT ends it; the unused item's New-Order
 * ends with a ROLLBACK, counted as the JDBC form counts the rollback the database made of its call.
 */
final class ServerOnEventLoop {
    private ServerOnEventLoop() {}

    static Map<String, EventLoopTransaction> transactions() {
        return Map.of(
                "NO", ServerOnEventLoop::newOrder,
                "PAY", ServerOnEventLoop::payment,
                "OS", ServerOnEventLoop::orderStatus,
                "DLV", ServerOnEventLoop::delivery,
                "SL", ServerOnEventLoop::stockLevel);
    }

    static Future<?> newOrder(EventLoopContext ctx) {
        TpccInputs.NewOrder o = TpccInputs.NewOrder.draw(ctx.shared(), ctx.random(), ctx.userId());
        Tuple args = Tuple.of(
                o.warehouse(),
                o.district(),
                o.customer(),
                ServerTransactions.items(o),
                ServerTransactions.supplyWarehouses(o),
                ServerTransactions.quantities(o));
        return call(ctx, "new_order", args).recover(e -> {
            if (e instanceof DatabaseException db && ServerTransactions.rolledBack(db.getSqlState(), db.getMessage())) {
                // The unused item (2.4.2.3): the function raised, and the transaction is rolled back.
                return ctx.rollback();
            }
            return Future.failedFuture(e);
        });
    }

    static Future<?> payment(EventLoopContext ctx) {
        TpccInputs.Payment p = TpccInputs.Payment.draw(ctx.shared(), ctx.random(), ctx.userId());
        Tuple args = Tuple.tuple()
                .addInteger(p.warehouse())
                .addInteger(p.district())
                .addInteger(p.customerWarehouse())
                .addInteger(p.customerDistrict())
                .addInteger(p.customerId())
                .addString(p.lastName())
                .addValue(p.amount());
        return call(ctx, "payment", args);
    }

    static Future<?> orderStatus(EventLoopContext ctx) {
        TpccInputs.OrderStatus in = TpccInputs.OrderStatus.draw(ctx.shared(), ctx.random(), ctx.userId());
        Tuple args = Tuple.tuple()
                .addInteger(in.warehouse())
                .addInteger(in.district())
                .addInteger(in.customerId())
                .addString(in.lastName());
        return call(ctx, "order_status", args);
    }

    static Future<?> delivery(EventLoopContext ctx) {
        TpccInputs.Delivery in = TpccInputs.Delivery.draw(ctx.shared(), ctx.random(), ctx.userId());
        return call(ctx, "delivery", Tuple.of(in.warehouse(), in.carrier()));
    }

    static Future<?> stockLevel(EventLoopContext ctx) {
        TpccInputs.StockLevel in = TpccInputs.StockLevel.draw(ctx.shared(), ctx.random(), ctx.userId());
        return call(ctx, "stock_level", Tuple.of(in.warehouse(), in.district(), in.threshold()));
    }

    /** Calls the function, counts what it reports, and commits. */
    private static Future<Void> call(EventLoopContext ctx, String name, Tuple args) {
        String sql = ServerCall.functionQuery(ctx.sql(), name, args.size());
        return ctx.call(sql, args).compose(rows -> {
            int[] n;
            try {
                n = ServerTransactions.counts(rows.iterator().next().getString(0));
            } catch (SQLException e) {
                return Future.failedFuture(e);
            }
            ctx.count(StatementKind.SELECT, n[0]);
            ctx.count(StatementKind.INSERT, n[1]);
            ctx.count(StatementKind.UPDATE, n[2]);
            ctx.count(StatementKind.DELETE, n[3]);
            return ctx.commit();
        });
    }
}
