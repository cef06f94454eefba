package org.surgebench.workloads.tpcc;

import java.time.LocalDateTime;
import org.surgebench.core.spi.Rng;

/**
 * TPC-C's cardinalities (clause 1.2.1 and 4.3.3.1): per warehouse 10 districts of 3,000 customers, one history
 * row and one order per customer, 900 undelivered orders (2,101..3,000) per district, 5..15 lines per order,
 * 100,000 stock rows; and 100,000 items whatever the scale. The scale is the number of warehouses.
 */
record TpccShape(int warehouses, long seed) {
    static final int DISTRICTS = 10;
    static final int CUSTOMERS_PER_DISTRICT = 3000;
    static final int ORDERS_PER_DISTRICT = 3000;
    /** Orders 2,101..3,000 of each district are loaded undelivered (a NEW_ORDER row, no carrier). */
    static final int FIRST_NEW_ORDER = 2101;

    static final int NEW_ORDERS_PER_DISTRICT = ORDERS_PER_DISTRICT - FIRST_NEW_ORDER + 1;
    static final int ITEMS = 100_000;
    static final int MIN_LINES = 5;
    static final int MAX_LINES = 15;
    /** The loaded rows' dates (O_ENTRY_D, C_SINCE, H_DATE): fixed, so that a seed always gives the same rows. */
    static final LocalDateTime LOADED_AT = LocalDateTime.of(2026, 1, 1, 0, 0);

    static TpccShape of(double scale, long seed) {
        return new TpccShape((int) Math.round(scale), seed);
    }

    long districts() {
        return (long) warehouses * DISTRICTS;
    }

    long customers() {
        return districts() * CUSTOMERS_PER_DISTRICT;
    }

    long orders() {
        return districts() * ORDERS_PER_DISTRICT;
    }

    long newOrders() {
        return districts() * NEW_ORDERS_PER_DISTRICT;
    }

    long stock() {
        return (long) warehouses * ITEMS;
    }

    /** O_OL_CNT of the loaded order with key 1..orders(): 5..15, the same for ORDERS and its ORDER_LINE rows. */
    int lines(long orderKey) {
        return MIN_LINES
                + (int) Math.floorMod(
                        Rng.mix(seed ^ Rng.mix(orderKey * 0x9E3779B97F4A7C15L)), (long) (MAX_LINES - MIN_LINES + 1));
    }

    /** The ORDER_LINE rows of the load: the sum of every order's line count. */
    long orderLines() {
        long n = 0;
        for (long k = 1; k <= orders(); k++) {
            n += lines(k);
        }
        return n;
    }
}
