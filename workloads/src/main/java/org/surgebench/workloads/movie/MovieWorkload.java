package org.surgebench.workloads.movie;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.surgebench.core.spi.DdlScripts;
import org.surgebench.core.spi.EventLoopTransaction;
import org.surgebench.core.spi.Mix;
import org.surgebench.core.spi.RunDefaults;
import org.surgebench.core.spi.Schema;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.TableDef;
import org.surgebench.core.spi.TransactionDef;
import org.surgebench.core.spi.VerifyCheck;
import org.surgebench.core.spi.Workload;
import org.surgebench.workloads.PerScale;

/**
 * Swingbench's MovieStream: an on-line movie store's catalogue (movies with JSON arrays of genres, cast, crew ...)
 * and customers (contacts, devices, payment methods, friends, sales, reviews), its customers and movies read as
 * JSON documents the database builds, and its transactions: browse movies, by genre, by actor, by name, stream a
 * movie, add a review, create a customer, update payment details, and interaction events. Scale 1 is 1,000,000
 * customers (12 million rows); the catalogue is 4,000 movies at every scale. docs/movie.md puts it beside
 * Swingbench.
 */
public final class MovieWorkload implements Workload {
    static final PerScale CUSTOMERS = new PerScale(1_000_000, "customers");

    @Override
    public String name() {
        return "movie";
    }

    @Override
    public String description() {
        return "Swingbench's MovieStream: a movie store's catalogue and customers with JSON columns, browse, stream, "
                + "review, new customer, payment update, events (scale 1 = 1,000,000 customers)";
    }

    @Override
    public double minScale() {
        return 0.0001;
    }

    @Override
    public double maxScale() {
        return 10_000;
    }

    @Override
    public String sizeLabel(double scale, Map<String, String> options) {
        return CUSTOMERS.label(scale);
    }

    @Override
    public Schema schema(SchemaOptions options) {
        long n = CUSTOMERS.at(options.scale());
        List<TableDef> tables = new ArrayList<>();
        tables.add(MovieRows.movies());
        tables.addAll(CustomerRows.tables(n));
        tables.add(MovieRows.metadata(n));
        tables.add(MovieRows.events());
        Map<String, String> next = Map.of(
                "next_contact", Long.toString(n + 1),
                "next_device", Long.toString(CustomerRows.DEVICES * n + 1),
                "next_payment", Long.toString(CustomerRows.PAYMENTS * n + 1),
                "next_sale", Long.toString(CustomerRows.SALES * n + 1),
                "next_review", Long.toString(n + 1));
        return DdlScripts.schema(MovieWorkload.class, name(), options, tables, next);
    }

    /**
     * Swingbench's nine MovieStream classes. No public MovieStream configuration file was found, so the short names
     * and weights are Surgebench's (docs/movie.md); Interaction Event Occurred, an empty class in Swingbench, is off.
     */
    @Override
    public List<TransactionDef> transactions() {
        return List.of(
                new TransactionDef("BM", "Browse Movies", 10, true, false, BrowseTransactions::browseMovies),
                new TransactionDef("BG", "Browse Movies By Genre", 20, true, false, BrowseTransactions::byGenre),
                new TransactionDef("BA", "Browse Movies By Actor", 10, true, false, BrowseTransactions::byActor),
                new TransactionDef("BN", "Browse Movies By Name", 10, true, false, BrowseTransactions::byName),
                new TransactionDef("SM", "Stream Movie", 20, true, false, CustomerTransactions::streamMovie),
                new TransactionDef("AR", "Add Movie Review", 5, true, false, CustomerTransactions::addReview),
                new TransactionDef("NC", "Create New Customer", 2, true, false, CustomerTransactions::newCustomer),
                new TransactionDef("UP", "Update Payment Details", 3, true, false, CustomerTransactions::updatePayment),
                new TransactionDef(
                        "IE", "Interaction Event Occurred", 10, false, false, BrowseTransactions::interactionEvent));
    }

    @Override
    public Map<String, EventLoopTransaction> eventLoopTransactions() {
        return MovieOnEventLoop.transactions();
    }

    @Override
    public List<Mix> mixes() {
        return List.of(
                Mix.ofEnabled(
                        "moviestream",
                        "Swingbench's eight working transactions (Interaction Event off)",
                        transactions()),
                Mix.ofAll("with-events", "the eight and Interaction Event Occurred", transactions()));
    }

    /** As Swingbench's other JSON-era benchmarks: 16 users, no think time, a 120 s query timeout (docs/movie.md). */
    @Override
    public RunDefaults runDefaults() {
        return new RunDefaults(16, Duration.ZERO, Duration.ZERO, Duration.ofSeconds(120));
    }

    @Override
    public Object prepareRun(Connection connection, SchemaOptions options) throws SQLException {
        return MovieRun.prepare(connection, options.dialect());
    }

    @Override
    public List<VerifyCheck> verifyChecks() {
        return List.of(
                VerifyCheck.of("every device, payment method, sale and review belongs to a customer", (c, o) -> {
                    long orphans = 0;
                    for (String child : new String[] {
                        "customer_device",
                        "customer_payment_information",
                        "customer_sales_transaction",
                        "customer_review"
                    }) {
                        orphans += count(
                                c,
                                "SELECT COUNT(*) FROM " + child + " x WHERE NOT EXISTS "
                                        + "(SELECT 1 FROM customer_contact c WHERE c.cust_id = x.cust_id)");
                    }
                    return orphans == 0 ? null : orphans + " rows without their customer";
                }),
                VerifyCheck.of(
                        "every sale and review is of a movie in the catalogue",
                        (c, o) -> none(
                                c,
                                "SELECT (SELECT COUNT(*) FROM customer_sales_transaction s WHERE NOT EXISTS (SELECT 1 "
                                        + "FROM movie m WHERE m.movie_id = s.movie_id)) + (SELECT COUNT(*) FROM "
                                        + "customer_review v WHERE NOT EXISTS (SELECT 1 FROM movie m WHERE "
                                        + "m.movie_id = v.movie_id))" + o.sql().fromNoTable(),
                                "sales or reviews of movies not in the catalogue")),
                VerifyCheck.of(
                        "every customer has a default payment method",
                        (c, o) -> none(
                                c,
                                "SELECT COUNT(*) FROM customer_contact c WHERE NOT EXISTS (SELECT 1 FROM "
                                        + "customer_payment_information p WHERE p.cust_id = c.cust_id AND "
                                        + "p.default_payment_method = 'Y')",
                                "customers without a default payment method")),
                VerifyCheck.of(
                        "every movie has a JSON array of genres",
                        (c, o) -> none(
                                c,
                                "SELECT COUNT(*) FROM movie WHERE " + MovieSql.of(o.dialect()).noGenres,
                                "movies without genres")),
                VerifyCheck.of("every interaction event is a JSON object of a customer's event", (c, o) -> {
                    MovieSql sql = MovieSql.of(o.dialect());
                    return none(
                            c,
                            "SELECT COUNT(*) FROM interaction_event WHERE "
                                    + String.format(sql.eventField, "EventId") + " IS NULL OR "
                                    + String.format(sql.eventField, "EventType") + " IS NULL OR "
                                    + String.format(sql.eventField, "CustomerID") + " IS NULL",
                            "events without their id, type or customer");
                }));
    }

    private static String none(Connection c, String sql, String what) throws SQLException {
        long n = count(c, sql);
        return n == 0 ? null : n + " " + what;
    }

    private static long count(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
