package org.surgebench.workloads.tpch;

import java.time.LocalDate;
import org.surgebench.core.spi.Rng;

/**
 * TPC-H's cardinalities and key rules at a scale factor (clause 4.2.5 and 4.2.3): SF x 10,000 suppliers,
 * 200,000 parts (4 PARTSUPP rows each), 150,000 customers and 1,500,000 orders of 1..7 line items; 25 nations and
 * 5 regions whatever the scale. Below SF 1 each count is rounded to a whole number (at least one).
 *
 * <p>Order keys are sparse as the specification has them: of every 32 keys the first 8 are loaded and the other
 * 24 are left to the refresh function RF1 ({@link TpchRefresh}).
 */
record TpchShape(double scale, long seed) {
    static final int NATIONS = 25;
    static final int REGIONS = 5;
    static final int PARTSUPP_PER_PART = 4;
    static final int MAX_LINES = 7;
    /** Of each block of 32 order keys the first 8 are the initial population's. */
    static final int KEY_BLOCK = 32;

    static final int LOADED_PER_BLOCK = 8;
    static final LocalDate START_DATE = LocalDate.of(1992, 1, 1);
    static final LocalDate CURRENT_DATE = LocalDate.of(1995, 6, 17);
    static final LocalDate END_DATE = LocalDate.of(1998, 12, 31);
    /** Orders are dated up to 151 days before the end, so that their lines ship, commit and arrive in range. */
    static final int LAST_ORDER_DAY = (int) (END_DATE.toEpochDay() - 151 - START_DATE.toEpochDay());

    private long count(long perUnit) {
        return Math.max(1, Math.round(perUnit * scale));
    }

    long suppliers() {
        return count(10_000);
    }

    long parts() {
        return count(200_000);
    }

    long partsupps() {
        return parts() * PARTSUPP_PER_PART;
    }

    long customers() {
        return count(150_000);
    }

    long orders() {
        return count(1_500_000);
    }

    /** Orders in one refresh set, inserted by RF1 and deleted by RF2: SF x 1,500 (clause 2.5.2). */
    long refreshOrders() {
        return count(1_500);
    }

    /** Clerks: SF x 1,000 (clause 4.2.3, O_CLERK). */
    long clerks() {
        return count(1_000);
    }

    /** The last key of the load's last block of 32: the load's and RF1's order keys are at most this. */
    long lastBlockKey() {
        return (orders() + LOADED_PER_BLOCK - 1) / LOADED_PER_BLOCK * KEY_BLOCK;
    }

    /** The first key of orders_seq, which NewOrder takes its keys from: just after the load's last block. */
    long firstNewOrderKey() {
        return lastBlockKey() + 1;
    }

    /** The first key of customer_seq, which NewCustomer takes its keys from: just after the load's customers. */
    long firstNewCustomerKey() {
        return customers() + 1;
    }

    /** The key of the order with index 1..orders(): the first 8 of every 32 keys. */
    static long orderKey(long index) {
        long i = index - 1;
        return (i / LOADED_PER_BLOCK) * KEY_BLOCK + i % LOADED_PER_BLOCK + 1;
    }

    /** The number of line items of the loaded order with index 1..orders(): 1..7, the same for ORDERS and LINEITEM. */
    int lines(long index) {
        return 1 + (int) Math.floorMod(Rng.mix(seed ^ Rng.mix(index * 0x9E3779B97F4A7C15L)), (long) MAX_LINES);
    }

    /** The LINEITEM rows of the load: the sum of every order's line count. */
    long lineItems() {
        long n = 0;
        for (long k = 1; k <= orders(); k++) {
            n += lines(k);
        }
        return n;
    }

    /**
     * The supplier of a part's PARTSUPP row 0..3 (clause 4.2.3, PS_SUPPKEY): spread so that every supplier serves
     * parts evenly and a part's four suppliers differ.
     */
    long supplierOf(long part, int i) {
        long s = suppliers();
        return (part + (i * ((s / 4) + (part - 1) / s))) % s + 1;
    }

    /** P_RETAILPRICE in cents (clause 4.2.3): a function of the key alone, so that LINEITEM can price a part. */
    static long retailPriceCents(long part) {
        return 90_000 + ((part / 10) % 20_001) + 100 * (part % 1000);
    }

    /** Suppliers whose comment has "Customer ...Complaints", and as many with "...Recommends": SF x 5 each. */
    long remarkedSuppliers() {
        return count(5);
    }

    /**
     * Whether supplier {@code key} has a remark in S_COMMENT: 1 complaints, 2 recommends, 0 none. The suppliers are
     * spread by a stride prime to most supplier counts, from an offset drawn from the seed.
     */
    int supplierRemark(long key) {
        long n = remarkedSuppliers();
        long rank = Math.floorMod(Rng.mix(seed ^ 0x5C0FFEEL) + key * 7919, suppliers());
        return rank < n ? 1 : rank < 2 * n ? 2 : 0;
    }
}
