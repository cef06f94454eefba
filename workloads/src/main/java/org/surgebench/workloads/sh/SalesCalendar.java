package org.surgebench.workloads.sh;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;

/**
 * Spreads the sales over the days of 1995..2013 as Swingbench's data generator does: its SALES is loaded as 68
 * partitions (a year each for 1995 and 1996, half-years in 1997, quarters from 1998) with a fixed row count per
 * scale unit each, 130,653 in 1995 growing to 652,437 in the last quarter of 2013 (14,728,759 in all), and the
 * days of a partition equally likely. Here the partitions' counts are scaled and each spread evenly over its
 * days: sale number k (1-based) falls on {@link #dayOf(long)}, consecutive keys on consecutive days, so any
 * chunk of keys is generated alone and mostly lands in one yearly partition, and the count of every day, month
 * and year is known exactly (the verify checks the years).
 */
final class SalesCalendar {
    static final int FIRST_YEAR = 1995;
    static final int LAST_YEAR = 2013;
    static final LocalDate FIRST_DAY = LocalDate.of(FIRST_YEAR, 1, 1);
    static final LocalDate LAST_DAY = LocalDate.of(LAST_YEAR, 12, 31);
    static final int DAYS = (int) ChronoUnit.DAYS.between(FIRST_DAY, LAST_DAY) + 1;

    /**
     * Swingbench's SALES partitions per scale unit: first month (1-based from January 1995) and rows; each runs
     * to the next one's first month (the last to the end of 2013).
     */
    private static final int[][] PARTITIONS = {
        {1, 130_653}, {13, 149_319}, {25, 111_988}, {31, 139_986},
        {37, 74_659}, {40, 80_258}, {43, 84_924}, {46, 86_791},
        {49, 81_191}, {52, 84_177}, {55, 97_617}, {58, 102_562},
        {61, 85_857}, {64, 85_764}, {67, 83_990}, {70, 132_707},
        {73, 82_123}, {76, 85_671}, {79, 95_564}, {82, 130_561},
        {85, 85_017}, {88, 83_898}, {91, 96_683}, {94, 141_105},
        {97, 95_564}, {100, 96_683}, {103, 134_759}, {106, 156_599},
        {109, 124_681}, {112, 120_295}, {115, 153_425}, {118, 167_983},
        {121, 116_841}, {124, 93_417}, {127, 87_350}, {130, 124_681},
        {133, 126_547}, {136, 156_504}, {139, 166_864}, {142, 169_943},
        {145, 177_222}, {148, 180_303}, {151, 197_008}, {154, 227_711},
        {157, 206_340}, {160, 261_309}, {163, 290_333}, {166, 341_569},
        {169, 242_645}, {172, 291_360}, {175, 331_770}, {178, 383_565},
        {181, 261_402}, {184, 300_693}, {187, 354_635}, {190, 429_295},
        {193, 307_971}, {196, 383_753}, {199, 447_960}, {202, 550_618},
        {205, 354_635}, {208, 461_492}, {211, 559_484}, {214, 652_437},
        {217, 354_635}, {220, 461_492}, {223, 559_484}, {226, 652_437}
    };

    private static final int MONTHS = (LAST_YEAR - FIRST_YEAR + 1) * 12;

    private static final LocalDate[] DAY = new LocalDate[DAYS];
    /** Swingbench's sales per scale unit before each day (fractions inside a partition); [DAYS] is the total. */
    private static final double[] UNIT_BEFORE = new double[DAYS + 1];

    static final long UNIT_TOTAL;

    static {
        for (int d = 0; d < DAYS; d++) {
            DAY[d] = FIRST_DAY.plusDays(d);
        }
        long before = 0;
        for (int p = 0; p < PARTITIONS.length; p++) {
            int from = dayIndex(PARTITIONS[p][0]);
            int to = p + 1 < PARTITIONS.length ? dayIndex(PARTITIONS[p + 1][0]) : DAYS;
            int rows = PARTITIONS[p][1];
            for (int d = from; d < to; d++) {
                UNIT_BEFORE[d] = before + (double) rows * (d - from) / (to - from);
            }
            before += rows;
        }
        UNIT_BEFORE[DAYS] = before;
        UNIT_TOTAL = before;
    }

    /** Day index of the first day of a month numbered 1.. from January 1995. */
    private static int dayIndex(int month) {
        return (int) ChronoUnit.DAYS.between(FIRST_DAY, FIRST_DAY.plusMonths(month - 1L));
    }

    /** Sales before day d (0-based from FIRST_DAY); salesBefore[DAYS] is the total. */
    private final long[] salesBefore = new long[DAYS + 1];

    SalesCalendar(long totalSales) {
        for (int d = 0; d <= DAYS; d++) {
            salesBefore[d] = Math.round(totalSales * (UNIT_BEFORE[d] / UNIT_TOTAL));
        }
        salesBefore[DAYS] = totalSales;
    }

    /** The day of sale number k, 1-based: the last day d with fewer than k sales before it. */
    LocalDate dayOf(long k) {
        int lo = 0;
        int hi = DAYS - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (salesBefore[mid] < k) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return DAY[lo];
    }

    /**
     * Sales before the first day of each month of 1995..2013 and, last, the total: entry m (0-based) is the
     * number of sales before month m, so month m holds sale numbers {@code entry[m] + 1 .. entry[m + 1]}.
     */
    long[] salesBeforeMonths() {
        long[] out = new long[MONTHS + 1];
        for (int m = 0; m <= MONTHS; m++) {
            out[m] = m == MONTHS ? salesBefore[DAYS] : salesBefore[dayIndex(m + 1)];
        }
        return out;
    }

    /** Sales in one calendar year, as the generator writes them. */
    long salesInYear(int year) {
        if (year < FIRST_YEAR || year > LAST_YEAR) {
            return 0;
        }
        int from = dayIndex((year - FIRST_YEAR) * 12 + 1);
        int to = year == LAST_YEAR ? DAYS : dayIndex((year - FIRST_YEAR + 1) * 12 + 1);
        return salesBefore[to] - salesBefore[from];
    }

    /** Sales between two days, both inclusive. */
    long salesBetween(LocalDate first, LocalDate last) {
        int from = (int) Math.max(0, ChronoUnit.DAYS.between(FIRST_DAY, first));
        int to = (int) Math.min(DAYS, ChronoUnit.DAYS.between(FIRST_DAY, last) + 1);
        return to <= from ? 0 : salesBefore[to] - salesBefore[from];
    }
}
