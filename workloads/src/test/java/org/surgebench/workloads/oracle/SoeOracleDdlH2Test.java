package org.surgebench.workloads.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.surgebench.core.spi.DdlScripts;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.testdata.TestDatabases;

/**
 * Order Entry's Oracle DDL read straight from its resources (so it is checked whatever the state of the soe
 * workload class): storage options as rendered, and the logical shape on H2 in Oracle mode.
 */
class SoeOracleDdlH2Test {
    private static final String DIR = "/org/surgebench/workloads/soe/oracle/";
    private static final Map<String, String> VARS = Map.of(
            "customers",
            "100",
            "addresses",
            "150",
            "cards",
            "150",
            "orders",
            "143",
            "customer_next",
            "101",
            "address_next",
            "151",
            "card_next",
            "151",
            "order_next",
            "144",
            "logon_next",
            "239");

    private static List<String> script(String name, Map<String, String> options) {
        SchemaOptions o = new SchemaOptions("oracle", 0.0001, 1, options);
        Map<String, String> vars = new java.util.HashMap<>(DdlScripts.DEFAULTS);
        vars.putAll(options);
        vars.putAll(VARS);
        return DdlScripts.load(SoeOracleDdlH2Test.class, DIR + name, o, vars);
    }

    @Test
    void bigTablesGetReverseKeysPartitionsAndCompression() {
        List<String> create = script("create.sql", Map.of("partition", "true", "compress", "true", "partitions", "64"));
        String orders = create.stream()
                .filter(s -> s.startsWith("CREATE TABLE orders "))
                .findFirst()
                .orElseThrow();
        assertThat(orders).contains("ROW STORE COMPRESS BASIC").contains("PARTITION BY HASH (order_id) PARTITIONS 64");
        assertThat(create.stream().filter(s -> s.contains("PARTITION BY HASH"))).hasSize(6);
        assertThat(create).anyMatch(s -> s.equals("CREATE SEQUENCE orders_seq START WITH 144 CACHE 10000 NOORDER"));
        List<String> indexes = script("indexes.sql", Map.of("partition", "true", "dop", "16"));
        String ordersPk = indexes.stream()
                .filter(s -> s.contains("order_pk ON orders"))
                .findFirst()
                .orElseThrow();
        assertThat(ordersPk).contains("REVERSE").contains("LOCAL").contains("PARALLEL 16");
        // Swingbench's reverse-key indexes: the five sequence keys, item_order_ix and the five of soedgindexes2.
        assertThat(indexes.stream().filter(s -> s.contains("REVERSE"))).hasSize(11);
        assertThat(script("indexes.sql", Map.of("reverse", "false"))).noneMatch(s -> s.contains("REVERSE"));
        assertThat(script("finish.sql", Map.of()).get(0)).startsWith("BEGIN").contains("NOPARALLEL");
    }

    @Test
    void logicalShapeRunsOnH2InOracleMode() throws Exception {
        try (Connection c = DriverManager.getConnection(TestDatabases.h2Memory("soeora") + ";MODE=Oracle", "sa", "")) {
            c.setAutoCommit(false);
            OracleDdlShapes.run(c, script("create.sql", Map.of()));
            OracleDdlShapes.run(c, script("indexes.sql", Map.of()));
            OracleDdlShapes.run(c, script("finish.sql", Map.of()));
            try (Statement s = c.createStatement()) {
                try (ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM INFORMATION_SCHEMA.TABLE_CONSTRAINTS "
                        + "WHERE CONSTRAINT_TYPE IN ('PRIMARY KEY', 'FOREIGN KEY')")) {
                    rs.next();
                    assertThat(rs.getInt(1)).isEqualTo(9 + 7);
                }
                try (ResultSet rs = s.executeQuery("SELECT orders_seq.NEXTVAL FROM dual")) {
                    rs.next();
                    assertThat(rs.getLong(1)).isEqualTo(144);
                }
                try (ResultSet rs = s.executeQuery("SELECT metadata_value FROM orderentry_metadata "
                        + "WHERE metadata_key = 'SOE_MAX_ORDER_ID'")) {
                    rs.next();
                    assertThat(rs.getString(1)).isEqualTo("143");
                }
                s.executeQuery("SELECT COUNT(*) FROM products").close();
            }
            c.commit();
            OracleDdlShapes.run(
                    c,
                    new org.surgebench.core.db.oracle.OracleDialect()
                            .dropStatements(
                                    org.surgebench.core.spi.SchemaObject.createdBy(script("create.sql", Map.of()))));
            try (Statement s = c.createStatement();
                    ResultSet rs = s.executeQuery(
                            "SELECT COUNT(*) FROM " + "INFORMATION_SCHEMA.TABLES WHERE TABLE_SCHEMA = 'PUBLIC'")) {
                rs.next();
                assertThat(rs.getInt(1)).isZero();
            }
        }
    }
}
