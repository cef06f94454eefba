package org.surgebench.workloads.sh;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.surgebench.core.spi.StatementKind;

/**
 * Each of the 13 queries against the hand-written {@link ShFixture}, compared with answers worked out by hand
 * from the table in its javadoc. Every query runs twice, with bind variables and as literal SQL, and must
 * report the rows it returned. Subclasses supply the database.
 */
abstract class ShQueriesContract {

    abstract Connection connection();

    abstract String dialect();

    private static final LocalDate Y2001_START = LocalDate.of(2001, 1, 1);
    private static final LocalDate Y2001_END = LocalDate.of(2001, 12, 31);
    private static final LocalDate Q1_2001_END = LocalDate.of(2001, 3, 31);

    /** Runs the query in both modes; returns the rows as "a|b|c" with decimals at two places. */
    private List<String> run(ShQuery query, Map<String, Object> params) throws SQLException {
        List<String> bound = runOnce(query, params, false);
        List<String> literal = runOnce(query, params, true);
        assertThat(literal).as("literal SQL gives the same rows as bind variables").isEqualTo(bound);
        return bound;
    }

    private List<String> runOnce(ShQuery query, Map<String, Object> params, boolean literal) throws SQLException {
        ShRun run = new ShRun(null, dialect(), literal, 30, List.of(query));
        DirectTxContext ctx = new DirectTxContext(connection(), run, dialect());
        List<String> rows = new ArrayList<>();
        long n = QueryRunner.run(ctx, run, query, params, rs -> rows.add(row(rs)));
        assertThat(n).isEqualTo(rows.size());
        assertThat(ctx.rows).as("rows reported to the engine").isEqualTo(rows.size());
        assertThat(ctx.count(StatementKind.SELECT)).isEqualTo(1);
        assertThat(ctx.count(StatementKind.COMMIT)).isEqualTo(1);
        return rows;
    }

    private static String row(ResultSet rs) throws SQLException {
        List<String> out = new ArrayList<>();
        for (int i = 1; i <= rs.getMetaData().getColumnCount(); i++) {
            Object v = rs.getObject(i);
            if (v instanceof BigDecimal d) {
                out.add(d.setScale(2, RoundingMode.HALF_UP).toPlainString());
            } else if (v instanceof Double || v instanceof Float) {
                out.add(BigDecimal.valueOf(((Number) v).doubleValue()).setScale(2, RoundingMode.HALF_UP).toPlainString());
            } else {
                out.add(v == null ? "null" : v.toString().strip());
            }
        }
        return String.join("|", out);
    }

    private static Map<String, Object> period(LocalDate start, LocalDate end, Object... more) {
        java.util.LinkedHashMap<String, Object> m = new java.util.LinkedHashMap<>();
        m.put("start_day", start);
        m.put("end_day", end);
        for (int i = 0; i < more.length; i += 2) {
            m.put((String) more[i], more[i + 1]);
        }
        return m;
    }

    @Test
    void salesRollupByMonth() throws SQLException {
        // 2001, Direct Sales and Internet: sales 1, 2, 3, 5, 6, 7, 10 (4 is Partners, 8 and 9 are 2000).
        assertThat(run(ShQueries.SALES_ROLLUP_BY_MONTH, period(Y2001_START, Y2001_END, "channel_1", 1, "channel_2", 2)))
                .containsExactly(
                        "Direct Sales|2001-01|650.00|3", "Direct Sales|2001-02|120.00|1",
                        "Direct Sales|2001-04|1000.00|2", "Direct Sales|null|1770.00|6",
                        "Internet|2001-01|300.00|2", "Internet|2001-02|90.00|3", "Internet|null|390.00|5",
                        "null|null|2160.00|11");
    }

    @Test
    void salesRollupByWeek() throws SQLException {
        // 2001-Q1, customers in Europe (1 Germany, 2 France): sales 1, 2, 3, 5, 6, 10.
        assertThat(run(ShQueries.SALES_ROLLUP_BY_WEEK, period(Y2001_START, Q1_2001_END, "region", "Europe")))
                .containsExactly(
                        "France|2|500.00|1", "France|6|90.00|3", "France|null|590.00|4",
                        "Germany|1|450.00|4", "Germany|6|120.00|1", "Germany|null|570.00|5",
                        "null|null|1160.00|9");
    }

    @Test
    void salesCubeByMonth() throws SQLException {
        // 2001, customers in Germany or Japan (country 9 does not exist): sales 1, 2, 4, 6, 7, 10.
        assertThat(run(ShQueries.SALES_CUBE_BY_MONTH,
                period(Y2001_START, Y2001_END, "country_1", 1, "country_2", 3, "country_3", 9)))
                .containsExactly(
                        "Electronics|2001-04|1000.00|2", "Electronics|null|1000.00|2",
                        "Photo|2001-01|560.00|5", "Photo|2001-02|120.00|1", "Photo|null|680.00|6",
                        "null|2001-01|560.00|5", "null|2001-02|120.00|1", "null|2001-04|1000.00|2",
                        "null|null|1680.00|8");
    }

    @Test
    void salesCubeByWeek() throws SQLException {
        // 2001-Q1, Photo products (1, 2, 4): sales 1, 2, 4, 5, 6, 10.
        assertThat(run(ShQueries.SALES_CUBE_BY_WEEK, period(Y2001_START, Q1_2001_END, "category", "Photo")))
                .containsExactly(
                        "Direct Sales|1|150.00|2", "Direct Sales|6|120.00|1", "Direct Sales|null|270.00|3",
                        "Internet|1|300.00|2", "Internet|6|90.00|3", "Internet|null|390.00|5",
                        "Partners|2|110.00|1", "Partners|null|110.00|1",
                        "null|1|450.00|4", "null|2|110.00|1", "null|6|210.00|4", "null|null|770.00|9");
    }

    @Test
    void productSalesCubeByYear() throws SQLException {
        // 2000-2002, Electronics (Tv A): sales 3, 7 (2001) and 9 (2000).
        assertThat(run(ShQueries.PRODUCT_CUBE_BY_YEAR,
                period(LocalDate.of(2000, 1, 1), LocalDate.of(2002, 12, 31), "category", "Electronics")))
                .containsExactly(
                        "2000|Televisions|450.00|1", "2000|null|450.00|1",
                        "2001|Televisions|1500.00|3", "2001|null|1500.00|3",
                        "null|Televisions|1950.00|4", "null|null|1950.00|4");
    }

    @Test
    void productMonthlyRollup() throws SQLException {
        // 2001, Cameras (Cam A, Cam B): sales 1, 2, 4, 6, 10.
        assertThat(run(ShQueries.PRODUCT_MONTHLY_ROLLUP, period(Y2001_START, Y2001_END, "subcategory", "Cameras")))
                .containsExactly(
                        "2001-Q1|2001-01|Cam A|210.00|2", "2001-Q1|2001-01|Cam B|350.00|3",
                        "2001-Q1|2001-01|null|560.00|5", "2001-Q1|2001-02|Cam A|120.00|1",
                        "2001-Q1|2001-02|null|120.00|1", "2001-Q1|null|null|680.00|6", "null|null|null|680.00|6");
    }

    @Test
    void salesMovingAverage() throws SQLException {
        // 2001-Q1, Direct Sales: days 01-02 (100), 01-03 (50), 01-09 (500), 02-05 (120); average of up to 7 days.
        assertThat(run(ShQueries.SALES_MOVING_AVERAGE, period(Y2001_START, Q1_2001_END, "channel", 1)))
                .containsExactly(
                        "2001-01-02|100.00|100.00", "2001-01-03|50.00|75.00", "2001-01-09|500.00|216.67",
                        "2001-02-05|120.00|192.50");
    }

    @Test
    void periodToPeriodComparison() throws SQLException {
        // Germany (customer 1), 2001 against 2000: January 450 vs 80; February 120 with no February 2000.
        assertThat(run(ShQueries.PERIOD_TO_PERIOD,
                period(LocalDate.of(2000, 1, 1), Y2001_END, "country", 1, "year", 2001)))
                .containsExactly("2001|1|450.00|80.00|370.00", "2001|2|120.00|null|null");
    }

    @Test
    void weekToWeekComparison() throws SQLException {
        // 2001-Q1, Photo: week 1 = 100 + 300 + 50, week 2 = 110, week 6 = 90 + 120.
        assertThat(run(ShQueries.WEEK_TO_WEEK, period(Y2001_START, Q1_2001_END, "category", "Photo")))
                .containsExactly("1|450.00|null|null", "2|110.00|450.00|-340.00", "6|210.00|110.00|100.00");
    }

    @Test
    void topSalesWithinQuarter() throws SQLException {
        // 2001-Q1, Direct Sales and Internet: Tv A 500, Cam B 300 + 50, Cam A 100 + 120, Lens A 90.
        assertThat(run(ShQueries.TOP_SALES_IN_QUARTER,
                period(Y2001_START, Q1_2001_END, "channel_1", 1, "channel_2", 2)))
                .containsExactly("Tv A|500.00|1", "Cam B|350.00|2", "Cam A|220.00|3", "Lens A|90.00|4");
    }

    @Test
    void topSalesWithinWeek() throws SQLException {
        // Week 2 of 2003: Direct Sales has Lens A 30 and Tv A 30 (tied first), Cam B 20 (third), Cam A 10 (cut);
        // Internet has Tv A 70.
        assertThat(run(ShQueries.TOP_SALES_IN_WEEK, period(LocalDate.of(2003, 1, 8), LocalDate.of(2003, 1, 14))))
                .containsExactly("Direct Sales|Lens A|30.00|1", "Direct Sales|Tv A|30.00|1",
                        "Direct Sales|Cam B|20.00|3", "Internet|Tv A|70.00|1");
    }

    @Test
    void salesByQuarterAndCountry() throws SQLException {
        // 2001, Europe: France = sales 3, 5; Germany = sales 1, 2, 6, 10; all in Q1.
        assertThat(run(ShQueries.SALES_BY_QUARTER_AND_COUNTRY, period(Y2001_START, Y2001_END, "region", "Europe")))
                .containsExactly("2001-Q1|France|590.00|4|2", "2001-Q1|Germany|570.00|5|4");
        // 2001, Asia: Japan = sale 4 (Q1) and 7 (Q2).
        assertThat(run(ShQueries.SALES_BY_QUARTER_AND_COUNTRY, period(Y2001_START, Y2001_END, "region", "Asia")))
                .containsExactly("2001-Q1|Japan|110.00|1|1", "2001-Q2|Japan|1000.00|2|1");
    }

    @Test
    void salesByWeekAndCountry() throws SQLException {
        // 2001-Q1, all three countries (4 does not exist): sales 1, 2, 3, 4, 5, 6, 10.
        assertThat(run(ShQueries.SALES_BY_WEEK_AND_COUNTRY,
                period(Y2001_START, Q1_2001_END, "country_1", 1, "country_2", 2, "country_3", 3, "country_4", 4)))
                .containsExactly("1|Germany|450.00|3", "2|France|500.00|1", "2|Japan|110.00|1",
                        "6|France|90.00|1", "6|Germany|120.00|1");
    }

    @Test
    void everyQueryOfTheMixIsCovered() {
        assertThat(ShQueries.ALL).hasSize(13);
        assertThat(ShQueries.ALL.stream().mapToInt(ShQuery::weight).sum())
                .isEqualTo(65 + 75 + 60 + 50 + 25 + 20 + 95 + 15 + 15 + 55 + 40 + 75 + 100);
    }
}
