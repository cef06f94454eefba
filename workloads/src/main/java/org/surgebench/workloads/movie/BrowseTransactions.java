package org.surgebench.workloads.movie;

import com.fasterxml.jackson.databind.JsonNode;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;
import org.surgebench.core.spi.TxContext;

/**
 * MovieStream's reading transactions. Each starts as Swingbench's do: a random customer read as one JSON document
 * and its logon event; then a browse or a search, and the first movie found read as one JSON document. Each draws
 * its inputs first ({@link MovieInputs}); {@link MovieOnEventLoop} is the same on event loops.
 */
final class BrowseTransactions {
    private BrowseTransactions() {}

    /** BM, Browse Movies: four genres, a tenth of each, and one of the movies browsed. */
    static void browseMovies(TxContext ctx) throws SQLException {
        MovieRun run = ctx.shared();
        MovieInputs.LogOn in = MovieInputs.LogOn.draw(run, ctx.random());
        MovieInputs.Browse b = MovieInputs.Browse.draw(run, ctx.random());
        logOn(ctx, in);
        List<Long> browsed = MovieSteps.browse(ctx, b);
        if (!browsed.isEmpty()) {
            MovieSteps.movie(ctx, b.movie(browsed));
        }
    }

    /** BG, Browse Movies By Genre: one genre, or two (both or either, each half the time), newest first. */
    static void byGenre(TxContext ctx) throws SQLException {
        MovieRun run = ctx.shared();
        MovieInputs.ByGenre in = MovieInputs.ByGenre.draw(run, ctx.random());
        logOn(ctx, in.logOn());
        PreparedStatement ps = ctx.prepare(in.sql(run.sql()));
        ps.setString(1, in.first());
        if (in.two()) {
            ps.setString(2, in.second());
        }
        readFirst(ctx, ps);
    }

    /** BA, Browse Movies By Actor: the newest movies an actor plays in. */
    static void byActor(TxContext ctx) throws SQLException {
        MovieRun run = ctx.shared();
        MovieInputs.LogOn in = MovieInputs.LogOn.draw(run, ctx.random());
        String actor = MovieData.actor(ctx.random().nextInt(MovieData.ACTORS));
        logOn(ctx, in);
        PreparedStatement ps = ctx.prepare(run.sql().browseActor);
        ps.setString(1, actor);
        readFirst(ctx, ps);
    }

    /** BN, Browse Movies By Name: the newest movies whose title starts as a known title does. */
    static void byName(TxContext ctx) throws SQLException {
        MovieRun run = ctx.shared();
        MovieInputs.LogOn in = MovieInputs.LogOn.draw(run, ctx.random());
        String title = MovieInputs.titleStart(run, ctx.random());
        logOn(ctx, in);
        PreparedStatement ps = ctx.prepare(run.sql().browseTitle);
        ps.setString(1, title);
        readFirst(ctx, ps);
    }

    /**
     * IE, Interaction Event Occurred: an event of a customer's session other than its logon. Swingbench's class of
     * that name is empty (docs/movie.md); here it reads the customer and writes one event.
     */
    static void interactionEvent(TxContext ctx) throws SQLException {
        MovieInputs.Event in = MovieInputs.Event.draw(ctx.shared(), ctx.random());
        JsonNode customer = MovieSteps.customer(ctx, in.customer());
        MovieSteps.event(ctx, customer, in.type(), in.session());
    }

    /** The customer, read, and its logon event. */
    static JsonNode logOn(TxContext ctx, MovieInputs.LogOn in) throws SQLException {
        JsonNode customer = MovieSteps.customer(ctx, in.customer());
        MovieSteps.logon(ctx, customer, in.session());
        return customer;
    }

    private static void readFirst(TxContext ctx, PreparedStatement search) throws SQLException {
        Long movie = MovieSteps.first(ctx, search);
        if (movie != null) {
            MovieSteps.movie(ctx, movie);
        }
    }
}
