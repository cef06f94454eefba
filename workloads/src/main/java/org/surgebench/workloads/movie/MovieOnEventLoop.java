package org.surgebench.workloads.movie;

import static org.surgebench.workloads.movie.MovieStepsOnEventLoop.sql;

import com.fasterxml.jackson.databind.JsonNode;
import io.vertx.core.Future;
import io.vertx.sqlclient.Tuple;
import java.time.LocalDateTime;
import java.util.Map;
import org.surgebench.core.spi.EventLoopContext;
import org.surgebench.core.spi.EventLoopTransaction;

/**
 * MovieStream's nine transactions for event-loop users: {@link BrowseTransactions}' and {@link
 * CustomerTransactions}' statements in the same order, on the same inputs ({@link MovieInputs}, drawn from the same
 * stream). Each logon event commits part way, as on threads; the engine begins the next transaction before the
 * statement after it. The reads that end a transaction send no commit, as their twins.
 */
final class MovieOnEventLoop {
    private MovieOnEventLoop() {}

    static Map<String, EventLoopTransaction> transactions() {
        return Map.of(
                "BM", MovieOnEventLoop::browseMovies,
                "BG", MovieOnEventLoop::byGenre,
                "BA", MovieOnEventLoop::byActor,
                "BN", MovieOnEventLoop::byName,
                "SM", MovieOnEventLoop::streamMovie,
                "AR", MovieOnEventLoop::addReview,
                "NC", MovieOnEventLoop::newCustomer,
                "UP", MovieOnEventLoop::updatePayment,
                "IE", MovieOnEventLoop::interactionEvent);
    }

    static Future<?> browseMovies(EventLoopContext ctx) {
        MovieRun run = ctx.shared();
        MovieInputs.LogOn in = MovieInputs.LogOn.draw(run, ctx.random());
        MovieInputs.Browse b = MovieInputs.Browse.draw(run, ctx.random());
        return logOn(ctx, in)
                .compose(c -> MovieStepsOnEventLoop.browse(ctx, b))
                .compose(browsed -> browsed.isEmpty()
                        ? Future.succeededFuture()
                        : MovieStepsOnEventLoop.movie(ctx, b.movie(browsed)));
    }

    static Future<?> byGenre(EventLoopContext ctx) {
        MovieInputs.ByGenre in = MovieInputs.ByGenre.draw(ctx.shared(), ctx.random());
        Tuple genres = in.two() ? Tuple.of(in.first(), in.second()) : Tuple.of(in.first());
        return logOn(ctx, in.logOn()).compose(c -> MovieStepsOnEventLoop.readFirst(ctx, in.sql(sql(ctx)), genres));
    }

    static Future<?> byActor(EventLoopContext ctx) {
        MovieInputs.LogOn in = MovieInputs.LogOn.draw(ctx.shared(), ctx.random());
        String actor = MovieData.actor(ctx.random().nextInt(MovieData.ACTORS));
        return logOn(ctx, in).compose(c -> MovieStepsOnEventLoop.readFirst(ctx, sql(ctx).browseActor, Tuple.of(actor)));
    }

    static Future<?> byName(EventLoopContext ctx) {
        MovieRun run = ctx.shared();
        MovieInputs.LogOn in = MovieInputs.LogOn.draw(run, ctx.random());
        String title = MovieInputs.titleStart(run, ctx.random());
        return logOn(ctx, in).compose(c -> MovieStepsOnEventLoop.readFirst(ctx, sql(ctx).browseTitle, Tuple.of(title)));
    }

    static Future<?> interactionEvent(EventLoopContext ctx) {
        MovieInputs.Event in = MovieInputs.Event.draw(ctx.shared(), ctx.random());
        return MovieStepsOnEventLoop.customer(ctx, in.customer())
                .compose(c -> MovieStepsOnEventLoop.event(ctx, c, in.type(), in.session()));
    }

    static Future<?> streamMovie(EventLoopContext ctx) {
        MovieInputs.Stream in = MovieInputs.Stream.draw(ctx.shared(), ctx.random());
        long id = in.logOn().customer();
        return MovieStepsOnEventLoop.customer(ctx, id).compose(customer -> {
            if (customer == null) {
                return Future.succeededFuture();
            }
            Long first = MovieSteps.firstDevice(customer);
            return MovieStepsOnEventLoop.logon(ctx, customer, in.logOn().session())
                    .compose(x -> first == null
                            ? MovieStepsOnEventLoop.newDevice(ctx, id, in.device())
                            : Future.succeededFuture(first))
                    .compose(device -> MovieStepsOnEventLoop.browse(ctx, in.browse())
                            .map(browsed -> in.browse().movie(browsed))
                            .compose(movie -> MovieStepsOnEventLoop.movie(ctx, movie)
                                    .compose(x -> MovieStepsOnEventLoop.next(ctx, sql(ctx).nextSale))
                                    .compose(sale -> ctx.update(
                                            sql(ctx).newSale,
                                            Tuple.from(CustomerTransactions.sale(
                                                    sale, customer, movie, device, in, LocalDateTime.now()))))))
                    .compose(x -> ctx.commit());
        });
    }

    static Future<?> addReview(EventLoopContext ctx) {
        MovieInputs.Review in = MovieInputs.Review.draw(ctx.shared(), ctx.random());
        return logOn(ctx, in.logOn())
                .compose(c -> MovieStepsOnEventLoop.first(ctx, sql(ctx).browseTitle, Tuple.of(in.titleStart())))
                .compose(movie -> movie == null
                        ? Future.succeededFuture()
                        : MovieStepsOnEventLoop.next(ctx, sql(ctx).nextReview)
                                .compose(review -> ctx.update(
                                        sql(ctx).newReview,
                                        Tuple.from(
                                                CustomerTransactions.review(review, movie, in, LocalDateTime.now()))))
                                .compose(x -> ctx.commit()));
    }

    static Future<?> newCustomer(EventLoopContext ctx) {
        MovieInputs.NewCustomer in = MovieInputs.NewCustomer.draw(ctx.random());
        return MovieStepsOnEventLoop.first(ctx, sql(ctx).emailExists, Tuple.of(in.email()))
                .compose(taken -> taken != null
                        ? Future.succeededFuture()
                        : MovieStepsOnEventLoop.next(ctx, sql(ctx).nextContact)
                                .compose(id -> ctx.update(
                                                sql(ctx).newContact, Tuple.from(CustomerTransactions.contact(id, in)))
                                        .compose(x -> MovieStepsOnEventLoop.newDevice(ctx, id, in.device()))
                                        .compose(x -> newPayment(ctx, id, in.address(), in.payment()))
                                        .compose(x -> ctx.commit())
                                        .compose(x -> MovieStepsOnEventLoop.customer(ctx, id))
                                        .compose(c -> MovieStepsOnEventLoop.logon(ctx, c, in.s()))));
    }

    static Future<?> updatePayment(EventLoopContext ctx) {
        MovieInputs.UpdatePayment in = MovieInputs.UpdatePayment.draw(ctx.shared(), ctx.random());
        long id = in.logOn().customer();
        return logOn(ctx, in.logOn())
                .compose(customer -> ctx.update(sql(ctx).noDefaultPayment, Tuple.of(id))
                        .compose(x -> customer == null
                                ? Future.succeededFuture()
                                : newPayment(ctx, id, CustomerTransactions.address(customer), in.payment())))
                .compose(x -> ctx.commit())
                .compose(x -> MovieStepsOnEventLoop.customer(ctx, id));
    }

    /** The customer, read, and its logon event; the future holds the customer. */
    private static Future<JsonNode> logOn(EventLoopContext ctx, MovieInputs.LogOn in) {
        return MovieStepsOnEventLoop.customer(ctx, in.customer())
                .compose(c -> MovieStepsOnEventLoop.logon(ctx, c, in.session()).map(c));
    }

    /** A new default payment method: its key, then the insert. */
    private static Future<?> newPayment(
            EventLoopContext ctx, long customer, CustomerRows.Address a, MovieInputs.Payment p) {
        return MovieStepsOnEventLoop.next(ctx, sql(ctx).nextPayment)
                .compose(id ->
                        ctx.update(sql(ctx).newPayment, Tuple.from(CustomerTransactions.payment(id, customer, a, p))));
    }
}
