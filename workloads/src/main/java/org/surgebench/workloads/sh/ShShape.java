package org.surgebench.workloads.sh;

/**
 * Row counts of one scale: scale 1 has about 1.6 M customers and 14.7 M sales (about 1 GB of rows); the
 * other dimensions have a fixed size. Every 16th customer has no supplementary demographics row.
 */
record ShShape(long customers, long demographics, long sales) {
    static final long CUSTOMERS_PER_SCALE = 1_600_000;
    static final long SALES_PER_SCALE = 14_700_000;
    static final int DEMOGRAPHICS_GAP = 16;

    static ShShape of(double scale) {
        long customers = Math.max(100, Math.round(scale * CUSTOMERS_PER_SCALE));
        long sales = Math.max(1000, Math.round(scale * SALES_PER_SCALE));
        return new ShShape(customers, customers - customers / DEMOGRAPHICS_GAP, sales);
    }

    static boolean hasDemographics(long custId) {
        return custId % DEMOGRAPHICS_GAP != 0;
    }
}
