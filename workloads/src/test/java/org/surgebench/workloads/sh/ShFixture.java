package org.surgebench.workloads.sh;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import org.surgebench.core.db.BatchBulkLoader;
import org.surgebench.core.spi.DdlScripts;

/**
 * A hand-written Sales History dataset small enough to compute every query's answer by hand (see
 * {@link ShQueriesContract}). TIMES is the real calendar; everything else is written out here.
 *
 * <pre>
 * channels:  1 Direct Sales, 2 Internet, 3 Partners
 * countries: 1 Germany (Europe), 2 France (Europe), 3 Japan (Asia)
 * customers: 1 in Germany, 2 in France, 3 in Japan
 * products:  1 Cam A (Photo/Cameras), 2 Cam B (Photo/Cameras), 3 Tv A (Electronics/Televisions),
 *            4 Lens A (Photo/Lenses)
 * sales: #  prod cust day        week channel qty amount
 *        1  1    1    2001-01-02 1    1       1   100.00
 *        2  2    1    2001-01-02 1    2       2   300.00
 *        3  3    2    2001-01-09 2    1       1   500.00
 *        4  1    3    2001-01-09 2    3       1   110.00
 *        5  4    2    2001-02-05 6    2       3    90.00
 *        6  1    1    2001-02-05 6    1       1   120.00
 *        7  3    3    2001-04-10 15   1       2  1000.00
 *        8  1    1    2000-01-03 1    1       1    80.00
 *        9  3    2    2000-02-07 6    2       1   450.00
 *        10 2    1    2001-01-03 1    1       1    50.00
 *        11 1    3    2003-01-08 2    1       1    10.00
 *        12 2    3    2003-01-08 2    1       1    20.00
 *        13 4    3    2003-01-08 2    1       1    30.00
 *        14 3    3    2003-01-08 2    1       1    30.00
 *        15 3    3    2003-01-09 2    2       1    70.00
 * </pre>
 */
final class ShFixture {
    private ShFixture() {
    }

    static void load(Connection c, String dialect) throws Exception {
        c.setAutoCommit(false);
        try (Statement s = c.createStatement()) {
            for (String sql : dropStatements(dialect)) {
                s.execute(sql);
            }
            for (String sql : DdlScripts.load(ShWorkload.class, dialect + "/create.sql", Map.of())) {
                s.execute(sql);
            }
        }
        var times = DimensionTables.times();
        try (BatchBulkLoader loader = new BatchBulkLoader(c, times)) {
            times.generator().generate(1, 1, times.keys(), loader);
            loader.finish();
        }
        try (Statement s = c.createStatement()) {
            s.execute("INSERT INTO channels VALUES (1, 'Direct Sales', 'Direct', 1, 'Channel total', 1), "
                    + "(2, 'Internet', 'Indirect', 2, 'Channel total', 1), (3, 'Partners', 'Others', 3, 'Channel total', 1)");
            s.execute("INSERT INTO countries VALUES (1, 'DE', 'Germany', 'Western Europe', 4, 'Europe', 2, 'World total', 1), "
                    + "(2, 'FR', 'France', 'Western Europe', 4, 'Europe', 2, 'World total', 1), "
                    + "(3, 'JP', 'Japan', 'Eastern Asia', 6, 'Asia', 3, 'World total', 1)");
            for (String p : new String[] {"1, 'Cam A', 'Cameras', 13, 'Photo', 4", "2, 'Cam B', 'Cameras', 13, 'Photo', 4",
                    "3, 'Tv A', 'Televisions', 4, 'Electronics', 1", "4, 'Lens A', 'Lenses', 16, 'Photo', 4"}) {
                String[] f = p.split(", ");
                s.execute("INSERT INTO products (prod_id, prod_name, prod_desc, prod_subcategory, prod_subcategory_id, "
                        + "prod_category, prod_category_id, prod_weight_class, prod_pack_size, supplier_id, prod_status, "
                        + "prod_list_price, prod_min_price, prod_total, prod_total_id) VALUES (" + f[0] + ", " + f[1]
                        + ", " + f[1] + ", " + f[2] + ", " + f[3] + ", " + f[4] + ", " + f[5]
                        + ", 'light', 'single', 1, 'STATUS', 10.00, 8.00, 'Product total', 1)");
            }
            s.execute("INSERT INTO promotions VALUES (1, 'NO PROMOTION', 'NO PROMOTION', 0, 'NO PROMOTION', 0, 0, "
                    + "DATE '1995-01-01', DATE '2014-12-31', 'Promotion total', 1)");
            for (int cust = 1; cust <= 3; cust++) {
                s.execute("INSERT INTO customers (cust_id, cust_first_name, cust_last_name, cust_gender, "
                        + "cust_year_of_birth, cust_street_address, cust_postal_code, cust_city, cust_city_id, "
                        + "cust_state_province, cust_state_province_id, country_id, cust_main_phone_number, cust_total, "
                        + "cust_total_id) VALUES (" + cust + ", 'First" + cust + "', 'Last" + cust + "', 'F', 1970, "
                        + "'1 Main Street', '12345', 'City', 1, 'State', 1, " + cust + ", '555-000-0000', "
                        + "'Customer total', 1)");
            }
            String[] sales = {
                    "1, 1, '2001-01-02', 1, 1, 100.00", "2, 1, '2001-01-02', 2, 2, 300.00",
                    "3, 2, '2001-01-09', 1, 1, 500.00", "1, 3, '2001-01-09', 3, 1, 110.00",
                    "4, 2, '2001-02-05', 2, 3, 90.00", "1, 1, '2001-02-05', 1, 1, 120.00",
                    "3, 3, '2001-04-10', 1, 2, 1000.00", "1, 1, '2000-01-03', 1, 1, 80.00",
                    "3, 2, '2000-02-07', 2, 1, 450.00", "2, 1, '2001-01-03', 1, 1, 50.00",
                    "1, 3, '2003-01-08', 1, 1, 10.00", "2, 3, '2003-01-08', 1, 1, 20.00",
                    "4, 3, '2003-01-08', 1, 1, 30.00", "3, 3, '2003-01-08', 1, 1, 30.00",
                    "3, 3, '2003-01-09', 2, 1, 70.00"};
            for (String row : sales) {
                String[] f = row.split(", ");
                s.execute("INSERT INTO sales (prod_id, cust_id, time_id, channel_id, promo_id, quantity_sold, seller, "
                        + "fulfillment_center, courier_org, tax_country, tax_region, amount_sold) VALUES (" + f[0]
                        + ", " + f[1] + ", DATE " + f[2] + ", " + f[3] + ", 1, " + f[4] + ", 1, 1, 1, 'XX', 'EUR', "
                        + f[5] + ")");
            }
        }
        c.commit();
    }

    /** What drop runs for sh's objects on this dialect (they carry IF EXISTS on H2 and PostgreSQL). */
    private static java.util.List<String> dropStatements(String dialect) {
        var objects = org.surgebench.core.spi.SchemaObject.createdBy(
                DdlScripts.load(ShWorkload.class, dialect + "/create.sql", Map.of()));
        var d = dialect.equals("h2") ? new org.surgebench.core.db.H2Dialect()
                : new org.surgebench.core.db.PostgresDialect();
        return d.dropStatements(objects);
    }

    /** Drops the fixture's tables. */
    static void drop(Connection c, String dialect) throws SQLException {
        try (Statement s = c.createStatement()) {
            for (String sql : dropStatements(dialect)) {
                s.execute(sql);
            }
        }
        c.commit();
    }
}
