package org.surgebench.workloads.sh;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLTimeoutException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import org.surgebench.core.spi.StatementKind;
import org.surgebench.core.spi.TxContext;

/**
 * Runs one analytic query as a transaction: binds (or inlines) its parameters, applies the query timeout,
 * reads every row and column as a reporting client would, reports the rows returned and commits.
 * A query cancelled by the timeout becomes a {@link SQLTimeoutException} naming the query and the limit.
 */
final class QueryRunner {

    /** Receives each row of the result; the workload only reads the values, tests collect them. */
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

    private QueryRunner() {
    }

    /** The transaction body of a query in the mix: random parameters, all rows read. */
    static void execute(TxContext ctx, ShQuery query) throws SQLException {
        ShRun run = ctx.shared();
        run(ctx, run, query, query.picker().pick(ctx.random(), run.dimensions()), RowHandler.READ_ALL);
    }

    /** Runs the query with the given parameters; returns the number of rows. */
    static long run(TxContext ctx, ShRun run, ShQuery query, Map<String, Object> params, RowHandler handler)
            throws SQLException {
        SqlTemplate template = run.template(query);
        long rows;
        try {
            if (run.literalSql()) {
                // A fresh statement per text: caching them per user would keep every literal variant alive.
                try (Statement st = ctx.connection().createStatement()) {
                    st.setQueryTimeout(run.timeoutSeconds());
                    ctx.count(StatementKind.SELECT, 1);
                    try (ResultSet rs = st.executeQuery(template.literalSql(params))) {
                        rows = read(rs, handler);
                    }
                }
            } else {
                PreparedStatement ps = ctx.prepare(template.bindSql());
                List<String> order = template.bindOrder();
                for (int i = 0; i < order.size(); i++) {
                    ps.setObject(i + 1, SqlTemplate.value(params, order.get(i)));
                }
                ps.setQueryTimeout(run.timeoutSeconds());
                try (ResultSet rs = ctx.query(ps)) {
                    rows = read(rs, handler);
                }
            }
        } catch (SQLException e) {
            if (isTimeout(e)) {
                throw new SQLTimeoutException(query.shortName() + " (" + query.name() + ") ran past the query timeout "
                        + "of " + run.timeoutSeconds() + " s (option query-timeout) and was cancelled",
                        e.getSQLState() == null ? "57014" : e.getSQLState(), e.getErrorCode(), e);
            }
            throw e;
        }
        ctx.rows(rows);
        ctx.commit();
        return rows;
    }

    private static long read(ResultSet rs, RowHandler handler) throws SQLException {
        long n = 0;
        while (rs.next()) {
            handler.row(rs);
            n++;
        }
        return n;
    }

    /** A statement cancelled by its timeout: SQLState 57014 (PostgreSQL, H2), ORA-01013, or the JDBC type. */
    static boolean isTimeout(SQLException e) {
        return e instanceof SQLTimeoutException || "57014".equals(e.getSQLState()) || e.getErrorCode() == 1013;
    }
}
