package org.surgebench.core.db.mariadb;

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
 * performance_schema's statement digests of the connection's database (MariaDB 10.x, MySQL 8): the normalized
 * text ({@code ?} where values were), its count and its time (picoseconds). The digests are kept per database, not
 * per user. A text longer than performance_schema_max_digest_length is cut off ("..."): such a statement is
 * listed as not captured.
 */
final class PerfSchemaDigests implements StatementStatistics {
    private static final String READ = "SELECT DIGEST, DIGEST_TEXT, COUNT_STAR, SUM_TIMER_WAIT / 1000000000 "
            + "FROM performance_schema.events_statements_summary_by_digest "
            + "WHERE SCHEMA_NAME = DATABASE() AND DIGEST_TEXT IS NOT NULL";

    @Override
    public List<CountedStatement> read(Connection c, String user) throws SQLException {
        if (user != null) {
            throw SurgeException.usage(
                    "The server's statement digests are not kept per user: capture without " + "--only-user.");
        }
        if (!enabled(c, "SELECT @@performance_schema")) {
            throw SurgeException.usage("performance_schema is off: set performance_schema=ON in the [mysqld] "
                    + "section of the server's configuration and restart the server.");
        }
        if (!enabled(
                c,
                "SELECT ENABLED = 'YES' FROM performance_schema.setup_consumers "
                        + "WHERE NAME = 'statements_digest'")) {
            throw SurgeException.usage("performance_schema keeps no statement digests: run UPDATE "
                    + "performance_schema.setup_consumers SET ENABLED = 'YES' WHERE NAME = 'statements_digest' "
                    + "(or set performance_schema_consumer_statements_digest=ON in the configuration).");
        }
        List<CountedStatement> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(READ);
                ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                out.add(new CountedStatement(rs.getString(1), rs.getString(2), rs.getLong(3), rs.getDouble(4)));
            }
        }
        return out;
    }

    private static boolean enabled(Connection c, String query) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(query);
                ResultSet rs = ps.executeQuery()) {
            return rs.next() && rs.getBoolean(1);
        }
    }
}
