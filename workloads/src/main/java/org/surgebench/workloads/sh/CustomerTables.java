package org.surgebench.workloads.sh;

import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.TableDef;

/**
 * CUSTOMERS (23 attributes) and SUPPLEMENTARY_DEMOGRAPHICS, both keyed by customer id. A customer's country is
 * one of the 23 with equal chances, as in Swingbench; demographics exist for customers 1..demographics.
 */
final class CustomerTables {
    private static final long CUSTOMER_TABLE = Rng.idOf("customers");
    private static final long DEMOGRAPHICS_TABLE = Rng.idOf("supplementary_demographics");

    static final String[] FEMALE = {
        "Anna", "Maria", "Julia", "Emma", "Sofia", "Laura", "Clara", "Elena", "Grace", "Helen", "Irene", "Joan",
        "Karen", "Lucy", "Nora", "Olivia", "Paula", "Rosa", "Sara", "Yuki"
    };
    static final String[] MALE = {
        "Adam", "Bruno", "Carlos", "David", "Erik", "Frank", "George", "Hugo", "Ivan", "James", "Kenji", "Liam",
        "Marco", "Noah", "Oscar", "Peter", "Rahul", "Simon", "Tomas", "Victor"
    };
    static final String[] LAST = {
        "Smith",
        "Muller",
        "Garcia",
        "Rossi",
        "Martin",
        "Tanaka",
        "Kowalski",
        "Jensen",
        "Murphy",
        "de Vries",
        "Silva",
        "Lopez",
        "Brown",
        "Dubois",
        "Schmidt",
        "Wang",
        "Kumar",
        "Nakamura",
        "Taylor",
        "Novak",
        "Wilson",
        "Fischer",
        "Moreau",
        "Costa",
        "Andersen",
        "Kelly",
        "Ozturk",
        "Ahmed",
        "Nguyen",
        "Walker"
    };
    static final String[] STREETS = {
        "Main", "Oak", "Park", "Station", "Mill", "Church", "Lake", "Hill", "River", "Market", "Bridge", "Garden"
    };
    static final String[] STREET_KINDS = {"Street", "Avenue", "Road", "Lane", "Drive", "Way"};
    static final String[] INCOME_LEVELS = {
        "A: Below 30,000",
        "B: 30,000 - 49,999",
        "C: 50,000 - 69,999",
        "D: 70,000 - 89,999",
        "E: 90,000 - 109,999",
        "F: 110,000 - 129,999",
        "G: 130,000 - 149,999",
        "H: 150,000 - 169,999",
        "I: 170,000 - 189,999",
        "J: 190,000 - 249,999",
        "K: 250,000 - 299,999",
        "L: 300,000 and above"
    };
    static final int[] CREDIT_LIMITS = {1500, 3000, 5000, 7000, 9000, 10000, 11000, 15000};
    static final String[] MARITAL = {"single", "married", "divorced", "widowed"};
    static final String[] EDUCATION = {
        "HS-grad", "Some-college", "Bach.", "Masters", "PhD", "Assoc-voc", "11th", "Profsc"
    };
    static final String[] OCCUPATION = {
        "Prof.", "Sales", "Cleric.", "Exec.", "Crafts", "Machine", "Other", "Transp.", "Handler", "TechSup", "Farming",
        "Protec."
    };
    static final String[] COMMENTS = {"great service", "slow delivery", "will buy again", "price too high"};

    private CustomerTables() {}

    static TableDef customers(ShShape shape) {
        return new TableDef(
                "customers",
                List.of(
                        "cust_id",
                        "cust_first_name",
                        "cust_last_name",
                        "cust_gender",
                        "cust_year_of_birth",
                        "cust_marital_status",
                        "cust_street_address",
                        "cust_postal_code",
                        "cust_city",
                        "cust_city_id",
                        "cust_state_province",
                        "cust_state_province_id",
                        "country_id",
                        "cust_main_phone_number",
                        "cust_income_level",
                        "cust_credit_limit",
                        "cust_email",
                        "cust_total",
                        "cust_total_id",
                        "cust_src_id",
                        "cust_eff_from",
                        "cust_eff_to",
                        "cust_valid"),
                shape.customers(),
                shape.customers(),
                230,
                (seed, from, to, sink) -> {
                    Rng r = new Rng(0);
                    for (long k = from; k <= to; k++) {
                        r.reseed(seed, CUSTOMER_TABLE, k);
                        ShCatalog.Country country = ShCatalog.COUNTRIES.get(r.nextInt(ShCatalog.COUNTRIES.size()));
                        int countryId = country.id();
                        boolean female = r.chance(0.5);
                        String first = female ? r.pick(FEMALE) : r.pick(MALE);
                        String last = r.pick(LAST);
                        int cityIndex = r.nextInt(country.cities().length);
                        String[] city = country.cities()[cityIndex];
                        int income = r.nextInt(INCOME_LEVELS.length);
                        int credit = CREDIT_LIMITS[Math.min(CREDIT_LIMITS.length - 1, income * 2 / 3 + r.nextInt(2))];
                        sink.value(k)
                                .value(first)
                                .value(last)
                                .value(female ? "F" : "M")
                                .value(r.between(1920, 1995))
                                .value(r.pick(MARITAL))
                                .value(r.between(1, 999) + " " + r.pick(STREETS) + " " + r.pick(STREET_KINDS))
                                .value(String.format(Locale.ROOT, "%05d", r.between(1000, 99999)))
                                .value(city[0])
                                .value(cityId(countryId, cityIndex))
                                .value(city[1])
                                .value(cityId(countryId, cityIndex))
                                .value(countryId)
                                .value(String.format(
                                        Locale.ROOT,
                                        "%03d-%03d-%04d",
                                        r.between(100, 999),
                                        r.between(100, 999),
                                        r.between(0, 9999)))
                                .value(INCOME_LEVELS[income])
                                .value(credit)
                                .value(first.toLowerCase(Locale.ROOT) + "."
                                        + last.toLowerCase(Locale.ROOT).replace(' ', '_') + k + "@example.com")
                                .value("Customer total")
                                .value(1)
                                .nullValue()
                                .value(LocalDate.of(1994, 1, 1).plusDays(r.nextInt(2500)))
                                .nullValue()
                                .value(r.chance(0.95) ? "V" : "I")
                                .endRow();
                    }
                });
    }

    /** A city's id: the country's index times 100 plus the city's number. */
    static int cityId(int countryId, int cityIndex) {
        return (countryId - ShCatalog.FIRST_COUNTRY_ID + 1) * 100 + cityIndex + 1;
    }

    static TableDef demographics(ShShape shape) {
        return new TableDef(
                "supplementary_demographics",
                List.of(
                        "cust_id",
                        "education",
                        "occupation",
                        "household_size",
                        "yrs_residence",
                        "affinity_card",
                        "flat_panel_monitor",
                        "home_theater_package",
                        "bookkeeping_application",
                        "printer_supplies",
                        "game_console",
                        "comments"),
                shape.demographics(),
                shape.demographics(),
                90,
                (seed, from, to, sink) -> {
                    Rng r = new Rng(0);
                    for (long k = from; k <= to; k++) {
                        r.reseed(seed, DEMOGRAPHICS_TABLE, k);
                        int household = r.between(1, 9);
                        sink.value(k)
                                .value(r.pick(EDUCATION))
                                .value(r.pick(OCCUPATION))
                                .value(household >= 6 ? "6+" : Integer.toString(household))
                                .value(r.between(0, 15))
                                .value(r.chance(0.25) ? 1 : 0)
                                .value(r.chance(0.4) ? 1 : 0)
                                .value(r.chance(0.5) ? 1 : 0)
                                .value(r.chance(0.6) ? 1 : 0)
                                .value(1)
                                .value(r.chance(0.3) ? 1 : 0);
                        if (r.chance(0.1)) {
                            sink.value("Customer wrote: " + r.pick(COMMENTS));
                        } else {
                            sink.nullValue();
                        }
                        sink.endRow();
                    }
                });
    }
}
