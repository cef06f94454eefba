package org.surgebench.workloads;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.surgebench.core.spi.SchemaObject;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.Workloads;

/**
 * What each workload records as its own (and so what drop may ever drop) on every dialect: the same tables,
 * views and sequences its drop scripts used to name, read from its create statements.
 */
class WorkloadObjectsTest {
    private static List<String> objects(String workload, String dialect, Map<String, String> options) {
        var w = Workloads.byName(workload);
        return w.schema(new SchemaOptions(dialect, w.minScale(), 1, options)).objects().stream()
                .map(SchemaObject::toString)
                .sorted()
                .toList();
    }

    @ParameterizedTest
    @ValueSource(strings = {"h2", "postgresql", "oracle"})
    void eachDialectRecordsTheSameObjects(String dialect) {
        assertThat(objects("soe", dialect, Map.of()))
                .containsExactly(
                        "sequence address_seq",
                        "sequence card_details_seq",
                        "sequence customer_seq",
                        "sequence logon_seq",
                        "sequence orders_seq",
                        "table addresses",
                        "table card_details",
                        "table customers",
                        "table inventories",
                        "table logon",
                        "table order_items",
                        "table orderentry_metadata",
                        "table orders",
                        "table product_descriptions",
                        "table product_information",
                        "table warehouses",
                        "view product_prices",
                        "view products");
        assertThat(objects("sh", dialect, Map.of()).stream().filter(o -> !o.startsWith("table sales_")))
                .containsExactly(
                        "table channels",
                        "table countries",
                        "table customers",
                        "table products",
                        "table promotions",
                        "table sales",
                        "table supplementary_demographics",
                        "table times");
        assertThat(objects("tpcb", dialect, Map.of()))
                .containsExactly(
                        "table pgbench_accounts",
                        "table pgbench_branches",
                        "table pgbench_history",
                        "table pgbench_tellers");
    }

    /** PostgreSQL's sales is partitioned by year: the partitions are tables of their own, recorded as sh's. */
    @Test
    void partitionsOfPostgresSalesAreRecordedToo() {
        assertThat(objects("sh", "postgresql", Map.of()))
                .contains("table sales", "table sales_1995", "table sales_2007", "table sales_default");
        assertThat(objects("sh", "h2", Map.of())).noneMatch(o -> o.startsWith("table sales_"));
    }
}
