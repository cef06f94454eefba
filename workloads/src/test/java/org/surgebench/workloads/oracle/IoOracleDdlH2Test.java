package org.surgebench.workloads.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.surgebench.core.spi.Schema;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.TableDef;
import org.surgebench.core.spi.Workloads;
import org.surgebench.testdata.TestDatabases;

/** io's Oracle DDL: one row per block (PCTFREE 99), and the logical shape on H2 in Oracle mode. */
class IoOracleDdlH2Test {

    private static Schema schema(Map<String, String> options) {
        return Workloads.byName("io").schema(new SchemaOptions("oracle", 0.01, 1, options));
    }

    @Test
    void everyTableLeavesAllButOnePercentOfABlockFree() {
        Schema s = schema(Map.of("schemas", "3", "scan-table-size", "1M", "tablespace", "SLOB", "dop", "4"));
        assertThat(s.objects())
                .extracting(Object::toString)
                .containsExactly(
                        "table io_data_1",
                        "table io_data_2",
                        "table io_data_3",
                        "table io_scan_1",
                        "table io_scan_2",
                        "table io_scan_3",
                        "table io_meta");
        assertThat(s.createSql().subList(0, 6))
                .allSatisfy(sql -> assertThat(sql)
                        .contains("PCTFREE 99")
                        .contains("TABLESPACE SLOB")
                        .contains("c9 VARCHAR2(128)")
                        .doesNotContain("${"));
        assertThat(s.postLoadSql()).hasSize(6).allSatisfy(sql -> assertThat(sql).contains("PARALLEL 4"));
        assertThat(s.finishSql())
                .containsExactly(
                        "ALTER INDEX io_data_1_pk NOPARALLEL",
                        "ALTER INDEX io_data_2_pk NOPARALLEL",
                        "ALTER INDEX io_data_3_pk NOPARALLEL",
                        "ALTER INDEX io_scan_1_pk NOPARALLEL",
                        "ALTER INDEX io_scan_2_pk NOPARALLEL",
                        "ALTER INDEX io_scan_3_pk NOPARALLEL");
    }

    @Test
    void logicalShapeRunsOnH2InOracleMode() throws Exception {
        Schema s = schema(Map.of("schemas", "2"));
        try (Connection c = DriverManager.getConnection(TestDatabases.h2Memory("ioora") + ";MODE=Oracle", "sa", "")) {
            c.setAutoCommit(false);
            OracleDdlShapes.run(c, s.createSql());
            for (TableDef t : s.tables()) {
                try (Statement st = c.createStatement()) {
                    st.executeQuery("SELECT " + String.join(", ", t.columns()) + " FROM " + t.name() + " WHERE 1 = 0")
                            .close();
                }
            }
            try (Statement st = c.createStatement()) {
                st.execute("INSERT INTO io_data_1 (id, c2, c9) VALUES (1, '" + "x".repeat(128) + "', NULL)");
            }
            OracleDdlShapes.run(c, s.postLoadSql());
            OracleDdlShapes.run(c, s.finishSql());
            try (Statement st = c.createStatement()) {
                // The key index is unique: a second key 1 is refused; a 129-character column too.
                assertThat(org.assertj.core.api.Assertions.catchThrowable(
                                () -> st.execute("INSERT INTO io_data_1 (id) VALUES (1)")))
                        .isNotNull();
                assertThat(org.assertj.core.api.Assertions.catchThrowable(() ->
                                st.execute("INSERT INTO io_data_2 (id, c2) VALUES (2, '" + "x".repeat(129) + "')")))
                        .isNotNull();
                // The run's statements parse and work on the Oracle shape.
                try (ResultSet rs = st.executeQuery("SELECT COUNT(c2) FROM io_data_1 WHERE id > 0 AND id <= 64")) {
                    rs.next();
                    assertThat(rs.getInt(1)).isEqualTo(1);
                }
                assertThat(st.executeUpdate("UPDATE io_data_1 SET c2 = 'y', c3 = 'y', c4 = 'y', c5 = 'y', c6 = 'y', "
                                + "c7 = 'y', c8 = 'y', c9 = 'y' WHERE id > 0 AND id <= 64"))
                        .isEqualTo(1);
            }
            c.rollback();
            OracleDdlShapes.run(c, new org.surgebench.core.db.oracle.OracleDialect().dropStatements(s.objects()));
            try (Statement st = c.createStatement();
                    ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM "
                            + "INFORMATION_SCHEMA.TABLES WHERE TABLE_NAME LIKE 'IO\\_%' ESCAPE '\\'")) {
                rs.next();
                assertThat(rs.getInt(1)).isZero();
            }
        }
    }
}
