package org.surgebench.workloads.movie;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.testdata.LocalMariaDb;

/** Swingbench's MovieStream on the local MariaDB server: JSON columns, every transaction, verify. */
class MovieMariaDbTest {
    static String url;

    @BeforeAll
    static void create() {
        url = LocalMariaDb.createDatabase("i48movie");
    }

    @AfterAll
    static void drop() {
        LocalMariaDb.dropDatabase(url);
    }

    @Test
    void generatesJsonColumnsRunsEveryTransactionAndVerifies() throws Exception {
        ConnectionSpec db = new ConnectionSpec(url, LocalMariaDb.USER, LocalMariaDb.PASSWORD);
        MovieRunChecks.generate(db);
        // MariaDB's JSON is LONGTEXT checked by JSON_VALID: a value that is not JSON is refused.
        assertThat(MovieRunChecks.count(
                        db,
                        "SELECT COUNT(*) FROM information_schema.check_constraints WHERE constraint_schema = "
                                + "DATABASE() AND check_clause LIKE '%json_valid%'"))
                .as("genres, cast, crew, studio, awards, nominations and the event")
                .isEqualTo(7);
        assertThat(MovieRunChecks.count(
                        db,
                        "SELECT COUNT(*) FROM movie WHERE JSON_CONTAINS(genres, '[\"War\", \"Drama\"]') "
                                + "AND JSON_LENGTH(movie_cast) >= 3"))
                .isPositive();
        MovieRunChecks.runEveryTransaction(db);
    }
}
