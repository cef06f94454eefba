package org.surgebench.core.db.oracle;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Runs one chunk of server-side generation: a set-based {@code INSERT /*+ APPEND PARALLEL *}{@code / ... SELECT}
 * whose rows come from a row generator inside the database, so no row crosses the network. Parallel DML has to
 * be enabled in the session for the PARALLEL hint to apply to the insert itself (otherwise only the query part
 * runs in parallel). The caller commits; until then the session may not touch the table again (ORA-12838).
 */
final class ServerSideSql {
    private ServerSideSql() {}

    static long execute(Connection connection, String sql) throws SQLException {
        try (Statement s = connection.createStatement()) {
            s.execute("ALTER SESSION ENABLE PARALLEL DML");
            return s.executeLargeUpdate(sql);
        }
    }
}
