package org.surgebench.workloads.movie;

import com.fasterxml.jackson.databind.JsonNode;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Types;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.TxContext;
import org.surgebench.workloads.json.JsonNames;

/**
 * MovieStream's writing transactions, each the statements Swingbench's class of the same name executes (where its
 * counters and its statements differ, the statements: docs/movie.md).
 */
final class CustomerTransactions {
    /** A new payment method expires 36 months from today, as in Swingbench. */
    private static final int EXPIRY_MONTHS = 36;
    /** Add Movie Review writes 150 words. */
    private static final int REVIEW_WORDS = 150;

    private CustomerTransactions() {}

    /**
     * SM, Stream Movie: the customer and its logon, its first device (a new one when it has none), four genres
     * browsed, one of their movies read, and the sale (its key from cust_sales_tx_seq), then commit. Swingbench
     * also prepares an update of the device's last access but never executes it; nor is it here.
     */
    static void streamMovie(TxContext ctx) throws SQLException {
        MovieRun run = ctx.shared();
        Rng r = ctx.random();
        long id = run.anyCustomer(r);
        JsonNode customer = MovieSteps.customer(ctx, id);
        if (customer == null) {
            return;
        }
        MovieSteps.logon(ctx, customer);
        JsonNode devices = customer.path("DeviceInfo");
        long device = devices.size() == 0
                ? MovieSteps.newDevice(ctx, id)
                : devices.get(0).path("DeviceId").asLong();
        List<Long> browsed = MovieSteps.browse(ctx);
        long movie = browsed.isEmpty() ? run.anyMovie(r) : browsed.get(r.nextInt(browsed.size()));
        MovieSteps.movie(ctx, movie);
        long sale = MovieSteps.next(ctx, run.sql().nextSale);
        PreparedStatement ps = ctx.prepare(run.sql().newSale);
        ps.setLong(1, sale);
        ps.setLong(2, id);
        ps.setLong(3, movie);
        ps.setObject(4, LocalDateTime.now());
        ps.setLong(5, device);
        ps.setInt(6, 1);
        JsonNode payments = customer.path("PaymentInfo");
        if (payments.size() == 0) {
            ps.setNull(7, Types.BIGINT);
        } else {
            ps.setLong(7, payments.get(0).path("PaymentInformationId").asLong());
        }
        ps.setInt(8, r.between(5, 19));
        ps.setBigDecimal(9, java.math.BigDecimal.valueOf(r.between(100, 899), 2));
        ctx.update(ps);
        ctx.commit();
    }

    /** AR, Add Movie Review: the customer and its logon, a search by title, and a review of the movie found. */
    static void addReview(TxContext ctx) throws SQLException {
        MovieRun run = ctx.shared();
        Rng r = ctx.random();
        long id = run.anyCustomer(r);
        MovieSteps.logon(ctx, MovieSteps.customer(ctx, id));
        PreparedStatement search = ctx.prepare(run.sql().browseTitle);
        search.setString(1, MovieSteps.titleStart(ctx));
        Long movie = MovieSteps.first(ctx, search);
        if (movie == null) {
            return;
        }
        long review = MovieSteps.next(ctx, run.sql().nextReview);
        PreparedStatement ps = ctx.prepare(run.sql().newReview);
        ps.setLong(1, review);
        ps.setLong(2, id);
        ps.setLong(3, movie);
        ps.setInt(4, r.between(1, 5));
        ps.setString(5, MovieRows.words(r, REVIEW_WORDS));
        ps.setObject(6, LocalDateTime.now());
        ctx.update(ps);
        ctx.commit();
    }

    /**
     * NC, Create New Customer: a new customer unless its e-mail address is taken, with a device and a default
     * payment method, committed, then read back and logged on.
     */
    static void newCustomer(TxContext ctx) throws SQLException {
        MovieRun run = ctx.shared();
        Rng r = ctx.random();
        String first = r.pick(JsonNames.FIRST);
        String last = r.pick(JsonNames.LAST);
        String email = first + "." + last + "@" + r.pick(MovieData.EMAIL_DOMAINS);
        CustomerRows.Address a = CustomerRows.Address.of(r.nextLong(), 1);
        PreparedStatement exists = ctx.prepare(run.sql().emailExists);
        exists.setString(1, email);
        if (MovieSteps.first(ctx, exists) != null) {
            return;
        }
        long id = MovieSteps.next(ctx, run.sql().nextContact);
        PreparedStatement ps = ctx.prepare(run.sql().newContact);
        Object[] values = {
            id,
            last,
            first,
            email,
            a.street(),
            a.postalCode(),
            a.city(),
            a.state(),
            a.country(),
            a.countryCode(),
            r.pick(MovieData.CONTINENTS),
            r.between(0, 9),
            r.between(1, 4),
            r.between(-90, 89),
            r.between(-180, 179)
        };
        for (int i = 0; i < values.length; i++) {
            ps.setObject(i + 1, values[i]);
        }
        ctx.update(ps);
        MovieSteps.newDevice(ctx, id);
        newPayment(ctx, id, a, r.between(11_111_111_111L, 99_999_999_999L));
        ctx.commit();
        MovieSteps.logon(ctx, MovieSteps.customer(ctx, id));
    }

    /**
     * UP, Update Payment Details: the customer and its logon, every payment method of the customer no longer the
     * default, a new default billed to the customer's address, commit, and the customer read again.
     */
    static void updatePayment(TxContext ctx) throws SQLException {
        MovieRun run = ctx.shared();
        Rng r = ctx.random();
        long id = run.anyCustomer(r);
        JsonNode customer = MovieSteps.customer(ctx, id);
        MovieSteps.logon(ctx, customer);
        PreparedStatement ps = ctx.prepare(run.sql().noDefaultPayment);
        ps.setLong(1, id);
        ctx.update(ps);
        if (customer != null) {
            CustomerRows.Address a = new CustomerRows.Address(
                    customer.path("StreetAddress").asText(),
                    customer.path("PostalCode").asText(),
                    customer.path("City").asText(),
                    customer.path("StateProvince").asText(),
                    customer.path("Country").asText(),
                    customer.path("CountryCode").asText());
            newPayment(ctx, id, a, r.between(1_111_111_111L, 9_999_999_999L));
        }
        ctx.commit();
        MovieSteps.customer(ctx, id);
    }

    /** A new default payment method: its key from cust_payment_info_seq, then the insert. */
    private static void newPayment(TxContext ctx, long customer, CustomerRows.Address a, long card)
            throws SQLException {
        MovieRun run = ctx.shared();
        long id = MovieSteps.next(ctx, run.sql().nextPayment);
        PreparedStatement ps = ctx.prepare(run.sql().newPayment);
        Object[] values = {
            id,
            customer,
            Long.toString(card),
            ctx.random().pick(MovieData.CARD_PROVIDERS),
            a.street(),
            a.postalCode(),
            a.city(),
            a.state(),
            a.country(),
            a.countryCode(),
            LocalDate.now().plusMonths(EXPIRY_MONTHS),
            "Y"
        };
        for (int i = 0; i < values.length; i++) {
            ps.setObject(i + 1, values[i]);
        }
        ctx.update(ps);
    }
}
