package org.surgebench.core.spi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class SchemaObjectTest {
    @Test
    void createStatementsNameTheirTablesViewsAndSequences() {
        assertThat(SchemaObject.createdBy(List.of(
                        "CREATE TABLE customers (id BIGINT)",
                        "create unlogged table IF NOT EXISTS Orders(id bigint)",
                        "CREATE GLOBAL TEMPORARY TABLE scratch (id NUMBER)",
                        "CREATE OR REPLACE FORCE VIEW products AS SELECT 1 FROM dual",
                        "CREATE SEQUENCE orders_seq START WITH 144 CACHE 10000 NOORDER",
                        "CREATE TABLE sales_2007 PARTITION OF sales FOR VALUES FROM ('2007-01-01') TO ('2008-01-01')",
                        "CREATE INDEX cust_ix ON customers (id)",
                        "CREATE UNIQUE INDEX customers_pk ON customers (id)",
                        "INSERT INTO customers VALUES (1)",
                        "CREATE TABLE customers (id BIGINT)")))
                .extracting(Object::toString)
                .containsExactly(
                        "table customers",
                        "table orders",
                        "table scratch",
                        "view products",
                        "sequence orders_seq",
                        "table sales_2007");
    }

    @Test
    void describesObjectsForASentence() {
        assertThat(SchemaObject.describe(List.of(
                        new SchemaObject("table", "customers"),
                        new SchemaObject("view", "products"),
                        new SchemaObject("table", "orders"),
                        new SchemaObject("table", "logon"),
                        new SchemaObject("sequence", "orders_seq"))))
                .isEqualTo("tables customers, orders and logon, view products, sequence orders_seq");
    }
}
