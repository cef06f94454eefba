package org.surgebench.workloads.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.surgebench.core.spi.Schema;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.Workloads;

/**
 * tpcc's Oracle DDL as the storage options render it. Its logical shape runs on H2 in Oracle mode in TpccH2Test
 * (the workload contract) and, loaded with a warehouse, in TpccOracleH2Test.
 */
class TpccOracleDdlTest {
    /** The tables whose rows grow with the warehouses: hash-partitioned by warehouse on request. */
    private static final Map<String, String> BY_WAREHOUSE = Map.of(
            "customer", "c_w_id",
            "history", "h_w_id",
            "orders", "o_w_id",
            "new_order", "no_w_id",
            "order_line", "ol_w_id",
            "stock", "s_w_id");

    private static Schema schema(Map<String, String> options) {
        return Workloads.byName("tpcc").schema(new SchemaOptions("oracle", 2, 1, options));
    }

    private static String table(Schema s, String name) {
        return s.createSql().stream()
                .filter(x -> x.startsWith("CREATE TABLE " + name + " ("))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void defaultDdlHasNoStorageOptionsAndBuildsTheKeysInParallelThenAttachesThem() {
        Schema s = schema(Map.of());
        assertThat(s.createSql()).hasSize(9);
        assertThat(String.join("\n", s.createSql()))
                .contains("c_data         VARCHAR2(500)")
                .contains("o_entry_d    DATE")
                .doesNotContain("TABLESPACE")
                .doesNotContain("PARTITION")
                .doesNotContain("COMPRESS")
                .doesNotContain("${");
        assertThat(table(s, "warehouse")).contains("PCTFREE 90 INITRANS 16");
        assertThat(table(s, "district")).contains("PCTFREE 90 INITRANS 16");
        assertThat(s.postLoadSql()).hasSize(10);
        assertThat(s.postLoadSql()).filteredOn(x -> x.contains("PARALLEL 8")).hasSize(8);
        // Every index built in parallel goes back to NOPARALLEL; every primary key uses its unique index.
        for (String index : s.postLoadSql()) {
            String name = index.replaceFirst("CREATE (UNIQUE )?INDEX (\\w+) .*(?s).*", "$2");
            if (index.contains("PARALLEL")) {
                assertThat(s.finishSql()).contains("ALTER INDEX " + name + " NOPARALLEL");
            }
            if (index.startsWith("CREATE UNIQUE INDEX")) {
                assertThat(s.finishSql()).anyMatch(f -> f.contains("PRIMARY KEY") && f.endsWith("USING INDEX " + name));
            }
        }
        assertThat(s.codeSql()).hasSize(3);
    }

    @Test
    void partitionCompressTablespaceAndDegreeShapeTheDdl() {
        Schema s = schema(Map.of(
                "partition", "true", "partitions", "16", "compress", "true", "tablespace", "TPCC_DATA", "dop", "4"));
        for (Map.Entry<String, String> t : BY_WAREHOUSE.entrySet()) {
            String create = table(s, t.getKey());
            assertThat(create)
                    .as(t.getKey())
                    .contains("TABLESPACE TPCC_DATA")
                    .contains("PARTITION BY HASH (" + t.getValue() + ") PARTITIONS 16");
            assertThat(create.indexOf("TABLESPACE")).isLessThan(create.indexOf("PARTITION BY"));
        }
        for (String small : List.of("warehouse", "district", "item")) {
            assertThat(table(s, small))
                    .as(small)
                    .contains("TABLESPACE TPCC_DATA")
                    .doesNotContain("PARTITION");
        }
        // Compressed: only the tables no transaction updates.
        assertThat(s.createSql())
                .filteredOn(x -> x.contains("ROW STORE COMPRESS BASIC"))
                .extracting(x -> x.substring("CREATE TABLE ".length(), x.indexOf(" (")))
                .containsExactlyInAnyOrder("item", "history");
        // Every index of a partitioned table is local (its key starts with the warehouse).
        for (String index : s.postLoadSql()) {
            String on = index.replaceFirst("(?s).* ON (\\w+) \\((\\w+).*", "$1 $2");
            String[] tableAndFirst = on.split(" ");
            assertThat(index).contains("TABLESPACE TPCC_DATA");
            if (BY_WAREHOUSE.containsKey(tableAndFirst[0])) {
                assertThat(index).as(index).contains("LOCAL");
                assertThat(tableAndFirst[1]).isEqualTo(BY_WAREHOUSE.get(tableAndFirst[0]));
            } else {
                assertThat(index).as(index).doesNotContain("LOCAL");
            }
        }
        assertThat(s.postLoadSql()).filteredOn(x -> x.contains("PARALLEL 4")).hasSize(8);
    }
}
