package org.surgebench.workloads.movie;

import com.fasterxml.jackson.databind.JsonNode;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Types;
import java.time.LocalDate;
import java.time.LocalDateTime;
import org.surgebench.core.spi.TxContext;

/**
 * MovieStream's writing transactions, each the statements Swingbench's class of the same name executes (where its
 * counters and its statements differ, the statements: docs/movie.md). Each draws its inputs first
 * ({@link MovieInputs}); {@link MovieOnEventLoop} is the same on event loops.
 */
final class CustomerTransactions {
    /** A new payment method expires 36 months from today, as in Swingbench. */
    private static final int EXPIRY_MONTHS = 36;

    private CustomerTransactions() {}

    /**
     * SM, Stream Movie: the customer and its logon, its first device (a new one when it has none), four genres
     * browsed, one of their movies read, and the sale (its key from cust_sales_tx_seq), then commit. Swingbench
     * also prepares an update of the device's last access but never executes it; nor is it here.
     */
    static void streamMovie(TxContext ctx) throws SQLException {
        MovieRun run = ctx.shared();
        MovieInputs.Stream in = MovieInputs.Stream.draw(run, ctx.random());
        long id = in.logOn().customer();
        JsonNode customer = MovieSteps.customer(ctx, id);
        if (customer == null) {
            return;
        }
        MovieSteps.logon(ctx, customer, in.logOn().session());
        Long first = MovieSteps.firstDevice(customer);
        long device = first == null ? MovieSteps.newDevice(ctx, id, in.device()) : first;
        long movie = in.browse().movie(MovieSteps.browse(ctx, in.browse()));
        MovieSteps.movie(ctx, movie);
        long sale = MovieSteps.next(ctx, run.sql().nextSale);
        insert(ctx, run.sql().newSale, sale(sale, customer, movie, device, in, LocalDateTime.now()));
        ctx.commit();
    }

    /** A sale's values in the order of {@link CustomerRows#SALE}: paid with the customer's first payment method. */
    static Object[] sale(long sale, JsonNode customer, long movie, long device, MovieInputs.Stream in, Object now) {
        JsonNode payments = customer.path("PaymentInfo");
        Long payment = payments.size() == 0
                ? null
                : payments.get(0).path("PaymentInformationId").asLong();
        long id = customer.path("CustomerID").asLong();
        return new Object[] {sale, id, movie, now, device, 1, payment, in.quantity(), in.price()};
    }

    /** AR, Add Movie Review: the customer and its logon, a search by title, and a review of the movie found. */
    static void addReview(TxContext ctx) throws SQLException {
        MovieRun run = ctx.shared();
        MovieInputs.Review in = MovieInputs.Review.draw(run, ctx.random());
        BrowseTransactions.logOn(ctx, in.logOn());
        PreparedStatement search = ctx.prepare(run.sql().browseTitle);
        search.setString(1, in.titleStart());
        Long movie = MovieSteps.first(ctx, search);
        if (movie == null) {
            return;
        }
        long review = MovieSteps.next(ctx, run.sql().nextReview);
        insert(ctx, run.sql().newReview, review(review, movie, in, LocalDateTime.now()));
        ctx.commit();
    }

    /** A review's values in the order of {@link CustomerRows#REVIEW}. */
    static Object[] review(long review, long movie, MovieInputs.Review in, Object now) {
        return new Object[] {review, in.logOn().customer(), movie, in.stars(), in.words(), now};
    }

    /**
     * NC, Create New Customer: a new customer unless its e-mail address is taken, with a device and a default
     * payment method, committed, then read back and logged on.
     */
    static void newCustomer(TxContext ctx) throws SQLException {
        MovieRun run = ctx.shared();
        MovieInputs.NewCustomer in = MovieInputs.NewCustomer.draw(ctx.random());
        PreparedStatement exists = ctx.prepare(run.sql().emailExists);
        exists.setString(1, in.email());
        if (MovieSteps.first(ctx, exists) != null) {
            return;
        }
        long id = MovieSteps.next(ctx, run.sql().nextContact);
        insert(ctx, run.sql().newContact, contact(id, in));
        MovieSteps.newDevice(ctx, id, in.device());
        newPayment(ctx, id, in.address(), in.payment());
        ctx.commit();
        MovieSteps.logon(ctx, MovieSteps.customer(ctx, id), in.s());
    }

    /** The new customer's values in the order of {@link CustomerRows#CONTACT}. */
    static Object[] contact(long id, MovieInputs.NewCustomer in) {
        Object[] values = new Object[in.contact().length + 1];
        values[0] = id;
        System.arraycopy(in.contact(), 0, values, 1, in.contact().length);
        return values;
    }

    /**
     * UP, Update Payment Details: the customer and its logon, every payment method of the customer no longer the
     * default, a new default billed to the customer's address, commit, and the customer read again.
     */
    static void updatePayment(TxContext ctx) throws SQLException {
        MovieRun run = ctx.shared();
        MovieInputs.UpdatePayment in = MovieInputs.UpdatePayment.draw(run, ctx.random());
        long id = in.logOn().customer();
        JsonNode customer = BrowseTransactions.logOn(ctx, in.logOn());
        PreparedStatement ps = ctx.prepare(run.sql().noDefaultPayment);
        ps.setLong(1, id);
        ctx.update(ps);
        if (customer != null) {
            newPayment(ctx, id, address(customer), in.payment());
        }
        ctx.commit();
        MovieSteps.customer(ctx, id);
    }

    /** The customer's address as its document holds it. */
    static CustomerRows.Address address(JsonNode customer) {
        return new CustomerRows.Address(
                customer.path("StreetAddress").asText(),
                customer.path("PostalCode").asText(),
                customer.path("City").asText(),
                customer.path("StateProvince").asText(),
                customer.path("Country").asText(),
                customer.path("CountryCode").asText());
    }

    /** A new default payment method: its key from cust_payment_info_seq, then the insert. */
    private static void newPayment(TxContext ctx, long customer, CustomerRows.Address a, MovieInputs.Payment p)
            throws SQLException {
        MovieRun run = ctx.shared();
        long id = MovieSteps.next(ctx, run.sql().nextPayment);
        insert(ctx, run.sql().newPayment, payment(id, customer, a, p));
    }

    /** A new default payment method's values in the order of {@link CustomerRows#PAYMENT}. */
    static Object[] payment(long id, long customer, CustomerRows.Address a, MovieInputs.Payment p) {
        return new Object[] {
            id,
            customer,
            Long.toString(p.card()),
            p.provider(),
            a.street(),
            a.postalCode(),
            a.city(),
            a.state(),
            a.country(),
            a.countryCode(),
            LocalDate.now().plusMonths(EXPIRY_MONTHS),
            "Y"
        };
    }

    /** An insert of {@code values}, bound in order (a null as a number's, the only nulls bound). */
    private static void insert(TxContext ctx, String sql, Object[] values) throws SQLException {
        PreparedStatement ps = ctx.prepare(sql);
        for (int i = 0; i < values.length; i++) {
            if (values[i] == null) {
                ps.setNull(i + 1, Types.BIGINT);
            } else {
                ps.setObject(i + 1, values[i]);
            }
        }
        ctx.update(ps);
    }
}
