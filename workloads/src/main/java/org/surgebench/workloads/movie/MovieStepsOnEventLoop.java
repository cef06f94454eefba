package org.surgebench.workloads.movie;

import com.fasterxml.jackson.databind.JsonNode;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.RowSet;
import io.vertx.sqlclient.Tuple;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.surgebench.core.spi.EventLoopContext;

/**
 * {@link MovieSteps} for event-loop users: the same statements of each step in the same order, on the same inputs,
 * in PostgreSQL's parameter syntax ({@link MovieRun#loopSql()}).
 */
final class MovieStepsOnEventLoop {
    private MovieStepsOnEventLoop() {}

    static MovieSql sql(EventLoopContext ctx) {
        return ctx.<MovieRun>shared().loopSql();
    }

    /** The customer as one JSON document; null if there is none. */
    static Future<JsonNode> customer(EventLoopContext ctx, long id) {
        return ctx.query(sql(ctx).customer, Tuple.of(id)).compose(rows -> {
            Iterator<Row> it = rows.iterator();
            try {
                return Future.succeededFuture(
                        MovieSteps.document(id, it.hasNext() ? it.next().getString(0) : null));
            } catch (SQLException e) {
                return Future.failedFuture(e);
            }
        });
    }

    /** The logon event, as {@link MovieSteps#logon}. */
    static Future<Void> logon(EventLoopContext ctx, JsonNode customer, MovieInputs.Session session) {
        return event(ctx, customer, "Logon", session);
    }

    /** An interaction event of the customer's first device (a new one when it has none), then commit. */
    static Future<Void> event(EventLoopContext ctx, JsonNode customer, String type, MovieInputs.Session session) {
        if (customer == null) {
            return Future.succeededFuture();
        }
        long id = customer.path("CustomerID").asLong();
        Long first = MovieSteps.firstDevice(customer);
        Future<Long> device = first == null ? newDevice(ctx, id, session.device()) : Future.succeededFuture(first);
        return device.compose(d -> {
                    String[] e = MovieSteps.event(id, type, d, session);
                    // The document as a JSON object: the server types the parameter jsonb (its CAST), where the
                    // client would send a Java string as a JSON string (as PassengerOnEventLoop binds its documents).
                    return ctx.update(sql(ctx).event, Tuple.of(e[0], new JsonObject(e[1])));
                })
                .compose(x -> ctx.commit());
    }

    /** A new device of the customer: its key, then the insert (not committed here). */
    static Future<Long> newDevice(EventLoopContext ctx, long customer, MovieInputs.Device d) {
        return next(ctx, sql(ctx).nextDevice)
                .compose(id -> ctx.update(
                                sql(ctx).newDevice, Tuple.from(MovieSteps.device(id, customer, d, LocalDateTime.now())))
                        .map(id));
    }

    /** A sequence's next value: one query. */
    static Future<Long> next(EventLoopContext ctx, String sql) {
        return ctx.query(sql, Tuple.tuple()).map(rows -> rows.iterator().next().getLong(0));
    }

    /** The movie as one JSON document. */
    static Future<RowSet<Row>> movie(EventLoopContext ctx, long id) {
        return ctx.query(sql(ctx).movie, Tuple.of(id));
    }

    /** The four genres' tenths, one after the other: the ids of the movies browsed. */
    static Future<List<Long>> browse(EventLoopContext ctx, MovieInputs.Browse b) {
        return browse(ctx, b, 0, new ArrayList<>());
    }

    private static Future<List<Long>> browse(EventLoopContext ctx, MovieInputs.Browse b, int i, List<Long> browsed) {
        if (i == MovieSteps.BROWSED_GENRES) {
            return Future.succeededFuture(browsed);
        }
        return ctx.query(
                        sql(ctx).sampleGenre,
                        Tuple.of(b.genres().get(i), b.parts().get(i)))
                .compose(rows -> {
                    for (Row r : rows) {
                        browsed.add(r.getLong(0));
                    }
                    return browse(ctx, b, i + 1, browsed);
                });
    }

    /** The first movie (or customer) a search finds, or null. */
    static Future<Long> first(EventLoopContext ctx, String sql, Tuple parameters) {
        return ctx.query(sql, parameters).map(rows -> {
            Iterator<Row> it = rows.iterator();
            return it.hasNext() ? it.next().getLong(0) : null;
        });
    }

    /** The first movie a search finds read as one JSON document, when it finds one. */
    static Future<?> readFirst(EventLoopContext ctx, String sql, Tuple parameters) {
        return first(ctx, sql, parameters)
                .compose(movie -> movie == null ? Future.succeededFuture() : movie(ctx, movie));
    }
}
