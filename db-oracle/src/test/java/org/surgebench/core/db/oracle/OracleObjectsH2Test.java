package org.surgebench.core.db.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.surgebench.core.db.RowLock;
import org.surgebench.core.db.h2.H2Dialect;
import org.surgebench.core.spi.SchemaObject;
import org.surgebench.testdata.TestDatabases;

/**
 * The Oracle dialect's ownership SQL where H2 in Oracle mode runs it: the ALL_OBJECTS, ALL_DEPENDENCIES and
 * ALL_CONSTRAINTS look-ups against tables shaped like those dictionary views (with the rows Oracle would show
 * for our tables, a view of ours, someone's view and someone's foreign key), and the surge_lock row lock.
 * What H2 cannot show: Oracle's own error for a busy row (ORA-00054), checked as a code only.
 */
class OracleObjectsH2Test {
    private static final List<SchemaObject> OURS = List.of(
            new SchemaObject("table", "customers"),
            new SchemaObject("table", "orders"),
            new SchemaObject("view", "products"),
            new SchemaObject("sequence", "orders_seq"));
    private String url;
    private Connection c;

    @BeforeEach
    void dictionary() throws SQLException {
        url = TestDatabases.h2Memory("oraown") + ";MODE=Oracle";
        c = DriverManager.getConnection(url, "sa", "");
        c.setAutoCommit(false);
        try (Statement s = c.createStatement()) {
            s.execute("CREATE TABLE all_objects (owner VARCHAR2(128), object_name VARCHAR2(128), "
                    + "object_type VARCHAR2(23))");
            s.execute("CREATE TABLE all_dependencies (owner VARCHAR2(128), name VARCHAR2(128), type VARCHAR2(19), "
                    + "referenced_owner VARCHAR2(128), referenced_name VARCHAR2(128), referenced_type VARCHAR2(19))");
            s.execute("CREATE TABLE all_constraints (owner VARCHAR2(128), constraint_name VARCHAR2(128), "
                    + "constraint_type VARCHAR2(1), table_name VARCHAR2(128), r_owner VARCHAR2(128), "
                    + "r_constraint_name VARCHAR2(128))");
            // c.getSchema() is PUBLIC on H2: it plays the current Oracle schema.
            s.execute("INSERT INTO all_objects VALUES ('PUBLIC', 'CUSTOMERS', 'TABLE'), "
                    + "('PUBLIC', 'CUSTOMERS', 'TABLE PARTITION'), ('PUBLIC', 'PRODUCTS', 'VIEW'), "
                    + "('PUBLIC', 'ORDERS_SEQ', 'SEQUENCE'), ('PUBLIC', 'CUSTOMERS_PK', 'INDEX'), "
                    + "('SCOTT', 'ORDERS', 'TABLE')");
            s.execute("INSERT INTO all_dependencies VALUES "
                    + "('PUBLIC', 'PRODUCTS', 'VIEW', 'PUBLIC', 'CUSTOMERS', 'TABLE'), "
                    + "('PUBLIC', 'BIG_SPENDERS', 'VIEW', 'PUBLIC', 'CUSTOMERS', 'TABLE'), "
                    + "('SCOTT', 'MY_ORDERS', 'VIEW', 'PUBLIC', 'ORDERS', 'TABLE'), "
                    + "('PUBLIC', 'OTHER_VIEW', 'VIEW', 'PUBLIC', 'OTHER_TABLE', 'TABLE')");
            s.execute("INSERT INTO all_constraints VALUES "
                    + "('PUBLIC', 'CUSTOMERS_PK', 'P', 'CUSTOMERS', NULL, NULL), "
                    + "('PUBLIC', 'ORDERS_CUSTOMER_FK', 'R', 'ORDERS', 'PUBLIC', 'CUSTOMERS_PK'), "
                    + "('SCOTT', 'INVOICES_CUSTOMER_FK', 'R', 'INVOICES', 'PUBLIC', 'CUSTOMERS_PK'), "
                    + "('PUBLIC', 'THIRD_FK', 'R', 'THIRD', 'PUBLIC', 'CUSTOMERS_PK')");
        }
        c.commit();
    }

    @AfterEach
    void close() throws SQLException {
        c.close();
    }

    @Test
    void existingNamesTablesViewsAndSequencesOfTheCurrentSchemaOnly() throws SQLException {
        // SCOTT's ORDERS is another schema's; partitions and indexes are no objects of their own.
        assertThat(new OracleDialect().existing(c, OURS))
                .containsExactlyInAnyOrder(
                        new SchemaObject("table", "customers"),
                        new SchemaObject("view", "products"),
                        new SchemaObject("sequence", "orders_seq"));
    }

    @Test
    void dependentsAreOthersViewsAndForeignKeysNeverOurOwn() throws SQLException {
        assertThat(new OracleDialect().foreignDependents(c, OURS))
                .containsExactlyInAnyOrder(
                        "view big_spenders (on customers)",
                        "view scott.my_orders (on orders)",
                        "foreign key invoices_customer_fk of table scott.invoices (on customers)",
                        "foreign key third_fk of table third (on customers)");
    }

    @Test
    void dropStatementsDropViewsThenTablesThenSequences() {
        assertThat(new OracleDialect().dropStatements(OURS))
                .containsExactly(
                        "DROP VIEW products",
                        "DROP TABLE customers CASCADE CONSTRAINTS PURGE",
                        "DROP TABLE orders CASCADE CONSTRAINTS PURGE",
                        "DROP SEQUENCE orders_seq");
    }

    @Test
    @SuppressWarnings("try") // closes the first connection inside its try on purpose: that is what is tested
    void theLockRowIsHeldUntilItsConnectionCloses() throws SQLException {
        try (Connection first = DriverManager.getConnection(url, "sa", "");
                Connection second = DriverManager.getConnection(url, "sa", "")) {
            first.setAutoCommit(false);
            second.setAutoCommit(false);
            // Oracle's busy error cannot happen on H2; H2's stands in for it to run the same statements.
            H2Dialect h2 = new H2Dialect();
            assertThat(RowLock.tryLock(first, "workload:soe", h2::isLockBusy)).isTrue();
            assertThat(RowLock.tryLock(second, "workload:soe", h2::isLockBusy)).isFalse();
            assertThat(RowLock.tryLock(second, "workload:sh", h2::isLockBusy)).isTrue();
            first.close();
            assertThat(RowLock.tryLock(second, "workload:soe", h2::isLockBusy)).isTrue();
        }
        OracleDialect oracle = new OracleDialect();
        assertThat(oracle.isLockBusy(
                        new SQLException("ORA-00054: resource busy and acquire with NOWAIT specified", "61000", 54)))
                .isTrue();
        assertThat(oracle.isLockBusy(new SQLException("ORA-00942: table or view does not exist", "42000", 942)))
                .isFalse();
    }
}
