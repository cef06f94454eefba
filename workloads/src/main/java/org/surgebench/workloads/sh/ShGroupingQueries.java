package org.surgebench.workloads.sh;

import static org.surgebench.workloads.sh.GroupingSql.Kind.CUBE;
import static org.surgebench.workloads.sh.GroupingSql.Kind.ROLLUP;
import static org.surgebench.workloads.sh.ShDimensions.run;

import java.util.List;
import org.surgebench.workloads.sh.GroupingSql.Dim;
import org.surgebench.workloads.sh.GroupingSql.Kind;
import org.surgebench.workloads.sh.GroupingSql.Measure;

/**
 * The six ROLLUP and CUBE queries of Swingbench's Sales History (SRMC, SRWC, SCMC, SCWC, PSCR, PMSCR): the sum
 * of amount_sold over SALES joined to its dimensions, filtered through the TIMES attributes and the dimensions'
 * descriptions (channel_desc, country_iso_code, prod_name), grouped by ROLLUP or CUBE.
 */
final class ShGroupingQueries {
    private ShGroupingQueries() {}

    /** Swingbench shows these sums as text with this mask. */
    static final String MASK = "9,999,999,999";

    private static final Dim CHANNEL = new Dim("ch.channel_desc", "channel_desc");
    private static final Dim MONTH = new Dim("t.calendar_month_desc", "calendar_month_desc");
    private static final Dim WEEK = new Dim("t.calendar_week_number", "calendar_week_number");
    private static final Dim COUNTRY = new Dim("co.country_iso_code", "country_iso_code");
    private static final Measure FORMATTED_SALES = new Measure("s.amount_sold", "sales", MASK);
    private static final Measure SALES = new Measure("s.amount_sold", "sales", null);

    /** SALES x TIMES x CUSTOMERS x COUNTRIES, plus CHANNELS or PRODUCTS. */
    private static ShStatement salesJoin(String extraTable) {
        return new ShStatement()
                .sql("FROM sales s\n  JOIN times t ON t.time_id = s.time_id\n"
                        + "  JOIN customers cu ON cu.cust_id = s.cust_id\n"
                        + "  JOIN countries co ON co.country_id = cu.country_id\n"
                        + (extraTable.equals("channels")
                                ? "  JOIN channels ch ON ch.channel_id = s.channel_id\n"
                                : "  JOIN products p ON p.prod_id = s.prod_id\n"));
    }

    /** 1..2 channels, 2..5 months, 1..3 countries; by channel, month and country. */
    private static ShQuery byMonth(String shortName, String former, String name, int weight, Kind kind) {
        return new ShQuery(
                shortName,
                former,
                name,
                weight,
                (r, d) -> new ShParams()
                        .put("channels", run(r, d.channels(), 1, 3))
                        .put("months", run(r, d.months(), 2, 6))
                        .put("countries", run(r, d.countries(), 1, 4)),
                (dialect, p) -> GroupingSql.render(
                        dialect,
                        kind,
                        List.of(CHANNEL, MONTH, COUNTRY),
                        FORMATTED_SALES,
                        salesJoin("channels")
                                .sql("WHERE ch.channel_desc IN (")
                                .values(p.list("channels"))
                                .sql(")\n  AND t.calendar_month_desc IN (")
                                .values(p.list("months"))
                                .sql(")\n  AND co.country_iso_code IN (")
                                .values(p.list("countries"))
                                .sql(")")));
    }

    /** 1..2 channels, one year, 2..3 week numbers, 1..3 countries; by channel, week and country. */
    private static ShQuery byWeek(String shortName, String former, String name, int weight, Kind kind) {
        return new ShQuery(
                shortName,
                former,
                name,
                weight,
                (r, d) -> new ShParams()
                        .put("channels", run(r, d.channels(), 1, 3))
                        .put("year", run(r, d.years(), 1, 2))
                        .put("weeks", run(r, d.weeks(), 2, 4))
                        .put("countries", run(r, d.countries(), 1, 4)),
                (dialect, p) -> GroupingSql.render(
                        dialect,
                        kind,
                        List.of(CHANNEL, WEEK, COUNTRY),
                        FORMATTED_SALES,
                        salesJoin("channels")
                                .sql("WHERE ch.channel_desc IN (")
                                .values(p.list("channels"))
                                .sql(")\n  AND t.calendar_year = ")
                                .value(p.one("year"))
                                .sql("\n  AND t.calendar_week_number IN (")
                                .values(p.list("weeks"))
                                .sql(")\n  AND co.country_iso_code IN (")
                                .values(p.list("countries"))
                                .sql(")")));
    }

    static final ShQuery SRMC = byMonth("SRMC", "SRM", "Sales Rollup by Month and Channel", 65, ROLLUP);
    static final ShQuery SRWC = byWeek("SRWC", "SRW", "Sales Rollup by Week and Channel", 75, ROLLUP);
    static final ShQuery SCMC = byMonth("SCMC", "SCM", "Sales Cube by Month and Channel", 60, CUBE);
    static final ShQuery SCWC = byWeek("SCWC", "SCW", "Sales Cube by Week and Channel", 50, CUBE);

    /** 1..2 products, one country, one year; ROLLUP(year, quarter number, month number). */
    static final ShQuery PSCR = new ShQuery(
            "PSCR",
            "PSY",
            "Product Sales Cube and Rollup by Year",
            25,
            (r, d) -> new ShParams()
                    .put("products", run(r, d.products(), 1, 3))
                    .put("country", run(r, d.countries(), 1, 2))
                    .put("year", run(r, d.years(), 1, 2)),
            (dialect, p) -> GroupingSql.render(
                    dialect,
                    ROLLUP,
                    List.of(
                            new Dim("t.calendar_year", "calendar_year"),
                            new Dim("t.calendar_quarter_number", "calendar_quarter_number"),
                            new Dim("t.calendar_month_number", "calendar_month_number")),
                    SALES,
                    salesJoin("products")
                            .sql("WHERE p.prod_name IN (")
                            .values(p.list("products"))
                            .sql(")\n  AND co.country_iso_code = ")
                            .value(p.one("country"))
                            .sql("\n  AND t.calendar_year = ")
                            .value(p.one("year"))));

    /**
     * Two products, one country, one month and one year drawn independently of the month (so the two agree about
     * one time in twenty and the result is usually empty, as in Swingbench); ROLLUP(year, week number, product).
     */
    static final ShQuery PMSCR = new ShQuery(
            "PMSCR",
            "PMR",
            "Product Sales Cube and Rollup by Month",
            20,
            (r, d) -> new ShParams()
                    .put("products", run(r, d.products(), 2, 3))
                    .put("country", run(r, d.countries(), 1, 2))
                    .put("month", run(r, d.months(), 1, 2))
                    .put("year", run(r, d.years(), 1, 2)),
            (dialect, p) -> GroupingSql.render(
                    dialect,
                    ROLLUP,
                    List.of(new Dim("t.calendar_year", "calendar_year"), WEEK, new Dim("p.prod_name", "prod_name")),
                    SALES,
                    salesJoin("products")
                            .sql("WHERE p.prod_name IN (")
                            .values(p.list("products"))
                            .sql(")\n  AND co.country_iso_code = ")
                            .value(p.one("country"))
                            .sql("\n  AND t.calendar_month_desc = ")
                            .value(p.one("month"))
                            .sql("\n  AND t.calendar_year = ")
                            .value(p.one("year"))));
}
