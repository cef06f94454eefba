package org.surgebench.core.db.mariadb;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import org.surgebench.core.db.BulkLoader;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.db.Dialect;
import org.surgebench.core.snapshot.SnapshotProvider;
import org.surgebench.core.spi.SchemaObject;
import org.surgebench.core.spi.TableDef;

/**
 * MariaDB 10.6+ through the MariaDB Connector/J ({@code jdbc:mariadb:} URLs): InnoDB tables, loading with
 * {@code LOAD DATA LOCAL INFILE} from a stream ({@link LoadDataLoader}), the server's counters and
 * performance_schema as its view of a run ({@link MariaDbStatusProvider}). A MariaDB database is what
 * JDBC calls a catalog; the driver is told to call it the schema, as the engine expects.
 * {@link MySqlDialect} is the same for MySQL 8 with MySQL's Connector/J.
 */
public class MariaDbDialect implements Dialect {
    /** Generate option: how rows are loaded, {@code infile} (the default) or {@code batch}. */
    public static final String LOAD_OPTION = "load";

    /** How tables are loaded, and the server's status in the results. */
    @Override
    public List<org.surgebench.core.spi.OptionSpec> options() {
        return List.of(
                org.surgebench.core.spi.OptionSpec.choice(
                        LOAD_OPTION,
                        "infile",
                        "How generate loads: infile (LOAD "
                                + "DATA LOCAL INFILE from a stream) or batch (batched INSERTs, where local_infile is off).",
                        "infile",
                        "batch"),
                org.surgebench.core.spi.OptionSpec.flag(
                        MariaDbStatusProvider.OPTION,
                        true,
                        "Read SHOW GLOBAL "
                                + "STATUS and performance_schema at the start and end of the run into the results (run)."));
    }

    @Override
    public String name() {
        return "mariadb";
    }

    /** The product name in sentences. */
    protected String product() {
        return "MariaDB";
    }

    @Override
    public java.sql.Driver driver() {
        return new org.mariadb.jdbc.Driver();
    }

    @Override
    public boolean accepts(String jdbcUrl) {
        return jdbcUrl.startsWith("jdbc:mariadb:");
    }

    @Override
    public Properties defaultProperties() {
        Properties p = new Properties();
        // The database in the URL is the connection's schema (Connection.getSchema), as for the other databases.
        p.setProperty("useCatalogTerm", "Schema");
        // LOAD DATA LOCAL INFILE from a stream the loader hands the driver; no file is read.
        p.setProperty("allowLocalInfile", "true");
        // Client-side prepared statements (the driver's default): sent as text, so performance_schema's digest
        // summary counts them for the top statements; MariaDB 10.11 leaves server-side ones out of it.
        p.setProperty("useServerPrepStmts", "false");
        p.setProperty("connectTimeout", "15000");
        p.setProperty("tcpKeepAlive", "true");
        return p;
    }

    /**
     * Vert.x's MySQL client, from the same URL, user and password ({@link MariaDbEventLoopOptions}). Asked for
     * ({@code --user-threads event-loop}) only: auto keeps the users on threads ({@link MariaDbEventLoopClient}).
     */
    @Override
    public org.surgebench.core.db.EventLoopClient eventLoopClient(ConnectionSpec spec) {
        return new MariaDbEventLoopClient(MariaDbEventLoopOptions.of(spec, defaultProperties()));
    }

    @Override
    public BulkLoader bulkLoader(Connection connection, TableDef table) throws SQLException {
        return new LoadDataLoader(connection, table);
    }

    /**
     * {@code --option load=batch} loads with batched multi-row INSERTs instead of LOAD DATA LOCAL INFILE, for
     * servers that refuse local_infile; docs/benchmarks.md#tpcb-on-mariadb has the two side by side.
     */
    @Override
    public BulkLoader bulkLoader(Connection connection, TableDef table, Map<String, String> options)
            throws SQLException {
        return "batch".equals(loadWay(options))
                ? new org.surgebench.core.db.BatchBulkLoader(connection, table)
                : new LoadDataLoader(connection, table);
    }

    private String loadWay(Map<String, String> options) {
        String load = options.getOrDefault(LOAD_OPTION, "infile");
        if (!load.equals("infile") && !load.equals("batch")) {
            throw org.surgebench.core.common.SurgeException.usage("--option " + LOAD_OPTION + "=" + load
                    + " is not a way to load " + product() + ": use infile (LOAD DATA LOCAL INFILE, the default) or "
                    + "batch (batched INSERTs); nothing was created.");
        }
        return load;
    }

    /** Checks the load option before anything is created. */
    @Override
    public void prepareDdlSession(Connection connection, Map<String, String> options) {
        loadWay(options);
    }

    @Override
    public void analyze(Connection connection, List<String> tables) throws SQLException {
        try (Statement s = connection.createStatement()) {
            for (String t : tables) {
                try (ResultSet rs = s.executeQuery("ANALYZE TABLE " + t)) {
                    while (rs.next()) {
                        // ANALYZE answers with rows; an error shows as Msg_type 'error'.
                        if ("error".equalsIgnoreCase(rs.getString(3))) {
                            throw new SQLException("ANALYZE TABLE " + t + ": " + rs.getString(4));
                        }
                    }
                }
            }
        }
        connection.commit();
    }

    /**
     * No unique and foreign-key checks while loading rows the generator made unique and consistent, and no
     * binary log for the session where the user may turn it off (a replica would not see the load: fine for a
     * benchmark schema, and refused quietly without the privilege). Session settings only.
     */
    @Override
    public void prepareLoadSession(Connection connection) throws SQLException {
        try (Statement s = connection.createStatement()) {
            s.execute("SET SESSION unique_checks = 0, foreign_key_checks = 0");
        }
    }

    @Override
    public TableSize size(Connection connection, String table) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement("SELECT data_length, index_length FROM "
                + "information_schema.tables WHERE table_schema = DATABASE() AND table_name = ?")) {
            ps.setString(1, table.toLowerCase(Locale.ROOT));
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? new TableSize(table, rs.getLong(1), rs.getLong(2)) : new TableSize(table, -1, -1);
            }
        } finally {
            connection.commit();
        }
    }

    @Override
    public org.surgebench.core.db.DatabaseCache cache(Connection connection) {
        try (Statement s = connection.createStatement();
                ResultSet rs = s.executeQuery("SELECT @@innodb_buffer_pool_size")) {
            return rs.next()
                    ? new org.surgebench.core.db.DatabaseCache("innodb_buffer_pool_size", rs.getLong(1))
                    : null;
        } catch (SQLException e) {
            return null;
        }
    }

    @Override
    public String connectionLimit(Connection connection) {
        try (Statement s = connection.createStatement();
                ResultSet rs = s.executeQuery("SELECT @@max_connections, @@max_user_connections")) {
            if (!rs.next()) {
                return null;
            }
            long perUser = rs.getLong(2);
            return "max_connections " + rs.getLong(1) + (perUser > 0 ? ", max_user_connections " + perUser : "");
        } catch (SQLException e) {
            return null;
        }
    }

    @Override
    public org.surgebench.core.db.ConnectionRoom connectionRoom(Connection connection) {
        return MariaDbConnectionRoom.read(connection);
    }

    @Override
    public boolean isConnectionLost(SQLException e) {
        return MariaDbErrors.isConnectionLost(e);
    }

    @Override
    public boolean isAlreadyExists(SQLException e) {
        return Dialect.super.isAlreadyExists(e) || MariaDbErrors.isAlreadyExists(e);
    }

    @Override
    public String grantCreateHint(String user) {
        return "GRANT ALL ON the database TO '" + user + "'";
    }

    @Override
    public org.surgebench.core.spi.SqlErrorKind ownKind(SQLException e) {
        return MariaDbErrors.kind(e);
    }

    @Override
    public boolean isMissingTable(SQLException e) {
        return MariaDbErrors.isMissingTable(e);
    }

    @Override
    public String describeConnectFailure(SQLException e, ConnectionSpec spec) {
        return MariaDbErrors.describeConnectFailure(product(), e, spec);
    }

    @Override
    public String describeStorageFailure(SQLException e, ConnectionSpec spec) {
        return MariaDbErrors.describeStorageFailure(product(), e, spec);
    }

    /** The server's counters and performance_schema, on unless the run option {@code dbstats=false}. */
    @Override
    public List<SnapshotProvider> snapshotProviders(ConnectionSpec spec, Map<String, String> options) {
        String on = options.get(MariaDbStatusProvider.OPTION);
        return on != null && !Boolean.parseBoolean(on) ? List.of() : List.of(new MariaDbStatusProvider(product()));
    }

    /** Base tables, views and sequences of the current database (MariaDB's sequences are tables of a kind). */
    @Override
    public List<SchemaObject> existing(Connection connection, Collection<SchemaObject> objects) throws SQLException {
        List<SchemaObject> out = new ArrayList<>();
        if (objects.isEmpty()) {
            return out;
        }
        String in = String.join(", ", java.util.Collections.nCopies(objects.size(), "?"));
        try (PreparedStatement ps = connection.prepareStatement("SELECT table_name, table_type FROM "
                + "information_schema.tables WHERE table_schema = DATABASE() AND LOWER(table_name) IN (" + in
                + ") ORDER BY table_name")) {
            int i = 1;
            for (SchemaObject o : objects) {
                ps.setString(i++, o.name().toLowerCase(Locale.ROOT));
            }
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    String type = rs.getString(2);
                    String kind = type.equals("SEQUENCE")
                            ? SchemaObject.SEQUENCE
                            : type.equals("VIEW") ? SchemaObject.VIEW : SchemaObject.TABLE;
                    out.add(new SchemaObject(kind, rs.getString(1).toLowerCase(Locale.ROOT)));
                }
            }
        }
        connection.commit();
        return out;
    }

    /**
     * As every database, with foreign key checks off for the drop: MariaDB drops the tables of one DROP TABLE one
     * after the other and refuses a table that a table later in the list still references (error 1451), whatever
     * the order of creation. Foreign keys of tables that are not ours on ours were refused before the drop
     * ({@link #foreignDependents}), so only keys among our own tables are passed over.
     */
    @Override
    public List<String> dropStatements(List<SchemaObject> ours) {
        List<String> out = new ArrayList<>();
        out.add("SET SESSION foreign_key_checks = 0");
        out.addAll(Dialect.super.dropStatements(ours));
        out.add("SET SESSION foreign_key_checks = 1");
        return out;
    }

    /**
     * The functions and procedures these statements create ({@code CREATE OR REPLACE FUNCTION|PROCEDURE name}),
     * dropped where they exist: MariaDB drops a routine by name alone.
     */
    @Override
    public List<String> dropCodeStatements(Connection connection, List<String> codeSql) {
        java.util.regex.Pattern created = java.util.regex.Pattern.compile(
                "(?is)^CREATE\\s+(?:OR\\s+REPLACE\\s+)?(FUNCTION|PROCEDURE)\\s+([A-Za-z0-9_]+).*");
        List<String> out = new ArrayList<>();
        for (String sql : codeSql) {
            java.util.regex.Matcher m = created.matcher(sql.strip());
            if (m.matches()) {
                out.add("DROP " + m.group(1).toUpperCase(Locale.ROOT) + " IF EXISTS " + m.group(2));
            }
        }
        return out;
    }

    /**
     * Looked up before the drop, because every DDL statement commits by itself (a refusal half-way would leave
     * some of ours dropped) and a view on a dropped table is left behind broken without a word: foreign keys of
     * other tables on ours, and views that are not ours and name one of ours.
     */
    @Override
    public List<String> foreignDependents(Connection connection, Collection<SchemaObject> ours) throws SQLException {
        return MariaDbDependents.of(connection, ours);
    }

    /**
     * A named lock of the server ({@code GET_LOCK}): no table, no open transaction, released when the connection
     * closes. Lock names are server-wide, so the database is part of the name; hashed to fit the 64 characters.
     */
    @Override
    public boolean tryLock(Connection connection, String name) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement("SELECT GET_LOCK(?, 0)")) {
            ps.setString(1, "surge:" + digest(connection.getSchema() + "." + name));
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                boolean got = rs.getInt(1) == 1;
                connection.commit();
                return got;
            }
        }
    }

    private static String digest(String text) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(d, 0, 24);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public String ownSchemaHint(String workload) {
        String db = workload.toLowerCase(Locale.ROOT);
        return "on " + product() + ": CREATE DATABASE " + db + ", then name it in the URL (jdbc:" + name()
                + "://host:3306/" + db + ")";
    }
}
