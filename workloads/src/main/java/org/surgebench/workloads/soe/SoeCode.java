package org.surgebench.workloads.soe;

import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import org.surgebench.core.common.SurgeException;

/**
 * The server variant's stored code ({@code <dialect>/code.sql}): which version a run needs, and the check that it
 * is installed before any user starts, so that a schema generated before the code existed (or with older code)
 * is refused in one sentence instead of failing every call.
 */
final class SoeCode {
    /** Bumped whenever code.sql changes what a function takes or returns. */
    static final String VERSION = "1";

    private SoeCode() {}

    static void require(Connection c, org.surgebench.core.spi.SqlDialect dialect) throws SQLException {
        String found;
        try {
            found = version(c, dialect);
        } catch (SQLException e) {
            c.rollback();
            throw new SurgeException(
                    SurgeException.SCHEMA,
                    "The soe server variant calls stored code that is not "
                            + "installed in this schema (" + firstLine(e)
                            + "): run `surge generate soe --only-code` to "
                            + "install it, or use --variant client.",
                    e);
        }
        if (!VERSION.equals(found)) {
            throw new SurgeException(
                    SurgeException.SCHEMA,
                    "The soe stored code in this schema is version " + found
                            + ", this Surgebench calls version " + VERSION
                            + ": run `surge generate soe --only-code` to "
                            + "replace it.");
        }
    }

    /** The installed code's version: a function's result, or a procedure's OUT parameter (MySQL's form). */
    private static String version(Connection c, org.surgebench.core.spi.SqlDialect dialect) throws SQLException {
        String routine = dialect.routine("orderentry", "version");
        if (SoeSql.procedures(dialect.name())) {
            try (CallableStatement cs = c.prepareCall("{call " + routine + "(?)}")) {
                cs.registerOutParameter(1, Types.VARCHAR);
                cs.execute();
                return cs.getString(1);
            }
        }
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT " + routine + "()" + dialect.fromNoTable())) {
            rs.next();
            return rs.getString(1);
        }
    }

    private static String firstLine(SQLException e) {
        String m = e.getMessage() == null ? "" : e.getMessage().strip();
        int i = m.indexOf('\n');
        return i < 0 ? m : m.substring(0, i).strip();
    }
}
