package org.surgebench.workloads.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.surgebench.core.spi.DdlScripts;
import org.surgebench.core.spi.Schema;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.TableDef;
import org.surgebench.core.spi.Workloads;
import org.surgebench.testdata.TestDatabases;

/** Sales History's Oracle DDL read from its resources: rendered options, and the logical shape on H2 in Oracle mode. */
class ShOracleDdlH2Test {
    private static final String DIR = "/org/surgebench/workloads/sh/oracle/";

    private static List<String> script(String name, Map<String, String> options) {
        Map<String, String> vars = new HashMap<>(DdlScripts.DEFAULTS);
        vars.putAll(options);
        return DdlScripts.load(
                ShOracleDdlH2Test.class, DIR + name, new SchemaOptions("oracle", 0.01, 1, options), vars);
    }

    @Test
    void salesIsRangePartitionedByTimeWithBitmapIndexes() {
        String sales = script("create.sql", Map.of("partition", "true", "compress", "true")).stream()
                .filter(s -> s.startsWith("CREATE TABLE sales"))
                .findFirst()
                .orElseThrow();
        assertThat(sales)
                .contains("ROW STORE COMPRESS BASIC")
                .contains("PARTITION BY RANGE (time_id) INTERVAL (NUMTOYMINTERVAL(1, 'YEAR'))")
                .contains("VALUES LESS THAN (DATE '1996-01-01')");
        List<String> bitmaps = script("indexes.sql", Map.of("partition", "true")).stream()
                .filter(s -> s.contains("BITMAP"))
                .toList();
        assertThat(bitmaps).hasSize(5).allMatch(s -> s.contains("LOCAL") && s.contains(" ON sales "));
        assertThat(script("indexes.sql", Map.of("bitmap", "false"))).noneMatch(s -> s.contains("BITMAP"));
        assertThat(script("finish.sql", Map.of()))
                .filteredOn(s -> s.contains("REFERENCES") && s.contains("sales"))
                .hasSize(5)
                .allMatch(s -> s.endsWith("RELY ENABLE NOVALIDATE"));
    }

    @Test
    void logicalShapeRunsOnH2InOracleMode() throws Exception {
        try (Connection c = DriverManager.getConnection(TestDatabases.h2Memory("shora") + ";MODE=Oracle", "sa", "")) {
            c.setAutoCommit(false);
            OracleDdlShapes.run(c, script("create.sql", Map.of()));
            // Every column the sh generators write exists in the Oracle tables. SALES is partitioned unless
            // partition=false (H2 has no interval partitioning, so the shape is checked without it).
            Schema schema =
                    Workloads.byName("sh").schema(new SchemaOptions("oracle", 0.01, 1, Map.of("partition", "false")));
            assertThat(schema.createSql()).isEqualTo(script("create.sql", Map.of()));
            assertThat(Workloads.byName("sh")
                            .schema(new SchemaOptions("oracle", 0.01, 1, Map.of()))
                            .createSql())
                    .anyMatch(sql -> sql.contains("PARTITION BY RANGE (time_id)"));
            for (TableDef t : schema.tables()) {
                try (Statement s = c.createStatement()) {
                    s.executeQuery("SELECT " + String.join(", ", t.columns()) + " FROM " + t.name() + " WHERE 1 = 0")
                            .close();
                }
            }
            OracleDdlShapes.run(c, script("indexes.sql", Map.of()));
            OracleDdlShapes.run(c, script("finish.sql", Map.of()));
            try (Statement s = c.createStatement();
                    ResultSet rs = s.executeQuery("SELECT CONSTRAINT_TYPE, COUNT(*) "
                            + "FROM INFORMATION_SCHEMA.TABLE_CONSTRAINTS WHERE CONSTRAINT_TYPE IN ('PRIMARY KEY', 'FOREIGN KEY') "
                            + "GROUP BY CONSTRAINT_TYPE ORDER BY 1")) {
                rs.next();
                assertThat(rs.getString(1) + "=" + rs.getInt(2)).isEqualTo("FOREIGN KEY=6");
                rs.next();
                assertThat(rs.getString(1) + "=" + rs.getInt(2)).isEqualTo("PRIMARY KEY=7");
            }
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
