package org.surgebench.workloads.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ParameterMetaData;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.sql.Types;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.surgebench.core.db.BatchBulkLoader;
import org.surgebench.core.spi.Schema;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.TableDef;
import org.surgebench.core.spi.Workload;
import org.surgebench.core.spi.Workloads;
import org.surgebench.testdata.TestDatabases;

/**
 * Order Entry's PL/SQL package (oracle/code.sql), as far as H2 can run it. H2 has no PL/SQL, so the package itself
 * is checked by shape, and every SQL statement in its body (each starts a line with SELECT, WITH, INSERT or UPDATE
 * and ends at its semicolon) runs on H2 in Oracle mode against the Oracle DDL loaded with a little data: PL/SQL
 * variables become bind variables, INTO clauses go. A statement may fail only on a value that does not fit or a
 * constraint (the bind values are made up); two are Oracle's alone (CUBE and CONNECT BY) and are listed. Compiling and running the package is for
 * a real Oracle: OracleFreeContainerTest where Docker exists (docs/oracle.md).
 */
class SoeOraclePackageH2Test {
    private static final Pattern STATEMENT = Pattern.compile("(?m)^\\s*(SELECT|WITH|INSERT|UPDATE)\\b[^;]*;");
    private static final Pattern VARIABLE =
            Pattern.compile("\\b[pv]_[a-z0-9_]+(\\([a-z0-9_.]+\\))?(\\.[a-z_]+)?", Pattern.CASE_INSENSITIVE);
    private static final Pattern INTO = Pattern.compile("\\s+(BULK COLLECT\\s+)?INTO\\s+\\?(\\s*,\\s*\\?)*");
    private static final Pattern RETURNING = Pattern.compile("\\s+RETURNING\\s+\\w+\\s+INTO\\s+\\?");
    /** Statements H2 cannot run, by a word they hold, with why. */
    private static final Map<String, String> ORACLE_ONLY = Map.of(
            "GROUP BY CUBE", "H2 has no CUBE (WQ)",
            "CONNECT BY", "H2 has no CONNECT BY (WA's twelve windows)");

    private static List<String> code() {
        return new Workload[] {Workloads.byName("soe")}
                [0].schema(new SchemaOptions("oracle", 0.001, 1, Map.of()))
                .codeSql();
    }

    @Test
    void thePackageHasEveryTransactionAndFailsTheInstallWhenItDoesNotCompile() {
        List<String> code = code();
        assertThat(code).hasSize(3);
        assertThat(code.get(0)).startsWith("CREATE OR REPLACE PACKAGE orderentry AS");
        assertThat(code.get(1)).startsWith("CREATE OR REPLACE PACKAGE BODY orderentry AS");
        for (String f : List.of(
                "version",
                "newcustomer",
                "updatecustomerdetails",
                "browseproducts",
                "neworder",
                "processorders",
                "browseandupdateorders",
                "salesrepsquery",
                "warehouseordersquery",
                "warehouseactivityquery")) {
            assertThat(code.get(0)).containsPattern("FUNCTION " + f + "\\b");
            assertThat(code.get(1)).contains("END " + f + ";");
        }
        // Swingbench's package behaviour: commits inside, one logon in three, 2..7 items, a stock check per item,
        // two or more matches for UCD, the PL/SQL sleep counted.
        assertThat(code.get(1))
                .contains(
                        "COMMIT;",
                        "IF draw(1, 4) = 2 THEN",
                        "LEAST(draw(2, 8), v_products.COUNT)",
                        "FROM product_information p JOIN inventories i",
                        "IF v_customers.COUNT > 1 THEN",
                        "DBMS_SESSION.SLEEP",
                        "FORALL k IN");
        assertThat(code.get(2)).contains("user_errors").contains("RAISE_APPLICATION_ERROR");
    }

    @Test
    void everySqlStatementOfThePackageRunsOnH2InOracleMode() throws Exception {
        Workload w = Workloads.byName("soe");
        SchemaOptions o = new SchemaOptions("oracle", 0.001, 3, Map.of());
        Schema schema = w.schema(o);
        List<String> statements = statements(code().get(1));
        assertThat(statements).hasSizeGreaterThanOrEqualTo(30);
        Map<String, String> skipped = new LinkedHashMap<>();
        List<String> ran = new ArrayList<>();
        try (Connection c = DriverManager.getConnection(TestDatabases.h2Memory("soepkg") + ";MODE=Oracle", "sa", "")) {
            c.setAutoCommit(false);
            OracleDdlShapes.run(c, schema.createSql());
            for (TableDef t : schema.tables()) {
                // Inventories: the first 50 products in every warehouse are enough to join on.
                long keys = t.name().equals("inventories") ? 50_000 : t.keys();
                try (BatchBulkLoader loader = new BatchBulkLoader(c, t)) {
                    t.generator().generate(o.seed(), 1, keys, loader);
                    loader.finish();
                }
            }
            c.commit();
            OracleDdlShapes.run(c, schema.postLoadSql());
            OracleDdlShapes.run(c, schema.finishSql());
            long fresh = 50_000_000;
            for (String sql : statements) {
                String why = ORACLE_ONLY.entrySet().stream()
                        .filter(e -> sql.contains(e.getKey()))
                        .map(Map.Entry::getValue)
                        .findFirst()
                        .orElse(null);
                if (why != null) {
                    skipped.put(sql, why);
                    continue;
                }
                try (PreparedStatement ps = c.prepareStatement(sql)) {
                    ParameterMetaData md = ps.getParameterMetaData();
                    for (int i = 1; i <= md.getParameterCount(); i++) {
                        bind(ps, i, md.getParameterType(i), fresh++);
                    }
                    ps.execute();
                    ran.add(sql);
                } catch (SQLException e) {
                    // Made-up values may not fit a column (22) or break a key or a reference (23): the statement
                    // itself was valid.
                    assertThat(e.getSQLState()).as(sql + "\n" + e.getMessage()).matches("2[23].*");
                    ran.add(sql);
                }
            }
            c.rollback();
        }
        assertThat(skipped.values()).containsExactlyInAnyOrderElementsOf(ORACLE_ONLY.values());
        assertThat(ran).hasSize(statements.size() - skipped.size());
    }

    /** The package body's SQL statements with PL/SQL variables as bind variables and without INTO clauses. */
    static List<String> statements(String body) {
        List<String> out = new ArrayList<>();
        Matcher m = STATEMENT.matcher(body);
        while (m.find()) {
            String sql = m.group().strip();
            sql = sql.substring(0, sql.length() - 1);
            sql = VARIABLE.matcher(sql).replaceAll("?");
            sql = RETURNING.matcher(sql).replaceAll("");
            sql = INTO.matcher(sql).replaceAll("");
            out.add(sql);
        }
        return out;
    }

    private static void bind(PreparedStatement ps, int i, int type, long fresh) throws SQLException {
        switch (type) {
            case Types.DATE, Types.TIMESTAMP, Types.TIMESTAMP_WITH_TIMEZONE ->
                ps.setTimestamp(i, new Timestamp(System.currentTimeMillis()));
            case Types.VARCHAR, Types.CHAR, Types.NVARCHAR, Types.LONGVARCHAR -> ps.setString(i, "x");
            default -> ps.setLong(i, fresh);
        }
    }
}
