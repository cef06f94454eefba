package org.surgebench.core.db.postgres;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
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

    static DatabaseCache cache(Connection connection) {
        try (Statement s = connection.createStatement();
                ResultSet rs = s.executeQuery("SELECT pg_size_bytes(current_setting('shared_buffers'))")) {
            return rs.next() ? new DatabaseCache("shared_buffers", rs.getLong(1)) : null;
        } catch (SQLException e) {
            return null;
        }
    }
}
