package org.surgebench.core.db.oracle;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.spi.CountedStatement;
import org.surgebench.core.spi.StatementStatistics;

/**
 * Oracle's statement statistics: V$SQLAREA (one row per SQL_ID, its child cursors summed: executions, elapsed
 * microseconds, the full text) for what the shared pool still holds, or DBA_HIST_SQLSTAT's deltas with
 * DBA_HIST_SQLTEXT for a range of AWR snapshots. Oracle's "database" of a statement is the schema it was parsed
 * in: the connection's current schema, or the user given. Only queries and changes (command types 2 INSERT,
 * 3 SELECT, 6 UPDATE, 7 DELETE, 189 MERGE). The schema is bound from JDBC rather than read with SYS_CONTEXT, so
 * the queries run unchanged on H2 in Oracle mode in the tests.
 */
final class OracleSqlStatistics implements StatementStatistics {
    static final String SQLAREA = "SELECT sql_id, sql_fulltext, executions, elapsed_time / 1000 FROM v$sqlarea "
            + "WHERE parsing_schema_name = ? AND command_type IN (2, 3, 6, 7, 189) AND executions > 0";

    /** Snapshot N's deltas cover the time from snapshot N-1 to N: BEGIN..END is {@code snap_id > BEGIN}. */
    static final String HISTORY = "SELECT a.sql_id, t.sql_text, a.calls, a.ms FROM ("
            + "SELECT sql_id, dbid, SUM(executions_delta) AS calls, SUM(elapsed_time_delta) / 1000 AS ms "
            + "FROM dba_hist_sqlstat WHERE snap_id > ? AND snap_id <= ? AND parsing_schema_name = ? "
            + "AND dbid = (SELECT dbid FROM v$database) GROUP BY sql_id, dbid) a "
            + "JOIN dba_hist_sqltext t ON t.sql_id = a.sql_id AND t.dbid = a.dbid "
            + "WHERE t.command_type IN (2, 3, 6, 7, 189) AND a.calls > 0";

    /** ORA-00942: table or view does not exist, which is what a user without the grant sees. */
    private static final int NO_SUCH_VIEW = 942;

    @Override
    public List<CountedStatement> read(Connection c, String user) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(SQLAREA)) {
            ps.setString(1, schema(c, user));
            return rows(ps);
        } catch (SQLException e) {
            throw notGranted(e, "V$SQLAREA", c);
        }
    }

    @Override
    public List<CountedStatement> readHistory(Connection c, long begin, long end, String user) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(HISTORY)) {
            ps.setLong(1, begin);
            ps.setLong(2, end);
            ps.setString(3, schema(c, user));
            List<CountedStatement> out = rows(ps);
            if (out.isEmpty()) {
                throw SurgeException.usage("AWR holds no statements of " + schema(c, user) + " between snapshots "
                        + begin + " and " + end + ": see DBA_HIST_SNAPSHOT for the snapshots there are.");
            }
            return out;
        } catch (SQLException e) {
            throw notGranted(e, "DBA_HIST_SQLSTAT", c);
        }
    }

    private static String schema(Connection c, String user) throws SQLException {
        return user != null ? user.toUpperCase(Locale.ROOT) : c.getSchema();
    }

    private static List<CountedStatement> rows(PreparedStatement ps) throws SQLException {
        List<CountedStatement> out = new ArrayList<>();
        try (ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                out.add(new CountedStatement(rs.getString(1), rs.getString(2), rs.getLong(3), rs.getDouble(4)));
            }
        }
        return out;
    }

    private static SQLException notGranted(SQLException e, String view, Connection c) throws SQLException {
        if (e.getErrorCode() == NO_SUCH_VIEW) {
            throw SurgeException.usage(c.getMetaData().getUserName() + " cannot read " + view + ": GRANT "
                    + "SELECT_CATALOG_ROLE (or SELECT ANY DICTIONARY) TO "
                    + c.getMetaData().getUserName() + ".");
        }
        return e;
    }
}
