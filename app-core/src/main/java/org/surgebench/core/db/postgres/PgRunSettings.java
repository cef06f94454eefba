package org.surgebench.core.db.postgres;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.surgebench.core.db.ConnectionRoom;
import org.surgebench.core.db.DatabaseCache;

/**
 * Server settings a run reads before its users start: the connection limit (for the sentence of a run whose users
 * were refused) and the size of shared_buffers (for the warning of a data set that fits in memory). Null where the
 * session may not read them.
 */
final class PgRunSettings {
    private PgRunSettings() {}

    static String connectionLimit(Connection connection) {
        try (Statement s = connection.createStatement();
                ResultSet rs = s.executeQuery("SHOW max_connections")) {
            return rs.next() ? "max_connections " + rs.getString(1) : null;
        } catch (SQLException e) {
            return null;
        }
    }

    /**
     * The limit a refused log-on (53300) hit: a role's or a database's CONNECTION LIMIT when the server's message
     * names one ("too many connections for role ..."), else {@code serverLimit} (max_connections: "sorry, too many
     * clients already", or the slots reserved for superusers). The message is the server's own, in English unless
     * lc_messages says otherwise; in another language this falls back to {@code serverLimit}.
     */
    static String limitThatRefused(SQLException refusal, String serverLimit) {
        // A pool reports the driver's refusal as the cause of its own.
        for (Throwable t = refusal; t != null; t = t.getCause()) {
            String msg = t.getMessage() == null ? "" : t.getMessage();
            for (String kind : new String[] {"role", "database"}) {
                String says = "too many connections for " + kind + " ";
                int at = msg.indexOf(says);
                if (at >= 0) {
                    String name = PostgresConnectFailure.firstLine(msg.substring(at + says.length()));
                    return "the CONNECTION LIMIT of " + kind + " " + name;
                }
            }
        }
        return serverLimit;
    }

    /**
     * max_connections less the slots reserved for superusers (when the session's user is not one) and the client
     * sessions open now. reserved_connections (PostgreSQL 16) is read where it exists.
     */
    static ConnectionRoom connectionRoom(Connection connection) {
        String sql = "SELECT current_setting('max_connections')::int,"
                + " CASE WHEN (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN 0"
                + " ELSE current_setting('superuser_reserved_connections')::int"
                + " + coalesce(current_setting('reserved_connections', true), '0')::int END,"
                + " (SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'client backend')::int";
        try (Statement s = connection.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            if (!rs.next()) {
                return null;
            }
            int max = rs.getInt(1);
            int reserved = rs.getInt(2);
            int inUse = rs.getInt(3);
            String limit = "max_connections " + max + (reserved > 0 ? ", " + reserved + " reserved" : "");
            return new ConnectionRoom(limit, Math.max(0, max - reserved - inUse), inUse);
        } catch (SQLException e) {
            return null;
        }
    }

    static DatabaseCache cache(Connection connection) {
        try (Statement s = connection.createStatement();
                ResultSet rs = s.executeQuery("SELECT pg_size_bytes(current_setting('shared_buffers'))")) {
            return rs.next() ? new DatabaseCache("shared_buffers", rs.getLong(1)) : null;
        } catch (SQLException e) {
            return null;
        }
    }
}
