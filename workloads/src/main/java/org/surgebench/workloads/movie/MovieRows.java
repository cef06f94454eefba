package org.surgebench.workloads.movie;

import java.time.LocalDate;
import java.util.List;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.RowGenerator;
import org.surgebench.core.spi.TableDef;

/**
 * The catalogue: MOVIE with Swingbench's columns (its JSON arrays GENRES, CAST, CREW, STUDIO, AWARDS and
 * NOMINATIONS in the database's JSON type; CAST is {@code movie_cast} and YEAR {@code release_year}, as both are
 * reserved words somewhere), and MOVIE_METADATA, where Swingbench's transactions read the customer ids they draw
 * from (MIN_CUST_ID, MAX_CUST_ID). A movie's title, its first actor and, for the first 400, its genres depend on its
 * id alone ({@link MovieData}), so that every search a transaction makes finds something.
 */
final class MovieRows {
    static final String MOVIE = "movie";
    static final String METADATA = "movie_metadata";
    static final String EVENTS = "interaction_event";
    /** The catalogue does not grow with the scale: a streaming service's customers do. */
    static final long MOVIES = 4000;

    static final List<String> MOVIE_COLUMNS = List.of(
            "movie_id",
            "title",
            "budget",
            "gross",
            "list_price",
            "genres",
            "sku",
            "release_year",
            "opening_date",
            "views",
            "movie_cast",
            "crew",
            "studio",
            "main_subject",
            "awards",
            "nominations",
            "runtime",
            "summary");

    private MovieRows() {}

    static TableDef movies() {
        return new TableDef(MOVIE, MOVIE_COLUMNS, MOVIES, MOVIES, 700, generator());
    }

    static TableDef metadata(long customers) {
        return new TableDef(METADATA, List.of("metadata_key", "metadata_value"), 2, 2, 40, (seed, from, to, sink) -> {
            for (long k = from; k <= to; k++) {
                sink.value(k == 1 ? "MIN_CUST_ID" : "MAX_CUST_ID")
                        .value(Long.toString(k == 1 ? 1 : customers))
                        .endRow();
            }
        });
    }

    /**
     * The events every transaction writes, standing for Swingbench's INTERACTION_EVENT queue: none are generated, but
     * the table is the workload's like the others (verify reads it, drop removes it).
     */
    static TableDef events() {
        return new TableDef(EVENTS, List.of("event_id", "event"), 0, 0, 300, (seed, from, to, sink) -> {});
    }

    private static RowGenerator generator() {
        long tableId = Rng.idOf(MOVIE);
        return (seed, from, to, sink) -> {
            Rng r = new Rng(0);
            StringBuilder json = new StringBuilder(256);
            for (long id = from; id <= to; id++) {
                r.reseed(seed, tableId, id);
                long budget = r.between(1, 200) * 1_000_000L;
                int year = r.between(1950, 2023);
                sink.value(id)
                        .value(MovieData.title(id))
                        .value(budget)
                        .value(budget * r.between(20, 400) / 100)
                        .decimal(r.between(99, 499), 2)
                        .value(genres(id, r, json))
                        .value("SKU" + (100_000 + id))
                        .value(year)
                        .value(LocalDate.of(year, 1, 1).plusDays(r.between(0, 364)))
                        .value(r.between(0, 1_000_000))
                        .value(cast(id, r, json))
                        .value(crew(r, json))
                        .value(strings(json, r.pick(MovieData.STUDIOS)))
                        .value(MovieData.capital(r.pick(MovieData.WORDS)))
                        .value(r.chance(0.2) ? strings(json, r.pick(MovieData.AWARDS)) : "[]")
                        .value(r.chance(0.3) ? strings(json, r.pick(MovieData.AWARDS)) : "[]")
                        .value(r.between(80, 180))
                        .value(words(r, r.between(20, 40)))
                        .endRow();
            }
        };
    }

    private static String genres(long id, Rng r, StringBuilder json) {
        int[] paired = MovieData.pairedGenres(id);
        json.setLength(0);
        json.append('[');
        int n = paired != null ? paired.length : r.between(1, 3);
        for (int i = 0; i < n; i++) {
            String g = MovieData.GENRES[paired != null ? paired[i] : r.nextInt(MovieData.GENRES.length)];
            quoted(i == 0 ? json : json.append(','), g);
        }
        return json.append(']').toString();
    }

    /** The first actor is {@code id mod 1000}, so that every actor plays in some movie; 2 to 4 others drawn. */
    private static String cast(long id, Rng r, StringBuilder json) {
        json.setLength(0);
        quoted(json.append('['), MovieData.actor((int) (id % MovieData.ACTORS)));
        for (int i = r.between(2, 4); i > 0; i--) {
            quoted(json.append(','), MovieData.actor(r.nextInt(MovieData.ACTORS)));
        }
        return json.append(']').toString();
    }

    private static String crew(Rng r, StringBuilder json) {
        json.setLength(0);
        json.append('[');
        for (int i = 0; i < MovieData.JOBS.length; i++) {
            json.append(i == 0 ? "" : ",").append("{\"job\":\"").append(MovieData.JOBS[i]);
            quoted(json.append("\",\"names\":["), MovieData.actor(r.nextInt(MovieData.ACTORS)))
                    .append("]}");
        }
        return json.append(']').toString();
    }

    private static String strings(StringBuilder json, String one) {
        json.setLength(0);
        return quoted(json.append('['), one).append(']').toString();
    }

    /** A JSON string of text that needs no escaping (names and words). */
    private static StringBuilder quoted(StringBuilder json, String text) {
        return json.append('"').append(text).append('"');
    }

    /** {@code n} words of the word list, separated by spaces. */
    static String words(Rng r, int n) {
        StringBuilder s = new StringBuilder(n * 8);
        for (int i = 0; i < n; i++) {
            s.append(i == 0 ? "" : " ").append(r.pick(MovieData.WORDS));
        }
        return s.toString();
    }
}
