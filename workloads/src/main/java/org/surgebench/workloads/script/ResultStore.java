package org.surgebench.workloads.script;

import java.sql.SQLException;
import java.util.Locale;
import org.surgebench.workloads.script.expr.Value;

/**
 * Stores what an SQL command with {@code \gset}/{@code \aset} returned in the user's variables, whichever executor
 * read it: {@code \gset} wants exactly one row, {@code \aset} takes every row (the last one's values kept).
 */
final class ResultStore {
    /** A command's result rows as an executor reads them (JDBC's result set, the event loops' row set). */
    interface Rows {
        /** Moves to the next row; false after the last. */
        boolean next() throws SQLException;

        int columns() throws SQLException;

        /** The name of the column at {@code index} (from 0). */
        String label(int index) throws SQLException;

        /** The current row's value at {@code index} (from 0), as the driver gives it. */
        Object value(int index) throws SQLException;
    }

    private ResultStore() {}

    /** Stores {@code rows} (null: the command returned no result) as the command's {@code into} says. */
    static void store(Command.Sql s, Rows rows, Variables vars, String file) throws SQLException {
        if (rows == null) {
            if (!s.into().allRows()) {
                throw new ScriptError(file, s.line(), "\\gset: expected one row, got 0");
            }
            return;
        }
        int count = 0;
        while (rows.next()) {
            count++;
            if (count == 1 || s.into().allRows()) {
                for (int c = 0; c < rows.columns(); c++) {
                    set(vars, s.into().prefix(), rows.label(c), Binder.fromColumn(rows.value(c)));
                }
            }
        }
        if (!s.into().allRows() && count != 1) {
            throw new ScriptError(file, s.line(), "\\gset: expected one row, got " + count);
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
