package org.surgebench.core.db.postgres;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.spi.CountedStatement;
import org.surgebench.core.spi.StatementStatistics;

/**
 * pg_stat_statements (PostgreSQL 14 and later) of the connection's database: the statements clients sent
 * ({@code toplevel}, not those run inside functions), one row per query id whatever the user, unless one is named.
 */
final class PgStatementStatistics implements StatementStatistics {
    static final String HOW_TO_ENABLE = "add pg_stat_statements to shared_preload_libraries in postgresql.conf, "
            + "restart the server, and run CREATE EXTENSION pg_stat_statements in this database";

    private static final String READ = "SELECT s.queryid::text, min(s.query), sum(s.calls), sum(s.total_exec_time) "
            + "FROM pg_stat_statements s JOIN pg_roles r ON r.oid = s.userid "
            + "WHERE s.dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) AND s.toplevel "
            + "AND (r.rolname = ? OR ? = '') AND s.queryid IS NOT NULL GROUP BY s.queryid";

    @Override
    public List<CountedStatement> read(Connection c, String user) throws SQLException {
        try (PreparedStatement has =
                        c.prepareStatement("SELECT 1 FROM pg_extension WHERE extname = 'pg_stat_statements'");
                ResultSet rs = has.executeQuery()) {
            if (!rs.next()) {
                throw SurgeException.usage("pg_stat_statements is not installed in database " + c.getCatalog() + ": "
                        + HOW_TO_ENABLE + ".");
            }
        }
        List<CountedStatement> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(READ)) {
            ps.setString(1, user == null ? "" : user);
            ps.setString(2, user == null ? "" : user);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(new CountedStatement(rs.getString(1), rs.getString(2), rs.getLong(3), rs.getDouble(4)));
                }
            }
        } catch (SQLException e) {
            // 55000: the extension is installed but the library was not preloaded when the server started.
            if ("55000".equals(e.getSQLState())) {
                throw SurgeException.usage("pg_stat_statements is installed but not loaded: " + HOW_TO_ENABLE + ".");
            }
            throw e;
        } finally {
            if (!c.getAutoCommit()) {
                c.rollback();
            }
        }
        return out;
    }
}
