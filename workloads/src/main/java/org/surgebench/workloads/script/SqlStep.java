package org.surgebench.workloads.script;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.util.List;
import java.util.Locale;
import org.surgebench.core.spi.TxContext;
import org.surgebench.workloads.script.expr.Value;

/**
 * Runs one SQL command of a script: prepared once per user, its variables bound, counted by its kind through the
 * context, its result stored by {@code \gset}/{@code \aset}. Outside a script's BEGIN ... END it runs in autocommit,
 * as pgbench's statements do: the server commits it, and no COMMIT is counted, as none is sent.
 */
final class SqlStep {
    private SqlStep() {}

    static void run(Command.Sql s, TxContext ctx, Variables vars, String file, boolean inTransaction)
            throws SQLException {
        if (!inTransaction) {
            autoCommit(ctx.connection(), true);
        }
        PreparedStatement ps = ctx.prepare(s.sql());
        List<String> params = s.params();
        for (int i = 0; i < params.size(); i++) {
            Value v = vars.get(params.get(i));
            if (v == null) {
                throw new ScriptError(file, s.line(), "undefined variable \"" + params.get(i) + "\"");
            }
            Binder.bind(ps, i + 1, v);
        }
        boolean rows = ps.execute();
        ctx.count(s.kind(), 1);
        if (s.into() != null) {
            store(s, rows ? ps.getResultSet() : null, vars, file);
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

    private static void store(Command.Sql s, ResultSet rs, Variables vars, String file) throws SQLException {
        if (rs == null) {
            if (!s.into().allRows()) {
                throw new ScriptError(file, s.line(), "\\gset: expected one row, got 0");
            }
            return;
        }
        try (rs) {
            ResultSetMetaData md = rs.getMetaData();
            int rows = 0;
            while (rs.next()) {
                rows++;
                if (rows == 1 || s.into().allRows()) {
                    for (int c = 1; c <= md.getColumnCount(); c++) {
                        set(vars, s.into().prefix(), md.getColumnLabel(c), Binder.fromColumn(rs.getObject(c)));
                    }
                }
            }
            if (!s.into().allRows() && rows != 1) {
                throw new ScriptError(file, s.line(), "\\gset: expected one row, got " + rows);
            }
        }
    }

    /**
     * Sets {@code prefix + name}; a database that reports unquoted names in upper case (H2, Oracle) sets the
     * lower-case name too, so that a script's {@code :abalance} reads what {@code SELECT abalance ... \gset} got on
     * every database.
     */
    private static void set(Variables vars, String prefix, String label, Value v) {
        vars.set(prefix + label, v);
        String lower = label.toLowerCase(Locale.ROOT);
        if (!lower.equals(label)) {
            vars.set(prefix + lower, v);
        }
    }
}
