package org.surgebench.workloads.tpch;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLTimeoutException;
import java.sql.Statement;
import org.surgebench.core.spi.SqlErrorKind;
import org.surgebench.core.spi.StatementKind;
import org.surgebench.core.spi.TxContext;

/**
 * Runs one query as a transaction: its parameters drawn for the user's stream (user u is stream u - 1), its text
 * sent with the values inlined as the specification's query generator writes them, under the run's query timeout,
 * every row and column read. In autocommit, so that each query is a transaction of its own. A query cancelled by
 * the timeout becomes a {@link SQLTimeoutException} naming the query and the limit: never counted as fast.
 */
final class TpchQueryRunner {
    private TpchQueryRunner() {}

    static void execute(TxContext ctx, TpchQuery q) throws SQLException {
        TpchShape s = ((TpchRun) ctx.shared()).shape();
        Connection c = ctx.connection();
        if (!c.getAutoCommit()) {
            c.setAutoCommit(true);
        }
        String sql = q.sql(TpchParams.draw(q, s.seed(), ctx.userId() - 1, s.scale()));
        int timeout = ctx.queryTimeoutSeconds();
        try (Statement st = c.createStatement()) {
            st.setQueryTimeout(timeout);
            ctx.count(StatementKind.SELECT, 1);
            try (ResultSet rs = st.executeQuery(sql)) {
                ctx.rows(readAll(rs));
            }
        } catch (SQLException e) {
            if (ctx.sql().classify(e) == SqlErrorKind.TIMEOUT) {
                throw new SQLTimeoutException(
                        q.name() + " did not finish within the query timeout of " + timeout + " s.",
                        e.getSQLState(),
                        e.getErrorCode(),
                        e);
            }
            throw e;
        }
    }

    /** Reads every row and column; returns the rows. */
    static long readAll(ResultSet rs) throws SQLException {
        int columns = rs.getMetaData().getColumnCount();
        long n = 0;
        while (rs.next()) {
            for (int i = 1; i <= columns; i++) {
                rs.getObject(i);
            }
            n++;
        }
        return n;
    }
}
