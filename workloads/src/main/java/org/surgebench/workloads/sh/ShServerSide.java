package org.surgebench.workloads.sh;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.SqlLists;

/**
 * Template variables of Sales History's server-side generation SQL ({@code <dialect>/server-side/*.sql}): the
 * row counts, the word lists of {@link CustomerTables}, the countries (weights, cities, ISO codes, regions),
 * product and channel weights and prices of {@link ShCatalog}, and the number of sales before each month of
 * the {@link SalesCalendar}. Rows made inside the database therefore have the client's counts, per year and
 * per month included (the verify checks the years), and its domains, although their values come from the
 * database's hash function instead of the client's {@link Rng}.
 */
final class ShServerSide {
    /** Most slots of a weighted list of 2-digit ids that fit in one SQL literal. */
    private static final int MAX_ID_SLOTS = 1900;

    private ShServerSide() {
    }

    static Map<String, String> vars(ShShape shape, long seed) {
        Map<String, String> v = new LinkedHashMap<>();
        v.put("customers_max", Long.toString(shape.customers() - 1));
        v.put("demographics_gap", Integer.toString(ShShape.DEMOGRAPHICS_GAP));
        v.put("promotions_max", Integer.toString(DimensionTables.PROMOTIONS - DimensionTables.NO_PROMOTION - 1));
        v.put("hash_seed", Long.toString(Rng.mix(seed ^ Rng.idOf("sh.server-side")) & 0xffff_ffffL));

        long[] months = new SalesCalendar(shape.sales()).salesBeforeMonths();
        SqlLists.putNumbers(v, "sale_months", months);
        long most = 0;
        for (int m = 0; m + 1 < months.length; m++) {
            most = Math.max(most, months[m + 1] - months[m]);
        }
        v.put("sale_month_most", Long.toString(Math.max(1, most)));

        SqlLists.put(v, "female_names", List.of(CustomerTables.FEMALE));
        SqlLists.put(v, "male_names", List.of(CustomerTables.MALE));
        SqlLists.put(v, "last_names", List.of(CustomerTables.LAST));
        SqlLists.put(v, "streets", List.of(CustomerTables.STREETS));
        SqlLists.put(v, "street_kinds", List.of(CustomerTables.STREET_KINDS));
        SqlLists.put(v, "income_levels", List.of(CustomerTables.INCOME_LEVELS));
        SqlLists.putNumbers(v, "credit_limits", Arrays.stream(CustomerTables.CREDIT_LIMITS).asLongStream().toArray());
        SqlLists.put(v, "marital_statuses", List.of(CustomerTables.MARITAL));
        SqlLists.put(v, "educations", List.of(CustomerTables.EDUCATION));
        SqlLists.put(v, "occupations", List.of(CustomerTables.OCCUPATION));
        SqlLists.put(v, "comments", List.of(CustomerTables.COMMENTS));

        // Countries by customer weight; each country's cities are a run of the flat city list.
        List<String> countryIds = new ArrayList<>();
        List<String> cities = new ArrayList<>();
        List<String> states = new ArrayList<>();
        long[] firstCity = new long[ShCatalog.COUNTRIES.size()];
        long[] cityCount = new long[ShCatalog.COUNTRIES.size()];
        for (ShCatalog.Country c : ShCatalog.COUNTRIES) {
            countryIds.add(String.format(java.util.Locale.ROOT, "%02d", c.id()));
            firstCity[c.id() - 1] = cities.size();
            cityCount[c.id() - 1] = c.cities().length;
            for (String[] city : c.cities()) {
                cities.add(city[0]);
                states.add(city[1]);
            }
        }
        SqlLists.put(v, "country_by_weight", SqlLists.weighted(countryIds,
                ShCatalog.COUNTRIES.stream().mapToInt(ShCatalog.Country::customerWeight).toArray(), MAX_ID_SLOTS));
        SqlLists.putNumbers(v, "country_first_city", firstCity);
        SqlLists.putNumbers(v, "country_city_count", cityCount);
        SqlLists.put(v, "city_names", cities);
        SqlLists.put(v, "city_states", states);
        SqlLists.put(v, "country_isos", ShCatalog.COUNTRIES.stream().map(ShCatalog.Country::iso).toList());
        SqlLists.put(v, "country_regions", ShCatalog.COUNTRIES.stream().map(ShCatalog.Country::regionCode).toList());

        List<String> productIds = ShCatalog.PRODUCTS.stream()
                .map(p -> String.format(java.util.Locale.ROOT, "%02d", p.id())).toList();
        SqlLists.put(v, "product_by_weight", SqlLists.weighted(productIds,
                ShCatalog.PRODUCTS.stream().mapToInt(ShCatalog.Product::salesWeight).toArray(), MAX_ID_SLOTS));
        SqlLists.putNumbers(v, "product_prices",
                ShCatalog.PRODUCTS.stream().mapToLong(ShCatalog.Product::listPriceCents).toArray());
        SqlLists.put(v, "channel_by_weight", SqlLists.weighted(
                ShCatalog.CHANNELS.stream().map(c -> Integer.toString(c.id())).toList(),
                ShCatalog.CHANNELS.stream().mapToInt(ShCatalog.Channel::salesWeight).toArray(), 1000));
        return v;
    }
}
