package org.surgebench.workloads.movie;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.List;
import java.util.Properties;
import java.util.function.UnaryOperator;
import org.surgebench.core.spi.SqlDialect;
import org.surgebench.core.spi.SqlDialects;
import org.surgebench.workloads.LoopSql;

/**
 * MovieStream's statements on one database. What differs between databases (building a customer's and a movie's
 * JSON document, binding a JSON value, "a JSON array holds this text") lives beside each database's DDL
 * ({@code <dialect>/queries.properties}), so that no class here names a database; the rest is composed here.
 */
final class MovieSql {
    /** Swingbench's browse queries read the 16 newest matches. */
    static final int NEWEST = 16;
    /** Browse Movies reads a tenth of a genre (Swingbench's SAMPLE (10)): the movies of one residue modulo 10. */
    static final int SAMPLE_PARTS = 10;

    final String customer;
    final String movie;
    final String browseGenre;
    final String browseBothGenres;
    final String browseEitherGenre;
    final String sampleGenre;
    final String browseActor;
    final String browseTitle;
    final String emailExists;
    final String event;
    final String newContact;
    final String newDevice;
    final String newPayment;
    final String noDefaultPayment;
    final String newSale;
    final String newReview;
    final String nextContact;
    final String nextDevice;
    final String nextPayment;
    final String nextSale;
    final String nextReview;
    final String eventField;
    final String noGenres;

    private MovieSql(Properties q, SqlDialect sql) {
        String genre = q.getProperty("genreIs");
        String newest = " ORDER BY release_year DESC" + sql.firstRows(NEWEST);
        customer = q.getProperty("customer");
        movie = q.getProperty("movie");
        browseGenre = "SELECT * FROM movie WHERE " + genre + newest;
        browseBothGenres = "SELECT * FROM movie WHERE " + genre + " AND " + genre + newest;
        browseEitherGenre = "SELECT * FROM movie WHERE (" + genre + " OR " + genre + ")" + newest;
        sampleGenre = "SELECT * FROM movie WHERE " + genre + " AND MOD(movie_id, " + SAMPLE_PARTS + ") = ?";
        browseActor = "SELECT * FROM movie WHERE " + q.getProperty("actorIs") + newest;
        browseTitle = "SELECT * FROM movie WHERE title LIKE ?" + newest;
        emailExists = "SELECT 1 FROM customer_contact WHERE email = ?";
        event = "INSERT INTO interaction_event (event_id, event) VALUES (?, " + q.getProperty("json") + ")";
        newContact = insert("customer_contact", CustomerRows.CONTACT);
        newDevice = insert("customer_device", CustomerRows.DEVICE);
        newPayment = insert("customer_payment_information", CustomerRows.PAYMENT);
        noDefaultPayment = "UPDATE customer_payment_information SET default_payment_method = 'N' WHERE cust_id = ?";
        newSale = insert("customer_sales_transaction", CustomerRows.SALE);
        newReview = insert("customer_review", CustomerRows.REVIEW);
        nextContact = next(sql, "cust_contact_seq");
        nextDevice = next(sql, "cust_device_seq");
        nextPayment = next(sql, "cust_payment_info_seq");
        nextSale = next(sql, "cust_sales_tx_seq");
        nextReview = next(sql, "cust_review_seq");
        eventField = q.getProperty("eventField");
        noGenres = q.getProperty("noGenres");
    }

    /** {@code jdbc}'s statements with each text as {@code numbered} gives it. */
    private MovieSql(MovieSql jdbc, UnaryOperator<String> numbered) {
        customer = numbered.apply(jdbc.customer);
        movie = numbered.apply(jdbc.movie);
        browseGenre = numbered.apply(jdbc.browseGenre);
        browseBothGenres = numbered.apply(jdbc.browseBothGenres);
        browseEitherGenre = numbered.apply(jdbc.browseEitherGenre);
        sampleGenre = numbered.apply(jdbc.sampleGenre);
        browseActor = numbered.apply(jdbc.browseActor);
        browseTitle = numbered.apply(jdbc.browseTitle);
        emailExists = numbered.apply(jdbc.emailExists);
        event = numbered.apply(jdbc.event);
        newContact = numbered.apply(jdbc.newContact);
        newDevice = numbered.apply(jdbc.newDevice);
        newPayment = numbered.apply(jdbc.newPayment);
        noDefaultPayment = numbered.apply(jdbc.noDefaultPayment);
        newSale = numbered.apply(jdbc.newSale);
        newReview = numbered.apply(jdbc.newReview);
        nextContact = numbered.apply(jdbc.nextContact);
        nextDevice = numbered.apply(jdbc.nextDevice);
        nextPayment = numbered.apply(jdbc.nextPayment);
        nextSale = numbered.apply(jdbc.nextSale);
        nextReview = numbered.apply(jdbc.nextReview);
        eventField = numbered.apply(jdbc.eventField);
        noGenres = numbered.apply(jdbc.noGenres);
    }

    /**
     * These statements as the event-loop forms send them: PostgreSQL's numbered parameters ({@link LoopSql}), made
     * once per run.
     */
    MovieSql numbered() {
        return new MovieSql(this, LoopSql::numbered);
    }

    static MovieSql of(String dialect) {
        return new MovieSql(queries(dialect), SqlDialects.named(dialect));
    }

    /** The query of a sequence's next value, which Swingbench reads before each insert that needs a new key. */
    private static String next(SqlDialect sql, String sequence) {
        return "SELECT " + sql.nextValue(sequence) + sql.fromNoTable();
    }

    private static String insert(String table, List<String> columns) {
        return "INSERT INTO " + table + " (" + String.join(", ", columns) + ") VALUES ("
                + String.join(", ", Collections.nCopies(columns.size(), "?")) + ")";
    }

    private static Properties queries(String dialect) {
        Properties q = new Properties();
        try (InputStream in = MovieSql.class.getResourceAsStream(dialect + "/queries.properties")) {
            if (in == null) {
                throw new IllegalArgumentException("The movie workload has no SQL for " + dialect + ".");
            }
            q.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return q;
    }
}
