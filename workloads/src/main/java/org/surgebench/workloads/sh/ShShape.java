package org.surgebench.workloads.sh;

/**
 * Row counts of one scale, Swingbench's per scale unit: 14,728,759 sales (the sum of its 68 SALES partitions,
 * see {@link SalesCalendar}), 1,626,064 customers (16 x 101,629) and 1,493,184 supplementary demographics
 * (16 x 93,324), each rounded to the nearest row at other scales. Demographics belong to customers
 * 1..{@code demographics}; the other dimensions have a fixed size.
 */
record ShShape(long customers, long demographics, long sales) {
    static final long SALES_PER_SCALE = 14_728_759;
    static final long CUSTOMERS_PER_SCALE = 1_626_064;
    static final long DEMOGRAPHICS_PER_SCALE = 1_493_184;

    static ShShape of(double scale) {
        return new ShShape(
                rows(scale, CUSTOMERS_PER_SCALE), rows(scale, DEMOGRAPHICS_PER_SCALE), rows(scale, SALES_PER_SCALE));
    }

    private static long rows(double scale, long perUnit) {
        return Math.max(1, Math.round(scale * perUnit));
    }
}
