package org.surgebench.workloads.sh;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class SalesCalendarTest {

    @Test
    void everySaleFallsInOneYearAndTheYearsAddUp() {
        SalesCalendar c = new SalesCalendar(147_000);
        long sum = 0;
        for (int y = SalesCalendar.FIRST_YEAR; y <= SalesCalendar.LAST_YEAR; y++) {
            sum += c.salesInYear(y);
        }
        assertThat(sum).isEqualTo(147_000);
        assertThat(c.salesInYear(1994)).isZero();
        assertThat(c.salesInYear(2014)).isZero();
        assertThat(c.dayOf(1)).isEqualTo(LocalDate.of(1995, 1, 1));
        assertThat(c.dayOf(147_000)).isEqualTo(LocalDate.of(2013, 12, 31));
    }

    @Test
    void volumeGrowsOverTheYears() {
        SalesCalendar c = new SalesCalendar(14_700_000);
        for (int y = SalesCalendar.FIRST_YEAR + 1; y <= SalesCalendar.LAST_YEAR; y++) {
            assertThat(c.salesInYear(y)).as("year %d", y).isGreaterThan(c.salesInYear(y - 1));
        }
        // 1 + 0.12 * 18 = 3.16 times the first year's daily weight.
        double ratio = (double) c.salesInYear(2013) / c.salesInYear(1995);
        assertThat(ratio).isBetween(3.0, 3.3);
    }

    @Test
    void daysAreInOrderAndMatchTheYearCounts() {
        SalesCalendar c = new SalesCalendar(20_000);
        LocalDate previous = SalesCalendar.FIRST_DAY;
        long in2000 = 0;
        for (long k = 1; k <= 20_000; k++) {
            LocalDate d = c.dayOf(k);
            assertThat(d).isAfterOrEqualTo(previous);
            previous = d;
            if (d.getYear() == 2000) {
                in2000++;
            }
        }
        assertThat(in2000).isEqualTo(c.salesInYear(2000));
    }

    @Test
    void tinyTotalsLeaveDaysEmptyWithoutBreakingTheMapping() {
        SalesCalendar c = new SalesCalendar(10);
        long sum = 0;
        for (int y = SalesCalendar.FIRST_YEAR; y <= SalesCalendar.LAST_YEAR; y++) {
            sum += c.salesInYear(y);
        }
        assertThat(sum).isEqualTo(10);
        for (long k = 1; k <= 10; k++) {
            assertThat(c.salesInYear(c.dayOf(k).getYear())).isPositive();
        }
    }
}
