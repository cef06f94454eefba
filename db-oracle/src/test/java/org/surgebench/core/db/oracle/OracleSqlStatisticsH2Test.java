package org.surgebench.core.db.oracle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.spi.CountedStatement;
import org.surgebench.testdata.TestDatabases;

/**
 * Capture's Oracle queries (V$SQLAREA, and DBA_HIST_SQLSTAT with DBA_HIST_SQLTEXT for an AWR range), run unchanged
 * against H2 in Oracle mode where the views are tables with the columns Oracle documents: the rows of the schema
 * asked, queries and changes only, an AWR range's deltas summed after its first snapshot and of this database only.
 * No Oracle server here: the statements' text is what the tests can check.
 */
class OracleSqlStatisticsH2Test {

    private static Connection views() throws Exception {
        Connection c = DriverManager.getConnection(TestDatabases.h2Memory("vsql") + ";MODE=Oracle", "sa", "");
        try (Statement s = c.createStatement()) {
            s.execute("CREATE TABLE v$sqlarea (sql_id VARCHAR(13), sql_fulltext CLOB, executions NUMBER, "
                    + "elapsed_time NUMBER, parsing_schema_name VARCHAR(128), command_type NUMBER)");
            s.execute("INSERT INTO v$sqlarea VALUES "
                    + "('a1', 'SELECT name FROM customers WHERE id = :1', 40, 8000, 'PUBLIC', 3), "
                    + "('a2', 'UPDATE customers SET name = :1 WHERE id = :2', 10, 5000, 'PUBLIC', 6), "
                    + "('a3', 'BEGIN dbms_output.put_line(:1); END;', 99, 1, 'PUBLIC', 47), "
                    + "('a4', 'SELECT 1 FROM other', 7, 3000, 'SCOTT', 3), "
                    + "('a5', 'SELECT 2 FROM customers', 0, 0, 'PUBLIC', 3)");
            s.execute("CREATE TABLE v$database (dbid NUMBER)");
            s.execute("INSERT INTO v$database VALUES (4242)");
            s.execute("CREATE TABLE dba_hist_sqlstat (snap_id NUMBER, dbid NUMBER, instance_number NUMBER, "
                    + "sql_id VARCHAR(13), parsing_schema_name VARCHAR(128), executions_delta NUMBER, "
                    + "elapsed_time_delta NUMBER)");
            s.execute("INSERT INTO dba_hist_sqlstat VALUES (100, 4242, 1, 'a1', 'PUBLIC', 1000, 1000), "
                    + "(101, 4242, 1, 'a1', 'PUBLIC', 30, 3000), (102, 4242, 1, 'a1', 'PUBLIC', 12, 2000), "
                    + "(102, 4242, 2, 'a1', 'PUBLIC', 8, 1000), (102, 7, 1, 'a1', 'PUBLIC', 500, 500), "
                    + "(103, 4242, 1, 'a1', 'PUBLIC', 900, 900)");
            s.execute("CREATE TABLE dba_hist_sqltext (dbid NUMBER, sql_id VARCHAR(13), sql_text CLOB, "
                    + "command_type NUMBER)");
            s.execute("INSERT INTO dba_hist_sqltext VALUES "
                    + "(4242, 'a1', 'SELECT name FROM customers WHERE id = :1', 3), "
                    + "(7, 'a1', 'SELECT name FROM customers WHERE id = :1', 3)");
        }
        return c;
    }

    @Test
    void sqlAreaReadsTheQueriesAndChangesOfTheSchema() throws Exception {
        try (Connection c = views()) {
            List<CountedStatement> rows = new OracleSqlStatistics().read(c, null);
            assertThat(rows)
                    .containsExactlyInAnyOrder(
                            new CountedStatement("a1", "SELECT name FROM customers WHERE id = :1", 40, 8),
                            new CountedStatement("a2", "UPDATE customers SET name = :1 WHERE id = :2", 10, 5));
            assertThat(new OracleSqlStatistics().read(c, "scott"))
                    .containsExactly(new CountedStatement("a4", "SELECT 1 FROM other", 7, 3));
        }
    }

    @Test
    void anAwrRangeSumsTheDeltasAfterItsFirstSnapshot() throws Exception {
        try (Connection c = views()) {
            // Snapshots 101 and 102 (both instances), not 100's deltas (before the range) nor database 7's.
            assertThat(new OracleSqlStatistics().readHistory(c, 100, 102, null))
                    .containsExactly(new CountedStatement("a1", "SELECT name FROM customers WHERE id = :1", 50, 6));
            SurgeException none = catchThrowableOfType(
                    SurgeException.class, () -> new OracleSqlStatistics().readHistory(c, 200, 210, null));
            assertThat(none).hasMessageContaining("AWR holds no statements of PUBLIC between snapshots 200 and 210");
        }
    }
}
