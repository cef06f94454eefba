package org.surgebench.workloads.script;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.util.List;
import org.surgebench.core.spi.TxContext;

/**
 * Runs one SQL command of a script on a thread: prepared once per user, its variables bound, counted by its kind
 * through the context, its result stored by {@code \gset}/{@code \aset}. Outside a script's BEGIN ... END it runs in
 * autocommit, as pgbench's statements do: the server commits it, and no COMMIT is counted, as none is sent.
 */
final class SqlStep {
    private SqlStep() {}

    static void run(Command.Sql s, TxContext ctx, ScriptCursor cursor) throws SQLException {
        if (!cursor.inTransaction()) {
            autoCommit(ctx.connection(), true);
        }
        List<Object> values = cursor.parameters(s);
        PreparedStatement ps = ctx.prepare(s.sql());
        for (int i = 0; i < values.size(); i++) {
            Binder.bind(ps, i + 1, values.get(i));
        }
        boolean rows = ps.execute();
        ctx.count(s.kind(), 1);
        if (s.into() != null) {
            if (rows) {
                try (ResultSet rs = ps.getResultSet()) {
                    cursor.store(s, new JdbcRows(rs));
                }
            } else {
                cursor.store(s, null);
            }
        } else if (rows) {
            ps.getResultSet().close();
        }
    }

    /** Sets the connection's autocommit if it differs (a call a driver may send to the server). */
    static void autoCommit(Connection c, boolean on) throws SQLException {
        if (c.getAutoCommit() != on) {
            c.setAutoCommit(on);
        }
    }

    /** A JDBC result set as {@link ResultStore} reads it. */
    private record JdbcRows(ResultSet rs) implements ResultStore.Rows {
        @Override
        public boolean next() throws SQLException {
            return rs.next();
        }

        @Override
        public int columns() throws SQLException {
            return metaData().getColumnCount();
        }

        @Override
        public String label(int index) throws SQLException {
            return metaData().getColumnLabel(index + 1);
        }

        @Override
        public Object value(int index) throws SQLException {
            return rs.getObject(index + 1);
        }

        private ResultSetMetaData metaData() throws SQLException {
            return rs.getMetaData();
        }
    }
}
