package org.surgebench.core.spi;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;

/**
 * The server's own statement statistics, which {@code surge capture} turns into a workload file: PostgreSQL's
 * pg_stat_statements, MariaDB's and MySQL's performance_schema statement digests, Oracle's V$SQL. One per
 * database, from {@link SqlDialect#statementStatistics()}.
 */
public interface StatementStatistics {

    /**
     * Every statement of the connection's database that the server counted since its statistics were last reset
     * (cumulative: subtract an earlier reading for a window), run by {@code user} when it is not null.
     *
     * @throws org.surgebench.core.common.SurgeException (usage) in one sentence that says how to enable them, when
     *     the server keeps no such statistics, or when it cannot tell statements apart by user and one is asked
     */
    List<CountedStatement> read(Connection c, String user) throws SQLException;

    /**
     * Statements of a stored range of the server's own snapshots ({@code --awr BEGIN..END} on Oracle), by user
     * when it is not null; a usage error where the database keeps no such history (the default).
     */
    default List<CountedStatement> readHistory(Connection c, long begin, long end, String user) throws SQLException {
        throw org.surgebench.core.common.SurgeException.usage(
                "This database keeps no history of statement statistics: --awr is for Oracle.");
    }
}
