package org.surgebench.core.db;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Properties;
import org.surgebench.core.spi.TableDef;

/**
 * Everything that differs between databases, in one place: which URLs it takes, connection defaults,
 * the pool, the bulk-load path, statistics and sizes, and how its errors read. Dialects are found with
 * {@link java.util.ServiceLoader} (see {@link Dialects}), so a new database touches one package.
 */
public interface Dialect {

    /** Short name used for workload DDL resources: {@code h2}, {@code postgresql}, {@code oracle}. */
    String name();

    boolean accepts(String jdbcUrl);

    /** Driver properties applied unless the user set them (timeouts, statement caching). */
    default Properties defaultProperties() {
        return new Properties();
    }

    /** A pool shared by users (--pool) and by generation workers. */
    default ConnectionPool createPool(ConnectionSpec spec, int maxSize, String name) {
        return new HikariConnectionPool(spec, maxSize, name);
    }

    /** Connections for users that each hold their own for the whole run (the default). */
    default ConnectionPool dedicatedConnections(ConnectionSpec spec) {
        return new DirectConnections(spec);
    }

    /** The fastest way to load generated rows into one table on this connection. */
    default BulkLoader bulkLoader(Connection connection, TableDef table) throws SQLException {
        return new BatchBulkLoader(connection, table);
    }

    /**
     * The bulk loader for a generation with options (e.g. Oracle's {@code append=false} for conventional
     * instead of direct-path inserts); by default the same as {@link #bulkLoader(Connection, TableDef)}.
     */
    default BulkLoader bulkLoader(Connection connection, TableDef table, java.util.Map<String, String> options)
            throws SQLException {
        return bulkLoader(connection, table);
    }

    /**
     * Runs one chunk of server-side generation, a set-based {@code INSERT ... SELECT} that makes rows inside the
     * database (see {@link org.surgebench.core.spi.Workload#serverSideSql}); returns the rows inserted. The
     * caller commits. Oracle enables parallel DML first.
     */
    default long executeServerSide(Connection connection, String sql) throws SQLException {
        try (java.sql.Statement s = connection.createStatement()) {
            return s.executeLargeUpdate(sql);
        }
    }

    /**
     * Keys per server-side chunk when the option {@code server-side-chunk} does not say: large where the database
     * parallelises one statement itself (Oracle's PARALLEL DML), smaller where chunks run side by side instead.
     */
    default long serverSideChunkKeys() {
        return 5_000_000;
    }

    /** Whether index and constraint builds, and the per-table statistics step, may run side by side. */
    default boolean parallelIndexBuilds() {
        return true;
    }

    /**
     * Leaves freshly loaded tables ready to run on: optimizer statistics, and where the database has it the
     * housekeeping a first reader would otherwise pay for (PostgreSQL: VACUUM sets hint bits and the
     * visibility map, as {@code pgbench -i} does). Called with one table at a time, in parallel.
     */
    void analyze(Connection connection, List<String> tables) throws SQLException;

    /**
     * Session settings for the connections of a generation (load, indexes, statistics): e.g. commits that
     * do not wait for the log flush, more sort memory for index builds. Never used for runs.
     */
    default void prepareLoadSession(Connection connection) throws SQLException {
    }

    /** Bytes on disk of tables and of their indexes, or -1 where the database does not tell. */
    TableSize size(Connection connection, String table) throws SQLException;

    /**
     * The server's limit on connections as its settings name it (e.g. {@code max_connections 100}), for the
     * sentence of a run whose users were refused; null where unknown or not readable.
     */
    default String connectionLimit(Connection connection) {
        return null;
    }

    /** Whether an error means the connection is gone (reconnect) rather than a failed statement. */
    default boolean isConnectionLost(SQLException e) {
        String state = e.getSQLState();
        return state != null && state.startsWith("08");
    }

    /**
     * Whether a DDL error means the object is there already, which a resumed generation may skip.
     * The default reads the message; dialects add their codes.
     */
    default boolean isAlreadyExists(SQLException e) {
        return String.valueOf(e.getMessage()).toLowerCase(java.util.Locale.ROOT).contains("already exists");
    }

    /** Whether an error means a table or view does not exist. */
    boolean isMissingTable(SQLException e);

    /**
     * One sentence for a failed connection attempt, naming the cause and the fix, or null to fall back to
     * the generic translation.
     */
    default String describeConnectFailure(SQLException e, ConnectionSpec spec) {
        return null;
    }

    /**
     * The database's own view of a run for this dialect (AWR, statistics views), chosen by run options such
     * as {@code awr=true}; empty when there is none.
     */
    default java.util.List<org.surgebench.core.snapshot.SnapshotProvider> snapshotProviders(
            ConnectionSpec spec, java.util.Map<String, String> options) {
        return java.util.List.of();
    }

    /** Bytes of one table and its indexes. */
    record TableSize(String table, long tableBytes, long indexBytes) {
    }
}
