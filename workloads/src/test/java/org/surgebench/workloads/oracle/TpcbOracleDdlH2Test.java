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
import org.surgebench.core.spi.Workloads;
import org.surgebench.testdata.TestDatabases;

/** tpcb's Oracle DDL: the rendered storage options, and the logical shape on H2 in Oracle mode. */
class TpcbOracleDdlH2Test {

    private static Schema schema(Map<String, String> options) {
        return Workloads.byName("tpcb").schema(new SchemaOptions("oracle", 1, 1, options));
    }

    @Test
    void defaultDdlHasNoStorageOptions() {
        Schema s = schema(Map.of());
        String create = String.join("\n", s.createSql());
        assertThat(create)
                .contains("abalance NUMBER(10)")
                .doesNotContain("TABLESPACE")
                .doesNotContain("PARTITION")
                .doesNotContain("COMPRESS")
                .doesNotContain("${");
        assertThat(s.postLoadSql()).anyMatch(sql -> sql.contains("pgbench_accounts_pk") && sql.contains("PARALLEL 8"));
        assertThat(s.finishSql().get(0)).isEqualTo("ALTER INDEX pgbench_accounts_pk NOPARALLEL");
    }

    @Test
    void partitionCompressAndTablespaceOptionsShapeTheDdl() {
        Schema s = schema(Map.of(
                "partition", "true", "partitions", "16", "compress", "true", "tablespace", "SOE_DATA", "dop", "4"));
        String accounts = s.createSql().stream()
                .filter(x -> x.contains("pgbench_accounts"))
                .findFirst()
                .orElseThrow();
        assertThat(accounts)
                .contains("TABLESPACE SOE_DATA")
                .contains("ROW STORE COMPRESS BASIC")
                .contains("PARTITION BY HASH (aid) PARTITIONS 16");
        assertThat(accounts.indexOf("TABLESPACE")).isLessThan(accounts.indexOf("PARTITION BY"));
        String pk = s.postLoadSql().stream()
                .filter(x -> x.contains("pgbench_accounts_pk"))
                .findFirst()
                .orElseThrow();
        assertThat(pk).contains("LOCAL").contains("TABLESPACE SOE_DATA").contains("PARALLEL 4");
    }

    @Test
    void serverSideSqlUsesRowGeneratorsAndParallelDirectPath() {
        String sql = Workloads.byName("tpcb")
                .serverSideSql(new SchemaOptions("oracle", 1, 1, Map.of("dop", "16")), "pgbench_accounts");
        assertThat(sql)
                .startsWith("INSERT /*+ APPEND PARALLEL(a, 16) */ INTO pgbench_accounts")
                .contains("CONNECT BY LEVEL <= 100000")
                .contains("${from}")
                .contains("${to}");
        assertThat(Workloads.byName("tpcb")
                        .serverSideSql(new SchemaOptions("oracle", 1, 1, Map.of()), "pgbench_branches"))
                .isNull();
    }

    @Test
    void logicalShapeRunsOnH2InOracleMode() throws Exception {
        Schema s = schema(Map.of());
        try (Connection c = DriverManager.getConnection(TestDatabases.h2Memory("tpcbora") + ";MODE=Oracle", "sa", "")) {
            c.setAutoCommit(false);
            OracleDdlShapes.run(c, s.createSql());
            for (org.surgebench.core.spi.TableDef t : s.tables()) {
                try (Statement st = c.createStatement()) {
                    st.executeQuery("SELECT " + String.join(", ", t.columns()) + " FROM " + t.name() + " WHERE 1 = 0")
                            .close();
                }
            }
            try (Statement st = c.createStatement()) {
                st.execute("INSERT INTO pgbench_accounts (aid, bid, abalance, filler) VALUES (1, 1, 0, NULL)");
                st.execute("INSERT INTO pgbench_branches (bid, bbalance) VALUES (1, 0)");
                st.execute("INSERT INTO pgbench_tellers (tid, bid, tbalance) VALUES (1, 1, 0)");
            }
            OracleDdlShapes.run(c, s.postLoadSql());
            OracleDdlShapes.run(c, s.finishSql());
            try (Statement st = c.createStatement();
                    ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM "
                            + "INFORMATION_SCHEMA.TABLE_CONSTRAINTS WHERE CONSTRAINT_TYPE = 'PRIMARY KEY' "
                            + "AND TABLE_NAME LIKE 'PGBENCH%'")) {
                rs.next();
                assertThat(rs.getInt(1)).isEqualTo(3);
            }
            try (Statement st = c.createStatement()) {
                // The primary key holds: a second account 1 is refused.
                assertThat(org.assertj.core.api.Assertions.catchThrowable(
                                () -> st.execute("INSERT INTO pgbench_accounts (aid, bid, abalance) VALUES (1, 1, 0)")))
                        .isNotNull();
            }
            c.rollback();
            OracleDdlShapes.run(c, new org.surgebench.core.db.oracle.OracleDialect().dropStatements(s.objects()));
            try (Statement st = c.createStatement();
                    ResultSet rs = st.executeQuery(
                            "SELECT COUNT(*) FROM " + "INFORMATION_SCHEMA.TABLES WHERE TABLE_NAME LIKE 'PGBENCH%'")) {
                rs.next();
                assertThat(rs.getInt(1)).isZero();
            }
        }
    }
}
