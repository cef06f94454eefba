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
