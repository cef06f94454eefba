package org.surgebench.core.db;

import java.sql.Connection;
import java.sql.Driver;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Properties;
import org.surgebench.core.spi.SchemaObject;
import org.surgebench.core.spi.SqlDialect;
import org.surgebench.core.spi.SqlDialects;
import org.surgebench.core.spi.SqlErrorKind;
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

    /**
     * The {@code --option} keys this database reads (loading, statistics, sessions), with their kinds and
     * defaults; none by default. They are accepted for this database only.
     */
    default java.util.List<org.surgebench.core.spi.OptionSpec> options() {
        return java.util.List.of();
    }

    /** Whether the database runs inside this process, from files or memory named by the URL (H2's own URLs). */
    default boolean embedded(String url) {
        return false;
    }

    /** The server's host named in the URL ({@code //host...} or {@code @host...}), lower case; null when none. */
    default String host(String url) {
        String afterScheme = url.toLowerCase(java.util.Locale.ROOT).replaceFirst("^jdbc:[a-z0-9]+:(thin:)?", "");
        java.util.regex.Matcher m =
                java.util.regex.Pattern.compile("//\\[?([^/:;?,\\]]+)").matcher(afterScheme);
        if (m.find()) {
            return m.group(1);
        }
        m = java.util.regex.Pattern.compile("@([^/:;?,]+)").matcher(afterScheme);
        return m.find() ? m.group(1) : null;
    }

    /** The user when none is given; null for the operating system's user. */
    default String defaultUser() {
        return null;
    }

    /** The password when none is given; null for none. */
    default String defaultPassword() {
        return null;
    }

    /** The run option that switches this database's own snapshots on and off (e.g. {@code awr}); null for none. */
    default String snapshotOption() {
        return null;
    }

    /** When generate can measure the free space where the data will live (see {@link #dataDirectory}). */
    enum DiskCheck {
        /** Not at all: nothing is said about free space. */
        NONE,
        /** From the URL before connecting (an embedded database: connecting creates its files). */
        BEFORE_CONNECT,
        /** Through a connection (a server on this machine whose data directory the session may read). */
        AFTER_CONNECT
    }

    default DiskCheck diskCheck() {
        return DiskCheck.NONE;
    }

    /**
     * The folder the data will live in on this machine, read as {@link #diskCheck} says ({@code c} is null
     * before connecting); null when not knowable from here.
     */
    default java.nio.file.Path dataDirectory(String url, Connection c) throws SQLException {
        return null;
    }

    /**
     * The non-blocking client of users on event loops ({@code --user-threads event-loop}) for {@code spec}; null
     * where this database has none (the default). Throws a usage error for a URL the client cannot honour.
     */
    default EventLoopClient eventLoopClient(ConnectionSpec spec) {
        return null;
    }

    /**
     * The same connection with {@code schema} as its current schema, for a generation into a throwaway schema
     * ({@code generate --calibrate}); null where this database cannot be told so.
     */
    default ConnectionSpec inSchema(ConnectionSpec spec, String schema) {
        return null;
    }

    /** The SQL this database's workloads write where databases differ (its {@code SqlDialect}, same name). */
    default SqlDialect sql() {
        return SqlDialects.named(name());
    }

    /**
     * What an error means: the dialect's own codes first ({@link #ownKind}), then connection lost, a constraint
     * (ISO class 23), already exists and missing table as {@link #isConnectionLost} and the others say, then the
     * JDBC and ISO classes.
     */
    default SqlErrorKind classify(SQLException e) {
        SqlErrorKind own = ownKind(e);
        if (own != null) {
            return own;
        }
        if (isConnectionLost(e)) {
            return SqlErrorKind.CONNECTION_LOST;
        }
        SqlErrorKind standard = SqlErrorKind.standard(e);
        if (standard == SqlErrorKind.CONSTRAINT) {
            // Before isAlreadyExists, which also reads messages: a duplicate key's says its key "already exists".
            return standard;
        }
        if (isAlreadyExists(e)) {
            return SqlErrorKind.ALREADY_EXISTS;
        }
        if (isMissingTable(e)) {
            return SqlErrorKind.MISSING_TABLE;
        }
        return standard;
    }

    /** How to grant a user the right to create a workload's tables, as an example statement; null for none. */
    default String grantCreateHint(String user) {
        return null;
    }

    /** The kind this database's own codes give an error (timeouts, privileges, read-only...); null if none. */
    default SqlErrorKind ownKind(SQLException e) {
        return null;
    }

    /** Driver properties applied unless the user set them (timeouts, statement caching). */
    default Properties defaultProperties() {
        return new Properties();
    }

    /**
     * This database's JDBC driver, to connect through directly; null: through {@link java.sql.DriverManager}.
     * DriverManager loads and initialises every driver on the class path at its first connection (Oracle's
     * starts the platform MBean server): ~75 ms of every command's start, for drivers the command never uses.
     */
    default Driver driver() {
        return null;
    }

    /** A pool shared by users (--pool) and by generation workers. */
    default ConnectionPool createPool(ConnectionSpec spec, int maxSize, String name) {
        return new HikariConnectionPool(spec, driver(), maxSize, name);
    }

    /** Connections for users that each hold their own for the whole run (the default). */
    default ConnectionPool dedicatedConnections(ConnectionSpec spec) {
        return new DirectConnections(spec, driver());
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
     * Whether this table can be loaded whole in one stream that writes its rows frozen ({@link #frozenLoader});
     * by default not.
     */
    default boolean canLoadFrozen(Connection connection, TableDef table) throws SQLException {
        return false;
    }

    /**
     * Empties the table and opens a loader that writes its rows frozen, in the caller's transaction (which commits
     * both). Only for tables {@link #canLoadFrozen} accepts.
     */
    default BulkLoader frozenLoader(Connection connection, TableDef table) throws SQLException {
        throw new UnsupportedOperationException(name() + " has no frozen load");
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
    default void prepareLoadSession(Connection connection) throws SQLException {}

    /**
     * Applies storage options this dialect handles itself rather than through its SQL scripts (PostgreSQL's
     * tablespace; see {@code SqlDialect.appliesItself}) to a connection before it creates tables or
     * indexes.
     */
    default void prepareDdlSession(Connection connection, java.util.Map<String, String> options) throws SQLException {}

    /** Bytes on disk of tables and of their indexes, or -1 where the database does not tell. */
    TableSize size(Connection connection, String table) throws SQLException;

    /**
     * The database's cache of data blocks (shared_buffers, innodb_buffer_pool_size), or null where this database
     * does not say or the session may not read it: a run compares it with the data set it reads.
     */
    default DatabaseCache cache(Connection connection) {
        return null;
    }

    /**
     * The server's limit on connections as its settings name it (e.g. {@code max_connections 100}), for the
     * sentence of a run whose users were refused; null where unknown or not readable.
     */
    default String connectionLimit(Connection connection) {
        return null;
    }

    /** The limit that refused a log-on: {@code serverLimit}, unless the refusal names a narrower one (a role's). */
    default String limitThatRefused(SQLException refusal, String serverLimit) {
        return serverLimit;
    }

    /**
     * How many more connections the server takes now, for the capacity check before a run's users start; null
     * where this database has no such limit or the session may not read it.
     */
    default ConnectionRoom connectionRoom(Connection connection) {
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
     * A failure of the database's storage (a full disk, a read-only folder) in one sentence, for errors during
     * generate or a run as well as at connect; null when the error is not one or the dialect cannot tell.
     */
    default String describeStorageFailure(SQLException e, ConnectionSpec spec) {
        return null;
    }

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

    /**
     * Which of these names exist as a table, view or sequence in the connection's current schema, each with the
     * kind found there (a name we would give a table may be someone's view).
     */
    List<SchemaObject> existing(Connection connection, Collection<SchemaObject> objects) throws SQLException;

    /**
     * Objects outside {@code ours} (views, foreign keys of other tables, code) that depend on them, one phrase
     * each, looked up before dropping where the database would drop or break them without a word. Empty by
     * default, for databases whose plain DROP refuses by itself (see {@link #dependentsOf}).
     */
    default List<String> foreignDependents(Connection connection, Collection<SchemaObject> ours) throws SQLException {
        return List.of();
    }

    /**
     * The statements that drop these objects (all of them exist and are ours) and nothing else: no CASCADE, so
     * the database refuses when anything else depends on them. Views first, in reverse order of creation (a
     * view may use an earlier one), then the tables in one statement (so foreign keys among them do not
     * matter), then sequences. The caller runs them in one transaction and commits.
     */
    default List<String> dropStatements(List<SchemaObject> ours) {
        List<String> out = new ArrayList<>();
        List<SchemaObject> views = new ArrayList<>(
                ours.stream().filter(o -> o.kind().equals(SchemaObject.VIEW)).toList());
        java.util.Collections.reverse(views);
        views.forEach(v -> out.add("DROP VIEW IF EXISTS " + v.name() + " RESTRICT"));
        List<String> tables = ours.stream()
                .filter(o -> o.kind().equals(SchemaObject.TABLE))
                .map(SchemaObject::name)
                .toList();
        if (!tables.isEmpty()) {
            out.add("DROP TABLE IF EXISTS " + String.join(", ", tables) + " RESTRICT");
        }
        ours.stream()
                .filter(o -> o.kind().equals(SchemaObject.SEQUENCE))
                .forEach(q -> out.add("DROP SEQUENCE IF EXISTS " + q.name()));
        return out;
    }

    /**
     * The statements that drop the stored code these statements ({@code Schema.codeSql}) installed in the
     * connection's schema, as far as it exists: run by a drop of a workload whose generation installed it, in
     * the transaction that drops its tables. None by default (a database without stored code of ours).
     */
    default List<String> dropCodeStatements(Connection connection, List<String> codeSql) throws SQLException {
        return List.of();
    }

    /**
     * When a drop failed because objects that are not ours depend on ours: those objects in the database's
     * words (one line); null for any other error.
     */
    default String dependentsOf(SQLException e) {
        return null;
    }

    /**
     * Takes the named lock for this connection's schema, held until the connection is closed (the connection
     * serves the lock only); false at once when another session holds it. By default a row of
     * {@code surge_lock} locked with {@code SELECT ... FOR UPDATE NOWAIT} in a transaction left open (see
     * {@link RowLock}).
     */
    default boolean tryLock(Connection connection, String name) throws SQLException {
        return RowLock.tryLock(connection, name, this::isLockBusy);
    }

    /** Whether an error means a row lock is held by another session (NOWAIT refused it). */
    default boolean isLockBusy(SQLException e) {
        return false;
    }

    /**
     * How to put a workload in a schema of its own on this database, for a sentence: "put sh in a schema of its
     * own (" + this + ")", e.g. "on PostgreSQL: CREATE SCHEMA sh, then add ?currentSchema=sh to the URL".
     */
    String ownSchemaHint(String workload);

    /** Bytes of one table and its indexes. */
    record TableSize(String table, long tableBytes, long indexBytes) {}
}
