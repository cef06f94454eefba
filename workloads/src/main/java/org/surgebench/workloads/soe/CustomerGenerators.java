package org.surgebench.workloads.soe;

import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.RowGenerator;

/**
 * Rows of customers, addresses, card_details and logon. Each key reseeds one {@link Rng}, so a row depends on
 * (seed, key) only. Customer k owns address k and card k (its preferred ones); addresses and cards beyond the
 * customer count go round the customers again, so half of the customers have a second address and card.
 */
final class CustomerGenerators {
    private CustomerGenerators() {}

    static RowGenerator customers() {
        return (seed, from, to, sink) -> {
            Rng r = new Rng(0);
            Rng cls = new Rng(0);
            for (long k = from; k <= to; k++) {
                r.reseed(seed, SoeKeys.CUSTOMERS, k);
                // Names as Swingbench's generator samples them: approximately normal over the name lists.
                int first = (int) r.normal(0, SoeNames.FIRST.length - 1);
                int last = (int) r.normal(0, SoeNames.LAST.length - 1);
                String[] nls = SoeNames.NLS[r.nextInt(SoeNames.NLS.length)];
                sink.value(k)
                        .value(SoeNames.FIRST[first])
                        .value(SoeNames.LAST[last])
                        .value(nls[0])
                        .value(nls[1])
                        .decimal(r.between(10, 500) * 10_000L, 2)
                        .value(SoeNames.FIRST_LOWER[first] + "." + SoeNames.LAST_LOWER[last]
                                + SoeNames.EMAIL_DOMAINS[r.nextInt(SoeNames.EMAIL_DOMAINS.length)])
                        .value(r.between(1, 1000))
                        .value(SoeCalendar.day(r.between(SoeCalendar.SINCE_FROM, SoeCalendar.SINCE_TO)))
                        .value(SoeNames.CUSTOMER_CLASSES[classOf(cls, seed, k)])
                        .value(SoeNames.SUGGESTIONS[r.nextInt(SoeNames.SUGGESTIONS.length)])
                        .value(SoeCalendar.day(r.between(SoeCalendar.DOB_FROM, SoeCalendar.DOB_TO)))
                        .value(r.chance(0.8) ? "Y" : "N")
                        .value(r.chance(0.5) ? "Y" : "N")
                        .value(k)
                        .value(k)
                        .endRow();
            }
        };
    }

    /** The class of customer {@code id}: its own stream, so orders can copy it without replaying the customer. */
    static int classOf(Rng r, long seed, long id) {
        return r.reseed(seed, SoeKeys.CUSTOMER_CLASS, id).weighted(SoeNames.CUSTOMER_CLASS_CUMULATIVE);
    }

    static RowGenerator addresses(long customers) {
        return (seed, from, to, sink) -> {
            Rng r = new Rng(0);
            for (long a = from; a <= to; a++) {
                r.reseed(seed, SoeKeys.ADDRESSES, a);
                String[] place = SoeNames.PLACES[r.nextInt(SoeNames.PLACES.length)];
                sink.value(a)
                        .value((a - 1) % customers + 1)
                        .value(SoeCalendar.day(r.between(SoeCalendar.SINCE_FROM, SoeCalendar.ORDER_FIRST_DAY)))
                        .value(
                                r.chance(0.2)
                                        ? SoeNames.HOUSE_NAMES[r.nextInt(SoeNames.HOUSE_NAMES.length)]
                                        : SoeNames.NUMBERS[r.between(1, 999)])
                        .value(SoeNames.STREETS[r.nextInt(SoeNames.STREETS.length)])
                        .value(place[0])
                        .value(place[1])
                        .value(place[2]);
                // Half the addresses carry a post code, the other half a zip code.
                if (r.nextInt(2) == 0) {
                    sink.value(SoeNames.POST_CODES[r.nextInt(SoeNames.POST_CODES.length)])
                            .nullValue();
                } else {
                    sink.nullValue().value(SoeNames.ZIP_CODES[r.nextInt(SoeNames.ZIP_CODES.length)]);
                }
                sink.endRow();
            }
        };
    }

    static RowGenerator cards(long customers) {
        return (seed, from, to, sink) -> {
            Rng r = new Rng(0);
            for (long c = from; c <= to; c++) {
                r.reseed(seed, SoeKeys.CARDS, c);
                sink.value(c)
                        .value((c - 1) % customers + 1)
                        .value(SoeNames.CARD_TYPES[r.weighted(SoeNames.CARD_TYPE_CUMULATIVE)])
                        .value(r.between(100_000_000_000L, 999_999_999_999L))
                        .value(SoeCalendar.day(r.between(SoeCalendar.EXPIRY_FROM, SoeCalendar.EXPIRY_TO)))
                        .value(r.nextInt(34) == 0 ? "N" : "Y")
                        .value(r.between(100, 999))
                        .endRow();
            }
        };
    }

    static RowGenerator logons(long customers) {
        return (seed, from, to, sink) -> {
            Rng r = new Rng(0);
            for (long l = from; l <= to; l++) {
                r.reseed(seed, SoeKeys.LOGON, l);
                sink.value(l)
                        .value(r.between(1L, customers))
                        .value(SoeCalendar.orderHour(r.nextInt(SoeCalendar.ORDER_HOURS)))
                        .endRow();
            }
        };
    }
}
