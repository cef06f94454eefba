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
 * {@link ServerTransactions} draws ({@link TpccInputs}), counted by what the function reports it ran. In autocommit,
 * as the JDBC form ({@link EventLoopTransaction#inAutocommit}): no BEGIN and no COMMIT, the call one transaction of
 * its own that the server commits, counted as one commit as the JDBC form counts it; the unused item's New-Order is
 * rolled back by the server as its call fails, counted as one rollback as the JDBC form counts it.
 */
final class ServerOnEventLoop {
    private ServerOnEventLoop() {}

    static Map<String, EventLoopTransaction> transactions() {
        return Map.of(
                "NO", EventLoopTransaction.inAutocommit(ServerOnEventLoop::newOrder),
                "PAY", EventLoopTransaction.inAutocommit(ServerOnEventLoop::payment),
                "OS", EventLoopTransaction.inAutocommit(ServerOnEventLoop::orderStatus),
                "DLV", EventLoopTransaction.inAutocommit(ServerOnEventLoop::delivery),
                "SL", EventLoopTransaction.inAutocommit(ServerOnEventLoop::stockLevel));
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
                // The unused item (2.4.2.3): the function raised, and the server rolled its call back.
                ctx.count(StatementKind.ROLLBACK, 1);
                return Future.succeededFuture();
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

    /** Calls the function and counts what it reports, and the commit the server made of the call. */
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
            ctx.count(StatementKind.COMMIT, 1);
            return Future.succeededFuture();
        });
    }
}
