package org.surgebench.workloads.movie;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.RowGenerator;
import org.surgebench.core.spi.RowSink;
import org.surgebench.core.spi.TableDef;
import org.surgebench.workloads.json.JsonNames;

/**
 * The customers' tables, with Swingbench's names and columns, each keyed by the customer id 1..N: per customer
 * one CUSTOMER_CONTACT row, {@value #DEVICES} devices (ids 2c-1, 2c), {@value #PAYMENTS} payment methods (2c-1 the
 * default), {@value #FRIENDS} friends or family, {@value #SALES} past sales (ids 4c-3..4c) and one review. Values
 * follow CreateNewCustomer's and addNewDevice's rules; how many rows each customer has is Surgebench's choice
 * (Swingbench's wizard configuration is not public: docs/movie.md).
 */
final class CustomerRows {
    static final int DEVICES = 2;
    static final int PAYMENTS = 2;
    static final int FRIENDS = 2;
    static final int SALES = 4;
    /** Words in a generated review (Add Movie Review writes 150: docs/movie.md). */
    static final int REVIEW_WORDS = 40;
    /** Generated dates are before this day, so that the data do not depend on when they are generated. */
    static final LocalDate BASE = LocalDate.of(2024, 1, 1);

    private CustomerRows() {}

    /** The customer tables in load order for {@code n} customers. */
    static List<TableDef> tables(long n) {
        return List.of(
                table("customer_contact", CONTACT, n, 1, 150, CustomerRows::contact),
                table("customer_device", DEVICE, n, DEVICES, 90, CustomerRows::devices),
                table("customer_payment_information", PAYMENT, n, PAYMENTS, 150, CustomerRows::payments),
                table("customer_friends_and_family", FRIEND, n, FRIENDS, 40, (r, seed, c, s) -> friends(r, c, n, s)),
                table("customer_sales_transaction", SALE, n, SALES, 80, CustomerRows::sales),
                table("customer_review", REVIEW, n, 1, 300, CustomerRows::review));
    }

    static final List<String> CONTACT = List.of(
            "cust_id",
            "last_name",
            "first_name",
            "email",
            "street_address",
            "postal_code",
            "city",
            "state_province",
            "country",
            "country_code",
            "continent",
            "yrs_customer",
            "promotion_response",
            "loc_lat",
            "loc_long");
    static final List<String> DEVICE = List.of(
            "device_id",
            "cust_id",
            "device_type",
            "device_manufacturer",
            "device_os",
            "device_version",
            "initial_access",
            "last_access",
            "access_count");
    static final List<String> PAYMENT = List.of(
            "payment_information_id",
            "cust_id",
            "card_number",
            "provider",
            "billing_street_address",
            "billing_postal_code",
            "billing_city",
            "billing_state_county",
            "billing_country",
            "billing_country_code",
            "expiry_date",
            "default_payment_method");
    static final List<String> FRIEND =
            List.of("friend_family_id", "customer_source", "customer_target", "relationship");
    static final List<String> SALE = List.of(
            "sales_transaction_id",
            "cust_id",
            "movie_id",
            "transaction_timestamp",
            "device_id",
            "payment_method",
            "customer_payment_information_id",
            "promotion_discount",
            "payment_amount");
    static final List<String> REVIEW =
            List.of("review_id", "cust_id", "movie_id", "star_rating", "review", "review_timestamp");

    /** One customer's rows of a table, from a generator reseeded for that customer and table. */
    private interface PerCustomer {
        void write(Rng r, long seed, long customer, RowSink sink) throws Exception;
    }

    private static TableDef table(String name, List<String> columns, long n, int each, int bytes, PerCustomer rows) {
        long tableId = Rng.idOf(name);
        RowGenerator g = (seed, from, to, sink) -> {
            Rng r = new Rng(0);
            for (long c = from; c <= to; c++) {
                rows.write(r.reseed(seed, tableId, c), seed, c, sink);
            }
        };
        return new TableDef(name, columns, n, n * each, bytes, g);
    }

    /** The contact's address, which its payment methods bill to: the same from a customer's id on every table. */
    record Address(String street, String postalCode, String city, String state, String country, String countryCode) {
        private static final long STREAM = Rng.idOf("customer_address");

        static Address of(long seed, long customer) {
            Rng r = new Rng(0).reseed(seed, STREAM, customer);
            return new Address(
                    r.between(1, 199) + " " + MovieData.capital(r.pick(MovieData.WORDS)) + " "
                            + r.pick(MovieData.ROAD_KINDS),
                    letters(r, 6),
                    MovieData.capital(r.pick(MovieData.WORDS)) + "ford",
                    MovieData.capital(r.pick(MovieData.WORDS)) + "shire",
                    r.pick(JsonNames.COUNTRIES),
                    letters(r, 2));
        }
    }

    private static void contact(Rng r, long seed, long c, RowSink sink) throws Exception {
        String first = r.pick(JsonNames.FIRST);
        String last = r.pick(JsonNames.LAST);
        // The id in the e-mail address keeps generated customers apart from the ones Create New Customer makes.
        String email = first + "." + last + c + "@" + r.pick(MovieData.EMAIL_DOMAINS);
        Address a = Address.of(seed, c);
        sink.value(c)
                .value(last)
                .value(first)
                .value(email)
                .value(a.street())
                .value(a.postalCode())
                .value(a.city())
                .value(a.state())
                .value(a.country())
                .value(a.countryCode())
                .value(r.pick(MovieData.CONTINENTS))
                .value(r.between(0, 9))
                .value(r.between(1, 4))
                .value(r.between(-90, 89))
                .value(r.between(-180, 179))
                .endRow();
    }

    private static void devices(Rng r, long seed, long c, RowSink sink) throws Exception {
        for (int i = DEVICES - 1; i >= 0; i--) {
            LocalDateTime first = BASE.minusDays(r.between(30, 2000)).atStartOfDay();
            sink.value(DEVICES * c - i)
                    .value(c)
                    .value(r.pick(MovieData.DEVICE_TYPES))
                    .value(r.pick(MovieData.MANUFACTURERS))
                    .value(r.pick(MovieData.OPERATING_SYSTEMS))
                    .value(r.between(1, 15) + "." + r.between(1, 15))
                    .value(first)
                    .value(first.plusDays(r.between(0, 29)))
                    .value(r.between(1, 500))
                    .endRow();
        }
    }

    private static void payments(Rng r, long seed, long c, RowSink sink) throws Exception {
        Address a = Address.of(seed, c);
        for (int i = PAYMENTS - 1; i >= 0; i--) {
            sink.value(PAYMENTS * c - i)
                    .value(c)
                    .value(Long.toString(r.between(11_111_111_111L, 99_999_999_999L)))
                    .value(r.pick(MovieData.CARD_PROVIDERS))
                    .value(a.street())
                    .value(a.postalCode())
                    .value(a.city())
                    .value(a.state())
                    .value(a.country())
                    .value(a.countryCode())
                    .value(BASE.plusMonths(r.between(1, 36)))
                    .value(i == PAYMENTS - 1 ? "Y" : "N")
                    .endRow();
        }
    }

    private static void friends(Rng r, long c, long customers, RowSink sink) throws Exception {
        for (int i = FRIENDS - 1; i >= 0; i--) {
            sink.value(FRIENDS * c - i)
                    .value(c)
                    .value(r.between(1, customers))
                    .value(r.pick(MovieData.RELATIONSHIPS))
                    .endRow();
        }
    }

    private static void sales(Rng r, long seed, long c, RowSink sink) throws Exception {
        for (int i = SALES - 1; i >= 0; i--) {
            sink.value(SALES * c - i)
                    .value(c)
                    .value(r.between(1, MovieRows.MOVIES))
                    .value(BASE.minusDays(r.between(1, 1000)).atStartOfDay().plusMinutes(r.between(0, 1439)))
                    .value(DEVICES * c - r.between(0, DEVICES - 1))
                    .value(1)
                    .value(PAYMENTS * c - (PAYMENTS - 1))
                    .value(r.between(5, 19))
                    .decimal(r.between(100, 899), 2)
                    .endRow();
        }
    }

    private static void review(Rng r, long seed, long c, RowSink sink) throws Exception {
        sink.value(c)
                .value(c)
                .value(r.between(1, MovieRows.MOVIES))
                .value(r.between(1, 5))
                .value(MovieRows.words(r, REVIEW_WORDS))
                .value(BASE.minusDays(r.between(1, 1000)).atStartOfDay())
                .endRow();
    }

    /** {@code n} upper-case letters, as CreateNewCustomer's postal and country codes. */
    static String letters(Rng r, int n) {
        char[] s = new char[n];
        for (int i = 0; i < n; i++) {
            s[i] = (char) ('A' + r.nextInt(26));
        }
        return new String(s);
    }
}
