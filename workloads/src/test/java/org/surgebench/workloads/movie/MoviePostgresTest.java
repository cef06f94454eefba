package org.surgebench.workloads.movie;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.common.UserThreads;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.testdata.LocalPostgres;

/**
 * Swingbench's MovieStream on the local PostgreSQL server: jsonb columns, every transaction (on threads, and on event
 * loops in a database of its own), verify.
 */
class MoviePostgresTest {
    static String url;

    @BeforeAll
    static void create() {
        url = LocalPostgres.createDatabase("i48movie");
    }

    @AfterAll
    static void drop() {
        LocalPostgres.dropDatabase(url);
    }

    @Test
    void generatesJsonbColumnsRunsEveryTransactionAndVerifies() throws Exception {
        ConnectionSpec db = new ConnectionSpec(url, LocalPostgres.USER, "");
        MovieRunChecks.generate(db);
        assertThat(MovieRunChecks.count(
                        db,
                        "SELECT COUNT(*) FROM information_schema.columns WHERE data_type = 'jsonb' AND "
                                + "(table_name = 'movie' OR table_name = 'interaction_event')"))
                .as("genres, cast, crew, studio, awards, nominations and the event")
                .isEqualTo(7);
        assertThat(MovieRunChecks.count(
                        db,
                        "SELECT COUNT(*) FROM movie WHERE genres @> '[\"War\", \"Drama\"]' "
                                + "AND jsonb_array_length(movie_cast) >= 3"))
                .as("a pair of genres, read by the database from jsonb")
                .isPositive();
        MovieRunChecks.runEveryTransaction(db);
    }

    @Test
    void runsEveryTransactionOnEventLoopsAndVerifies() throws Exception {
        String own = LocalPostgres.createDatabase("i50movieloop");
        try {
            ConnectionSpec db = new ConnectionSpec(own, LocalPostgres.USER, "");
            MovieRunChecks.generate(db);
            MovieRunChecks.runEveryTransaction(db, UserThreads.EVENT_LOOP);
        } finally {
            LocalPostgres.dropDatabase(own);
        }
    }
}
