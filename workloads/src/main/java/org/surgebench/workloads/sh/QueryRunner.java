package org.surgebench.workloads.sh;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLTimeoutException;
import java.sql.Statement;
import java.util.List;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.SqlErrorKind;
import org.surgebench.core.spi.StatementKind;
import org.surgebench.core.spi.TxContext;

/**
 * Runs one query as a transaction, as Swingbench's client does: draws its parameters, sends the SQL with the
 * values inlined (or bound, option {@code bind=true}), under the run's query timeout, with Swingbench's fetch
 * size of 20, and reads only the first row of the result (option {@code all-rows=true} reads every row and
 * column and reports the rows). Like Swingbench it sends no commit: the user's connection runs the queries in
 * autocommit, so each is a transaction of its own that ends with it, and no session sits in an open transaction
 * through the think time. (In autocommit PostgreSQL's driver ignores the fetch size and receives the whole result,
 * which for these queries is at most a few hundred rows.) A query cancelled by the timeout becomes a
 * {@link SQLTimeoutException} naming the query and the limit.
 */
final class QueryRunner {
    /** Swingbench's Sales History configuration fetches 20 rows per round trip. */
    static final int FETCH_SIZE = 20;

    /** Receives each row of a result that is read to the end; the workload only reads the values, tests keep them. */
    @FunctionalInterface
    interface RowHandler {
        void row(ResultSet rs) throws SQLException;

        RowHandler READ_ALL = rs -> {
            int n = rs.getMetaData().getColumnCount();
            for (int i = 1; i <= n; i++) {
                rs.getObject(i);
            }
        };
    }

    private QueryRunner() {}

    /** The transaction body of a query in the mix. */
    static void execute(TxContext ctx, ShQuery query) throws SQLException {
        ShRun run = ctx.shared();
        Connection c = ctx.connection();
        if (!c.getAutoCommit()) {
            // Once per connection: the engine hands users their connections with autocommit off.
            c.setAutoCommit(true);
        }
        ShStatement statement = draw(query, run, ctx.random(), ctx.dialect());
        long rows = run(ctx, run.literalSql(), query, statement, run.allRows() ? RowHandler.READ_ALL : null);
        if (run.allRows()) {
            ctx.rows(rows);
        }
    }

    /**
     * One execution's statement: its parameters drawn from {@code random}, its SQL written for {@code dialect}.
     * Both forms of a query (threads and event loops) draw through here.
     */
    static ShStatement draw(ShQuery query, ShRun run, Rng random, String dialect) {
        return query.writer().write(dialect, query.picker().pick(random, run.dimensions()));
    }

    /**
     * Runs one statement of a query; with a handler every row goes to it and the count is returned, without one
     * only the first row is fetched (the result is 1, or 0 when there was none).
     */
    static long run(TxContext ctx, boolean literal, ShQuery query, ShStatement statement, RowHandler handler)
            throws SQLException {
        int timeout = ctx.queryTimeoutSeconds();
        try {
            if (literal) {
                // A fresh statement per text: caching them per user would keep every literal variant alive.
                try (Statement st = ctx.connection().createStatement()) {
                    st.setQueryTimeout(timeout);
                    st.setFetchSize(FETCH_SIZE);
                    ctx.count(StatementKind.SELECT, 1);
                    try (ResultSet rs = st.executeQuery(statement.literalSql())) {
                        return read(rs, handler);
                    }
                }
            }
            PreparedStatement ps = ctx.prepare(statement.bindSql());
            List<Object> values = statement.values();
            for (int i = 0; i < values.size(); i++) {
                ps.setObject(i + 1, values.get(i));
            }
            // The engine set the run's query timeout when it prepared the statement.
            ps.setFetchSize(FETCH_SIZE);
            try (ResultSet rs = ctx.query(ps)) {
                return read(rs, handler);
            }
        } catch (SQLException e) {
            if (ctx.sql().classify(e) == SqlErrorKind.TIMEOUT) {
                throw new SQLTimeoutException(
                        query.shortName() + " (" + query.name() + ") ran past the query timeout " + "of " + timeout
                                + " s (--query-timeout) and was cancelled",
                        e.getSQLState(),
                        e.getErrorCode(),
                        e);
            }
            throw e;
        }
    }

    private static long read(ResultSet rs, RowHandler handler) throws SQLException {
        if (handler == null) {
            return rs.next() ? 1 : 0;
        }
        long n = 0;
        while (rs.next()) {
            handler.row(rs);
            n++;
        }
        return n;
    }
}
