package org.surgebench.workloads.sh;

import static org.surgebench.workloads.sh.GroupingSql.Kind.CUBE;
import static org.surgebench.workloads.sh.GroupingSql.Kind.ROLLUP;

import java.util.List;
import org.surgebench.core.spi.Rng;
import org.surgebench.workloads.sh.GroupingSql.Dim;
import org.surgebench.workloads.sh.GroupingSql.Measure;
import org.surgebench.workloads.sh.ShDimensions.Period;
import org.surgebench.workloads.sh.ShQuery.Params;

/**
 * The thirteen queries of the Sales History mix with their default weights. Every query filters SALES on a
 * range of time_id (so PostgreSQL prunes partitions) and reads a period, countries, channels or categories
 * drawn at random from the dimensions, so repeated executions do not hit the same result.
 */
final class ShQueries {
    private ShQueries() {
    }

    private static final String SALES_BY_TIME = "FROM sales s JOIN times t ON t.time_id = s.time_id";
    private static final List<Measure> AMOUNT_AND_QUANTITY = List.of(
            new Measure("SUM", "s.amount_sold", "amount_sold"), new Measure("SUM", "s.quantity_sold", "quantity_sold"));

    static final ShQuery SALES_ROLLUP_BY_MONTH = new ShQuery("SRM", "Sales rollup by month", 65,
            dialect -> GroupingSql.render(dialect, ROLLUP,
                    List.of(new Dim("ch.channel_desc", "channel_desc"), new Dim("t.calendar_month_desc", "calendar_month")),
                    AMOUNT_AND_QUANTITY, SALES_BY_TIME + " JOIN channels ch ON ch.channel_id = s.channel_id\n"
                            + "WHERE s.time_id BETWEEN :start_day AND :end_day AND s.channel_id IN (:channel_1, :channel_2)"),
            (r, d) -> new Params().period(pick(r, d.years())).distinct(r, "channel", d.channelIds(), 2).values());

    static final ShQuery SALES_ROLLUP_BY_WEEK = new ShQuery("SRW", "Sales rollup by week", 75,
            dialect -> GroupingSql.render(dialect, ROLLUP,
                    List.of(new Dim("co.country_name", "country_name"), new Dim("t.calendar_week_number", "week")),
                    AMOUNT_AND_QUANTITY, SALES_BY_TIME + " JOIN customers cu ON cu.cust_id = s.cust_id"
                            + " JOIN countries co ON co.country_id = cu.country_id\n"
                            + "WHERE s.time_id BETWEEN :start_day AND :end_day AND co.country_region = :region"),
            (r, d) -> new Params().period(pick(r, d.quarters())).put("region", pick(r, d.regions())).values());

    static final ShQuery SALES_CUBE_BY_MONTH = new ShQuery("SCM", "Sales cube by month", 60,
            dialect -> GroupingSql.render(dialect, CUBE,
                    List.of(new Dim("p.prod_category", "prod_category"), new Dim("t.calendar_month_desc", "calendar_month")),
                    AMOUNT_AND_QUANTITY, SALES_BY_TIME + " JOIN products p ON p.prod_id = s.prod_id"
                            + " JOIN customers cu ON cu.cust_id = s.cust_id\n"
                            + "WHERE s.time_id BETWEEN :start_day AND :end_day"
                            + " AND cu.country_id IN (:country_1, :country_2, :country_3)"),
            (r, d) -> new Params().period(pick(r, d.years())).distinct(r, "country", d.countryIds(), 3).values());

    static final ShQuery SALES_CUBE_BY_WEEK = new ShQuery("SCW", "Sales cube by week", 50,
            dialect -> GroupingSql.render(dialect, CUBE,
                    List.of(new Dim("ch.channel_desc", "channel_desc"), new Dim("t.calendar_week_number", "week")),
                    AMOUNT_AND_QUANTITY, SALES_BY_TIME + " JOIN channels ch ON ch.channel_id = s.channel_id"
                            + " JOIN products p ON p.prod_id = s.prod_id\n"
                            + "WHERE s.time_id BETWEEN :start_day AND :end_day AND p.prod_category = :category"),
            (r, d) -> new Params().period(pick(r, d.quarters())).put("category", pick(r, d.categories())).values());

    static final ShQuery PRODUCT_CUBE_BY_YEAR = new ShQuery("PSY", "Product sales cube by year", 25,
            dialect -> GroupingSql.render(dialect, CUBE,
                    List.of(new Dim("t.calendar_year", "calendar_year"),
                            new Dim("p.prod_subcategory", "prod_subcategory")),
                    AMOUNT_AND_QUANTITY, SALES_BY_TIME + " JOIN products p ON p.prod_id = s.prod_id\n"
                            + "WHERE s.time_id BETWEEN :start_day AND :end_day AND p.prod_category = :category"),
            (r, d) -> {
                // Three consecutive years.
                int first = r.nextInt(d.years().size() - 2);
                return new Params().put("start_day", d.years().get(first).start())
                        .put("end_day", d.years().get(first + 2).end())
                        .put("category", pick(r, d.categories())).values();
            });

    static final ShQuery PRODUCT_MONTHLY_ROLLUP = new ShQuery("PMR", "Product monthly rollup", 20,
            dialect -> GroupingSql.render(dialect, ROLLUP,
                    List.of(new Dim("t.calendar_quarter_desc", "quarter"), new Dim("t.calendar_month_desc", "calendar_month"),
                            new Dim("p.prod_name", "prod_name")),
                    AMOUNT_AND_QUANTITY, SALES_BY_TIME + " JOIN products p ON p.prod_id = s.prod_id\n"
                            + "WHERE s.time_id BETWEEN :start_day AND :end_day AND p.prod_subcategory = :subcategory"),
            (r, d) -> new Params().period(pick(r, d.years())).put("subcategory", pick(r, d.subcategories())).values());

    static final ShQuery SALES_MOVING_AVERAGE = new ShQuery("SMA", "Sales moving average", 95,
            dialect -> """
                    SELECT s.time_id, SUM(s.amount_sold) AS amount_sold,
                           AVG(SUM(s.amount_sold)) OVER (ORDER BY s.time_id ROWS BETWEEN 6 PRECEDING AND CURRENT ROW)
                               AS moving_avg_7_days
                    FROM sales s
                    WHERE s.time_id BETWEEN :start_day AND :end_day AND s.channel_id = :channel
                    GROUP BY s.time_id
                    ORDER BY s.time_id""",
            (r, d) -> new Params().period(pick(r, d.quarters())).put("channel", pick(r, d.channelIds())).values());

    static final ShQuery PERIOD_TO_PERIOD = new ShQuery("PPC", "Period-to-period comparison (LAG)", 15,
            dialect -> """
                    SELECT calendar_year, calendar_month_number, amount_sold, previous_year_amount,
                           amount_sold - previous_year_amount AS change_amount
                    FROM (SELECT t.calendar_year, t.calendar_month_number, SUM(s.amount_sold) AS amount_sold,
                                 LAG(SUM(s.amount_sold)) OVER (PARTITION BY t.calendar_month_number
                                                               ORDER BY t.calendar_year) AS previous_year_amount
                          FROM sales s JOIN times t ON t.time_id = s.time_id
                                       JOIN customers cu ON cu.cust_id = s.cust_id
                          WHERE s.time_id BETWEEN :start_day AND :end_day AND cu.country_id = :country
                          GROUP BY t.calendar_year, t.calendar_month_number) m
                    WHERE calendar_year = :year
                    ORDER BY calendar_month_number""",
            (r, d) -> {
                // A year and the one before it.
                int i = 1 + r.nextInt(d.years().size() - 1);
                Period year = d.years().get(i);
                return new Params().put("start_day", d.years().get(i - 1).start()).put("end_day", year.end())
                        .put("country", pick(r, d.countryIds())).put("year", year.year()).values();
            });

    static final ShQuery WEEK_TO_WEEK = new ShQuery("WWC", "Week-to-week comparison", 15,
            dialect -> """
                    SELECT t.calendar_week_number, SUM(s.amount_sold) AS amount_sold,
                           LAG(SUM(s.amount_sold)) OVER (ORDER BY t.calendar_week_number) AS previous_week_amount,
                           SUM(s.amount_sold) - LAG(SUM(s.amount_sold)) OVER (ORDER BY t.calendar_week_number)
                               AS change_amount
                    FROM sales s JOIN times t ON t.time_id = s.time_id JOIN products p ON p.prod_id = s.prod_id
                    WHERE s.time_id BETWEEN :start_day AND :end_day AND p.prod_category = :category
                    GROUP BY t.calendar_week_number
                    ORDER BY t.calendar_week_number""",
            (r, d) -> new Params().period(pick(r, d.quarters())).put("category", pick(r, d.categories())).values());

    static final ShQuery TOP_SALES_IN_QUARTER = new ShQuery("TSQ", "Top sales within a quarter (RANK)", 55,
            dialect -> """
                    SELECT prod_name, amount_sold, sales_rank
                    FROM (SELECT p.prod_name, SUM(s.amount_sold) AS amount_sold,
                                 RANK() OVER (ORDER BY SUM(s.amount_sold) DESC) AS sales_rank
                          FROM sales s JOIN products p ON p.prod_id = s.prod_id
                          WHERE s.time_id BETWEEN :start_day AND :end_day AND s.channel_id IN (:channel_1, :channel_2)
                          GROUP BY p.prod_name) r
                    WHERE sales_rank <= 10
                    ORDER BY sales_rank, prod_name""",
            (r, d) -> new Params().period(pick(r, d.quarters())).distinct(r, "channel", d.channelIds(), 2).values());

    static final ShQuery TOP_SALES_IN_WEEK = new ShQuery("TSW", "Top sales within a week", 40,
            dialect -> """
                    SELECT channel_desc, prod_name, amount_sold, sales_rank
                    FROM (SELECT ch.channel_desc, p.prod_name, SUM(s.amount_sold) AS amount_sold,
                                 RANK() OVER (PARTITION BY ch.channel_desc ORDER BY SUM(s.amount_sold) DESC) AS sales_rank
                          FROM sales s JOIN products p ON p.prod_id = s.prod_id
                                       JOIN channels ch ON ch.channel_id = s.channel_id
                          WHERE s.time_id BETWEEN :start_day AND :end_day
                          GROUP BY ch.channel_desc, p.prod_name) r
                    WHERE sales_rank <= 3
                    ORDER BY channel_desc, sales_rank, prod_name""",
            (r, d) -> new Params().period(pick(r, d.weeks())).values());

    static final ShQuery SALES_BY_QUARTER_AND_COUNTRY = new ShQuery("SQC", "Sales by quarter and country", 75,
            dialect -> """
                    SELECT t.calendar_quarter_desc, co.country_name, SUM(s.amount_sold) AS amount_sold,
                           SUM(s.quantity_sold) AS quantity_sold, COUNT(*) AS sales_count
                    FROM sales s JOIN times t ON t.time_id = s.time_id JOIN customers cu ON cu.cust_id = s.cust_id
                                 JOIN countries co ON co.country_id = cu.country_id
                    WHERE s.time_id BETWEEN :start_day AND :end_day AND co.country_region = :region
                    GROUP BY t.calendar_quarter_desc, co.country_name
                    ORDER BY t.calendar_quarter_desc, co.country_name""",
            (r, d) -> new Params().period(pick(r, d.years())).put("region", pick(r, d.regions())).values());

    static final ShQuery SALES_BY_WEEK_AND_COUNTRY = new ShQuery("SWC", "Sales by week and country", 100,
            dialect -> """
                    SELECT t.calendar_week_number, co.country_name, SUM(s.amount_sold) AS amount_sold,
                           COUNT(*) AS sales_count
                    FROM sales s JOIN times t ON t.time_id = s.time_id JOIN customers cu ON cu.cust_id = s.cust_id
                                 JOIN countries co ON co.country_id = cu.country_id
                    WHERE s.time_id BETWEEN :start_day AND :end_day
                      AND cu.country_id IN (:country_1, :country_2, :country_3, :country_4)
                    GROUP BY t.calendar_week_number, co.country_name
                    ORDER BY t.calendar_week_number, co.country_name""",
            (r, d) -> new Params().period(pick(r, d.quarters())).distinct(r, "country", d.countryIds(), 4).values());

    static final List<ShQuery> ALL = List.of(SALES_ROLLUP_BY_MONTH, SALES_ROLLUP_BY_WEEK, SALES_CUBE_BY_MONTH,
            SALES_CUBE_BY_WEEK, PRODUCT_CUBE_BY_YEAR, PRODUCT_MONTHLY_ROLLUP, SALES_MOVING_AVERAGE, PERIOD_TO_PERIOD,
            WEEK_TO_WEEK, TOP_SALES_IN_QUARTER, TOP_SALES_IN_WEEK, SALES_BY_QUARTER_AND_COUNTRY,
            SALES_BY_WEEK_AND_COUNTRY);

    private static <T> T pick(Rng r, List<T> values) {
        return values.get(r.nextInt(values.size()));
    }

    private static String pick(Rng r, String[] values) {
        return values[r.nextInt(values.length)];
    }

    private static int pick(Rng r, int[] values) {
        return values[r.nextInt(values.length)];
    }
}
