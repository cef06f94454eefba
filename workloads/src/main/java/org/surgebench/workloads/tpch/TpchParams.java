package org.surgebench.workloads.tpch;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.surgebench.core.spi.Rng;

/**
 * The substitution parameters of each query (clause 2.4.N.3), drawn from (seed, query, stream): one stream always
 * gets the same values, and streams differ. Date arithmetic is done here, so that the query text holds only DATE
 * literals every database reads alike (the specification's {@code date + interval} is the same value).
 */
final class TpchParams {
    private TpchParams() {}

    static Map<String, String> draw(TpchQuery q, long seed, int stream, double scale) {
        Rng r = new Rng(0).reseed(seed, Rng.idOf("tpch.params." + q.name()), stream);
        Map<String, String> p = new LinkedHashMap<>();
        if (q.number() <= 11) {
            first(q, r, scale, p);
        } else {
            second(q, r, p);
        }
        return p;
    }

    /** Q1..Q11. */
    private static void first(TpchQuery q, Rng r, double scale, Map<String, String> p) {
        switch (q) {
            case Q1 ->
                p.put(
                        "date",
                        LocalDate.of(1998, 12, 1).minusDays(r.between(60, 120)).toString());
            case Q2 -> {
                p.put("size", String.valueOf(r.between(1, 50)));
                p.put("type", pick(r, TpchWords.TYPE_3));
                p.put("region", pick(r, TpchWords.REGIONS));
            }
            case Q3 -> {
                p.put("segment", pick(r, TpchWords.SEGMENTS));
                p.put(
                        "date",
                        LocalDate.of(1995, 3, 1).plusDays(r.between(0, 30)).toString());
            }
            case Q4 -> months(p, monthFrom(r, LocalDate.of(1993, 1, 1), 58), 3);
            case Q5 -> {
                p.put("region", pick(r, TpchWords.REGIONS));
                years(p, r);
            }
            case Q6 -> {
                years(p, r);
                int discount = r.between(2, 9);
                p.put("discountLow", BigDecimal.valueOf(discount - 1, 2).toPlainString());
                p.put("discountHigh", BigDecimal.valueOf(discount + 1, 2).toPlainString());
                p.put("quantity", String.valueOf(r.between(24, 25)));
            }
            case Q7 -> {
                List<String> two = distinct(r, TpchWords.NATIONS, 2);
                p.put("nation1", two.get(0));
                p.put("nation2", two.get(1));
            }
            case Q8 -> {
                int nation = r.nextInt(TpchShape.NATIONS);
                p.put("nation", TpchWords.NATIONS.get(nation));
                p.put("region", TpchWords.REGIONS.get(TpchWords.NATION_REGION[nation]));
                p.put(
                        "type",
                        pick(r, TpchWords.TYPE_1) + " " + pick(r, TpchWords.TYPE_2) + " " + pick(r, TpchWords.TYPE_3));
            }
            case Q9 -> p.put("color", pick(r, TpchWords.COLORS));
            case Q10 -> months(p, monthFrom(r, LocalDate.of(1993, 2, 1), 24), 3);
            case Q11 -> {
                p.put("nation", pick(r, TpchWords.NATIONS));
                p.put(
                        "fraction",
                        new BigDecimal("0.0001")
                                .divide(BigDecimal.valueOf(scale), 10, java.math.RoundingMode.HALF_UP)
                                .stripTrailingZeros()
                                .toPlainString());
            }
            default -> throw new IllegalArgumentException(q.name());
        }
    }

    /** Q12..Q22. */
    private static void second(TpchQuery q, Rng r, Map<String, String> p) {
        switch (q) {
            case Q12 -> {
                List<String> two = distinct(r, TpchWords.MODES, 2);
                p.put("mode1", two.get(0));
                p.put("mode2", two.get(1));
                years(p, r);
            }
            case Q13 -> {
                p.put("word1", pick(r, List.of("special", "pending", "unusual", "express")));
                p.put("word2", pick(r, List.of("packages", "requests", "accounts", "deposits")));
            }
            case Q15 -> months(p, monthFrom(r, LocalDate.of(1993, 1, 1), 58), 3);
            case Q14 -> months(p, monthFrom(r, LocalDate.of(1993, 1, 1), 60), 1);
            case Q16 -> {
                p.put("brand", brand(r));
                p.put("type", pick(r, TpchWords.TYPE_1) + " " + pick(r, TpchWords.TYPE_2));
                List<String> sizes = new ArrayList<>();
                for (int size : distinctInts(r, 50, 8)) {
                    sizes.add(String.valueOf(size));
                }
                p.put("sizes", String.join(", ", sizes));
            }
            case Q17 -> {
                p.put("brand", brand(r));
                p.put("container", pick(r, TpchWords.CONTAINER_1) + " " + pick(r, TpchWords.CONTAINER_2));
            }
            case Q18 -> p.put("quantity", String.valueOf(r.between(312, 315)));
            case Q19 -> {
                p.put("quantity1", String.valueOf(r.between(1, 10)));
                p.put("quantity2", String.valueOf(r.between(10, 20)));
                p.put("quantity3", String.valueOf(r.between(20, 30)));
                p.put("brand1", brand(r));
                p.put("brand2", brand(r));
                p.put("brand3", brand(r));
            }
            case Q20 -> {
                p.put("color", pick(r, TpchWords.COLORS));
                years(p, r);
                p.put("nation", pick(r, TpchWords.NATIONS));
            }
            case Q21 -> p.put("nation", pick(r, TpchWords.NATIONS));
            case Q22 -> {
                List<String> codes = new ArrayList<>();
                for (int nation : distinctInts(r, TpchShape.NATIONS, 7)) {
                    codes.add("'" + (nation + 9) + "'");
                }
                p.put("codes", String.join(", ", codes));
            }
            default -> throw new IllegalArgumentException(q.name());
        }
    }

    /** DATE: January 1st of a year in 1993..1997; END: a year later. */
    private static void years(Map<String, String> p, Rng r) {
        LocalDate date = LocalDate.of(r.between(1993, 1997), 1, 1);
        p.put("date", date.toString());
        p.put("end", date.plusYears(1).toString());
    }

    private static LocalDate monthFrom(Rng r, LocalDate first, int months) {
        return first.plusMonths(r.nextInt(months));
    }

    private static void months(Map<String, String> p, LocalDate date, int length) {
        p.put("date", date.toString());
        p.put("end", date.plusMonths(length).toString());
    }

    /** Brand#MN with M and N each in 1..5. */
    private static String brand(Rng r) {
        return "Brand#" + r.between(1, 5) + r.between(1, 5);
    }

    private static String pick(Rng r, List<String> values) {
        return values.get(r.nextInt(values.size()));
    }

    private static List<String> distinct(Rng r, List<String> values, int n) {
        List<String> out = new ArrayList<>();
        for (int i : distinctInts(r, values.size(), n)) {
            out.add(values.get(i - 1));
        }
        return out;
    }

    /** {@code n} distinct whole numbers in 1..{@code max}, in the order drawn. */
    private static List<Integer> distinctInts(Rng r, int max, int n) {
        List<Integer> out = new ArrayList<>();
        while (out.size() < n) {
            int v = r.between(1, max);
            if (!out.contains(v)) {
                out.add(v);
            }
        }
        return out;
    }
}
