package org.surgebench.core.db.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.surgebench.core.db.Dialect;
import org.surgebench.core.spi.TableDef;
import org.surgebench.testdata.TestDatabases;

/**
 * The Oracle dialect's SQL where H2 in Oracle mode parses it: the array loader's insert (hints are comments to
 * H2) with typed nulls, and the USER_SEGMENTS size queries against tables shaped like the dictionary views.
 */
class OracleDialectH2Test {
    private Connection c;

    @BeforeEach
    void open() throws Exception {
        c = DriverManager.getConnection(TestDatabases.h2Memory("ora") + ";MODE=Oracle", "sa", "");
        c.setAutoCommit(false);
        try (Statement s = c.createStatement()) {
            s.execute("CREATE TABLE orders (order_id NUMBER(12) NOT NULL, customer_id NUMBER(12), order_date DATE, "
                    + "order_total NUMBER(8,2), order_status VARCHAR2(20), delivered TIMESTAMP)");
        }
        c.commit();
    }

    @AfterEach
    void close() throws Exception {
        c.close();
    }

    private static final TableDef ORDERS = new TableDef(
            "orders",
            List.of("order_id", "customer_id", "order_date", "order_total", "order_status", "delivered"),
            0,
            0,
            60,
            (seed, from, to, sink) -> {});

    private void load(boolean append, int rows) throws Exception {
        try (OracleArrayLoader l = new OracleArrayLoader(c, ORDERS, append)) {
            for (int k = 1; k <= rows; k++) {
                l.value((long) k);
                if (k % 3 == 0) {
                    l.nullValue();
                } else {
                    l.value(k * 10);
                }
                l.value(LocalDate.of(2026, 1, 1).plusDays(k % 30)).decimal(k * 101L, 2);
                if (k % 2 == 0) {
                    l.nullValue().nullValue();
                } else {
                    l.value("shipped").value(LocalDateTime.of(2026, 2, 1, 12, 0));
                }
                l.endRow();
            }
            l.finish();
            assertThat(l.rows()).isEqualTo(rows);
            assertThat(l.bytes()).isPositive();
        }
        c.commit();
    }

    private long[] sums() throws Exception {
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT COUNT(*), SUM(order_id), "
                        + "COUNT(customer_id), SUM(order_total), COUNT(order_status), COUNT(delivered) FROM orders")) {
            rs.next();
            return new long[] {
                rs.getLong(1),
                rs.getLong(2),
                rs.getLong(3),
                Math.round(rs.getDouble(4) * 100),
                rs.getLong(5),
                rs.getLong(6)
            };
        }
    }

    @Test
    void appendModeSendsTheChunkAsOneArrayWithTypedNulls() throws Exception {
        load(true, 12_345);
        long n = 12_345;
        assertThat(sums())
                .containsExactly(n, n * (n + 1) / 2, n - n / 3, 101 * n * (n + 1) / 2, (n + 1) / 2, (n + 1) / 2);
    }

    @Test
    void conventionalModeLoadsTheSameRowsInBatches() throws Exception {
        load(false, 12_345);
        long n = 12_345;
        assertThat(sums())
                .containsExactly(n, n * (n + 1) / 2, n - n / 3, 101 * n * (n + 1) / 2, (n + 1) / 2, (n + 1) / 2);
    }

    @Test
    void insertCarriesTheDirectPathHintOnlyInAppendMode() {
        assertThat(OracleArrayLoader.insertSql(ORDERS, true)).startsWith("INSERT /*+ APPEND_VALUES */ INTO orders (");
        assertThat(OracleArrayLoader.insertSql(ORDERS, false)).startsWith("INSERT INTO orders (");
        assertThat(OracleArrayLoader.append(Map.of())).isTrue();
        assertThat(OracleArrayLoader.append(Map.of("append", "false"))).isFalse();
    }

    @Test
    void sizesComeFromUserSegmentsIncludingPartitionsAndIndexes() throws Exception {
        try (Statement s = c.createStatement()) {
            s.execute(
                    "CREATE TABLE user_segments (segment_name VARCHAR2(128), segment_type VARCHAR2(18), bytes NUMBER)");
            s.execute("CREATE TABLE user_indexes (index_name VARCHAR2(128), table_name VARCHAR2(128))");
            s.execute("INSERT INTO user_segments VALUES ('ORDERS', 'TABLE PARTITION', 8388608), "
                    + "('ORDERS', 'TABLE PARTITION', 8388608), ('ORDERS_PK', 'INDEX PARTITION', 1048576), "
                    + "('ORD_CUSTOMER_IX', 'INDEX', 2097152), ('CUSTOMERS', 'TABLE', 65536)");
            s.execute("INSERT INTO user_indexes VALUES ('ORDERS_PK', 'ORDERS'), ('ORD_CUSTOMER_IX', 'ORDERS'), "
                    + "('CUSTOMERS_PK', 'CUSTOMERS')");
        }
        Dialect.TableSize size = new OracleDialect().size(c, "orders");
        assertThat(size.tableBytes()).isEqualTo(16_777_216L);
        assertThat(size.indexBytes()).isEqualTo(3_145_728L);
        // A table without a segment (deferred segment creation) is empty, not unknown.
        assertThat(new OracleDialect().size(c, "addresses").tableBytes()).isZero();
    }
}
