package org.surgebench.workloads.soe;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;

/**
 * Precomputed dates and order hours, so generators pick a date by index instead of allocating one per row.
 * Loaded orders fall in five years of whole hours (2019-01-01 .. 2023-12-31), as Swingbench's rounded
 * order dates do; other dates (birth, customer since, card expiry, dispatch) are whole days.
 */
final class SoeCalendar {
    static final LocalDate FIRST_DAY = LocalDate.of(1950, 1, 1);
    static final LocalDate LAST_DAY = LocalDate.of(2032, 12, 31);
    static final LocalDateTime ORDERS_FROM = LocalDateTime.of(2019, 1, 1, 0, 0);
    static final int ORDER_HOURS = (int) ChronoUnit.HOURS.between(ORDERS_FROM, LocalDateTime.of(2024, 1, 1, 0, 0));

    private static final LocalDate[] DAYS = days();
    private static final LocalDateTime[] HOURS = hours();

    static final int DOB_FROM = index(LocalDate.of(1950, 1, 1));
    static final int DOB_TO = index(LocalDate.of(2000, 12, 31));
    static final int SINCE_FROM = index(LocalDate.of(2000, 1, 1));
    static final int SINCE_TO = index(LocalDate.of(2012, 12, 31));
    static final int EXPIRY_FROM = index(LocalDate.of(2024, 1, 1));
    static final int EXPIRY_TO = index(LocalDate.of(2030, 12, 31));
    static final int ORDER_FIRST_DAY = index(ORDERS_FROM.toLocalDate());

    private SoeCalendar() {}

    static int index(LocalDate d) {
        return (int) ChronoUnit.DAYS.between(FIRST_DAY, d);
    }

    static LocalDate day(int index) {
        return DAYS[index];
    }

    /** The order timestamp {@code hour} hours after the first order hour. */
    static LocalDateTime orderHour(int hour) {
        return HOURS[hour];
    }

    /** The day index of order hour {@code hour}. */
    static int orderDay(int hour) {
        return ORDER_FIRST_DAY + hour / 24;
    }

    private static LocalDate[] days() {
        int n = (int) ChronoUnit.DAYS.between(FIRST_DAY, LAST_DAY) + 1;
        LocalDate[] out = new LocalDate[n];
        for (int i = 0; i < n; i++) {
            out[i] = FIRST_DAY.plusDays(i);
        }
        return out;
    }

    private static LocalDateTime[] hours() {
        LocalDateTime[] out = new LocalDateTime[ORDER_HOURS];
        for (int i = 0; i < out.length; i++) {
            out[i] = ORDERS_FROM.plusHours(i);
        }
        return out;
    }
}
