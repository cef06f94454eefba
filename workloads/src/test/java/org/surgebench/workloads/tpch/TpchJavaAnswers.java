package org.surgebench.workloads.tpch;

import java.math.BigDecimal;
import java.math.MathContext;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * Q1, Q6, Q13 and Q14 computed in Java from the rows fetched with plain SELECTs (no grouping, joining or
 * filtering in the database), as the specification's functional definitions say; the other queries are checked
 * against plain SQL rewrites ({@link TpchRewrites}).
 */
final class TpchJavaAnswers {
    private TpchJavaAnswers() {}

    private static final MathContext MC = MathContext.DECIMAL128;

    static List<List<Object>> of(TpchQuery q, Map<String, String> p, Connection c) throws SQLException {
        return switch (q) {
            case Q1 -> q1(c, LocalDate.parse(p.get("date")));
            case Q6 -> q6(c, p);
            case Q13 -> q13(c, p.get("word1"), p.get("word2"));
            case Q14 -> q14(c, LocalDate.parse(p.get("date")), LocalDate.parse(p.get("end")));
            default -> throw new IllegalArgumentException(q.name());
        };
    }

    private static List<List<Object>> q1(Connection c, LocalDate last) throws SQLException {
        Map<String, BigDecimal[]> groups = new TreeMap<>();
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT l_returnflag, l_linestatus, l_quantity, l_extendedprice, "
                        + "l_discount, l_tax, l_shipdate FROM lineitem")) {
            while (rs.next()) {
                if (rs.getObject(7, LocalDate.class).isAfter(last)) {
                    continue;
                }
                BigDecimal qty = rs.getBigDecimal(3);
                BigDecimal price = rs.getBigDecimal(4);
                BigDecimal disc = rs.getBigDecimal(5);
                BigDecimal discPrice = price.multiply(BigDecimal.ONE.subtract(disc));
                BigDecimal charge = discPrice.multiply(BigDecimal.ONE.add(rs.getBigDecimal(6)));
                BigDecimal[] g = groups.computeIfAbsent(
                        rs.getString(1).strip() + "|" + rs.getString(2).strip(), k -> zeros(6));
                add(g, qty, price, discPrice, charge, disc, BigDecimal.ONE);
            }
        }
        List<List<Object>> out = new ArrayList<>();
        groups.forEach((k, g) -> out.add(List.of(
                k.substring(0, 1),
                k.substring(2),
                g[0],
                g[1],
                g[2],
                g[3],
                g[0].divide(g[5], MC),
                g[1].divide(g[5], MC),
                g[4].divide(g[5], MC),
                g[5])));
        return out;
    }

    private static List<List<Object>> q6(Connection c, Map<String, String> p) throws SQLException {
        LocalDate from = LocalDate.parse(p.get("date"));
        LocalDate to = LocalDate.parse(p.get("end"));
        BigDecimal low = new BigDecimal(p.get("discountLow"));
        BigDecimal high = new BigDecimal(p.get("discountHigh"));
        BigDecimal quantity = new BigDecimal(p.get("quantity"));
        BigDecimal sum = null;
        try (Statement s = c.createStatement();
                ResultSet rs =
                        s.executeQuery("SELECT l_shipdate, l_discount, l_quantity, l_extendedprice FROM lineitem")) {
            while (rs.next()) {
                LocalDate d = rs.getObject(1, LocalDate.class);
                BigDecimal disc = rs.getBigDecimal(2);
                if (!d.isBefore(from)
                        && d.isBefore(to)
                        && disc.compareTo(low) >= 0
                        && disc.compareTo(high) <= 0
                        && rs.getBigDecimal(3).compareTo(quantity) < 0) {
                    BigDecimal v = rs.getBigDecimal(4).multiply(disc);
                    sum = sum == null ? v : sum.add(v);
                }
            }
        }
        List<Object> row = new ArrayList<>();
        row.add(sum);
        return List.of(row);
    }

    private static List<List<Object>> q13(Connection c, String word1, String word2) throws SQLException {
        Pattern excluded = Pattern.compile(".*" + word1 + ".*" + word2 + ".*", Pattern.DOTALL);
        Map<Long, Long> perCustomer = new HashMap<>();
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT c_custkey FROM customer")) {
            while (rs.next()) {
                perCustomer.put(rs.getLong(1), 0L);
            }
        }
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT o_custkey, o_comment FROM orders")) {
            while (rs.next()) {
                if (!excluded.matcher(rs.getString(2)).matches()) {
                    perCustomer.merge(rs.getLong(1), 1L, Long::sum);
                }
            }
        }
        Map<Long, Long> dist = new HashMap<>();
        perCustomer.values().forEach(n -> dist.merge(n, 1L, Long::sum));
        List<List<Object>> out = new ArrayList<>();
        dist.entrySet().stream()
                .sorted(Comparator.<Map.Entry<Long, Long>>comparingLong(Map.Entry::getValue)
                        .thenComparingLong(Map.Entry::getKey)
                        .reversed())
                .forEach(e -> out.add(List.of(e.getKey(), e.getValue())));
        return out;
    }

    private static List<List<Object>> q14(Connection c, LocalDate from, LocalDate to) throws SQLException {
        Map<Long, Boolean> promo = new HashMap<>();
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT p_partkey, p_type FROM part")) {
            while (rs.next()) {
                promo.put(rs.getLong(1), rs.getString(2).startsWith("PROMO"));
            }
        }
        BigDecimal all = BigDecimal.ZERO;
        BigDecimal promoted = BigDecimal.ZERO;
        try (Statement s = c.createStatement();
                ResultSet rs =
                        s.executeQuery("SELECT l_partkey, l_shipdate, l_extendedprice, l_discount FROM lineitem")) {
            while (rs.next()) {
                LocalDate d = rs.getObject(2, LocalDate.class);
                if (d.isBefore(from) || !d.isBefore(to)) {
                    continue;
                }
                BigDecimal v = rs.getBigDecimal(3).multiply(BigDecimal.ONE.subtract(rs.getBigDecimal(4)));
                all = all.add(v);
                if (promo.get(rs.getLong(1))) {
                    promoted = promoted.add(v);
                }
            }
        }
        List<Object> row = new ArrayList<>();
        row.add(
                all.signum() == 0
                        ? null
                        : new BigDecimal("100.00").multiply(promoted).divide(all, MC));
        return List.of(row);
    }

    private static BigDecimal[] zeros(int n) {
        BigDecimal[] a = new BigDecimal[n];
        java.util.Arrays.fill(a, BigDecimal.ZERO);
        return a;
    }

    private static void add(BigDecimal[] sums, BigDecimal... values) {
        for (int i = 0; i < values.length; i++) {
            sums[i] = sums[i].add(values[i]);
        }
    }
}
