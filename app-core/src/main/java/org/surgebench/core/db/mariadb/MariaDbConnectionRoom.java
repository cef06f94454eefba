package org.surgebench.core.db.mariadb;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.surgebench.core.db.ConnectionRoom;

/**
 * How many more connections MariaDB takes now: max_connections less the threads connected, and, where
 * max_user_connections is set, that less this user's own connections. The one extra connection MariaDB keeps for
 * administrators is left out: a run does not count on it.
 */
final class MariaDbConnectionRoom {
    private MariaDbConnectionRoom() {}

    static ConnectionRoom read(Connection connection) {
        String sql = "SELECT @@max_connections, @@max_user_connections,"
                + " (SELECT VARIABLE_VALUE FROM information_schema.GLOBAL_STATUS"
                + " WHERE VARIABLE_NAME = 'THREADS_CONNECTED'),"
                + " (SELECT COUNT(*) FROM information_schema.PROCESSLIST"
                + " WHERE USER = SUBSTRING_INDEX(CURRENT_USER(), '@', 1))";
        try (Statement s = connection.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            if (!rs.next()) {
                return null;
            }
            int max = rs.getInt(1);
            int perUser = rs.getInt(2);
            int inUse = rs.getInt(3);
            int mine = rs.getInt(4);
            int free = max - inUse;
            String limit = "max_connections " + max;
            if (perUser > 0) {
                free = Math.min(free, perUser - mine);
                limit += ", max_user_connections " + perUser;
            }
            return new ConnectionRoom(limit, Math.max(0, free), inUse);
        } catch (SQLException e) {
            return null;
        }
    }
}
