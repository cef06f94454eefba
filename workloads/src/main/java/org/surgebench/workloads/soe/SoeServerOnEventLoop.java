package org.surgebench.workloads.soe;

import io.vertx.core.Future;
import io.vertx.sqlclient.Tuple;
import java.sql.SQLException;
import java.util.Map;
import java.util.function.Function;
import org.surgebench.core.spi.EventLoopContext;
import org.surgebench.core.spi.EventLoopTransaction;
import org.surgebench.core.spi.StatementKind;
import org.surgebench.workloads.soe.ServerTransactions.Call;
import org.surgebench.workloads.soe.ServerTransactions.Reported;

/**
 * The server variant for event-loop users: each transaction the one call of the stored code its blocking twin
 * makes ({@link ServerTransactions}: the same draws, the same arguments), sent as a query of the function
 * ({@link SoeSql#serverQuery}), for databases whose stored code cannot commit (PostgreSQL, MariaDB). In autocommit,
 * as its blocking twin ({@link EventLoopTransaction#inAutocommit}): no BEGIN and no COMMIT, the call one transaction
 * of its own on the server, which commits it; the commits the call reports are counted, as the twin counts them.
 * Event loops have no think time inside transactions, so the call's sleep bounds are 0.
 */
final class SoeServerOnEventLoop {
    private SoeServerOnEventLoop() {}

    static Map<String, EventLoopTransaction> transactions() {
        return Map.ofEntries(
                on("NCR", ctx -> ServerTransactions.newCustomerCall(ctx.random())),
                on("UCD", ctx -> ServerTransactions.updateCustomerCall(ctx.random())),
                on("BP", ctx -> ServerTransactions.browseProductsCall(ctx.shared(), ctx.random(), 1)),
                on("OP", ctx -> ServerTransactions.orderProductsCall(ctx.shared(), ctx.random())),
                on("PO", ctx -> ServerTransactions.processOrdersCall(ctx.random())),
                on("BO", ctx -> ServerTransactions.browseOrdersCall(ctx.shared(), ctx.random(), 0)),
                on("SQ", ctx -> ServerTransactions.queryCall("salesrepsquery", ctx.random())),
                on("WQ", ctx -> ServerTransactions.queryCall("warehouseordersquery", ctx.random())),
                on("WA", ctx -> ServerTransactions.queryCall("warehouseactivityquery", ctx.random())),
                on("BPR", ctx -> ServerTransactions.browseProductsCall(ctx.shared(), ctx.random(), 0)),
                on("BOR", ctx -> ServerTransactions.browseOrdersCall(ctx.shared(), ctx.random(), 1)));
    }

    private static Map.Entry<String, EventLoopTransaction> on(String name, Function<EventLoopContext, Call> call) {
        return Map.entry(name, EventLoopTransaction.inAutocommit(ctx -> execute(ctx, call.apply(ctx))));
    }

    /** Runs the call and counts what it reports, as {@link ServerTransactions}'s execute. */
    private static Future<?> execute(EventLoopContext ctx, Call call) {
        SoeRun run = ctx.shared();
        String sql = run.sql().serverLoopQuery(call.function(), call.params());
        return ctx.call(sql, Tuple.from(call.arguments(0, 0))).compose(rows -> {
            Reported n;
            try {
                n = Reported.of(rows.iterator().next().getString(0));
            } catch (SQLException e) {
                return Future.failedFuture(e);
            }
            ctx.count(StatementKind.SELECT, n.selects());
            ctx.count(StatementKind.INSERT, n.inserts());
            ctx.count(StatementKind.UPDATE, n.updates());
            ctx.count(StatementKind.DELETE, n.deletes());
            ctx.count(StatementKind.COMMIT, n.commits());
            ctx.count(StatementKind.ROLLBACK, n.rollbacks());
            return Future.succeededFuture();
        });
    }
}
