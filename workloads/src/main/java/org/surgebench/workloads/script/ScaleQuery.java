package org.surgebench.workloads.script;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.surgebench.core.common.SurgeException;

/** {@code :scale} as pgbench finds it when it is not given: the number of rows of pgbench_branches. */
final class ScaleQuery {
    private ScaleQuery() {}

    /**
     * The row count of pgbench_branches, read before any user logs on.
     *
     * @param reader the script that reads {@code :scale}, for the message when the table is missing or empty
     */
    static long branches(Connection c, String reader) {
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM pgbench_branches")) {
            rs.next();
            long n = rs.getLong(1);
            if (n > 0) {
                return n;
            }
            throw missing(reader, "pgbench_branches is empty");
        } catch (SQLException e) {
            throw missing(reader, "pgbench_branches cannot be read (" + firstLine(e.getMessage()) + ")");
        }
    }

    private static SurgeException missing(String reader, String why) {
        return new SurgeException(
                SurgeException.SCHEMA,
                reader + " reads :scale, which pgbench takes from the rows of pgbench_branches, but " + why
                        + ": make pgbench's tables (surge generate tpcb) or give the scale (--define scale=N).");
    }

    private static String firstLine(String m) {
        String s = m == null ? "" : m.strip();
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl).strip();
    }
}
