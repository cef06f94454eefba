package org.surgebench.workloads.sh;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The sales of a generated schema, fetched table by table and joined here in Java, with the calendar
 * attributes computed from the date (not read from TIMES): the independent side the query tests compare the
 * database's answers with.
 */
final class ShFacts {
    /** One sale with what the queries filter and group on. */
    record Sale(
            LocalDate day,
            long custId,
            BigDecimal amount,
            String channel,
            String iso,
            String countryName,
            String product,
            String firstName,
            String lastName) {
        int year() {
            return day.getYear();
        }

        /** Oracle's WW: week n holds days 7n-6..7n of the year. */
        int week() {
            return (day.getDayOfYear() - 1) / 7 + 1;
        }

        int month() {
            return day.getMonthValue();
        }

        int quarter() {
            return (month() - 1) / 3 + 1;
        }

        String monthDesc() {
            return String.format("%d-%02d", year(), month());
        }

        String quarterDesc() {
            return year() + "-" + quarter();
        }
    }

    final List<Sale> sales = new ArrayList<>();

    ShFacts(Connection c) throws SQLException {
        Map<Long, String> channels = names(c, "SELECT channel_id, channel_desc FROM channels");
        Map<Long, String> products = names(c, "SELECT prod_id, prod_name FROM products");
        Map<Long, String> isos = names(c, "SELECT country_id, country_iso_code FROM countries");
        Map<Long, String> countryNames = names(c, "SELECT country_id, country_name FROM countries");
        Map<Long, String[]> customers = new HashMap<>();
        try (Statement s = c.createStatement();
                ResultSet rs =
                        s.executeQuery("SELECT cust_id, country_id, cust_first_name, cust_last_name FROM customers")) {
            while (rs.next()) {
                customers.put(
                        rs.getLong(1), new String[] {Long.toString(rs.getLong(2)), rs.getString(3), rs.getString(4)});
            }
        }
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT time_id, cust_id, amount_sold, channel_id, prod_id FROM sales")) {
            while (rs.next()) {
                String[] cu = customers.get(rs.getLong(2));
                long country = Long.parseLong(cu[0]);
                sales.add(new Sale(
                        rs.getObject(1, LocalDate.class),
                        rs.getLong(2),
                        rs.getBigDecimal(3),
                        channels.get(rs.getLong(4)),
                        isos.get(country).strip(),
                        countryNames.get(country),
                        products.get(rs.getLong(5)),
                        cu[1],
                        cu[2]));
            }
        }
    }

    private static Map<Long, String> names(Connection c, String sql) throws SQLException {
        Map<Long, String> out = new HashMap<>();
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            while (rs.next()) {
                out.put(rs.getLong(1), rs.getString(2));
            }
        }
        return out;
    }

    /** Swingbench's TO_CHAR(x, '9,999,999,999'): rounded half up to a whole number, as the tests read it back. */
    static BigDecimal mask(BigDecimal v) {
        return v == null ? null : v.setScale(0, RoundingMode.HALF_UP);
    }
}
