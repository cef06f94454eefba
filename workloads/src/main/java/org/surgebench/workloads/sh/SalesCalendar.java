package org.surgebench.workloads.sh;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;

/**
 * Spreads the sales over the days of 1995..2013 so that volume grows year by year (2013 sells about 3.2
 * times as much as 1995), with a Christmas peak and quieter Sundays. Sale number k (1-based) falls on
 * {@link #dayOf(long)}: the days are cut into consecutive ranges of sale numbers, so any chunk of keys can
 * be generated alone and a chunk mostly lands in one yearly partition.
 */
final class SalesCalendar {
    static final int FIRST_YEAR = 1995;
    static final int LAST_YEAR = 2013;
    static final LocalDate FIRST_DAY = LocalDate.of(FIRST_YEAR, 1, 1);
    static final LocalDate LAST_DAY = LocalDate.of(LAST_YEAR, 12, 31);
    static final int DAYS = (int) ChronoUnit.DAYS.between(FIRST_DAY, LAST_DAY) + 1;

    private static final LocalDate[] DAY = new LocalDate[DAYS];

    static {
        for (int d = 0; d < DAYS; d++) {
            DAY[d] = FIRST_DAY.plusDays(d);
        }
    }

    /** Sales before day d (0-based from FIRST_DAY); salesBefore[DAYS] is the total. */
    private final long[] salesBefore = new long[DAYS + 1];

    SalesCalendar(long totalSales) {
        double[] cumulative = new double[DAYS + 1];
        for (int d = 0; d < DAYS; d++) {
            cumulative[d + 1] = cumulative[d] + weight(DAY[d]);
        }
        double total = cumulative[DAYS];
        for (int d = 0; d <= DAYS; d++) {
            salesBefore[d] = Math.round(totalSales * (cumulative[d] / total));
        }
        salesBefore[DAYS] = totalSales;
    }

    static double weight(LocalDate day) {
        double growth = 1 + 0.12 * (day.getYear() - FIRST_YEAR);
        double season = switch (day.getMonthValue()) {
            case 12 -> 1.5;
            case 11 -> 1.2;
            case 1, 2 -> 0.85;
            default -> 1.0;
        };
        double weekday = day.getDayOfWeek() == DayOfWeek.SUNDAY ? 0.7
                : day.getDayOfWeek() == DayOfWeek.SATURDAY ? 1.2 : 1.0;
        return growth * season * weekday;
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
        int months = (LAST_YEAR - FIRST_YEAR + 1) * 12;
        long[] out = new long[months + 1];
        for (int m = 0; m <= months; m++) {
            out[m] = salesBefore[(int) ChronoUnit.DAYS.between(FIRST_DAY, FIRST_DAY.plusMonths(m))];
        }
        return out;
    }

    /** Sales in one calendar year, as the generator writes them. */
    long salesInYear(int year) {
        if (year < FIRST_YEAR || year > LAST_YEAR) {
            return 0;
        }
        int from = (int) ChronoUnit.DAYS.between(FIRST_DAY, LocalDate.of(year, 1, 1));
        int to = (int) ChronoUnit.DAYS.between(FIRST_DAY, LocalDate.of(year + 1, 1, 1));
        return salesBefore[to] - salesBefore[from];
    }
}
