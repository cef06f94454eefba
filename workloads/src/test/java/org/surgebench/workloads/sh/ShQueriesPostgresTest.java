package org.surgebench.workloads.sh;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.assertj.core.api.Assertions.tuple;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.SQLTimeoutException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.generate.GenerateSpec;
import org.surgebench.core.metrics.ErrorLog;
import org.surgebench.core.metrics.ErrorSummary;
import org.surgebench.testdata.LocalPostgres;
import org.surgebench.workloads.DirectTxContext;

/** The 13 queries on the local PostgreSQL server (partitioned SALES, real ROLLUP and CUBE), and the timeout. */
class ShQueriesPostgresTest extends ShQueriesContract {
    private static String url;
    private static Connection connection;
    private static ShFacts facts;

    @BeforeAll
    static void generate() throws Exception {
        url = LocalPostgres.createDatabase("sh_queries");
        Surgebench.generate(
                new GenerateSpec("sh")
                        .connection(new ConnectionSpec(url, LocalPostgres.USER, ""))
                        .scale(SCALE)
                        .seed(SEED)
                        .threads(2),
                null);
        connection = DriverManager.getConnection(url, LocalPostgres.USER, "");
        connection.setAutoCommit(false);
        facts = new ShFacts(connection);
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
        ShQuery slow = new ShQuery(
                "SLP",
                null,
                "Sleeps",
                1,
                (r, d) -> new ShParams(),
                (dialect, p) ->
                        new ShStatement().sql("SELECT pg_sleep(").value(5).sql(")"));
        DirectTxContext ctx = new DirectTxContext(connection, null, "postgresql");
        ctx.queryTimeoutSeconds = 1;
        SQLTimeoutException e = catchThrowableOfType(
                SQLTimeoutException.class,
                () -> QueryRunner.run(ctx, true, slow, slow.writer().write("postgresql", null), null));
        connection.rollback();
        // Without the timeout pg_sleep(5) would simply return a row: the exception is the cancellation.
        assertThat((Throwable) e).isNotNull();
        assertThat(e.getSQLState()).isEqualTo("57014");
        assertThat(e.getMessage()).contains("SLP", "query timeout of 1 s");

        ErrorLog log = new ErrorLog(org.surgebench.core.spi.SqlDialects.named("postgresql")::classify);
        log.record("SLP", e);
        log.record("SRMC", new SQLException("canceling statement due to user request", "57014"));
        log.record("SRMC", new SQLException("division by zero", "22012"));
        assertThat(log.summary())
                .extracting(ErrorSummary::label, ErrorSummary::count)
                .containsExactlyInAnyOrder(tuple("query timeout (57014)", 2L), tuple("22012", 1L));
    }

    @Override
    Connection connection() {
        return connection;
    }

    @Override
    String dialect() {
        return "postgresql";
    }

    @Override
    ShFacts facts() {
        return facts;
    }
}
