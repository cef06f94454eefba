package org.surgebench.core.db.oracle;

import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLRecoverableException;
import java.sql.Statement;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import org.surgebench.core.db.BulkLoader;
import org.surgebench.core.db.ConnectionPool;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.db.Dialect;
import org.surgebench.core.db.DirectConnections;
import org.surgebench.core.db.KeepAliveSocketFactory;
import org.surgebench.core.snapshot.SnapshotProvider;
import org.surgebench.core.spi.SchemaObject;
import org.surgebench.core.spi.TableDef;

/**
 * Oracle Database through the ojdbc11 thin driver: EZConnect ({@code jdbc:oracle:thin:@//host:1521/service}),
 * TNS aliases and descriptors (with {@code TNS_ADMIN} or {@code oracle.net.tns_admin}), wallets for Autonomous
 * Database. Pooling is UCP, loading uses array binds with {@code APPEND_VALUES}, statistics come from
 * DBMS_STATS, sizes from USER_SEGMENTS, and {@code awr=true} adds AWR snapshots to a run.
 */
public final class OracleDialect implements Dialect {
    /** TCP connect timeout, milliseconds. */
    static final String TCP_CONNECT_TIMEOUT_MS = "10000";
    /** Whole Oracle Net connection establishment (TCP, TLS, NS handshake), seconds. */
    static final String OUTBOUND_CONNECT_TIMEOUT_S = "20";

    /** Errors after which the session is gone and the user must reconnect. */
    private static final Set<Integer> CONNECTION_LOST = Set.of(
            28, // your session has been killed
            1012, // not logged on
            1033, // ORACLE initialization or shutdown in progress
            1034, // ORACLE not available
            1089, // immediate shutdown or close in progress
            1092, // ORACLE instance terminated
            2396, // exceeded maximum idle time
            3113, // end-of-file on communication channel
            3114, // not connected to ORACLE
            3135, // connection lost contact
            12514, 12528, 12537, 12541, 12170, // listener refused or timed out during a reconnect
            17002, // I/O error
            17008, // closed connection
            17410, // no more data to read from socket
            17447, // OALL8 is in an inconsistent state
            25408); // can not safely replay call (TAF)

    /** AWR snapshots of a run, direct-path loading and the storage variables of the Oracle scripts. */
    @Override
    public List<org.surgebench.core.spi.OptionSpec> options() {
        return List.of(
                org.surgebench.core.spi.OptionSpec.flag(
                        "awr",
                        false,
                        "Take AWR snapshots around the measured "
                                + "window and keep their figures and report (run; --awr)."),
                org.surgebench.core.spi.OptionSpec.text(
                        AwrSettings.USER,
                        null,
                        "The user that takes the AWR " + "snapshots (run; --awr-user; default: the run's user)."),
                org.surgebench.core.spi.OptionSpec.text(
                        AwrSettings.PASSWORD,
                        null,
                        "Its password (or " + AwrSettings.PASSWORD_ENV + "); shown and stored as ***."),
                org.surgebench.core.spi.OptionSpec.text(
                        AwrSettings.URL,
                        null,
                        "jdbc:oracle:thin:.+",
                        "an Oracle thin URL (jdbc:oracle:thin:...)",
                        "Where the AWR snapshots are taken, e.g. the " + "CDB root (default: the run's URL)."),
                org.surgebench.core.spi.OptionSpec.flag(
                        AwrSettings.REPORT, true, "Write the AWR HTML report of " + "the window."),
                org.surgebench.core.spi.OptionSpec.flag(
                        "append", true, "Load with direct-path inserts (APPEND_VALUES)" + " (generate)."),
                org.surgebench.core.spi.OptionSpec.whole(
                        "partitions",
                        "32",
                        1,
                        99_999,
                        "Hash partitions of the " + "partitioned tables (generate --partition)."),
                org.surgebench.core.spi.OptionSpec.whole(
                        "dop",
                        "8",
                        1,
                        99_999,
                        "Parallel degree of index builds " + "and server-side generation (generate)."),
                org.surgebench.core.spi.OptionSpec.flag(
                        "reverse", true, "Reverse-key indexes where the scripts " + "have them (generate)."),
                org.surgebench.core.spi.OptionSpec.flag(
                        "bitmap", true, "Bitmap indexes where the scripts have them" + " (generate)."));
    }

    @Override
    public String name() {
        return "oracle";
    }

    @Override
    public boolean accepts(String jdbcUrl) {
        return jdbcUrl.startsWith("jdbc:oracle:thin:");
    }

    @Override
    public Properties defaultProperties() {
        Properties p = new Properties();
        p.setProperty("oracle.net.CONNECT_TIMEOUT", TCP_CONNECT_TIMEOUT_MS);
        // The TCP timeout alone does not cover a host that accepts and then never answers (a hung listener,
        // a proxy): the outbound connect timeout bounds the whole Oracle Net handshake.
        p.setProperty("oracle.net.OUTBOUND_CONNECT_TIMEOUT", OUTBOUND_CONNECT_TIMEOUT_S);
        // Parse once per session: the driver keeps closed statements ready for reuse.
        p.setProperty("oracle.jdbc.implicitStatementCacheSize", "100");
        p.setProperty("defaultRowPrefetch", "100");
        p.setProperty("v$session.program", "surgebench");
        p.setProperty("oracle.jdbc.diagnostic.enableDiagnoseFirstFailure", "false");
        // The same keepalive policy as PostgreSQL's (KeepAliveSocketFactory says why): a silent network ends
        // a connection after 25 s instead of the operating system's hours. The driver sets the options itself.
        p.setProperty("oracle.net.keepAlive", "true");
        p.setProperty("oracle.net.TCP_KEEPIDLE", Integer.toString(KeepAliveSocketFactory.IDLE_SECONDS));
        p.setProperty("oracle.net.TCP_KEEPINTERVAL", Integer.toString(KeepAliveSocketFactory.INTERVAL_SECONDS));
        p.setProperty("oracle.net.TCP_KEEPCOUNT", Integer.toString(KeepAliveSocketFactory.PROBES));
        // TNS_ADMIN from the environment (tnsnames.ora, sqlnet.ora, an unzipped Autonomous wallet) when the
        // user has not set the property: the driver reads only the system property by itself.
        String tnsAdmin = System.getenv("TNS_ADMIN");
        if (tnsAdmin != null && !tnsAdmin.isBlank() && System.getProperty("oracle.net.tns_admin") == null) {
            p.setProperty("oracle.net.tns_admin", tnsAdmin);
        }
        return p;
    }

    @Override
    public ConnectionPool createPool(ConnectionSpec spec, int maxSize, String name) {
        return new UcpConnectionPool(spec, maxSize, name);
    }

    /**
     * Users holding their own connection get plain driver connections, except with Fast Connection Failover
     * ({@code fcf=true}): FAN events only reach connections that UCP manages, so then UCP hands them out too.
     */
    @Override
    public ConnectionPool dedicatedConnections(ConnectionSpec spec) {
        if (Boolean.parseBoolean(spec.properties().getProperty(UcpConnectionPool.FCF, "false"))) {
            return new UcpConnectionPool(spec, DEDICATED_UCP_LIMIT, "surge-users");
        }
        return new DirectConnections(withoutPoolProperties(spec));
    }

    /** The pool limit when UCP serves dedicated users: one connection per user, so only a safety bound. */
    static final int DEDICATED_UCP_LIMIT = 10_000;

    /** The spec without the properties that only configure UCP, so the driver never sees them. */
    static ConnectionSpec withoutPoolProperties(ConnectionSpec spec) {
        Properties p = new Properties();
        p.putAll(spec.properties());
        UcpConnectionPool.POOL_PROPERTIES.forEach(p::remove);
        return new ConnectionSpec(spec.url(), spec.user(), spec.password(), p);
    }

    @Override
    public BulkLoader bulkLoader(Connection connection, TableDef table) throws SQLException {
        return new OracleArrayLoader(connection, table, true);
    }

    @Override
    public BulkLoader bulkLoader(Connection connection, TableDef table, Map<String, String> options)
            throws SQLException {
        return new OracleArrayLoader(connection, table, OracleArrayLoader.append(options));
    }

    @Override
    public long executeServerSide(Connection connection, String sql) throws SQLException {
        return ServerSideSql.execute(connection, sql);
    }

    @Override
    public void analyze(Connection connection, List<String> tables) throws SQLException {
        // Per table, so the workload's tables get statistics and nothing else in the schema is touched;
        // cascade gathers the indexes, AUTO_DEGREE lets large tables use parallel query.
        try (CallableStatement cs = connection.prepareCall(
                "BEGIN DBMS_STATS.GATHER_TABLE_STATS(ownname => USER, "
                        + "tabname => ?, estimate_percent => DBMS_STATS.AUTO_SAMPLE_SIZE, "
                        + "method_opt => 'FOR ALL COLUMNS SIZE AUTO', degree => DBMS_STATS.AUTO_DEGREE, cascade => TRUE); END;")) {
            for (String t : tables) {
                cs.setString(1, t.toUpperCase(Locale.ROOT));
                cs.execute();
            }
        }
    }

    /** Statistics for the whole schema, for users who prefer it ({@code DBMS_STATS.GATHER_SCHEMA_STATS}). */
    public static void analyzeSchema(Connection connection) throws SQLException {
        try (Statement s = connection.createStatement()) {
            s.execute("BEGIN DBMS_STATS.GATHER_SCHEMA_STATS(ownname => USER, degree => DBMS_STATS.AUTO_DEGREE, "
                    + "cascade => TRUE); END;");
        }
    }

    @Override
    public TableSize size(Connection connection, String table) throws SQLException {
        String name = table.toUpperCase(Locale.ROOT);
        long tableBytes;
        long indexBytes;
        // Partitioned tables have one segment per partition; a table without rows may have no segment at all
        // (deferred segment creation), which counts as 0 bytes.
        try (PreparedStatement ps = connection.prepareStatement("SELECT COALESCE(SUM(bytes), 0) FROM user_segments "
                + "WHERE segment_name = ? AND segment_type IN ('TABLE', 'TABLE PARTITION', 'TABLE SUBPARTITION')")) {
            ps.setString(1, name);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                tableBytes = rs.getLong(1);
            }
        }
        try (PreparedStatement ps = connection.prepareStatement("SELECT COALESCE(SUM(s.bytes), 0) FROM user_segments s "
                + "JOIN user_indexes i ON i.index_name = s.segment_name WHERE i.table_name = ? "
                + "AND s.segment_type IN ('INDEX', 'INDEX PARTITION', 'INDEX SUBPARTITION')")) {
            ps.setString(1, name);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                indexBytes = rs.getLong(1);
            }
        }
        return new TableSize(table, tableBytes, indexBytes);
    }

    @Override
    public boolean isConnectionLost(SQLException e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof SQLRecoverableException) {
                return true;
            }
            if (t instanceof SQLException s && CONNECTION_LOST.contains(s.getErrorCode())) {
                return true;
            }
        }
        return Dialect.super.isConnectionLost(e);
    }

    /** ORA-00955 name in use, ORA-02260 one primary key only, ORA-01408 column list indexed, ORA-02275 constraint exists. */
    @Override
    public boolean isAlreadyExists(SQLException e) {
        int c = e.getErrorCode();
        return c == 955 || c == 2260 || c == 1408 || c == 2275;
    }

    /** The run option of AWR snapshots ({@link AwrSnapshotProvider}). */
    @Override
    public String snapshotOption() {
        return "awr";
    }

    @Override
    public String grantCreateHint(String user) {
        return "GRANT CREATE TABLE, CREATE SEQUENCE, CREATE VIEW, CREATE PROCEDURE TO " + user;
    }

    /**
     * ORA-01013 user requested cancel (a query timeout), ORA-01031 insufficient privileges, ORA-16000 read-only
     * database, ORA-00060 deadlock, ORA-08177 cannot serialize.
     */
    @Override
    public org.surgebench.core.spi.SqlErrorKind ownKind(SQLException e) {
        return switch (e.getErrorCode()) {
            case 1013 -> org.surgebench.core.spi.SqlErrorKind.TIMEOUT;
            case 1031 -> org.surgebench.core.spi.SqlErrorKind.PERMISSION;
            case 16000 -> org.surgebench.core.spi.SqlErrorKind.READ_ONLY;
            case 60, 8177 -> org.surgebench.core.spi.SqlErrorKind.DEADLOCK;
            default -> null;
        };
    }

    @Override
    public boolean isMissingTable(SQLException e) {
        return e.getErrorCode() == 942 || e.getErrorCode() == 4043;
    }

    /** The {@code processes} parameter, where the user may read v$parameter. */
    @Override
    public String connectionLimit(Connection connection) {
        try (Statement s = connection.createStatement();
                ResultSet rs = s.executeQuery("SELECT value FROM v$parameter WHERE name = 'processes'")) {
            return rs.next() ? "processes " + rs.getString(1) : null;
        } catch (SQLException e) {
            return null;
        }
    }

    @Override
    public List<SchemaObject> existing(Connection connection, Collection<SchemaObject> objects) throws SQLException {
        return OracleObjects.existing(connection, objects);
    }

    @Override
    public List<String> foreignDependents(Connection connection, Collection<SchemaObject> ours) throws SQLException {
        return OracleObjects.foreignDependents(connection, ours);
    }

    @Override
    public List<String> dropStatements(List<SchemaObject> ours) {
        return OracleObjects.dropStatements(ours);
    }

    /** The workload's PL/SQL packages that exist in the schema ({@link OracleStoredCode}). */
    @Override
    public List<String> dropCodeStatements(Connection connection, List<String> codeSql) throws SQLException {
        return OracleStoredCode.dropStatements(connection, codeSql);
    }

    /**
     * The default row lock (surge_lock, FOR UPDATE NOWAIT) rather than DBMS_LOCK, whose EXECUTE privilege users
     * seldom have: ORA-00054 resource busy (and ORA-30006 for a WAIT that timed out).
     */
    @Override
    public boolean isLockBusy(SQLException e) {
        return e.getErrorCode() == 54 || e.getErrorCode() == 30006;
    }

    @Override
    public String ownSchemaHint(String workload) {
        String user = workload.toUpperCase(Locale.ROOT);
        return "on Oracle: connect as another user, each user being a schema, e.g. CREATE USER " + user
                + " ..., then --user " + user;
    }

    @Override
    public String describeConnectFailure(SQLException e, ConnectionSpec spec) {
        return OracleErrors.describeConnectFailure(e, spec);
    }

    @Override
    public List<SnapshotProvider> snapshotProviders(ConnectionSpec spec, Map<String, String> options) {
        // The host's CPU from V$OSSTAT in every run: the database host is often one no surge agent may run on.
        if (!Boolean.parseBoolean(options.getOrDefault("awr", "false"))) {
            return List.of(new OsStatProvider());
        }
        // Opened here, before any user starts, so that a missing privilege is reported up front.
        AwrSnapshotProvider awr = new AwrSnapshotProvider(AwrSettings.from(spec, options));
        awr.open();
        return List.of(new OsStatProvider(), awr);
    }
}
