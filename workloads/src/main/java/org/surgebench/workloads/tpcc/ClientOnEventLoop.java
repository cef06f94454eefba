package org.surgebench.workloads.tpcc;

import io.vertx.core.Future;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.RowSet;
import io.vertx.sqlclient.Tuple;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.Map;
import org.surgebench.core.spi.EventLoopContext;
import org.surgebench.core.spi.EventLoopTransaction;
import org.surgebench.workloads.LoopSql;

/**
 * The client variant's transactions for event-loop users: the statements of {@link ClientTransactions},
 * {@link ClientNewOrder} and {@link ClientPayment} (their texts, {@link LoopSql numbered}), in the same order, on
 * the same inputs ({@link TpccInputs}), each sent when the answer before it came. BEGIN comes from the engine.
 * Order-Status, Delivery and Stock-Level here; New-Order and Payment in {@link ClientNewOrderOnEventLoop} and
 * {@link ClientPaymentOnEventLoop}.
 */
final class ClientOnEventLoop {
    private static final String CUSTOMER_BY_NAME = LoopSql.numbered(ClientTransactions.CUSTOMER_BY_NAME);
    private static final String OS_CUSTOMER = LoopSql.numbered(ClientTransactions.OS_CUSTOMER);
    private static final String OS_LINES = LoopSql.numbered(ClientTransactions.OS_LINES);
    private static final String DLV_OLDEST = LoopSql.numbered(ClientTransactions.DLV_OLDEST);
    private static final String DLV_TAKE = LoopSql.numbered(ClientTransactions.DLV_TAKE);
    private static final String DLV_OWNER = LoopSql.numbered(ClientTransactions.DLV_OWNER);
    private static final String DLV_CARRY = LoopSql.numbered(ClientTransactions.DLV_CARRY);
    private static final String DLV_DELIVER = LoopSql.numbered(ClientTransactions.DLV_DELIVER);
    private static final String DLV_TOTAL = LoopSql.numbered(ClientTransactions.DLV_TOTAL);
    private static final String DLV_CHARGE = LoopSql.numbered(ClientTransactions.DLV_CHARGE);
    private static final String SL_NEXT_ORDER = LoopSql.numbered(ClientTransactions.SL_NEXT_ORDER);
    private static final String SL_LOW_STOCK = LoopSql.numbered(ClientTransactions.SL_LOW_STOCK);

    private ClientOnEventLoop() {}

    static Map<String, EventLoopTransaction> transactions() {
        return Map.of(
                "NO", ClientNewOrderOnEventLoop::newOrder,
                "PAY", ClientPaymentOnEventLoop::payment,
                "OS", ClientOnEventLoop::orderStatus,
                "DLV", ClientOnEventLoop::delivery,
                "SL", ClientOnEventLoop::stockLevel);
    }

    /** {@link ClientTransactions#customerByName}: the customer of a last name in a district. */
    static Future<Integer> customerByName(EventLoopContext ctx, int w, int d, String last) {
        return ctx.query(CUSTOMER_BY_NAME, Tuple.of(w, d, last)).compose(rs -> {
            if (rs.size() == 0) {
                return notFound("customer named " + last + " in " + w + "/" + d);
            }
            int at = ClientTransactions.middle(rs.size());
            int i = 0;
            for (Row row : rs) {
                if (i++ == at) {
                    return Future.succeededFuture(row.getInteger(0));
                }
            }
            throw new IllegalStateException("fewer rows than the row set's size");
        });
    }

    /** The first row of {@code rs}, or the failure of a row the loaded schema always has. */
    static Future<Row> first(RowSet<Row> rs, String what) {
        return rs.size() == 0
                ? notFound(what)
                : Future.succeededFuture(rs.iterator().next());
    }

    static <T> Future<T> notFound(String what) {
        return Future.failedFuture(ClientTransactions.notFound(what));
    }

    static Future<?> orderStatus(EventLoopContext ctx) {
        TpccInputs.OrderStatus in = TpccInputs.OrderStatus.draw(ctx.shared(), ctx.random(), ctx.userId());
        int w = in.warehouse();
        int d = in.district();
        Future<Integer> customer =
                in.byName() ? customerByName(ctx, w, d, in.lastName()) : Future.succeededFuture(in.customerId());
        String lastOrder = LoopSql.numbered(ClientTransactions.lastOrder(ctx.sql()));
        return customer.compose(c -> ctx.query(OS_CUSTOMER, Tuple.of(w, d, c))
                        .compose(rs -> first(rs, "customer " + w + "/" + d + "/" + c))
                        .compose(x -> ctx.query(lastOrder, Tuple.of(w, d, c)))
                        .compose(rs -> first(rs, "an order of customer " + w + "/" + d + "/" + c)))
                .compose(order -> ctx.query(OS_LINES, Tuple.of(w, d, order.getInteger(0))))
                .compose(lines -> {
                    ctx.rows(lines.size());
                    return ctx.commit();
                });
    }

    static Future<?> delivery(EventLoopContext ctx) {
        TpccInputs.Delivery in = TpccInputs.Delivery.draw(ctx.shared(), ctx.random(), ctx.userId());
        LocalDateTime now = LocalDateTime.now();
        return deliverFrom(ctx, in, now, 1).compose(x -> ctx.commit());
    }

    /** Delivers the oldest order of district {@code d} and then of each district after it, one at a time. */
    private static Future<Void> deliverFrom(EventLoopContext ctx, TpccInputs.Delivery in, LocalDateTime now, int d) {
        if (d > TpccShape.DISTRICTS) {
            return Future.succeededFuture();
        }
        return deliver(ctx, in, now, d).compose(x -> deliverFrom(ctx, in, now, d + 1));
    }

    /** {@link ClientTransactions#delivery}'s work in one district: nothing when it has no undelivered order left. */
    private static Future<Void> deliver(EventLoopContext ctx, TpccInputs.Delivery in, LocalDateTime now, int d) {
        int w = in.warehouse();
        return ctx.query(DLV_OLDEST, Tuple.of(w, d)).compose(rs -> {
            Integer orderId = rs.iterator().next().getInteger(0);
            if (orderId == null) {
                return Future.succeededFuture();
            }
            return ctx.update(DLV_TAKE, Tuple.of(w, d, orderId)).compose(taken -> {
                if (taken == 0) {
                    return Future.succeededFuture();
                }
                return ctx.query(DLV_OWNER, Tuple.of(w, d, orderId))
                        .compose(owner -> first(owner, "order " + w + "/" + d + "/" + orderId))
                        .compose(owner -> {
                            int c = owner.getInteger(0);
                            return ctx.update(DLV_CARRY, Tuple.of(in.carrier(), w, d, orderId))
                                    .compose(x -> ctx.update(DLV_DELIVER, Tuple.of(now, w, d, orderId)))
                                    .compose(x -> ctx.query(DLV_TOTAL, Tuple.of(w, d, orderId)))
                                    .compose(total -> {
                                        BigDecimal amount =
                                                total.iterator().next().getBigDecimal(0);
                                        return ctx.update(
                                                DLV_CHARGE,
                                                Tuple.of(amount == null ? BigDecimal.ZERO : amount, w, d, c));
                                    })
                                    .mapEmpty();
                        });
            });
        });
    }

    static Future<?> stockLevel(EventLoopContext ctx) {
        TpccInputs.StockLevel in = TpccInputs.StockLevel.draw(ctx.shared(), ctx.random(), ctx.userId());
        int w = in.warehouse();
        int d = in.district();
        return ctx.query(SL_NEXT_ORDER, Tuple.of(w, d))
                .compose(rs -> first(rs, "district " + w + "/" + d))
                .compose(row -> {
                    int nextOrder = row.getInteger(0);
                    return ctx.query(SL_LOW_STOCK, Tuple.of(w, d, nextOrder, nextOrder - 20, w, in.threshold()));
                })
                .compose(x -> ctx.commit());
    }
}
