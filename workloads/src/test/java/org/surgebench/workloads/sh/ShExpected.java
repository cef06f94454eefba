package org.surgebench.workloads.sh;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.function.Predicate;
import org.surgebench.workloads.sh.ShFacts.Sale;

/**
 * Each query's definition computed in Java over {@link ShFacts}, written from the definitions in docs/sh.md and
 * not from the SQL: filters on the sale's attributes, grouping sets enumerated by hand, RANK as one plus the
 * number of better customers, the moving average as the mean of the daily sums two days either side, the
 * year-to-date sums as running totals over every week of the year.
 */
final class ShExpected {
    private ShExpected() {}

    /** The answer of a query for its parameters. */
    static List<List<Object>> of(String query, ShParams p, ShFacts facts) {
        return switch (query) {
            case "SRMC", "SCMC" ->
                grouped(
                        facts,
                        query.equals("SCMC"),
                        s -> in(p, "channels", s.channel())
                                && in(p, "months", s.monthDesc())
                                && in(p, "countries", s.iso()),
                        true,
                        Sale::channel,
                        Sale::monthDesc,
                        Sale::iso);
            case "SRWC", "SCWC" ->
                grouped(
                        facts,
                        query.equals("SCWC"),
                        s -> in(p, "channels", s.channel())
                                && s.year() == p.integer("year")
                                && in(p, "weeks", s.week())
                                && in(p, "countries", s.iso()),
                        true,
                        Sale::channel,
                        Sale::week,
                        Sale::iso);
            case "PSCR" ->
                grouped(
                        facts,
                        false,
                        s -> in(p, "products", s.product())
                                && s.iso().equals(p.one("country"))
                                && s.year() == p.integer("year"),
                        false,
                        Sale::year,
                        Sale::quarter,
                        Sale::month);
            case "PMSCR" ->
                grouped(
                        facts,
                        false,
                        s -> in(p, "products", s.product())
                                && s.iso().equals(p.one("country"))
                                && s.monthDesc().equals(p.one("month"))
                                && s.year() == p.integer("year"),
                        false,
                        Sale::year,
                        Sale::week,
                        Sale::product);
            case "SMA" -> movingAverage(facts, p);
            case "PPSC", "WWSC" -> yearToDate(facts, p);
            case "TSQ" -> topCustomers(facts, s -> s.quarterDesc().equals(p.one("quarter")), p.one("quarter"));
            case "TSW" ->
                topCustomers(facts, s -> s.week() == p.integer("week") && s.year() == p.integer("year"), p.one("week"));
            case "SQC" ->
                periodOfCountry(
                        facts,
                        s -> s.monthDesc().equals(p.one("month")) && s.iso().equals(p.one("country")),
                        Sale::monthDesc);
            case "SWC" ->
                periodOfCountry(
                        facts,
                        s -> s.week() == p.integer("week")
                                && s.year() == p.integer("year")
                                && s.iso().equals(p.one("country")),
                        Sale::year);
            default -> throw new IllegalArgumentException(query);
        };
    }

    private static boolean in(ShParams p, String name, Object value) {
        return p.list(name).contains(value);
    }

    /** ROLLUP (or CUBE) of the sum of amounts over the sales that pass the filter. */
    @SafeVarargs
    private static List<List<Object>> grouped(
            ShFacts facts, boolean cube, Predicate<Sale> filter, boolean masked, Function<Sale, Object>... dims) {
        List<Sale> rows = facts.sales.stream().filter(filter).toList();
        List<boolean[]> sets = new ArrayList<>();
        int n = dims.length;
        if (cube) {
            for (int mask = 0; mask < 1 << n; mask++) {
                boolean[] set = new boolean[n];
                for (int i = 0; i < n; i++) {
                    set[i] = (mask & (1 << i)) != 0;
                }
                sets.add(set);
            }
        } else {
            for (int len = 0; len <= n; len++) {
                boolean[] set = new boolean[n];
                Arrays.fill(set, 0, len, true);
                sets.add(set);
            }
        }
        List<List<Object>> out = new ArrayList<>();
        for (boolean[] set : sets) {
            Map<List<Object>, BigDecimal> sums = new LinkedHashMap<>();
            for (Sale s : rows) {
                List<Object> key = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    key.add(set[i] ? dims[i].apply(s) : null);
                }
                sums.merge(key, s.amount(), BigDecimal::add);
            }
            boolean grandTotal = true;
            for (boolean b : set) {
                grandTotal &= !b;
            }
            if (grandTotal && sums.isEmpty()) {
                // The empty grouping set gives its row even when no sale passes the filter.
                sums.put(new ArrayList<>(Arrays.asList(new Object[n])), null);
            }
            sums.forEach((key, sum) -> {
                List<Object> row = new ArrayList<>(key);
                row.add(masked ? ShFacts.mask(sum) : sum);
                out.add(row);
            });
        }
        return out;
    }

    /** Per day with sales in the months: the day's sum and the mean of the daily sums within two days. */
    private static List<List<Object>> movingAverage(ShFacts facts, ShParams p) {
        TreeMap<java.time.LocalDate, BigDecimal> daily = new TreeMap<>();
        facts.sales.stream()
                .filter(s -> in(p, "months", s.monthDesc()))
                .forEach(s -> daily.merge(s.day(), s.amount(), BigDecimal::add));
        List<List<Object>> out = new ArrayList<>();
        daily.forEach((day, sum) -> {
            var window =
                    daily.subMap(day.minusDays(2), true, day.plusDays(2), true).values();
            BigDecimal total = window.stream().reduce(BigDecimal.ZERO, BigDecimal::add);
            BigDecimal avg = total.divide(BigDecimal.valueOf(window.size()), 10, RoundingMode.HALF_UP);
            out.add(List.of(day, ShFacts.mask(sum), ShFacts.mask(avg)));
        });
        return out;
    }

    /**
     * Weekly sales of the products in the two years and the week window; per product found, the later year's
     * weeks of the window: sales (0 when none), the running sum from week 1 and the earlier year's running sum.
     */
    private static List<List<Object>> yearToDate(ShFacts facts, ShParams p) {
        int first = p.integer("first_week");
        int last = p.integer("last_week");
        List<?> years = p.list("years");
        Map<String, Map<Integer, Map<Integer, BigDecimal>>> byProduct = new TreeMap<>();
        for (Sale s : facts.sales) {
            if (in(p, "products", s.product()) && years.contains(s.year()) && s.week() >= first && s.week() <= last) {
                byProduct
                        .computeIfAbsent(s.product(), k -> new TreeMap<>())
                        .computeIfAbsent(s.year(), k -> new TreeMap<>())
                        .merge(s.week(), s.amount(), BigDecimal::add);
            }
        }
        int kept = (Integer) years.get(years.size() - 1);
        int prior = (Integer) years.get(0);
        List<List<Object>> out = new ArrayList<>();
        byProduct.forEach((product, perYear) -> {
            for (int week = first; week <= last; week++) {
                BigDecimal sales = perYear.getOrDefault(kept, Map.of()).getOrDefault(week, BigDecimal.ZERO);
                out.add(List.of(
                        product,
                        kept,
                        week,
                        sales,
                        runningSum(perYear.get(kept), week),
                        runningSum(perYear.get(prior), week)));
            }
        });
        return out;
    }

    private static BigDecimal runningSum(Map<Integer, BigDecimal> weeks, int upTo) {
        BigDecimal sum = BigDecimal.ZERO;
        if (weeks != null) {
            for (var e : weeks.entrySet()) {
                if (e.getKey() <= upTo) {
                    sum = sum.add(e.getValue());
                }
            }
        }
        return sum;
    }

    /** Customers' sums in the period; those with fewer than 15 better customers, with their rank. */
    private static List<List<Object>> topCustomers(ShFacts facts, Predicate<Sale> period, Object periodValue) {
        Map<Long, BigDecimal> sums = new TreeMap<>();
        Map<Long, Sale> any = new TreeMap<>();
        for (Sale s : facts.sales) {
            if (period.test(s)) {
                sums.merge(s.custId(), s.amount(), BigDecimal::add);
                any.putIfAbsent(s.custId(), s);
            }
        }
        List<List<Object>> out = new ArrayList<>();
        sums.forEach((cust, sum) -> {
            long better =
                    sums.values().stream().filter(v -> v.compareTo(sum) > 0).count();
            if (better + 1 < 16) {
                Sale s = any.get(cust);
                out.add(List.of(periodValue, s.firstName(), s.lastName(), cust, sum, better + 1));
            }
        });
        return out;
    }

    /** Sums by period column, week number and country name. */
    private static List<List<Object>> periodOfCountry(
            ShFacts facts, Predicate<Sale> filter, Function<Sale, Object> period) {
        Map<List<Object>, BigDecimal> sums = new LinkedHashMap<>();
        facts.sales.stream()
                .filter(filter)
                .forEach(s ->
                        sums.merge(List.of(period.apply(s), s.week(), s.countryName()), s.amount(), BigDecimal::add));
        List<List<Object>> out = new ArrayList<>();
        sums.forEach((key, sum) -> {
            List<Object> row = new ArrayList<>();
            row.add(sum);
            row.addAll(key);
            out.add(row);
        });
        return out;
    }

    /** Distinct values, to see that draws differ. */
    static <T> int distinct(List<T> values) {
        return new TreeSet<>(values.stream().map(String::valueOf).toList()).size();
    }
}
