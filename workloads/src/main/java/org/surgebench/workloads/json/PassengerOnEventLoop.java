package org.surgebench.workloads.json;

import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.RowSet;
import io.vertx.sqlclient.Tuple;
import java.io.IOException;
import java.util.Map;
import org.surgebench.core.spi.EventLoopContext;
import org.surgebench.core.spi.EventLoopTransaction;
import org.surgebench.core.spi.Rng;
import org.surgebench.workloads.LoopSql;

/**
 * The five transactions for event-loop users: {@link PassengerTransactions}' statements, with the same draws in
 * the same order, in PostgreSQL's parameter syntax. BEGIN comes from the engine; GPK and GPN send no commit, as
 * their blocking twins (the next transaction's BEGIN comes inside their open transaction, with a warning).
 */
final class PassengerOnEventLoop {
    private PassengerOnEventLoop() {}

    static Map<String, EventLoopTransaction> transactions() {
        return Map.of(
                "INP", PassengerOnEventLoop::insert,
                "GPK", PassengerOnEventLoop::getByKey,
                "GPN", PassengerOnEventLoop::getByName,
                "UPK", PassengerOnEventLoop::update,
                "RPK", PassengerOnEventLoop::remove);
    }

    static Future<?> insert(EventLoopContext ctx) {
        PassengerRun run = ctx.shared();
        String document = PassengerDocuments.newPassenger(ctx.random(), new StringBuilder(512))
                .toString();
        return ctx.update(LoopSql.numbered(run.sql().insert()), Tuple.of(asObject(document)))
                .compose(x -> ctx.commit());
    }

    static Future<?> getByKey(EventLoopContext ctx) {
        PassengerRun run = ctx.shared();
        return ctx.query(LoopSql.numbered(run.sql().byKey()), Tuple.of(run.anyKey(ctx.random())));
    }

    static Future<?> getByName(EventLoopContext ctx) {
        PassengerRun run = ctx.shared();
        String[] name = PassengerDocuments.anyName(ctx.random());
        return ctx.query(LoopSql.numbered(run.sql().byName()), Tuple.of(name[0], name[1]));
    }

    static Future<?> update(EventLoopContext ctx) {
        PassengerRun run = ctx.shared();
        Rng r = ctx.random();
        long key = run.anyKey(r);
        return ctx.query(LoopSql.numbered(run.sql().byKey()), Tuple.of(key)).compose(rows -> {
            String document = first(rows);
            if (document == null) {
                return Future.succeededFuture();
            }
            String changed;
            try {
                changed = PassengerDocuments.withNewFlights(document, r);
            } catch (IOException e) {
                return Future.failedFuture(
                        new IllegalStateException("passenger " + key + " holds no JSON object: " + e.getMessage(), e));
            }
            return ctx.update(LoopSql.numbered(run.sql().replace()), Tuple.of(asObject(changed), key))
                    .compose(x -> ctx.commit());
        });
    }

    static Future<?> remove(EventLoopContext ctx) {
        PassengerRun run = ctx.shared();
        return ctx.update(LoopSql.numbered(run.sql().remove()), Tuple.of(run.anyKey(ctx.random())))
                .compose(x -> ctx.commit());
    }

    /**
     * A document as the client binds a JSON object. The server types the statement's parameter jsonb (its CAST), and
     * the client sends a Java string there as a JSON string: the passenger would be stored as one string, not an
     * object (pgjdbc sends the text as varchar, which the CAST parses).
     */
    private static JsonObject asObject(String document) {
        return new JsonObject(document);
    }

    /** The first row's document as text, or null when the key found none. */
    private static String first(RowSet<Row> rows) {
        var it = rows.iterator();
        if (!it.hasNext()) {
            return null;
        }
        Object v = it.next().getValue(0);
        return v == null ? null : v.toString();
    }
}
