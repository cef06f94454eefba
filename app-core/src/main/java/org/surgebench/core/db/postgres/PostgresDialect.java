package org.surgebench.core.db.postgres;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import org.postgresql.util.PSQLException;
import org.surgebench.core.db.BulkLoader;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.db.Dialect;
import org.surgebench.core.db.EventLoopClient;
import org.surgebench.core.db.KeepAliveSocketFactory;
import org.surgebench.core.spi.SchemaObject;
import org.surgebench.core.spi.TableDef;

/** PostgreSQL: COPY for loading, server-side prepared statements from the first execution. */
public final class PostgresDialect implements Dialect {

    /** Session memory for index builds and key checks, and the statistics views of a run. */
    @Override
    public List<org.surgebench.core.spi.OptionSpec> options() {
        String size = "(?-i)[0-9]{1,9}(kB|MB|GB)";
        String expects = "a size such as 512MB or 2GB (a number followed by kB, MB or GB)";
        return List.of(
                org.surgebench.core.spi.OptionSpec.text(
                        MAINTENANCE_WORK_MEM,
                        null,
                        size,
                        expects,
                        "maintenance_work_mem of the sessions that build indexes (generate; default: the server's)."),
                org.surgebench.core.spi.OptionSpec.text(
                        WORK_MEM,
                        null,
                        size,
                        expects,
                        "work_mem of the sessions that check foreign keys (generate; default: the server's)."),
                org.surgebench.core.spi.OptionSpec.flag(
                        PgStatsProvider.OPTION,
                        true,
                        "Read pg_stat_* at the start and end of the run into the results (run)."));
    }

    @Override
    public String name() {
        return "postgresql";
    }

    @Override
    public java.sql.Driver driver() {
        return new org.postgresql.Driver();
    }

    @Override
    public boolean accepts(String jdbcUrl) {
        return jdbcUrl.startsWith("jdbc:postgresql:");
    }

    @Override
    public Properties defaultProperties() {
        Properties p = new Properties();
        // Named server-side statements from the first execution, as pgbench -M prepared does.
        p.setProperty("prepareThreshold", "1");
        // loginTimeout bounds the whole log-on (pgjdbc connects on a helper thread and gives up after it).
        // No separate connect or SSL-response timeout: any timed socket operation switches the JDK socket
        // to non-blocking mode for good, and then every read costs read+poll+read instead of one blocking
        // read (docs/benchmarks.md#no-timed-socket-reads-on-user-connections).
        p.setProperty("connectTimeout", "0");
        p.setProperty("sslResponseTimeout", "0");
        p.setProperty("loginTimeout", "15");
        // A silent network (packets dropped, no reset) must not hold a user for ever: keepalive probes after
        // 10 s of silence declare the connection dead after 25 s (KeepAliveSocketFactory says why this and not
        // a read timeout). tcpKeepAlive=true, or pgjdbc switches SO_KEEPALIVE off again after connecting.
        p.setProperty("tcpKeepAlive", "true");
        p.setProperty("socketFactory", KeepAliveSocketFactory.class.getName());
        p.setProperty("socketFactoryArg", KeepAliveSocketFactory.DEFAULT_ARG);
        p.setProperty("reWriteBatchedInserts", "true");
        p.setProperty("ApplicationName", "surgebench");
        return p;
    }

    @Override
    public BulkLoader bulkLoader(Connection connection, TableDef table) throws SQLException {
        return new PgCopyLoader(connection, table, false);
    }

    /** A plain table: the server refuses {@code COPY ... (FREEZE)} into a partitioned one. */
    @Override
    public boolean canLoadFrozen(Connection connection, TableDef table) throws SQLException {
        try (PreparedStatement ps =
                connection.prepareStatement("SELECT relkind FROM pg_class WHERE oid = to_regclass(?)")) {
            ps.setString(1, table.name());
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() && "r".equals(rs.getString(1));
            }
        }
    }

    /** {@code TRUNCATE}, then {@code COPY ... (FREEZE)} in the same transaction, as {@code pgbench -i} loads. */
    @Override
    public BulkLoader frozenLoader(Connection connection, TableDef table) throws SQLException {
        try (Statement s = connection.createStatement()) {
            s.execute("TRUNCATE " + table.name());
        }
        return new PgCopyLoader(connection, table, true);
    }

    /**
     * {@code VACUUM (ANALYZE)}, the same step as pgbench -i's: besides statistics it sets hint bits and the
     * visibility map once, instead of leaving that to the first transactions of the first run.
     */
    @Override
    public void analyze(Connection connection, List<String> tables) throws SQLException {
        boolean auto = connection.getAutoCommit();
        connection.setAutoCommit(true);
        try (Statement s = connection.createStatement()) {
            for (String t : tables) {
                s.execute("VACUUM (ANALYZE) " + t);
            }
        } finally {
            connection.setAutoCommit(auto);
        }
    }

    /**
     * No wait for the WAL flush at each chunk's commit: a chunk and its ledger row commit together, so a
     * crash loses both and --resume loads the chunk again; no idle timeout ({@link PgIdleTimeouts}): the admin
     * session waits through the whole load. Session-level only: the server is untouched. (A larger maintenance_work_mem for the primary keys was measured and gave nothing at 5 M rows.)
     */
    @Override
    public void prepareLoadSession(Connection connection) throws SQLException {
        try (Statement s = connection.createStatement()) {
            s.execute("SET synchronous_commit = off");
        }
        PgIdleTimeouts.off(connection);
    }

    /** Option: memory of each index build and foreign-key check session ({@code maintenance_work_mem}). */
    public static final String MAINTENANCE_WORK_MEM = "maintenance-work-mem";
    /** Option: memory of each sort or hash of the sessions that check the foreign keys ({@code work_mem}). */
    public static final String WORK_MEM = "work-mem";

    /**
     * {@code --option maintenance-work-mem=1GB} and {@code work-mem=256MB}: for the sessions that build indexes and
     * check keys, never for the server. Unset, the server's values hold: at soe scale 10 on a busy 2-core machine
     * 1GB/256MB did not shorten the index phase (docs/benchmarks.md#index-builds-use-the-servers-memory-settings).
     * {@code --tablespace}: {@code default_tablespace} puts every table and index this session creates there,
     * the primary keys' indexes included, without a TABLESPACE clause in each script. A tablespace that does
     * not exist is refused here, before anything is created.
     */
    @Override
    public void prepareDdlSession(Connection connection, java.util.Map<String, String> options) throws SQLException {
        try (Statement s = connection.createStatement()) {
            if (options.containsKey(MAINTENANCE_WORK_MEM)) {
                s.execute("SET maintenance_work_mem = '" + memory(options, MAINTENANCE_WORK_MEM) + "'");
            }
            if (options.containsKey(WORK_MEM)) {
                s.execute("SET work_mem = '" + memory(options, WORK_MEM) + "'");
            }
        }
        String tablespace = options.get("tablespace");
        if (tablespace == null || tablespace.isBlank()) {
            return;
        }
        // The name was checked to be a plain identifier (DdlScripts); unquoted, PostgreSQL folds it as
        // CREATE TABLESPACE did.
        try (Statement s = connection.createStatement()) {
            s.execute("SET default_tablespace = " + tablespace);
        } catch (SQLException e) {
            connection.rollback();
            throw org.surgebench.core.common.SurgeException.usage("The tablespace " + tablespace + " does not exist "
                    + "on this PostgreSQL server (or this user may not use it): create it (CREATE TABLESPACE "
                    + tablespace + " LOCATION '...') and grant CREATE on it, or leave out --tablespace; nothing "
                    + "was created.");
        }
    }

    /** A memory size option as PostgreSQL reads it (e.g. 512MB, 2GB); one sentence for anything else. */
    private static String memory(java.util.Map<String, String> options, String name) {
        String v = options.get(name).strip();
        if (!v.matches("[0-9]{1,9}(kB|MB|GB)")) {
            throw org.surgebench.core.common.SurgeException.usage("--option " + name + "=" + v
                    + " must be a size such as " + "512MB or 2GB (a number followed by kB, MB or GB).");
        }
        return v;
    }

    /** Set-based SQL over generate_series with {@code pg_temp.surge_hash} for the picks ({@link PgServerSide}). */
    @Override
    public long executeServerSide(Connection connection, String sql) throws SQLException {
        return PgServerSide.execute(connection, sql);
    }

    @Override
    public long serverSideChunkKeys() {
        return PgServerSide.CHUNK_KEYS;
    }

    @Override
    public TableSize size(Connection connection, String table) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement(
                // A partitioned table is empty itself: sum its partitions (pg_partition_tree has no rows for a
                // plain table, which keeps its own size).
                "SELECT COALESCE(SUM(pg_table_size(p.relid)), pg_table_size(c.oid)), "
                        + "COALESCE(SUM(pg_indexes_size(p.relid)), pg_indexes_size(c.oid)) FROM pg_class c "
                        + "LEFT JOIN LATERAL pg_partition_tree(c.oid) p ON true "
                        + "WHERE c.oid = to_regclass(?) GROUP BY c.oid")) {
            ps.setString(1, table);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? new TableSize(table, rs.getLong(1), rs.getLong(2)) : new TableSize(table, -1, -1);
            }
        }
    }

    /** Tables (plain, partitioned, foreign), views (plain, materialized) and sequences of the current schema. */
    @Override
    public List<SchemaObject> existing(Connection connection, Collection<SchemaObject> objects) throws SQLException {
        List<SchemaObject> out = new ArrayList<>();
        if (objects.isEmpty()) {
            return out;
        }
        try (PreparedStatement ps = connection.prepareStatement("SELECT c.relname, c.relkind FROM pg_class c "
                + "JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = current_schema() "
                + "AND c.relkind IN ('r', 'p', 'f', 'v', 'm', 'S') AND c.relname = ANY (?) ORDER BY c.relname")) {
            ps.setArray(
                    1,
                    connection.createArrayOf(
                            "text", objects.stream().map(SchemaObject::name).toArray()));
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    String kind = switch (rs.getString(2)) {
                        case "v", "m" -> SchemaObject.VIEW;
                        case "S" -> SchemaObject.SEQUENCE;
                        default -> SchemaObject.TABLE;
                    };
                    out.add(new SchemaObject(kind, rs.getString(1)));
                }
            }
        }
        connection.commit();
        return out;
    }

    /**
     * No look-up before the drop: the drop statements carry no CASCADE and run in one transaction, so PostgreSQL
     * itself checks every kind of dependency (views, materialized views, foreign keys, rules, column defaults
     * on our sequences, SQL-bodied functions), atomically and without a window between a check and the drop,
     * and refuses with 2BP01; the caller rolls back, nothing is dropped, and the DETAIL names the dependents.
     */
    @Override
    public String dependentsOf(SQLException e) {
        if (!"2BP01".equals(e.getSQLState())) {
            return null;
        }
        if (e instanceof PSQLException p
                && p.getServerErrorMessage() != null
                && p.getServerErrorMessage().getDetail() != null) {
            return String.join(
                    "; ", p.getServerErrorMessage().getDetail().strip().split("\\R"));
        }
        return PostgresConnectFailure.firstLine(String.valueOf(e.getMessage()));
    }

    @Override
    public List<String> dropCodeStatements(Connection connection, List<String> codeSql) throws SQLException {
        return PgStoredCode.dropStatements(connection, codeSql);
    }

    /** A session-level advisory lock ({@link PgAdvisoryLock}). */
    @Override
    public boolean tryLock(Connection connection, String name) throws SQLException {
        return PgAdvisoryLock.tryLock(connection, name);
    }

    @Override
    public String ownSchemaHint(String workload) {
        String schema = workload.toLowerCase(Locale.ROOT);
        return "on PostgreSQL: CREATE SCHEMA " + schema + ", then add ?currentSchema=" + schema + " to the URL";
    }

    /** PostgreSQL's statistics views, on unless the run option {@code pgstats=false}. */
    @Override
    public List<org.surgebench.core.snapshot.SnapshotProvider> snapshotProviders(
            ConnectionSpec spec, java.util.Map<String, String> options) {
        String on = options.get(org.surgebench.core.db.postgres.PgStatsProvider.OPTION);
        return on != null && !Boolean.parseBoolean(on)
                ? List.of()
                : List.of(new org.surgebench.core.db.postgres.PgStatsProvider());
    }

    @Override
    public org.surgebench.core.db.DatabaseCache cache(Connection connection) {
        return PgRunSettings.cache(connection);
    }

    @Override
    public String connectionLimit(Connection connection) {
        return PgRunSettings.connectionLimit(connection);
    }

    @Override
    public String limitThatRefused(SQLException refusal, String serverLimit) {
        return PgRunSettings.limitThatRefused(refusal, serverLimit);
    }

    @Override
    public org.surgebench.core.db.ConnectionRoom connectionRoom(Connection connection) {
        return PgRunSettings.connectionRoom(connection);
    }

    /** 42P07 relation, 42710 object exists; 42P16 multiple primary keys. */
    @Override
    public boolean isAlreadyExists(SQLException e) {
        String s = e.getSQLState();
        return Dialect.super.isAlreadyExists(e) || "42P07".equals(s) || "42710".equals(s) || "42P16".equals(s);
    }

    /** Vert.x's PostgreSQL client, from the same URL, user and password ({@link PgEventLoopOptions}). */
    @Override
    public EventLoopClient eventLoopClient(ConnectionSpec spec) {
        return new PgEventLoopClient(PgEventLoopOptions.of(spec));
    }

    /** The driver's currentSchema property. */
    @Override
    public ConnectionSpec inSchema(ConnectionSpec spec, String schema) {
        Properties props = new Properties();
        props.putAll(spec.properties());
        props.setProperty("currentSchema", schema);
        return new ConnectionSpec(spec.url(), spec.user(), spec.password(), props);
    }

    /** The run option of PostgreSQL's statistics snapshots ({@link PgStatsProvider}). */
    @Override
    public String snapshotOption() {
        return "pgstats";
    }

    @Override
    public DiskCheck diskCheck() {
        return DiskCheck.AFTER_CONNECT;
    }

    /** The data directory of a server on this machine, if this session may read its setting. */
    @Override
    public java.nio.file.Path dataDirectory(String url, Connection c) throws SQLException {
        return PgDataDirectory.of(url, c);
    }

    @Override
    public String grantCreateHint(String user) {
        return "GRANT CREATE ON SCHEMA public TO " + user;
    }

    /** 57014 query cancelled (its JDBC query timeout is a cancel request), 42501 insufficient privilege. */
    @Override
    public org.surgebench.core.spi.SqlErrorKind ownKind(SQLException e) {
        String s = String.valueOf(e.getSQLState());
        return s.equals("57014")
                ? org.surgebench.core.spi.SqlErrorKind.TIMEOUT
                : s.equals("42501") ? org.surgebench.core.spi.SqlErrorKind.PERMISSION : null;
    }

    @Override
    public boolean isMissingTable(SQLException e) {
        return "42P01".equals(e.getSQLState());
    }

    @Override
    public boolean isConnectionLost(SQLException e) {
        // 57P01 admin shutdown / terminated backend, 57P02 crash shutdown, 57P03 cannot connect now.
        String s = e.getSQLState();
        return Dialect.super.isConnectionLost(e) || "57P01".equals(s) || "57P02".equals(s) || "57P03".equals(s);
    }

    @Override
    public String describeConnectFailure(SQLException e, ConnectionSpec spec) {
        return PostgresConnectFailure.describe(e, spec);
    }
}
