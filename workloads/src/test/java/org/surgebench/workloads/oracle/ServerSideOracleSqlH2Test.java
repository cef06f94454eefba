package org.surgebench.workloads.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.surgebench.core.db.BatchBulkLoader;
import org.surgebench.core.spi.Schema;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.SqlLists;
import org.surgebench.core.spi.TableDef;
import org.surgebench.core.spi.VerifyCheck;
import org.surgebench.core.spi.Workload;
import org.surgebench.core.spi.Workloads;
import org.surgebench.testdata.TestDatabases;

/**
 * The Oracle server-side SQL of Order Entry and Sales History, as rendered for Oracle, executed on H2 in Oracle
 * mode against the Oracle DDL. Only the CONNECT BY row sources are swapped for SYSTEM_RANGE (H2 has no CONNECT
 * BY), and H2 gets NUMTODSINTERVAL and TO_NUMBER as Java functions ({@link OracleSqlOnH2}); everything else
 * runs as written: ORA_HASH (H2's own, a different hash than Oracle's but the same contract: 0..max for a value
 * and seed), TRUNC, MOD, SUBSTR over the packed lists, CASE, LEAST/GREATEST, ADD_MONTHS, LAST_DAY, date
 * arithmetic, the GROUP BY of order totals. The workloads' data checks then run on the result.
 *
 * <p>What H2 cannot run is asserted by shape instead: the APPEND PARALLEL hint with the dop option, the
 * CONNECT BY row sources and no literal key ranges. Whether Oracle's optimizer parallelises these statements
 * well is for a real Oracle (OracleFreeContainerTest where Docker exists, docs/oracle.md).
 */
class ServerSideOracleSqlH2Test {
    private static final Pattern LITERAL = Pattern.compile("'(?:[^']++|'')*+'");

    /**
     * Creates the Oracle schema on H2, loads the client tables named in {@code clientTables}, runs the server-side
     * SQL of the others in chunks of {@code chunk} keys, then builds the indexes.
     */
    private static void generate(Connection c, Workload w, SchemaOptions o, List<String> clientTables, long chunk)
            throws Exception {
        Schema schema = w.schema(o);
        OracleDdlShapes.run(c, schema.createSql());
        OracleSqlOnH2.addOracleFunctions(c);
        for (TableDef t : schema.tables()) {
            String sql = w.serverSideSql(o, t.name());
            if (sql == null) {
                if (clientTables.contains(t.name())) {
                    try (BatchBulkLoader loader = new BatchBulkLoader(c, t)) {
                        t.generator().generate(o.seed(), 1, t.keys(), loader);
                        loader.finish();
                    }
                }
                continue;
            }
            String h2 = OracleSqlOnH2.rowSources(sql);
            try (Statement s = c.createStatement()) {
                for (long from = 1; from <= t.keys(); from += chunk) {
                    long to = Math.min(t.keys(), from + chunk - 1);
                    s.executeUpdate(h2.replace("${from}", Long.toString(from)).replace("${to}", Long.toString(to)));
                }
            }
            c.commit();
        }
        // Keys and indexes as after an Oracle load (the checks join on them).
        OracleDdlShapes.run(c, schema.postLoadSql());
    }

    private static long single(Connection c, String sql) throws Exception {
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private static void assertCounts(Connection c, Schema schema, List<String> tables) throws Exception {
        for (TableDef t : schema.tables()) {
            if (tables.contains(t.name())) {
                assertThat(single(c, "SELECT COUNT(*) FROM " + t.name()))
                        .as(t.name())
                        .isEqualTo(t.rows());
            }
        }
    }

    private static void assertChecks(Connection c, Workload w, SchemaOptions o, List<String> names) throws Exception {
        List<String> ran = new ArrayList<>();
        for (VerifyCheck check : w.verifyChecks()) {
            if (names.contains(check.name())) {
                assertThat(check.check(c, o)).as(check.name()).isNull();
                ran.add(check.name());
            }
        }
        assertThat(ran).containsExactlyInAnyOrderElementsOf(names);
    }

    @Test
    void orderEntryOracleSqlRunsOnH2InOracleMode() throws Exception {
        Workload w = Workloads.byName("soe");
        SchemaOptions o = new SchemaOptions("oracle", 0.002, 5, Map.of());
        try (Connection c =
                DriverManager.getConnection(TestDatabases.h2Memory("soessora") + ";MODE=Oracle", "sa", "")) {
            c.setAutoCommit(false);
            generate(c, w, o, List.of("warehouses", "product_information", "product_descriptions"), 650);
            Schema schema = w.schema(o);
            assertCounts(
                    c, schema, List.of("customers", "addresses", "card_details", "orders", "order_items", "logon"));
            // The data checks of `surge verify` (the others look at indexes and sequences: SoeOracleDdlH2Test).
            assertChecks(
                    c, w, o, List.of("order totals equal the sum of their items", "no order item without its order"));
            for (String none : List.of(
                    "SELECT COUNT(*) FROM addresses a LEFT JOIN customers c ON c.customer_id = a.customer_id "
                            + "WHERE c.customer_id IS NULL",
                    "SELECT COUNT(*) FROM orders o LEFT JOIN customers c ON c.customer_id = o.customer_id "
                            + "WHERE c.customer_id IS NULL OR c.customer_class <> o.customer_class "
                            + "OR o.warehouse_id NOT BETWEEN 1 AND 1000",
                    "SELECT COUNT(*) FROM order_items i LEFT JOIN product_information p ON p.product_id = i.product_id "
                            + "WHERE p.product_id IS NULL OR i.unit_price <> p.list_price OR i.supplier_id <> p.supplier_id",
                    "SELECT COUNT(*) FROM order_items i JOIN orders o ON o.order_id = i.order_id "
                            + "WHERE i.dispatch_date < TRUNC(o.order_date) OR i.dispatch_date > TRUNC(o.order_date) + 10",
                    "SELECT COUNT(*) FROM orders WHERE order_date < TIMESTAMP '2019-01-01 00:00:00' "
                            + "OR order_date >= TIMESTAMP '2024-01-01 00:00:00' OR EXTRACT(MINUTE FROM order_date) <> 0",
                    "SELECT COUNT(*) FROM card_details WHERE card_number NOT BETWEEN 100000000000 AND 999999999999 "
                            + "OR expiry_date < DATE '2024-01-01' OR expiry_date > DATE '2030-12-31'",
                    "SELECT COUNT(*) FROM logon l LEFT JOIN customers c ON c.customer_id = l.customer_id "
                            + "WHERE c.customer_id IS NULL")) {
                assertThat(single(c, none)).as(none).isZero();
            }
            // Orders are spread over the hours of the five years, not only midnights.
            assertThat(single(c, "SELECT COUNT(DISTINCT EXTRACT(HOUR FROM order_date)) FROM orders"))
                    .isEqualTo(24);
        }
    }

    @Test
    void salesHistoryOracleSqlRunsOnH2InOracleMode() throws Exception {
        Workload w = Workloads.byName("sh");
        // H2 has no interval partitioning: SALES as a plain table.
        SchemaOptions o = new SchemaOptions("oracle", 0.001, 9, Map.of("partition", "false"));
        try (Connection c = DriverManager.getConnection(TestDatabases.h2Memory("shssora") + ";MODE=Oracle", "sa", "")) {
            c.setAutoCommit(false);
            generate(c, w, o, List.of("times", "channels", "countries", "products", "promotions"), 997);
            assertCounts(c, w.schema(o), List.of("customers", "supplementary_demographics", "sales"));
            assertChecks(
                    c,
                    w,
                    o,
                    List.of(
                            "dimensions have their fixed sizes",
                            "customers and sales match the scale",
                            "sales per year follow the generated growth 1995-2013",
                            "every sale references existing dimension rows",
                            "quantities and amounts lie in 1..99"));
            // Tax codes of two or three capital letters; the region empty about one time in three.
            assertThat(single(
                            c,
                            "SELECT COUNT(*) FROM sales WHERE LENGTH(tax_country) NOT IN (2, 3) "
                                    + "OR LENGTH(tax_region) NOT IN (2, 3)"))
                    .isZero();
            assertThat(single(c, "SELECT COUNT(*) FROM sales WHERE tax_region IS NULL")
                            * 100
                            / single(c, "SELECT COUNT(*) FROM sales"))
                    .isBetween(28L, 39L);
        }
    }

    @Test
    void rowSourceCoversChunksLargerThanOneGenerator() throws Exception {
        // The key row source of every file: two generators of at most 100,000 rows, cross-joined and cut at ${to}.
        String sql = Workloads.byName("soe").serverSideSql(new SchemaOptions("oracle", 1, 1, Map.of()), "logon");
        int start = sql.indexOf("(SELECT ${from} - 1 + (hi.n - 1) * 100000 + lo.n AS k");
        int end = sql.indexOf("WHERE k <= ${to}", start) + "WHERE k <= ${to}".length();
        String keys = "SELECT COUNT(*), MIN(k), MAX(k), COUNT(DISTINCT k) FROM " + sql.substring(start, end);
        try (Connection c =
                        DriverManager.getConnection(TestDatabases.h2Memory("rowsource") + ";MODE=Oracle", "sa", "");
                Statement s = c.createStatement()) {
            for (long[] range : new long[][] {{7, 250_006}, {1, 1}, {100_001, 200_000}}) {
                String q = OracleSqlOnH2.rowSources(keys)
                        .replace("${from}", Long.toString(range[0]))
                        .replace("${to}", Long.toString(range[1]));
                try (ResultSet rs = s.executeQuery(q)) {
                    rs.next();
                    long n = range[1] - range[0] + 1;
                    assertThat(List.of(rs.getLong(1), rs.getLong(2), rs.getLong(3), rs.getLong(4)))
                            .containsExactly(n, range[0], range[1], n);
                }
            }
        }
    }

    @Test
    void oracleSqlIsParallelDirectPathWithRowGeneratorsAndNoLiteralKeys() {
        for (String workload : List.of("soe", "sh")) {
            Workload w = Workloads.byName(workload);
            // The largest scale: the largest numbers must still fit the packed literals.
            SchemaOptions o = new SchemaOptions("oracle", 1000, 42, Map.of("dop", "16"));
            int tables = 0;
            for (TableDef t : w.schema(o).tables()) {
                String sql = w.serverSideSql(o, t.name());
                if (sql == null) {
                    assertThat(t.rows())
                            .as(t.name() + " is small enough for the client")
                            .isLessThan(1_000_000);
                    continue;
                }
                tables++;
                assertThat(sql)
                        .as(t.name())
                        .startsWith("INSERT /*+ APPEND PARALLEL(" + t.name() + ", 16) */ INTO " + t.name() + " (")
                        .contains("CONNECT BY LEVEL <= ")
                        .contains("${from}")
                        .contains("${to}")
                        .contains("ORA_HASH(");
                // Nothing but the chunk's range is left to fill in.
                assertThat(sql.replace("${from}", "").replace("${to}", ""))
                        .as(t.name())
                        .doesNotContain("${");
                Matcher m = LITERAL.matcher(sql);
                while (m.find()) {
                    assertThat(m.group().length() - 2)
                            .as(t.name() + " literal")
                            .isLessThanOrEqualTo(SqlLists.MAX_LITERAL);
                }
            }
            assertThat(tables).isEqualTo(workload.equals("soe") ? 6 : 3);
        }
    }
}
