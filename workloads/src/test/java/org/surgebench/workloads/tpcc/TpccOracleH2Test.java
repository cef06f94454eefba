package org.surgebench.workloads.tpcc;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.db.BatchBulkLoader;
import org.surgebench.core.spi.Schema;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.StatementKind;
import org.surgebench.core.spi.TableDef;
import org.surgebench.core.spi.VerifyCheck;
import org.surgebench.testdata.TestDatabases;
import org.surgebench.workloads.DirectTxContext;
import org.surgebench.workloads.oracle.OracleDdlShapes;

/**
 * tpcc's Oracle SQL where no Oracle is: the Oracle DDL (storage clauses aside, as {@link OracleDdlShapes} runs it)
 * loaded with one warehouse on H2 in Oracle mode; the client variant's five transactions run on it as the Oracle
 * dialect writes them, and what the database then holds is what they committed, with every TPC-C consistency
 * condition; every SQL statement of the TPCC package body runs on it with its PL/SQL variables given values.
 */
class TpccOracleH2Test {
    private static final long SEED = 7;
    /** A statement of the package body: from a line's SELECT, INSERT, UPDATE or DELETE to its semicolon. */
    private static final Pattern STATEMENT = Pattern.compile("(?m)^\\s*(SELECT|INSERT|UPDATE|DELETE)\\b[^;]*;");

    private static final String VARIABLE_TEXT = "\\b[pv]_[a-z0-9_]+(?:\\(\\w+\\))?(?:\\.[a-z0-9_]+)?";
    private static final Pattern VARIABLE = Pattern.compile(VARIABLE_TEXT, Pattern.CASE_INSENSITIVE);
    /** The PL/SQL targets of a SELECT ... INTO (BULK COLLECT or not): not part of the SQL. */
    private static final Pattern INTO = Pattern.compile(
            "\\s+(?:BULK COLLECT\\s+)?INTO\\s+" + VARIABLE_TEXT + "(?:\\s*,\\s*" + VARIABLE_TEXT + ")*",
            Pattern.CASE_INSENSITIVE);
    /**
     * A value for each PL/SQL variable the statements use (subscripts dropped): warehouse 1, district 1, customer
     * 1 and item 1 exist; order 900001 does not, so that the inserts take a fresh key.
     */
    private static final Map<String, String> VALUES = Map.ofEntries(
            Map.entry("p_w", "1"),
            Map.entry("p_d", "1"),
            Map.entry("p_c", "1"),
            Map.entry("p_c_w", "1"),
            Map.entry("p_c_d", "1"),
            Map.entry("p_c_last", "'" + TpccKeys.lastName(0) + "'"),
            Map.entry("p_amount", "10.00"),
            Map.entry("p_carrier", "3"),
            Map.entry("p_threshold", "15"),
            Map.entry("v_order", "900001"),
            Map.entry("v_lines", "5"),
            Map.entry("v_all_local", "1"),
            Map.entry("v_items", "1"),
            Map.entry("v_supply", "1"),
            Map.entry("v_quantity", "5"),
            Map.entry("v_new_stock", "50"),
            Map.entry("v_remote", "0"),
            Map.entry("v_number", "1"),
            Map.entry("v_amount", "12.50"),
            Map.entry("v_dist", "'dist-info'"),
            Map.entry("v_c", "1"),
            Map.entry("v_c_data", "'data'"),
            Map.entry("v_w.w_name", "'w'"),
            Map.entry("v_dist.d_name", "'d'"),
            Map.entry("v_d", "1"),
            Map.entry("v_now", "TIMESTAMP '2026-06-01 12:00:00'"),
            Map.entry("v_next", "3001"));

    private static Connection c;
    private static Schema schema;

    /**
     * The Oracle DDL, then the tables loaded two at a time, each on a connection of its own and the largest first
     * (as {@code surge generate} loads with its threads): a warehouse is 500,000 rows, most of this class's time.
     */
    @BeforeAll
    static void loadOneWarehouseWithTheOracleDdl() throws Exception {
        SchemaOptions o = new SchemaOptions("oracle", 1, SEED, Map.of());
        schema = new TpccWorkload().schema(o);
        String url = TestDatabases.h2Memory("tpccora") + ";MODE=Oracle";
        c = DriverManager.getConnection(url, "sa", "");
        c.setAutoCommit(false);
        OracleDdlShapes.run(c, schema.createSql());
        List<TableDef> largestFirst = new ArrayList<>(schema.tables());
        largestFirst.sort(Comparator.comparingLong(TableDef::rows).reversed());
        ExecutorService loaders = Executors.newFixedThreadPool(2);
        try {
            List<Future<Void>> loads = new ArrayList<>();
            for (TableDef t : largestFirst) {
                loads.add(loaders.submit(() -> load(url, t)));
            }
            for (Future<Void> load : loads) {
                load.get();
            }
        } finally {
            loaders.shutdownNow();
        }
        OracleDdlShapes.run(c, schema.postLoadSql());
        OracleDdlShapes.run(c, schema.finishSql());
    }

    private static Void load(String url, TableDef t) throws Exception {
        try (Connection own = DriverManager.getConnection(url, "sa", "")) {
            own.setAutoCommit(false);
            try (BatchBulkLoader loader = new BatchBulkLoader(own, t)) {
                t.generator().generate(SEED, 1, t.keys(), loader);
                loader.finish();
            }
            own.commit();
        }
        return null;
    }

    @AfterAll
    static void close() throws SQLException {
        c.close();
    }

    @Test
    void theClientVariantRunsAsOracleWritesItAndCommitsWhatTheDatabaseHolds() throws Exception {
        for (TableDef t : schema.tables()) {
            assertThat(count("SELECT COUNT(*) FROM " + t.name())).as(t.name()).isEqualTo(t.rows());
        }
        assertThat(count("SELECT COUNT(*) FROM INFORMATION_SCHEMA.TABLE_CONSTRAINTS WHERE CONSTRAINT_TYPE = "
                        + "'PRIMARY KEY'"))
                .isEqualTo(8);
        long nextIds = count("SELECT SUM(d_next_o_id) FROM district");
        long history = count("SELECT COUNT(*) FROM history");
        long waiting = count("SELECT COUNT(*) FROM new_order");
        DirectTxContext ctx = new DirectTxContext(c, TpccRun.read(c, SEED, 1), "oracle");
        int rounds = 40;
        for (int i = 0; i < rounds; i++) {
            ClientNewOrder.newOrder(ctx);
            ClientPayment.payment(ctx);
            ClientTransactions.orderStatus(ctx);
            ClientTransactions.delivery(ctx);
            ClientTransactions.stockLevel(ctx);
        }
        long rolledBack = ctx.count(StatementKind.ROLLBACK);
        assertThat(ctx.count(StatementKind.COMMIT)).isEqualTo(5L * rounds - rolledBack);
        // What the database counted: one order number per committed New-Order, one HISTORY row per Payment, and
        // ten undelivered orders (one per district) fewer per Delivery.
        assertThat(count("SELECT SUM(d_next_o_id) FROM district")).isEqualTo(nextIds + rounds - rolledBack);
        assertThat(count("SELECT COUNT(*) FROM history")).isEqualTo(history + rounds);
        assertThat(count("SELECT COUNT(*) FROM new_order"))
                .isEqualTo(waiting + rounds - rolledBack - TpccShape.DISTRICTS * rounds);
        assertThat(count("SELECT COUNT(*) FROM orders WHERE o_carrier_id IS NOT NULL AND o_id > "
                        + (TpccShape.FIRST_NEW_ORDER - 1)))
                .isEqualTo((long) TpccShape.DISTRICTS * rounds);
        for (VerifyCheck check : TpccVerify.checks()) {
            assertThat(check.check(c, null)).as(check.name()).isNull();
        }
    }

    @Test
    void everySqlStatementOfThePackageBodyRunsOnTheOracleSchema() throws Exception {
        List<String> statements = statements(schema.codeSql().get(1));
        // New-Order 9, the customer by name 1, Payment 9, Order-Status 3, Delivery 7, Stock-Level 2.
        assertThat(statements).hasSize(31);
        List<String> ran = new ArrayList<>();
        try (Statement s = c.createStatement()) {
            for (String sql : statements) {
                s.execute(sql);
                ran.add(sql);
            }
        } finally {
            c.rollback();
        }
        assertThat(ran).hasSameSizeAs(statements);
        assertThat(String.join("\n", ran))
                .contains("FETCH FIRST 1 ROWS ONLY")
                .contains("FOR UPDATE")
                .doesNotContainPattern("\\b[pv]_\\w");
    }

    /** The package body's SQL statements, INTO targets left out and every PL/SQL variable given its value. */
    private static List<String> statements(String body) {
        List<String> out = new ArrayList<>();
        Matcher m = STATEMENT.matcher(body);
        while (m.find()) {
            String sql = m.group().strip();
            sql = INTO.matcher(sql.substring(0, sql.length() - 1)).replaceAll("");
            StringBuilder valued = new StringBuilder();
            Matcher v = VARIABLE.matcher(sql);
            while (v.find()) {
                String name = v.group().replaceAll("\\(\\w+\\)", "");
                String value = VALUES.get(name);
                assertThat(value).as("a value for " + name + " in " + sql).isNotNull();
                v.appendReplacement(valued, Matcher.quoteReplacement(value));
            }
            v.appendTail(valued);
            out.add(valued.toString());
        }
        return out;
    }

    private static long count(String sql) throws SQLException {
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
