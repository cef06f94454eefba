package org.surgebench.workloads.sh;

import static org.surgebench.workloads.sh.ShDimensions.integer;
import static org.surgebench.workloads.sh.ShDimensions.run;
import static org.surgebench.workloads.sh.ShGroupingQueries.MASK;

import java.util.List;
import org.surgebench.core.spi.SqlDialects;

/**
 * The seven window, ranking and plain aggregate queries of Swingbench's Sales History: SMA (a centred 5-day
 * moving average), PPSC and WWSC (running year-to-date sums, densified with a partitioned outer join and
 * compared with the prior year by LAG), TSQ and TSW (the 15 best customers of a quarter or a week by RANK),
 * SQC and SWC (one month or week of one country).
 */
final class ShAnalyticQueries {
    private ShAnalyticQueries() {}

    /** 2..4 months; each day's sales and the average of the daily sums 2 days either side (a RANGE frame). */
    static final ShQuery SMA = new ShQuery(
            "SMA",
            null,
            "Sales Moving Average",
            95,
            (r, d) -> new ShParams().put("months", run(r, d.months(), 2, 5)),
            (dialect, p) -> new ShStatement()
                    .sql("SELECT t.time_id, " + GroupingSql.formatted(dialect, "SUM(s.amount_sold)", MASK)
                            + " AS sales,\n       "
                            + GroupingSql.formatted(
                                    dialect,
                                    "AVG(SUM(s.amount_sold)) OVER ("
                                            + SqlDialects.named(dialect).daysAround("t.time_id", 2) + ")",
                                    MASK)
                            + " AS centered_5_day_avg\n"
                            + "FROM sales s JOIN times t ON t.time_id = s.time_id\n"
                            + "WHERE t.calendar_month_desc IN (")
                    .values(p.list("months"))
                    .sql(")\nGROUP BY t.time_id\nORDER BY t.time_id"));

    /** Two consecutive years, a product, and the five weeks from a week 1..47. */
    static final ShQuery PPSC = new ShQuery(
            "PPSC",
            "PPC",
            "Period to Period Sales Comparison",
            15,
            (r, d) -> {
                int first = integer(r, 1, 48);
                return new ShParams()
                        .put("years", run(r, d.years(), 2, 3))
                        .put("first_week", first)
                        .put("last_week", first + 4)
                        .put("products", run(r, d.products(), 1, 2));
            },
            (dialect, p) -> YearToDate.write(dialect, p, p.integer("first_week"), p.integer("last_week")));

    /** As PPSC for one week 1..50. */
    static final ShQuery WWSC = new ShQuery(
            "WWSC",
            "WWC",
            "Week to Week Sales Comparison",
            15,
            (r, d) -> {
                int week = integer(r, 1, 51);
                return new ShParams()
                        .put("years", run(r, d.years(), 2, 3))
                        .put("first_week", week)
                        .put("last_week", week)
                        .put("products", run(r, d.products(), 1, 2));
            },
            (dialect, p) -> YearToDate.write(dialect, p, p.integer("first_week"), p.integer("last_week")));

    /** The customers of one quarter ranked by their sales; the top 15 (RANK below 16). */
    static final ShQuery TSQ = new ShQuery(
            "TSQ",
            null,
            "Top Sales by Quarter",
            55,
            (r, d) -> new ShParams().put("quarter", run(r, d.quarters(), 1, 2)),
            (dialect, p) -> topCustomers(
                    "t.calendar_quarter_desc",
                    "rank_within_quarter",
                    new ShStatement().sql("t.calendar_quarter_desc = ").value(p.one("quarter"))));

    /** The customers of one week number of one year ranked by their sales; the top 15. */
    static final ShQuery TSW = new ShQuery(
            "TSW",
            null,
            "Top Sales by Week",
            40,
            (r, d) -> new ShParams().put("week", run(r, d.weeks(), 1, 2)).put("year", run(r, d.years(), 1, 2)),
            (dialect, p) -> topCustomers(
                    "t.calendar_week_number",
                    "rank_within_week",
                    new ShStatement()
                            .sql("t.calendar_week_number = ")
                            .value(p.one("week"))
                            .sql(" AND t.calendar_year = ")
                            .value(p.one("year"))));

    private static ShStatement topCustomers(String period, String rank, ShStatement where) {
        return new ShStatement()
                .sql("SELECT *\nFROM (SELECT " + period + ", cu.cust_first_name, cu.cust_last_name, cu.cust_id,\n"
                        + "             SUM(s.amount_sold) AS sales,\n"
                        + "             RANK() OVER (PARTITION BY " + period + " ORDER BY SUM(s.amount_sold) DESC) AS "
                        + rank + "\n"
                        + "      FROM sales s JOIN customers cu ON cu.cust_id = s.cust_id\n"
                        + "                   JOIN times t ON t.time_id = s.time_id\n"
                        + "      WHERE ")
                .append(where)
                .sql("\n      GROUP BY cu.cust_id, cu.cust_first_name, cu.cust_last_name, " + period + ") ranked\n"
                        + "WHERE " + rank + " < 16");
    }

    /** One month and one country (despite the name, as in Swingbench): sales by month, week and country. */
    static final ShQuery SQC = new ShQuery(
            "SQC",
            null,
            "Sales within Quarter by Country",
            75,
            (r, d) -> new ShParams().put("month", run(r, d.months(), 1, 2)).put("country", run(r, d.countries(), 1, 2)),
            (dialect, p) -> periodOfCountry(
                    "t.calendar_month_desc, t.calendar_week_number",
                    new ShStatement().sql("t.calendar_month_desc = ").value(p.one("month")),
                    p.one("country")));

    /** One week number of one year and one country: sales by year, week and country. */
    static final ShQuery SWC = new ShQuery(
            "SWC",
            null,
            "Sales within Week by Country",
            100,
            (r, d) -> new ShParams()
                    .put("week", run(r, d.weeks(), 1, 2))
                    .put("country", run(r, d.countries(), 1, 2))
                    .put("year", run(r, d.years(), 1, 2)),
            (dialect, p) -> periodOfCountry(
                    "t.calendar_year, t.calendar_week_number",
                    new ShStatement()
                            .sql("t.calendar_week_number = ")
                            .value(p.one("week"))
                            .sql("\n  AND t.calendar_year = ")
                            .value(p.one("year")),
                    p.one("country")));

    private static ShStatement periodOfCountry(String periodColumns, ShStatement period, Object country) {
        return new ShStatement()
                .sql("SELECT SUM(s.amount_sold) AS sales, " + periodColumns + ", co.country_name\n"
                        + "FROM sales s JOIN times t ON t.time_id = s.time_id\n"
                        + "  JOIN customers cu ON cu.cust_id = s.cust_id\n"
                        + "  JOIN countries co ON co.country_id = cu.country_id\n"
                        + "WHERE ")
                .append(period)
                .sql("\n  AND co.country_iso_code = ")
                .value(country)
                .sql("\nGROUP BY " + periodColumns + ", co.country_name");
    }

    static final List<ShQuery> ALL = List.of(SMA, PPSC, WWSC, TSQ, TSW, SQC, SWC);
}
