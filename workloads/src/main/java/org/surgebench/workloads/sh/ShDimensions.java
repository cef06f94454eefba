package org.surgebench.workloads.sh;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.surgebench.core.api.SurgeException;

/**
 * What queries draw their random parameters from, read once per run from the dimension tables: the years,
 * quarters and weeks that have sales, and the countries, regions, channels and product categories.
 */
record ShDimensions(List<Period> years, List<Period> quarters, List<Period> weeks, int[] countryIds,
                    String[] regions, int[] channelIds, String[] categories, String[] subcategories) {

    /** A calendar period: its first and last day, its year and its number within the year. */
    record Period(int year, int number, LocalDate start, LocalDate end) {
    }

    static ShDimensions load(Connection c) throws SQLException {
        ShDimensions d = new ShDimensions(
                periods(c, "calendar_year, 1"),
                periods(c, "calendar_year, calendar_quarter_number"),
                periods(c, "calendar_year, calendar_week_number"),
                ints(c, "SELECT country_id FROM countries ORDER BY 1"),
                strings(c, "SELECT DISTINCT country_region FROM countries ORDER BY 1"),
                ints(c, "SELECT channel_id FROM channels ORDER BY 1"),
                strings(c, "SELECT DISTINCT prod_category FROM products ORDER BY 1"),
                strings(c, "SELECT DISTINCT prod_subcategory FROM products ORDER BY 1"));
        if (d.years.size() < 3 || d.countryIds.length < 4 || d.channelIds.length < 2 || d.categories.length == 0
                || d.regions.length == 0) {
            throw new SurgeException(SurgeException.SCHEMA, "The sh dimension tables are incomplete (found "
                    + d.years.size() + " years, " + d.countryIds.length + " countries, " + d.channelIds.length
                    + " channels): regenerate with `surge generate sh --force`.");
        }
        return d;
    }

    /** Periods with sales, grouped by (year, number). */
    private static List<Period> periods(Connection c, String groupBy) throws SQLException {
        String sql = "SELECT " + groupBy + ", MIN(time_id), MAX(time_id) FROM times WHERE time_id BETWEEN ? AND ? "
                + "GROUP BY " + groupBy.replace(", 1", "") + " ORDER BY 1, 2";
        List<Period> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setObject(1, SalesCalendar.FIRST_DAY);
            ps.setObject(2, SalesCalendar.LAST_DAY);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(new Period(rs.getInt(1), rs.getInt(2), rs.getObject(3, LocalDate.class),
                            rs.getObject(4, LocalDate.class)));
                }
            }
        }
        return List.copyOf(out);
    }

    private static int[] ints(Connection c, String sql) throws SQLException {
        List<Integer> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(sql); ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                out.add(rs.getInt(1));
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    private static String[] strings(Connection c, String sql) throws SQLException {
        List<String> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(sql); ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                out.add(rs.getString(1));
            }
        }
        return out.toArray(String[]::new);
    }
}
