package org.surgebench.core.db;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.Locale;

/**
 * The {@code surge_schema} table: one row per generated workload recording its scale, seed and whether
 * its generation completed. Written {@code loading} before the first row is loaded and {@code complete}
 * after the last step, so an interrupted generation is recognised by run and verify.
 */
public final class SchemaRegistry {
    public static final String TABLE = "surge_schema";
    public static final String LOADING = "loading";
    public static final String COMPLETE = "complete";

    /** What was recorded for one workload. */
    public record Entry(String workload, double scale, long seed, String status, String options,
                       Instant startedAt, Instant completedAt) {
        public boolean complete() {
            return COMPLETE.equals(status);
        }
    }

    private SchemaRegistry() {
    }

    public static void ensureTable(Connection c) throws SQLException {
        // NUMERIC(19) rather than BIGINT, which Oracle does not know.
        createIfAbsent(c, TABLE, "(workload VARCHAR(40) PRIMARY KEY, scale DOUBLE PRECISION NOT NULL, "
                + "seed NUMERIC(19) NOT NULL, status VARCHAR(20) NOT NULL, options VARCHAR(2000), "
                + "started_at TIMESTAMP, completed_at TIMESTAMP)");
    }

    /**
     * Creates a table unless it exists, looked up through JDBC metadata in the current schema: portable to
     * databases without {@code CREATE TABLE IF NOT EXISTS} (Oracle before 23ai). Commits.
     */
    public static void createIfAbsent(Connection c, String table, String columns) throws SQLException {
        if (!exists(c, table)) {
            try (Statement s = c.createStatement()) {
                s.execute("CREATE TABLE " + table + " " + columns);
            } catch (SQLException e) {
                c.rollback();
                if (!exists(c, table)) {
                    throw e;
                }
            }
        }
        c.commit();
    }

    /** Whether a table of this name exists in the connection's current schema. */
    public static boolean exists(Connection c, String table) throws SQLException {
        DatabaseMetaData md = c.getMetaData();
        String name = md.storesUpperCaseIdentifiers() ? table.toUpperCase(Locale.ROOT)
                : md.storesLowerCaseIdentifiers() ? table.toLowerCase(Locale.ROOT) : table;
        String escape = md.getSearchStringEscape();
        if (escape != null && !escape.isEmpty()) {
            name = name.replace("_", escape + "_").replace("%", escape + "%");
        }
        try (ResultSet rs = md.getTables(c.getCatalog(), c.getSchema(), name, new String[] {"TABLE"})) {
            return rs.next();
        }
    }

    public static Entry read(Connection c, Dialect dialect, String workload) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT workload, scale, seed, status, options, started_at, "
                + "completed_at FROM " + TABLE + " WHERE workload = ?")) {
            ps.setString(1, workload);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    return null;
                }
                Timestamp started = rs.getTimestamp(6);
                Timestamp done = rs.getTimestamp(7);
                return new Entry(rs.getString(1), rs.getDouble(2), rs.getLong(3), rs.getString(4), rs.getString(5),
                        started == null ? null : started.toInstant(), done == null ? null : done.toInstant());
            }
        } catch (SQLException e) {
            if (dialect.isMissingTable(e)) {
                c.rollback();
                return null;
            }
            throw e;
        }
    }

    public static void markLoading(Connection c, String workload, double scale, long seed, String options)
            throws SQLException {
        ensureTable(c);
        remove(c, workload);
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO " + TABLE
                + " (workload, scale, seed, status, options, started_at) VALUES (?, ?, ?, ?, ?, ?)")) {
            ps.setString(1, workload);
            ps.setDouble(2, scale);
            ps.setLong(3, seed);
            ps.setString(4, LOADING);
            ps.setString(5, options);
            ps.setTimestamp(6, Timestamp.from(Instant.now()));
            ps.executeUpdate();
        }
        c.commit();
    }

    public static void markComplete(Connection c, String workload) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("UPDATE " + TABLE
                + " SET status = ?, completed_at = ? WHERE workload = ?")) {
            ps.setString(1, COMPLETE);
            ps.setTimestamp(2, Timestamp.from(Instant.now()));
            ps.setString(3, workload);
            ps.executeUpdate();
        }
        c.commit();
    }

    public static void remove(Connection c, String workload) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("DELETE FROM " + TABLE + " WHERE workload = ?")) {
            ps.setString(1, workload);
            ps.executeUpdate();
        }
        c.commit();
    }
}
