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
 * row counts, the word lists of {@link CustomerTables}, the countries' cities and the channel ids of
 * {@link ShCatalog}, and the number of sales before each month of the {@link SalesCalendar}. Rows made inside
 * the database therefore have the client's counts, per year and per month included (the verify checks the
 * years), and its domains, although their values come from the database's hash function instead of the
 * client's {@link Rng}.
 */
final class ShServerSide {
    private ShServerSide() {}

    static Map<String, String> vars(ShShape shape, long seed) {
        Map<String, String> v = new LinkedHashMap<>();
        v.put("customers_max", Long.toString(shape.customers() - 1));
        v.put("demographics", Long.toString(shape.demographics()));
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
        SqlLists.putNumbers(
                v,
                "credit_limits",
                Arrays.stream(CustomerTables.CREDIT_LIMITS).asLongStream().toArray());
        SqlLists.put(v, "marital_statuses", List.of(CustomerTables.MARITAL));
        SqlLists.put(v, "educations", List.of(CustomerTables.EDUCATION));
        SqlLists.put(v, "occupations", List.of(CustomerTables.OCCUPATION));
        SqlLists.put(v, "comments", List.of(CustomerTables.COMMENTS));

        // Countries in id order (ids are consecutive); each country's cities are a run of the flat city list.
        v.put("first_country_id", Integer.toString(ShCatalog.FIRST_COUNTRY_ID));
        v.put("countries_max", Integer.toString(ShCatalog.COUNTRIES.size() - 1));
        List<String> cities = new ArrayList<>();
        List<String> states = new ArrayList<>();
        long[] firstCity = new long[ShCatalog.COUNTRIES.size()];
        long[] cityCount = new long[ShCatalog.COUNTRIES.size()];
        for (int i = 0; i < ShCatalog.COUNTRIES.size(); i++) {
            ShCatalog.Country c = ShCatalog.COUNTRIES.get(i);
            firstCity[i] = cities.size();
            cityCount[i] = c.cities().length;
            for (String[] city : c.cities()) {
                cities.add(city[0]);
                states.add(city[1]);
            }
        }
        SqlLists.putNumbers(v, "country_first_city", firstCity);
        SqlLists.putNumbers(v, "country_city_count", cityCount);
        SqlLists.put(v, "city_names", cities);
        SqlLists.put(v, "city_states", states);
        SqlLists.putNumbers(
                v,
                "channel_ids",
                ShCatalog.CHANNELS.stream().mapToLong(ShCatalog.Channel::id).toArray());
        return v;
    }
}
