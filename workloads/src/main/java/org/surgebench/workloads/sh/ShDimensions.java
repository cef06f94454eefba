package org.surgebench.workloads.sh;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.spi.Rng;

/**
 * The values queries draw their parameters from, read once per run as Swingbench caches them: the distinct
 * calendar years, week numbers, month descriptions ({@code YYYY-MM}) and quarter descriptions ({@code YYYY-Q}) of
 * TIMES (1995..2014, so a pick in 2014 finds no sales, as there), the countries' ISO codes, the channels'
 * descriptions and the products' names, each in ascending order.
 */
record ShDimensions(
        List<Integer> years,
        List<Integer> weeks,
        List<String> months,
        List<String> quarters,
        List<String> countries,
        List<String> channels,
        List<String> products) {

    static ShDimensions load(Connection c) throws SQLException {
        ShDimensions d = new ShDimensions(
                distinct(c, "calendar_year", "times", Integer.class),
                distinct(c, "calendar_week_number", "times", Integer.class),
                distinct(c, "calendar_month_desc", "times", String.class),
                distinct(c, "calendar_quarter_desc", "times", String.class),
                distinct(c, "country_iso_code", "countries", String.class),
                distinct(c, "channel_desc", "channels", String.class),
                distinct(c, "prod_name", "products", String.class));
        // The longest runs drawn: 2 years, 3 weeks, 5 months, 2 channels, 3 countries, 2 products.
        if (d.years.size() < 3
                || d.weeks.size() < 4
                || d.months.size() < 6
                || d.quarters.size() < 2
                || d.countries.size() < 4
                || d.channels.size() < 3
                || d.products.size() < 3) {
            throw new SurgeException(
                    SurgeException.SCHEMA,
                    "The sh dimension tables are incomplete (found "
                            + d.years.size() + " years, " + d.countries.size() + " countries, " + d.channels.size()
                            + " channels, " + d.products.size()
                            + " products): regenerate with `surge generate sh --force`.");
        }
        return d;
    }

    /**
     * Swingbench's {@code getRandomStringData(min, max, list)}: {@code min..max-1} consecutive values of the list
     * from a random start {@code 0..size-count-1} (its random integers exclude the upper bound, so the last value
     * of a list is never part of a run: the last week, month, quarter and year of TIMES are never drawn).
     */
    static <T> List<T> run(Rng r, List<T> list, int min, int maxExclusive) {
        int count = min + r.nextInt(maxExclusive - min);
        int start = r.nextInt(Math.max(1, list.size() - count));
        return List.copyOf(list.subList(start, Math.min(list.size(), start + count)));
    }

    /** Swingbench's {@code randomInteger(min, max)}: uniform in {@code min..max-1}. */
    static int integer(Rng r, int min, int maxExclusive) {
        return min + r.nextInt(maxExclusive - min);
    }

    private static <T> List<T> distinct(Connection c, String column, String table, Class<T> type) throws SQLException {
        List<T> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT DISTINCT " + column + " FROM " + table + " ORDER BY 1");
                ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                out.add(
                        type == Integer.class
                                ? type.cast(rs.getInt(1))
                                : type.cast(rs.getString(1).strip()));
            }
        }
        return List.copyOf(out);
    }
}
