package org.surgebench.workloads.soe;

import org.surgebench.core.spi.Rng;

/**
 * The 1,000 products, computed once per seed: the product tables are written from it, and order items
 * take their unit price and supplier from it, so an order's total is the sum of its items' list prices.
 *
 * <p>Categories are uniform over 1..200, as in Swingbench's data (about five products each; OP browses the
 * categories 1..198 and so finds about 4.5 of them stocked in a warehouse). A product is named after the kind
 * of its category. List prices are log-uniform between 1.00 and 2,000.00 (many cheap products, few expensive
 * ones), so with 1..5 items of 1..10 units most order totals stay in Swingbench's 0..10,000 range. StrictMath
 * keeps the prices identical on every JVM.
 */
final class SoeCatalog {
    static final String[] ADJECTIVES = {
        "Ultra", "Pro", "Compact", "Classic", "Smart", "Deluxe", "Eco", "Mini", "Max", "Prime", "Turbo", "Lite",
        "Elite", "Nova", "Core", "Flex", "Swift", "Titan", "Zen", "Aero"
    };
    /** Number of product categories (Swingbench's data: 1..200). */
    static final int CATEGORIES = 200;
    /** Product kinds; category c holds products of kind {@code KINDS[(c - 1) % KINDS.length]}. */
    static final String[] KINDS = {
        "Laptop",
        "Monitor",
        "Keyboard",
        "Mouse",
        "Printer",
        "Router",
        "Tablet",
        "Phone",
        "Headset",
        "Speaker",
        "Camera",
        "Projector",
        "Scanner",
        "Drive",
        "Memory",
        "Cable",
        "Charger",
        "Desk",
        "Chair",
        "Lamp",
        "Watch",
        "Console",
        "Microphone",
        "Webcam"
    };

    static final String[] STATUSES = {"orderable", "planned", "under development", "obsolete"};
    static final int[] STATUS_CUMULATIVE = {85, 90, 95, 100};
    static final int[] WARRANTY_MONTHS = {0, 3, 6, 12, 12, 24, 24, 36, 60};
    static final String[] FEATURES = {
        "long battery life",
        "a rugged metal case",
        "wireless connectivity",
        "a five year parts guarantee",
        "energy saving mode",
        "a high resolution display",
        "quiet operation",
        "fast charging",
        "a compact design",
        "premium materials",
        "simple set-up",
        "cloud backup"
    };

    final String[] name = new String[SoeShape.PRODUCTS + 1];
    final String[] description = new String[SoeShape.PRODUCTS + 1];
    final int[] category = new int[SoeShape.PRODUCTS + 1];
    final int[] weightClass = new int[SoeShape.PRODUCTS + 1];
    final int[] warrantyMonths = new int[SoeShape.PRODUCTS + 1];
    final int[] supplier = new int[SoeShape.PRODUCTS + 1];
    final String[] status = new String[SoeShape.PRODUCTS + 1];
    final long[] listPriceCents = new long[SoeShape.PRODUCTS + 1];
    final long[] minPriceCents = new long[SoeShape.PRODUCTS + 1];

    SoeCatalog(long seed) {
        Rng r = new Rng(0);
        for (int p = 1; p <= SoeShape.PRODUCTS; p++) {
            r.reseed(seed, SoeKeys.PRODUCTS, p);
            category[p] = r.between(1, CATEGORIES);
            int kind = (category[p] - 1) % KINDS.length;
            String adjective = r.pick(ADJECTIVES);
            name[p] = adjective + " " + KINDS[kind] + " " + (100 + p);
            description[p] = "The " + name[p] + " is a " + KINDS[kind].toLowerCase(java.util.Locale.ROOT) + " with "
                    + r.pick(FEATURES) + " and " + r.pick(FEATURES) + ".";
            weightClass[p] = r.between(1, 5);
            warrantyMonths[p] = WARRANTY_MONTHS[r.nextInt(WARRANTY_MONTHS.length)];
            supplier[p] = r.between(100_001, 100_100);
            status[p] = STATUSES[r.weighted(STATUS_CUMULATIVE)];
            double price = StrictMath.exp(r.nextDouble() * StrictMath.log(2000.0));
            listPriceCents[p] = Math.max(100, Math.round(price * 100));
            minPriceCents[p] = listPriceCents[p] * r.between(70, 95) / 100;
        }
    }
}
