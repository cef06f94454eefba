package org.surgebench.workloads.sh;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class SalesCalendarTest {
    /** Swingbench's sales per year at scale 1: the sums of its SALES partitions' row counts in sh.xml. */
    private static final long[] SWINGBENCH_YEARS = {
        130_653, 149_319, 251_974, 326_632, 365_547, 388_318, 393_919, 406_703, 483_605, 566_384, 422_289, 619_858,
        782_244, 1_099_551, 1_249_340, 1_346_025, 1_690_302, 2_028_048, 2_028_048
    };

    @Test
    void scaleOneHasSwingbenchsSalesPerYearAndQuarter() {
        SalesCalendar c = new SalesCalendar(14_728_759);
        for (int y = SalesCalendar.FIRST_YEAR; y <= SalesCalendar.LAST_YEAR; y++) {
            assertThat(c.salesInYear(y)).as("year %d", y).isEqualTo(SWINGBENCH_YEARS[y - SalesCalendar.FIRST_YEAR]);
        }
        // Two of its partitions: the second half of 1997 and the last quarter of 2013.
        assertThat(c.salesBetween(LocalDate.of(1997, 7, 1), LocalDate.of(1997, 12, 31)))
                .isEqualTo(139_986);
        assertThat(c.salesBetween(LocalDate.of(2013, 10, 1), LocalDate.of(2013, 12, 31)))
                .isEqualTo(652_437);
        assertThat(SalesCalendar.UNIT_TOTAL).isEqualTo(14_728_759);
    }

    @Test
    void daysOfAPartitionShareItsSalesEvenly() {
        SalesCalendar c = new SalesCalendar(14_728_759);
        // Q4 2013: 652,437 sales over 92 days, 7,091 or 7,092 a day.
        for (LocalDate d = LocalDate.of(2013, 10, 1); !d.isAfter(LocalDate.of(2013, 12, 31)); d = d.plusDays(1)) {
            assertThat(c.salesBetween(d, d)).as("%s", d).isBetween(7_091L, 7_092L);
        }
    }

    @Test
    void everySaleFallsInOneYearAndTheYearsAddUp() {
        SalesCalendar c = new SalesCalendar(147_288);
        long sum = 0;
        for (int y = SalesCalendar.FIRST_YEAR; y <= SalesCalendar.LAST_YEAR; y++) {
            sum += c.salesInYear(y);
        }
        assertThat(sum).isEqualTo(147_288);
        assertThat(c.salesInYear(1994)).isZero();
        assertThat(c.salesInYear(2014)).isZero();
        assertThat(c.dayOf(1)).isEqualTo(LocalDate.of(1995, 1, 1));
        assertThat(c.dayOf(147_288)).isEqualTo(LocalDate.of(2013, 12, 31));
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
