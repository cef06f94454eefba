package org.surgebench.workloads.sh;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.assertj.core.api.Assertions.tuple;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.SQLTimeoutException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.metrics.ErrorLog;
import org.surgebench.core.metrics.ErrorSummary;
import org.surgebench.testdata.LocalPostgres;

/** The hand-checked query results on the local PostgreSQL server (partitioned SALES, real ROLLUP and CUBE). */
class ShQueriesPostgresTest extends ShQueriesContract {
    private static String url;
    private static Connection connection;

    @BeforeAll
    static void load() throws Exception {
        url = LocalPostgres.createDatabase("sh_queries");
        connection = DriverManager.getConnection(url, LocalPostgres.USER, "");
        ShFixture.load(connection, "postgresql");
    }

    @AfterAll
    static void close() throws Exception {
        if (connection != null) {
            connection.close();
        }
        LocalPostgres.dropDatabase(url);
    }

    @Test
    void aQueryPastItsTimeoutIsCancelledAndCountedAsATimeout() throws Exception {
        ShQuery slow = new ShQuery("SLP", "Sleeps", 1, dialect -> "SELECT pg_sleep(:seconds)",
                (r, d) -> Map.of("seconds", 5));
        ShRun run = new ShRun(null, "postgresql", false, 1, List.of(slow));
        DirectTxContext ctx = new DirectTxContext(connection, run, "postgresql");
        SQLTimeoutException e = catchThrowableOfType(SQLTimeoutException.class,
                () -> QueryRunner.run(ctx, run, slow, Map.of("seconds", 5), QueryRunner.RowHandler.READ_ALL));
        connection.rollback();
        // Without the timeout pg_sleep(5) would simply return a row: the exception is the cancellation.
        assertThat((Throwable) e).isNotNull();
        assertThat(e.getSQLState()).isEqualTo("57014");
        assertThat(e.getMessage()).contains("SLP", "query timeout of 1 s");

        ErrorLog log = new ErrorLog();
        log.record("SLP", e);
        log.record("SRM", new SQLException("canceling statement due to user request", "57014"));
        log.record("SRM", new SQLException("division by zero", "22012"));
        assertThat(log.summary()).extracting(ErrorSummary::label, ErrorSummary::count).containsExactlyInAnyOrder(
                tuple("query timeout (57014)", 2L), tuple("22012", 1L));
    }

    @Override
    Connection connection() {
        return connection;
    }

    @Override
    String dialect() {
        return "postgresql";
    }
}
