package org.surgebench.workloads.soe;

import org.surgebench.core.spi.Rng;

/**
 * Row counts of one Order Entry scale, exactly as Swingbench users know them (scale 1 = "1 GB":
 * 1,000,000 customers, 1,500,000 addresses and cards, 1,429,790 orders, 2,382,984 logons), plus the
 * per-key counts that must agree between generators and the expected totals: items per order and
 * whether a product is stocked in a warehouse.
 *
 * <p>Items per order come from a seeded table of {@value #ITEM_BLOCK} counts (1..5, uniform), read at a
 * per-block rotation. Every full block therefore sums to the same total, so the exact number of order
 * items for any scale is computed in O(block) instead of walking a billion orders.
 */
final class SoeShape {
    static final long CUSTOMERS_PER_UNIT = 1_000_000;
    static final long ADDRESSES_PER_UNIT = 1_500_000;
    static final long CARDS_PER_UNIT = 1_500_000;
    static final long ORDERS_PER_UNIT = 1_429_790;
    static final long LOGONS_PER_UNIT = 2_382_984;
    static final int PRODUCTS = 1000;
    static final int WAREHOUSES = 1000;
    static final int MIN_ITEMS = 1;
    static final int MAX_ITEMS = 5;
    static final int ITEM_BLOCK = 4096;
    static final int MIN_STOCKED = 800;
    static final int MAX_STOCKED = 1000;
    /** Units on hand of a stocked (product, warehouse): Swingbench's 0..99,999,999, from 1,000 so never empty. */
    static final int MIN_STOCK = 1_000;

    static final int MAX_STOCK = 99_999_999;
    /** One inventory key per (product, warehouse) pair, so the ~900k inventory rows load in parallel chunks. */
    static final long INVENTORY_KEYS = (long) PRODUCTS * WAREHOUSES;

    final long seed;
    final long customers;
    final long addresses;
    final long cards;
    final long orders;
    final long logons;
    final long orderItems;
    final long inventories;
    private final byte[] itemCounts = new byte[ITEM_BLOCK];
    private final short[] stockLevel = new short[PRODUCTS + 1];
    private final long blockSalt;

    SoeShape(double scale, long seed) {
        this.seed = seed;
        this.customers = scaled(CUSTOMERS_PER_UNIT, scale);
        this.addresses = scaled(ADDRESSES_PER_UNIT, scale);
        this.cards = scaled(CARDS_PER_UNIT, scale);
        this.orders = scaled(ORDERS_PER_UNIT, scale);
        this.logons = scaled(LOGONS_PER_UNIT, scale);
        Rng r = new Rng(0);
        long blockSum = 0;
        for (int i = 0; i < ITEM_BLOCK; i++) {
            itemCounts[i] = (byte) r.reseed(seed, SoeKeys.ITEM_COUNTS, i).between(MIN_ITEMS, MAX_ITEMS);
            blockSum += itemCounts[i];
        }
        this.blockSalt = Rng.mix(seed ^ SoeKeys.ITEM_COUNTS);
        long full = orders / ITEM_BLOCK;
        long items = full * blockSum;
        for (long k = full * ITEM_BLOCK + 1; k <= orders; k++) {
            items += itemsOf(k);
        }
        this.orderItems = items;
        for (int p = 1; p <= PRODUCTS; p++) {
            stockLevel[p] = (short) r.reseed(seed, SoeKeys.STOCK_LEVEL, p).between(MIN_STOCKED, MAX_STOCKED);
        }
        long inv = 0;
        for (long k = 1; k <= INVENTORY_KEYS; k++) {
            if (stocked(r, k)) {
                inv++;
            }
        }
        this.inventories = inv;
    }

    /** {@code perUnit * scale}, rounded, at least 1. */
    static long scaled(long perUnit, double scale) {
        return Math.max(1, Math.round(perUnit * scale));
    }

    /** Number of line items of loaded order {@code orderId} (1-based). */
    int itemsOf(long orderId) {
        long i = orderId - 1;
        long block = i / ITEM_BLOCK;
        return itemCounts[(int) ((i % ITEM_BLOCK + rotation(block)) % ITEM_BLOCK)];
    }

    /** Where block {@code block} (0-based) of orders starts reading the item count table. */
    int rotation(long block) {
        return (int) Math.floorMod(Rng.mix(blockSalt + block), (long) ITEM_BLOCK);
    }

    /** The item count table as digits, for server-side SQL that must reproduce the exact item totals. */
    String itemCountDigits() {
        StringBuilder b = new StringBuilder(ITEM_BLOCK);
        for (byte c : itemCounts) {
            b.append(c);
        }
        return b.toString();
    }

    /**
     * Whether inventory key {@code k} (product {@code (k-1)/1000+1} in warehouse {@code (k-1)%1000+1}) is
     * stocked: with probability level/1000, the product's level being 800..1000. Reseeds {@code r} to the key's
     * stream, so the inventory generator draws the quantity next from the same stream.
     */
    boolean stocked(Rng r, long k) {
        int product = (int) ((k - 1) / WAREHOUSES) + 1;
        return r.reseed(seed, SoeKeys.INVENTORIES, k).nextInt(WAREHOUSES) < stockLevel[product];
    }
}
