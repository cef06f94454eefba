package org.surgebench.workloads.tpch;

import io.vertx.core.Future;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.RowSet;
import io.vertx.sqlclient.Tuple;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Map;
import org.surgebench.core.spi.EventLoopContext;
import org.surgebench.core.spi.EventLoopTransaction;
import org.surgebench.core.spi.Rng;
import org.surgebench.workloads.LoopSql;

/**
 * Swingbench's TPC-H-like OLTP transactions for event-loop users: {@link TpchOltp}'s statements, with the same
 * draws in the same order. BEGIN comes from the engine before New Order and New Customer, which commit; Find Order
 * runs in autocommit, as its blocking twin ({@link EventLoopTransaction#inAutocommit}): two selects, each a
 * transaction of its own, no BEGIN and no COMMIT.
 */
final class TpchOltpOnEventLoop {
    private TpchOltpOnEventLoop() {}

    static Map<String, EventLoopTransaction> transactions() {
        return Map.of(
                "NO", TpchOltpOnEventLoop::newOrder,
                "NC", TpchOltpOnEventLoop::newCustomer,
                "FO", EventLoopTransaction.inAutocommit(TpchOltpOnEventLoop::findOrder));
    }

    static Future<?> newOrder(EventLoopContext ctx) {
        TpchShape s = ((TpchRun) ctx.shared()).shape();
        Rng r = ctx.random();
        return next(ctx, TpchOltp.ORDERS_SEQ).compose(key -> {
            Tuple values = Tuple.of(
                    key,
                    TpchOrder.customer(r, s.customers()),
                    "O",
                    TpchOltp.cents(r, 1_050, 10_010),
                    LocalDate.now(ZoneOffset.UTC).minusDays(r.between(0, 100)),
                    TpchOltp.letters(r, 5, 15),
                    TpchOltp.letters(r, 5, 15),
                    r.between(1, 10),
                    TpchOltp.letters(r, 20, 75));
            return ctx.update(LoopSql.numbered(TpchOltp.INSERT_ORDER), values)
                    .compose(x -> readBack(ctx, TpchOltp.ORDER_BY_KEY, key))
                    .compose(x -> ctx.commit());
        });
    }

    static Future<?> newCustomer(EventLoopContext ctx) {
        Rng r = ctx.random();
        return next(ctx, TpchOltp.CUSTOMER_SEQ).compose(key -> {
            Tuple values = Tuple.of(
                    key,
                    TpchOltp.letters(r, 10, 25),
                    TpchOltp.letters(r, 15, 40),
                    r.between(0, TpchShape.NATIONS - 1),
                    TpchOltp.letters(r, 15, 15),
                    TpchOltp.cents(r, 1_000, 20_000),
                    TpchOltp.letters(r, 5, 10),
                    TpchOltp.letters(r, 20, 110));
            return ctx.update(LoopSql.numbered(TpchOltp.INSERT_CUSTOMER), values)
                    .compose(x -> readBack(ctx, TpchOltp.CUSTOMER_BY_KEY, key))
                    .compose(x -> ctx.commit());
        });
    }

    static Future<?> findOrder(EventLoopContext ctx) {
        TpchShape s = ((TpchRun) ctx.shared()).shape();
        return ctx.query(ctx.sql().sequenceStateQuery(TpchOltp.ORDERS_SEQ), Tuple.tuple())
                .compose(rows -> {
                    Row row = rows.iterator().next();
                    long next = row.getBoolean(1) ? row.getLong(0) + 1 : row.getLong(0);
                    long key = TpchOltp.anyOrder(s, ctx.random(), next - s.firstNewOrderKey());
                    return readBack(ctx, TpchOltp.ORDER_BY_KEY, key);
                });
    }

    private static Future<Long> next(EventLoopContext ctx, String sequence) {
        return ctx.query("SELECT " + ctx.sql().nextValue(sequence) + ctx.sql().fromNoTable(), Tuple.tuple())
                .map(rows -> rows.iterator().next().getLong(0));
    }

    /** The row by its key, every column read, as the blocking form's readBack. */
    private static Future<RowSet<Row>> readBack(EventLoopContext ctx, String sql, long key) {
        return ctx.query(LoopSql.numbered(sql), Tuple.of(key)).andThen(ar -> {
            if (ar.succeeded()) {
                long n = 0;
                for (Row row : ar.result()) {
                    for (int i = 0; i < row.size(); i++) {
                        row.getValue(i);
                    }
                    n++;
                }
                ctx.rows(n);
            }
        });
    }
}
