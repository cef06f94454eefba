package org.surgebench.workloads.sh;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.VerifyCheck;

/** What must hold in a Sales History schema: it is read-only, so after any run exactly what was generated. */
final class ShChecks {
    private ShChecks() {}

    static List<VerifyCheck> all() {
        return List.of(
                VerifyCheck.of("dimensions have their fixed sizes", ShChecks::dimensionSizes),
                VerifyCheck.of("customers and sales match the scale", ShChecks::scaleCounts),
                VerifyCheck.of("sales per year follow the generated growth 1995-2013", ShChecks::salesPerYear),
                VerifyCheck.of("every sale references existing dimension rows", ShChecks::references),
                VerifyCheck.of("quantities and amounts lie in 1..99", ShChecks::domains));
    }

    static String dimensionSizes(Connection c, SchemaOptions o) throws SQLException {
        Map<String, Long> expected = Map.of(
                "times",
                (long) DimensionTables.TIMES_ROWS,
                "channels",
                (long) ShCatalog.CHANNELS.size(),
                "countries",
                (long) ShCatalog.COUNTRIES.size(),
                "products",
                (long) ShCatalog.PRODUCTS.size(),
                "promotions",
                (long) ShCatalog.PROMOTIONS);
        List<String> wrong = new ArrayList<>();
        for (var e : new TreeMap<>(expected).entrySet()) {
            long n = count(c, "SELECT COUNT(*) FROM " + e.getKey());
            if (n != e.getValue()) {
                wrong.add(e.getKey() + " has " + n + " rows instead of " + e.getValue());
            }
        }
        return wrong.isEmpty() ? null : String.join("; ", wrong);
    }

    static String scaleCounts(Connection c, SchemaOptions o) throws SQLException {
        ShShape shape = ShShape.of(o.scale());
        long customers = count(c, "SELECT COUNT(*) FROM customers");
        long demographics = count(c, "SELECT COUNT(*) FROM supplementary_demographics");
        long sales = count(c, "SELECT COUNT(*) FROM sales");
        if (customers == shape.customers() && demographics == shape.demographics() && sales == shape.sales()) {
            return null;
        }
        return "expected " + shape.customers() + " customers, " + shape.demographics() + " demographics and "
                + shape.sales() + " sales for scale " + o.scale() + ", found " + customers + ", " + demographics
                + " and " + sales;
    }

    static String salesPerYear(Connection c, SchemaOptions o) throws SQLException {
        SalesCalendar calendar = new SalesCalendar(ShShape.of(o.scale()).sales());
        Map<Integer, Long> found = new TreeMap<>();
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT EXTRACT(YEAR FROM time_id), COUNT(*) FROM sales "
                        + "GROUP BY EXTRACT(YEAR FROM time_id)")) {
            while (rs.next()) {
                found.put(rs.getInt(1), rs.getLong(2));
            }
        }
        List<String> wrong = new ArrayList<>();
        for (int y = SalesCalendar.FIRST_YEAR; y <= SalesCalendar.LAST_YEAR; y++) {
            long n = found.getOrDefault(y, 0L);
            if (n != calendar.salesInYear(y)) {
                wrong.add(y + ": " + n + " instead of " + calendar.salesInYear(y));
            }
            found.remove(y);
        }
        found.forEach((y, n) -> wrong.add(y + ": " + n + " sales outside 1995-2013"));
        return wrong.isEmpty() ? null : "sales per year differ from the generated ones: " + String.join(", ", wrong);
    }

    static String references(Connection c, SchemaOptions o) throws SQLException {
        long orphans = count(c, """
                SELECT COUNT(*) FROM sales s
                  LEFT JOIN products p ON p.prod_id = s.prod_id
                  LEFT JOIN customers cu ON cu.cust_id = s.cust_id
                  LEFT JOIN times t ON t.time_id = s.time_id
                  LEFT JOIN channels ch ON ch.channel_id = s.channel_id
                  LEFT JOIN promotions pr ON pr.promo_id = s.promo_id
                WHERE p.prod_id IS NULL OR cu.cust_id IS NULL OR t.time_id IS NULL OR ch.channel_id IS NULL
                   OR pr.promo_id IS NULL""");
        return orphans == 0
                ? null
                : orphans + " sales reference a product, customer, day, channel or promotion " + "that does not exist";
    }

    static String domains(Connection c, SchemaOptions o) throws SQLException {
        long outside = count(
                c,
                "SELECT COUNT(*) FROM sales WHERE quantity_sold NOT BETWEEN 1 AND 99 "
                        + "OR amount_sold NOT BETWEEN 1 AND 99");
        return outside == 0 ? null : outside + " sales have a quantity or amount outside 1..99";
    }

    private static long count(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
