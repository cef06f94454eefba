package org.surgebench.workloads.tpcc;

import static org.surgebench.workloads.tpcc.ClientOnEventLoop.first;

import io.vertx.core.Future;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.Tuple;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import org.surgebench.core.spi.EventLoopContext;
import org.surgebench.workloads.LoopSql;

/**
 * {@link ClientNewOrder} for event-loop users: the same statements in the same order. Each line's item and stock
 * are read one after the other; then the stock updates and then the order lines, the JDBC form's two batches, one
 * statement a row, each sent when the one before it was answered. The unused item rolls the order back and ends
 * the transaction there.
 */
final class ClientNewOrderOnEventLoop {
    private static final String CUSTOMER = LoopSql.numbered(ClientNewOrder.CUSTOMER);
    private static final String DISTRICT = LoopSql.numbered(ClientNewOrder.DISTRICT);
    private static final String NEXT_ORDER = LoopSql.numbered(ClientNewOrder.NEXT_ORDER);
    private static final String ORDER = LoopSql.numbered(ClientNewOrder.ORDER);
    private static final String NEW_ORDER = LoopSql.numbered(ClientNewOrder.NEW_ORDER);
    private static final String ITEM = LoopSql.numbered(ClientNewOrder.ITEM);
    private static final String STOCK_UPDATE = LoopSql.numbered(ClientNewOrder.STOCK_UPDATE);
    private static final String ORDER_LINE = LoopSql.numbered(ClientNewOrder.ORDER_LINE);
    private static final String[] STOCK_FOR_DISTRICT = new String[TpccShape.DISTRICTS + 1];

    static {
        for (int d = 1; d <= TpccShape.DISTRICTS; d++) {
            STOCK_FOR_DISTRICT[d] = LoopSql.numbered(ClientNewOrder.STOCK_FOR_DISTRICT[d]);
        }
    }

    private ClientNewOrderOnEventLoop() {}

    /** The stock updates and order lines of the lines read so far: the JDBC form's two batches. */
    private record Batches(List<Tuple> stockUpdates, List<Tuple> orderLines) {}

    static Future<?> newOrder(EventLoopContext ctx) {
        TpccInputs.NewOrder o = TpccInputs.NewOrder.draw(ctx.shared(), ctx.random(), ctx.userId());
        int n = o.lines().length;
        Batches batches = new Batches(new ArrayList<>(n), new ArrayList<>(n));
        return enter(ctx, o)
                .compose(orderId -> readLines(ctx, o, orderId, 0, batches))
                .compose(complete -> {
                    if (!complete) {
                        return Future.succeededFuture();
                    }
                    return each(ctx, STOCK_UPDATE, batches.stockUpdates(), 0)
                            .compose(x -> each(ctx, ORDER_LINE, batches.orderLines(), 0))
                            .compose(x -> ctx.commit());
                });
    }

    /** {@link ClientNewOrder}'s entry of the order: the customer, the district's next id, ORDERS and NEW_ORDER. */
    private static Future<Integer> enter(EventLoopContext ctx, TpccInputs.NewOrder o) {
        int w = o.warehouse();
        int d = o.district();
        int c = o.customer();
        return ctx.query(CUSTOMER, Tuple.of(w, d, c))
                .compose(rs -> first(rs, "customer " + w + "/" + d + "/" + c))
                .compose(x -> ctx.query(DISTRICT, Tuple.of(w, d)))
                .compose(rs -> first(rs, "district " + w + "/" + d))
                .compose(row -> {
                    int orderId = row.getInteger(0);
                    LocalDateTime now = LocalDateTime.now();
                    return ctx.update(NEXT_ORDER, Tuple.of(w, d))
                            .compose(x ->
                                    ctx.update(ORDER, Tuple.of(orderId, d, w, c, now, o.lines().length, o.allLocal())))
                            .compose(x -> ctx.update(NEW_ORDER, Tuple.of(orderId, d, w)))
                            .map(orderId);
                });
    }

    /**
     * Reads line {@code n}'s item and stock and notes its writes, then the next line's; false, once the order is
     * rolled back, when an item is the unused one (2.4.2.3).
     */
    private static Future<Boolean> readLines(
            EventLoopContext ctx, TpccInputs.NewOrder o, int orderId, int n, Batches batches) {
        if (n == o.lines().length) {
            return Future.succeededFuture(true);
        }
        TpccRun.Line l = o.lines()[n];
        return ctx.query(ITEM, Tuple.of(l.item())).compose(items -> {
            if (items.size() == 0) {
                return ctx.rollback().map(false);
            }
            BigDecimal price = items.iterator().next().getBigDecimal(0);
            return ctx.query(STOCK_FOR_DISTRICT[o.district()], Tuple.of(l.supplyWarehouse(), l.item()))
                    .compose(rs -> first(rs, "stock " + l.supplyWarehouse() + "/" + l.item()))
                    .compose(stock -> {
                        note(o, orderId, n, price, stock, batches);
                        return readLines(ctx, o, orderId, n + 1, batches);
                    });
        });
    }

    /** Line {@code n}'s stock update and order line, as {@link ClientNewOrder} adds them to its batches. */
    private static void note(TpccInputs.NewOrder o, int orderId, int n, BigDecimal price, Row stock, Batches b) {
        TpccRun.Line l = o.lines()[n];
        int w = o.warehouse();
        int quantity = ClientNewOrder.stockAfter(stock.getInteger(0), l.quantity());
        String distInfo = stock.getString(2);
        b.stockUpdates()
                .add(Tuple.of(quantity, l.quantity(), l.supplyWarehouse() == w ? 0 : 1, l.supplyWarehouse(), l.item()));
        b.orderLines()
                .add(Tuple.of(
                        orderId,
                        o.district(),
                        w,
                        n + 1,
                        l.item(),
                        l.supplyWarehouse(),
                        l.quantity(),
                        price.multiply(BigDecimal.valueOf(l.quantity())),
                        distInfo));
    }

    /** Sends {@code sql} once per parameter set from {@code from} on, each when the one before it was answered. */
    private static Future<Void> each(EventLoopContext ctx, String sql, List<Tuple> parameterSets, int from) {
        if (from == parameterSets.size()) {
            return Future.succeededFuture();
        }
        return ctx.update(sql, parameterSets.get(from)).compose(x -> each(ctx, sql, parameterSets, from + 1));
    }
}
