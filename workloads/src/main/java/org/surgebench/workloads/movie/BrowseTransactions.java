package org.surgebench.workloads.movie;

import com.fasterxml.jackson.databind.JsonNode;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.TxContext;

/**
 * MovieStream's reading transactions. Each starts as Swingbench's do: a random customer read as one JSON document
 * and its logon event; then a browse or a search, and the first movie found read as one JSON document.
 */
final class BrowseTransactions {
    private BrowseTransactions() {}

    /** BM, Browse Movies: four genres, a tenth of each, and one of the movies browsed. */
    static void browseMovies(TxContext ctx) throws SQLException {
        logOn(ctx);
        List<Long> browsed = MovieSteps.browse(ctx);
        if (!browsed.isEmpty()) {
            MovieSteps.movie(ctx, browsed.get(ctx.random().nextInt(browsed.size())));
        }
    }

    /** BG, Browse Movies By Genre: one genre, or two (both or either, each half the time), newest first. */
    static void byGenre(TxContext ctx) throws SQLException {
        logOn(ctx);
        MovieRun run = ctx.shared();
        Rng r = ctx.random();
        PreparedStatement ps;
        if (r.nextInt(2) == 0) {
            ps = ctx.prepare(run.sql().browseGenre);
            ps.setString(1, r.pick(MovieData.GENRES));
        } else {
            ps = ctx.prepare(r.nextInt(2) == 0 ? run.sql().browseBothGenres : run.sql().browseEitherGenre);
            ps.setString(1, r.pick(MovieData.GENRES));
            ps.setString(2, r.pick(MovieData.GENRES));
        }
        readFirst(ctx, ps);
    }

    /** BA, Browse Movies By Actor: the newest movies an actor plays in. */
    static void byActor(TxContext ctx) throws SQLException {
        logOn(ctx);
        MovieRun run = ctx.shared();
        PreparedStatement ps = ctx.prepare(run.sql().browseActor);
        ps.setString(1, MovieData.actor(ctx.random().nextInt(MovieData.ACTORS)));
        readFirst(ctx, ps);
    }

    /** BN, Browse Movies By Name: the newest movies whose title starts as a known title does. */
    static void byName(TxContext ctx) throws SQLException {
        logOn(ctx);
        MovieRun run = ctx.shared();
        PreparedStatement ps = ctx.prepare(run.sql().browseTitle);
        ps.setString(1, MovieSteps.titleStart(ctx));
        readFirst(ctx, ps);
    }

    /**
     * IE, Interaction Event Occurred: an event of a customer's session other than its logon. Swingbench's class of
     * that name is empty (docs/movie.md); here it reads the customer and writes one event.
     */
    static void interactionEvent(TxContext ctx) throws SQLException {
        MovieRun run = ctx.shared();
        JsonNode customer = MovieSteps.customer(ctx, run.anyCustomer(ctx.random()));
        MovieSteps.event(ctx, customer, ctx.random().pick(MovieData.EVENT_TYPES));
    }

    /** A random customer, read, and its logon event. */
    static JsonNode logOn(TxContext ctx) throws SQLException {
        MovieRun run = ctx.shared();
        JsonNode customer = MovieSteps.customer(ctx, run.anyCustomer(ctx.random()));
        MovieSteps.logon(ctx, customer);
        return customer;
    }

    private static void readFirst(TxContext ctx, PreparedStatement search) throws SQLException {
        Long movie = MovieSteps.first(ctx, search);
        if (movie != null) {
            MovieSteps.movie(ctx, movie);
        }
    }
}
