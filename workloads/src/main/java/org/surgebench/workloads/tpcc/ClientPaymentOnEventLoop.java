package org.surgebench.workloads.tpcc;

import static org.surgebench.workloads.tpcc.ClientOnEventLoop.first;

import io.vertx.core.Future;
import io.vertx.sqlclient.Tuple;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import org.surgebench.core.spi.EventLoopContext;
import org.surgebench.workloads.LoopSql;

/** {@link ClientPayment} for event-loop users: the same statements in the same order, on the same inputs. */
final class ClientPaymentOnEventLoop {
    private static final String HISTORY = LoopSql.numbered(ClientPayment.HISTORY);
    private static final String WAREHOUSE_PAID = LoopSql.numbered(ClientPayment.WAREHOUSE_PAID);
    private static final String WAREHOUSE = LoopSql.numbered(ClientPayment.WAREHOUSE);
    private static final String DISTRICT_PAID = LoopSql.numbered(ClientPayment.DISTRICT_PAID);
    private static final String DISTRICT = LoopSql.numbered(ClientPayment.DISTRICT);
    private static final String CUSTOMER = LoopSql.numbered(ClientPayment.CUSTOMER);
    private static final String CUSTOMER_DATA = LoopSql.numbered(ClientPayment.CUSTOMER_DATA);
    private static final String CHARGE_BAD_CREDIT = LoopSql.numbered(ClientPayment.CHARGE_BAD_CREDIT);
    private static final String CHARGE = LoopSql.numbered(ClientPayment.CHARGE);

    private ClientPaymentOnEventLoop() {}

    static Future<?> payment(EventLoopContext ctx) {
        TpccInputs.Payment p = TpccInputs.Payment.draw(ctx.shared(), ctx.random(), ctx.userId());
        int w = p.warehouse();
        int d = p.district();
        int cw = p.customerWarehouse();
        int cd = p.customerDistrict();
        BigDecimal amount = p.amount();
        return ctx.update(WAREHOUSE_PAID, Tuple.of(amount, w))
                .compose(x -> ctx.query(WAREHOUSE, Tuple.of(w)))
                .compose(rs -> first(rs, "warehouse " + w))
                .compose(warehouse -> ctx.update(DISTRICT_PAID, Tuple.of(amount, w, d))
                        .compose(x -> ctx.query(DISTRICT, Tuple.of(w, d)))
                        .compose(rs -> first(rs, "district " + w + "/" + d))
                        .map(district -> ClientPayment.historyData(warehouse.getString(0), district.getString(0))))
                .compose(names -> {
                    Future<Integer> customer = p.byName()
                            ? ClientOnEventLoop.customerByName(ctx, cw, cd, p.lastName())
                            : Future.succeededFuture(p.customerId());
                    return customer.compose(c -> charge(ctx, p, c)
                            .compose(x -> ctx.update(
                                    HISTORY, Tuple.of(c, cd, cw, d, w, LocalDateTime.now(), amount, names))));
                })
                .compose(x -> ctx.commit());
    }

    /** {@link ClientPayment}'s charge of customer {@code c}: a bad-credit one's C_DATA records the payment. */
    private static Future<Integer> charge(EventLoopContext ctx, TpccInputs.Payment p, int c) {
        int cw = p.customerWarehouse();
        int cd = p.customerDistrict();
        BigDecimal amount = p.amount();
        String who = "customer " + cw + "/" + cd + "/" + c;
        return ctx.query(CUSTOMER, Tuple.of(cw, cd, c))
                .compose(rs -> first(rs, who))
                .compose(customer -> {
                    if (!"BC".equals(customer.getString(ClientPayment.CREDIT_COLUMN - 1))) {
                        return ctx.update(CHARGE, Tuple.of(amount, amount, cw, cd, c));
                    }
                    return ctx.query(CUSTOMER_DATA, Tuple.of(cw, cd, c))
                            .compose(rs -> first(rs, who))
                            .compose(data -> ctx.update(
                                    CHARGE_BAD_CREDIT,
                                    Tuple.of(
                                            amount,
                                            amount,
                                            ClientPayment.badCreditData(p, c, data.getString(0)),
                                            cw,
                                            cd,
                                            c)));
                });
    }
}
