package org.surgebench.workloads.movie;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.surgebench.core.spi.Rng;
import org.surgebench.workloads.json.JsonNames;

/**
 * What each MovieStream transaction draws from its user's random stream, all drawn as it starts, before it sends
 * anything: one draw for both its forms (on threads and on event loops), so that each works on the same inputs from
 * the same stream. What the data decide (whether a customer has a device yet, how many movies a browse found) picks
 * among inputs drawn already: a device is drawn whether or not one is made, a browsed movie by a fraction.
 */
final class MovieInputs {
    /** Add Movie Review writes 150 words. */
    static final int REVIEW_WORDS = 150;

    private MovieInputs() {}

    /** A new device of a customer that has none yet. */
    record Device(String type, String manufacturer, String os, String version) {
        static Device draw(Rng r) {
            return new Device(
                    r.pick(MovieData.DEVICE_TYPES),
                    r.pick(MovieData.MANUFACTURERS),
                    r.pick(MovieData.OPERATING_SYSTEMS),
                    r.between(1, 15) + "." + r.between(1, 15));
        }
    }

    /** A customer's session: the device it gets when it has none, and where its event happens. */
    record Session(Device device, double latitude, double longitude) {
        static Session draw(Rng r) {
            Device d = Device.draw(r);
            return new Session(d, r.between(-9000, 9000) / 100d, r.between(-18000, 18000) / 100d);
        }
    }

    /** A random customer of the generated ones, and its logon's session. */
    record LogOn(long customer, Session session) {
        static LogOn draw(MovieRun run, Rng r) {
            return new LogOn(run.anyCustomer(r), Session.draw(r));
        }
    }

    /**
     * Four different genres and a tenth of each; one of the movies found, as a fraction of their number; the movie
     * read when they found none.
     */
    record Browse(List<String> genres, List<Integer> parts, double pick, long otherwise) {
        static Browse draw(MovieRun run, Rng r) {
            List<String> left = new ArrayList<>(List.of(MovieData.GENRES));
            List<String> genres = new ArrayList<>();
            List<Integer> parts = new ArrayList<>();
            for (int i = 0; i < MovieSteps.BROWSED_GENRES; i++) {
                genres.add(left.remove(r.nextInt(left.size())));
                parts.add(r.nextInt(MovieSql.SAMPLE_PARTS));
            }
            return new Browse(List.copyOf(genres), List.copyOf(parts), r.nextDouble(), run.anyMovie(r));
        }

        /** The movie picked of those found, or {@link #otherwise} when none was. */
        long movie(List<Long> browsed) {
            return browsed.isEmpty() ? otherwise : browsed.get((int) (pick * browsed.size()));
        }
    }

    /** BG: one genre (its query {@code sql}) or two, both or either. */
    record ByGenre(LogOn logOn, boolean two, boolean both, String first, String second) {
        static ByGenre draw(MovieRun run, Rng r) {
            LogOn logOn = LogOn.draw(run, r);
            boolean two = r.nextInt(2) != 0;
            boolean both = two && r.nextInt(2) == 0;
            String first = r.pick(MovieData.GENRES);
            String second = two ? r.pick(MovieData.GENRES) : null;
            return new ByGenre(logOn, two, both, first, second);
        }

        String sql(MovieSql sql) {
            return !two ? sql.browseGenre : both ? sql.browseBothGenres : sql.browseEitherGenre;
        }
    }

    /** A search by a title's start: its first seven characters, as Swingbench searches movies.txt's titles. */
    static String titleStart(MovieRun run, Rng r) {
        String title = MovieData.title(run.anyMovie(r));
        return (title.length() > 6 ? title.substring(0, 7).strip() : title) + "%";
    }

    /** SM: the customer, the device for the sale when the customer read had none, the browse, the sale. */
    record Stream(LogOn logOn, Device device, Browse browse, int quantity, BigDecimal price) {
        static Stream draw(MovieRun run, Rng r) {
            return new Stream(
                    LogOn.draw(run, r),
                    Device.draw(r),
                    Browse.draw(run, r),
                    r.between(5, 19),
                    BigDecimal.valueOf(r.between(100, 899), 2));
        }
    }

    /** AR: the customer, the search, the review. */
    record Review(LogOn logOn, String titleStart, int stars, String words) {
        static Review draw(MovieRun run, Rng r) {
            return new Review(
                    LogOn.draw(run, r),
                    MovieInputs.titleStart(run, r),
                    r.between(1, 5),
                    MovieRows.words(r, REVIEW_WORDS));
        }
    }

    /** A new default payment method's card and provider. */
    record Payment(long card, String provider) {
        static Payment draw(Rng r, long fromCard, long toCard) {
            long card = r.between(fromCard, toCard);
            return new Payment(card, r.pick(MovieData.CARD_PROVIDERS));
        }
    }

    /** NC: the new customer's contact (its values after the key), device, payment method and logon session. */
    record NewCustomer(
            String email, CustomerRows.Address address, Object[] contact, Device device, Payment payment, Session s) {
        static NewCustomer draw(Rng r) {
            String first = r.pick(JsonNames.FIRST);
            String last = r.pick(JsonNames.LAST);
            String email = first + "." + last + "@" + r.pick(MovieData.EMAIL_DOMAINS);
            CustomerRows.Address a = CustomerRows.Address.of(r.nextLong(), 1);
            Object[] contact = {
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
            Device d = Device.draw(r);
            Payment p = Payment.draw(r, 11_111_111_111L, 99_999_999_999L);
            return new NewCustomer(email, a, contact, d, p, Session.draw(r));
        }
    }

    /** UP: the customer and the new default payment method. */
    record UpdatePayment(LogOn logOn, Payment payment) {
        static UpdatePayment draw(MovieRun run, Rng r) {
            return new UpdatePayment(LogOn.draw(run, r), Payment.draw(r, 1_111_111_111L, 9_999_999_999L));
        }
    }

    /** IE: the customer, its event's type and session. */
    record Event(long customer, String type, Session session) {
        static Event draw(MovieRun run, Rng r) {
            return new Event(run.anyCustomer(r), r.pick(MovieData.EVENT_TYPES), Session.draw(r));
        }
    }
}
