package org.surgebench.workloads.soe;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.SqlLists;

/**
 * Template variables of Order Entry's server-side generation SQL ({@code <dialect>/server-side/*.sql}): the row
 * counts, the word lists of {@link SoeNames}, the list prices and suppliers of {@link SoeCatalog} and the item
 * count table of {@link SoeShape}. Rows made inside the database therefore draw from the client's domains and
 * have exactly the client's row counts (order items included) although their values come from the database's
 * hash function ({@code ORA_HASH(key * 64 + stream, max, ${hash_seed})}, one stream number per column, listed
 * in the SQL files) instead of the client's {@link Rng}.
 */
final class SoeServerSide {
    /** Products 1..500 have their list price in {@code list_prices_1}, the others in {@code list_prices_2}. */
    static final int PRICE_SPLIT = 500;

    private SoeServerSide() {}

    static Map<String, String> vars(SoeShape shape, SoeCatalog catalog) {
        Map<String, String> v = new LinkedHashMap<>();
        v.put("customers", Long.toString(shape.customers));
        v.put("customers_max", Long.toString(shape.customers - 1));
        v.put("products_max", Integer.toString(SoeShape.PRODUCTS - 1));
        v.put("warehouses_max", Integer.toString(SoeShape.WAREHOUSES - 1));
        // ORA_HASH takes a seed of 0..2^32-1: the generation seed, mixed so that nearby seeds differ everywhere.
        v.put("hash_seed", Long.toString(Rng.mix(shape.seed ^ Rng.idOf("soe.server-side")) & 0xffff_ffffL));

        v.put("order_hours_max", Integer.toString(SoeCalendar.ORDER_HOURS - 1));
        v.put("since_days", Integer.toString(SoeCalendar.SINCE_TO - SoeCalendar.SINCE_FROM));
        v.put("dob_days", Integer.toString(SoeCalendar.DOB_TO - SoeCalendar.DOB_FROM));
        v.put("expiry_days", Integer.toString(SoeCalendar.EXPIRY_TO - SoeCalendar.EXPIRY_FROM));
        v.put("address_days", Integer.toString(SoeCalendar.ORDER_FIRST_DAY - SoeCalendar.SINCE_FROM));

        // Items per order: the client's table of 4,096 counts (two literals: one would exceed 4,000 characters),
        // read from a per-block rotation. Every full block sums to the same total whatever the rotation, so only
        // the last, partial block needs the client's own rotation for the totals to agree exactly.
        String digits = shape.itemCountDigits();
        int half = SoeShape.ITEM_BLOCK / 2;
        SqlLists.putNumbers(v, "item_counts_1", digits(digits.substring(0, half)));
        SqlLists.putNumbers(v, "item_counts_2", digits(digits.substring(half)));
        long lastBlock = (shape.orders - 1) / SoeShape.ITEM_BLOCK;
        v.put("item_last_block", Long.toString(lastBlock));
        v.put("item_last_rotation", Integer.toString(shape.rotation(lastBlock)));

        long[] prices = Arrays.copyOfRange(catalog.listPriceCents, 1, SoeShape.PRODUCTS + 1);
        SqlLists.putNumbers(v, "list_prices_1", Arrays.copyOfRange(prices, 0, PRICE_SPLIT));
        SqlLists.putNumbers(v, "list_prices_2", Arrays.copyOfRange(prices, PRICE_SPLIT, prices.length));
        long[] suppliers = new long[SoeShape.PRODUCTS];
        for (int p = 1; p <= SoeShape.PRODUCTS; p++) {
            suppliers[p - 1] = catalog.supplier[p] - 100_001L;
        }
        SqlLists.putNumbers(v, "product_suppliers", suppliers);

        // 1,000 names each would not fit one literal: they are packed as their stems and endings.
        SqlLists.put(v, "first_stems", List.of(SoeNames.FIRST_STEMS));
        SqlLists.put(v, "first_endings", List.of(SoeNames.FIRST_ENDINGS));
        SqlLists.put(v, "last_stems", List.of(SoeNames.LAST_STEMS));
        SqlLists.put(v, "last_suffixes", List.of(SoeNames.LAST_SUFFIXES));
        v.put("name_endings", Integer.toString(SoeNames.FIRST_ENDINGS.length));
        v.put("names_max", Integer.toString(SoeNames.FIRST.length - 1));
        SqlLists.put(
                v, "nls_languages", Arrays.stream(SoeNames.NLS).map(n -> n[0]).toList());
        SqlLists.put(
                v, "nls_territories", Arrays.stream(SoeNames.NLS).map(n -> n[1]).toList());
        SqlLists.put(v, "email_domains", List.of(SoeNames.EMAIL_DOMAINS));
        SqlLists.put(
                v,
                "customer_classes",
                SqlLists.weighted(
                        List.of(SoeNames.CUSTOMER_CLASSES),
                        SqlLists.fromCumulative(SoeNames.CUSTOMER_CLASS_CUMULATIVE),
                        100));
        SqlLists.put(v, "suggestions", List.of(SoeNames.SUGGESTIONS));
        SqlLists.put(v, "house_names", List.of(SoeNames.HOUSE_NAMES));
        SqlLists.put(v, "streets", List.of(SoeNames.STREETS));
        SqlLists.put(v, "towns", Arrays.stream(SoeNames.PLACES).map(p -> p[0]).toList());
        SqlLists.put(
                v, "counties", Arrays.stream(SoeNames.PLACES).map(p -> p[1]).toList());
        SqlLists.put(
                v, "countries", Arrays.stream(SoeNames.PLACES).map(p -> p[2]).toList());
        SqlLists.put(
                v,
                "card_types",
                SqlLists.weighted(
                        List.of(SoeNames.CARD_TYPES), SqlLists.fromCumulative(SoeNames.CARD_TYPE_CUMULATIVE), 100));
        SqlLists.put(
                v,
                "delivery_types",
                SqlLists.weighted(
                        List.of(SoeNames.DELIVERY_TYPES),
                        SqlLists.fromCumulative(SoeNames.DELIVERY_TYPE_CUMULATIVE),
                        100));
        SqlLists.put(v, "wait_options", List.of(SoeNames.WAIT_OPTIONS));
        SqlLists.put(v, "gift_wraps", List.of(SoeNames.GIFT_WRAP));
        SqlLists.put(v, "conditions", List.of(SoeNames.CONDITIONS));
        return v;
    }

    private static long[] digits(String s) {
        return s.chars().mapToLong(c -> c - '0').toArray();
    }
}
