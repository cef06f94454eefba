package org.surgebench.workloads.sh;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.surgebench.workloads.sh.ShDimensions.Period;

/** Dimensions as a generated schema has them, built without a database for parameter tests. */
final class ShDimensionsFixture {
    private ShDimensionsFixture() {
    }

    static ShDimensions dimensions() {
        List<Period> years = new ArrayList<>();
        List<Period> quarters = new ArrayList<>();
        List<Period> weeks = new ArrayList<>();
        for (int y = SalesCalendar.FIRST_YEAR; y <= SalesCalendar.LAST_YEAR; y++) {
            years.add(new Period(y, 1, LocalDate.of(y, 1, 1), LocalDate.of(y, 12, 31)));
            for (int q = 1; q <= 4; q++) {
                LocalDate start = LocalDate.of(y, q * 3 - 2, 1);
                quarters.add(new Period(y, q, start, start.plusMonths(3).minusDays(1)));
            }
            for (int w = 1; w <= 53; w++) {
                LocalDate start = LocalDate.of(y, 1, 1).plusDays((w - 1) * 7L);
                LocalDate end = start.plusDays(6);
                weeks.add(new Period(y, w, start, end.getYear() > y ? LocalDate.of(y, 12, 31) : end));
            }
        }
        return new ShDimensions(years, quarters, weeks,
                ShCatalog.COUNTRIES.stream().mapToInt(ShCatalog.Country::id).toArray(),
                ShCatalog.COUNTRIES.stream().map(ShCatalog.Country::region).distinct().toArray(String[]::new),
                ShCatalog.CHANNELS.stream().mapToInt(ShCatalog.Channel::id).toArray(), ShCatalog.CATEGORIES,
                ShCatalog.PRODUCTS.stream().map(ShCatalog.Product::subcategory).distinct().toArray(String[]::new));
    }
}
