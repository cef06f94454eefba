package org.surgebench.workloads.sh;

import java.util.List;
import org.surgebench.core.spi.Feature;
import org.surgebench.core.spi.SqlDialects;

/**
 * The SQL of PPSC and WWSC: one product's weekly sales over a window of week numbers in two consecutive years,
 * densified to every (year, week) of TIMES for those years by a partitioned outer join (Oracle's
 * {@code PARTITION BY ... RIGHT OUTER JOIN}; PostgreSQL and H2, which lack it, cross join the products found with
 * the (year, week) pairs and outer join the sales to that), a running sum per product and year ordered by week
 * (the weekly year-to-date sales), and LAG of it by year for the same week (the prior year's year-to-date);
 * the rows of the later year within the week window are kept.
 */
final class YearToDate {
    private YearToDate() {}

    static ShStatement write(String dialect, ShParams p, int firstWeek, int lastWeek) {
        List<?> years = p.list("years");
        ShStatement weeks = firstWeek == lastWeek
                ? new ShStatement().sql(" = ").value(firstWeek)
                : new ShStatement()
                        .sql(" BETWEEN ")
                        .value(firstWeek)
                        .sql(" AND ")
                        .value(lastWeek);
        ShStatement sql = new ShStatement()
                .sql("WITH v AS (\n"
                        + "  SELECT p.prod_name AS product_name, t.calendar_year AS sales_year,\n"
                        + "         t.calendar_week_number AS sales_week, SUM(s.amount_sold) AS sales\n"
                        + "  FROM sales s JOIN times t ON t.time_id = s.time_id JOIN products p ON p.prod_id = s.prod_id\n"
                        + "  WHERE p.prod_name IN (")
                .values(p.list("products"))
                .sql(")\n    AND t.calendar_year IN (")
                .values(years)
                .sql(")\n    AND t.calendar_week_number")
                .append(weeks)
                .sql("\n  GROUP BY p.prod_name, t.calendar_year, t.calendar_week_number)\n"
                        + "SELECT product_name, sales_year, sales_week, sales, weekly_ytd_sales, weekly_ytd_sales_prior_year\n"
                        + "FROM (SELECT product_name, sales_year, sales_week, sales, weekly_ytd_sales,\n"
                        + "             LAG(weekly_ytd_sales, 1) OVER (PARTITION BY product_name, sales_week\n"
                        + "                                           ORDER BY sales_year) AS weekly_ytd_sales_prior_year\n"
                        + "      FROM (");
        ShStatement calendar = new ShStatement()
                .sql("(SELECT DISTINCT calendar_week_number AS sales_week, calendar_year AS sales_year\n"
                        + "             FROM times WHERE calendar_year IN (")
                .values(years)
                .sql(")) t");
        if (SqlDialects.named(dialect).has(Feature.PARTITIONED_OUTER_JOIN)) {
            sql.sql("SELECT v.product_name, t.sales_year, t.sales_week, NVL(v.sales, 0) AS sales,\n"
                            + "                   SUM(NVL(v.sales, 0)) OVER (PARTITION BY v.product_name, t.sales_year\n"
                            + "                                              ORDER BY t.sales_week) AS weekly_ytd_sales\n"
                            + "            FROM v PARTITION BY (v.product_name) RIGHT OUTER JOIN ")
                    .append(calendar)
                    .sql("\n              ON (v.sales_week = t.sales_week AND v.sales_year = t.sales_year)");
        } else {
            sql.sql("SELECT pr.product_name, t.sales_year, t.sales_week, COALESCE(v.sales, 0) AS sales,\n"
                            + "                   SUM(COALESCE(v.sales, 0)) OVER (PARTITION BY pr.product_name, t.sales_year\n"
                            + "                                                  ORDER BY t.sales_week) AS weekly_ytd_sales\n"
                            + "            FROM (SELECT DISTINCT product_name FROM v) pr CROSS JOIN ")
                    .append(calendar)
                    .sql(
                            "\n              LEFT JOIN v ON v.product_name = pr.product_name AND v.sales_week = t.sales_week"
                                    + " AND v.sales_year = t.sales_year");
        }
        return sql.sql(") dense_sales) year_over_year_sales\nWHERE sales_year = ")
                .value(years.get(years.size() - 1))
                .sql(" AND sales_week")
                .append(weeks)
                .sql("\nORDER BY 1, 2, 3");
    }
}
