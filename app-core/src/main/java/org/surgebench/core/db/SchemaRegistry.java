package org.surgebench.core.db;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.spi.SchemaObject;

/**
 * The {@code surge_schema} table: one row per generated workload recording its scale, seed and whether
 * its generation completed. Written {@code loading} before the first row is loaded and {@code complete}
 * after the last step, so an interrupted generation is recognised by run and verify; {@code dropping} from the
 * moment a drop starts until its last object is gone, so a drop that stopped half-way is never taken for a
 * complete schema.
 *
 * <p>Beside it {@code surge_object}: one row per table, view or sequence a workload created (or claimed in
 * order to drop it), keyed by the name alone, so the database itself refuses a second owner of a name.
 * These rows are the only objects Surgebench ever drops.
 */
public final class SchemaRegistry {
    public static final String TABLE = "surge_schema";
    public static final String OBJECTS = "surge_object";
    public static final String LOADING = "loading";
    public static final String COMPLETE = "complete";
    public static final String DROPPING = "dropping";

    /** What was recorded for one workload. */
    public record Entry(
            String workload,
            double scale,
            long seed,
            String status,
            String options,
            Instant startedAt,
            Instant completedAt) {
        public boolean complete() {
            return COMPLETE.equals(status);
        }

        /** Why a schema that is not complete cannot be used, and what finishes it, for {@code reference}. */
        public String unfinished(String reference) {
            return DROPPING.equals(status)
                    ? "is half dropped (a drop of it did not finish): run `surge drop " + reference + "` to finish it"
                    : "is incomplete (its generation did not finish): run `surge generate " + reference
                            + " --resume` to finish it or `--force` to start over";
        }
    }

    private SchemaRegistry() {}

    public static void ensureTable(Connection c) throws SQLException {
        // NUMERIC(19) rather than BIGINT, which Oracle does not know.
        createIfAbsent(
                c,
                TABLE,
                "(workload VARCHAR(40) PRIMARY KEY, scale DOUBLE PRECISION NOT NULL, "
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
        String name = md.storesUpperCaseIdentifiers()
                ? table.toUpperCase(Locale.ROOT)
                : md.storesLowerCaseIdentifiers() ? table.toLowerCase(Locale.ROOT) : table;
        String escape = md.getSearchStringEscape();
        if (escape != null && !escape.isEmpty()) {
            name = name.replace("_", escape + "_").replace("%", escape + "%");
        }
        try (ResultSet rs = md.getTables(c.getCatalog(), c.getSchema(), name, new String[] {"TABLE"})) {
            return rs.next();
        }
    }

    /** A name recorded as a workload's. */
    public record Owned(String workload, SchemaObject object) {}

    public static void ensureObjectTable(Connection c) throws SQLException {
        createIfAbsent(
                c,
                OBJECTS,
                "(name VARCHAR(128) PRIMARY KEY, workload VARCHAR(40) NOT NULL, " + "kind VARCHAR(20) NOT NULL)");
    }

    /** Every entry of this schema's registry (none when there is no registry). */
    public static List<Entry> all(Connection c, Dialect dialect) throws SQLException {
        List<Entry> out = new ArrayList<>();
        if (!exists(c, TABLE)) {
            return out;
        }
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT workload FROM " + TABLE)) {
            List<String> names = new ArrayList<>();
            while (rs.next()) {
                names.add(rs.getString(1));
            }
            for (String w : names) {
                Entry e = read(c, dialect, w);
                if (e != null) {
                    out.add(e);
                }
            }
        }
        c.commit();
        return out;
    }

    /** Who owns which name in this schema, by lower-case name (empty when nothing was recorded). */
    public static Map<String, Owned> owners(Connection c) throws SQLException {
        Map<String, Owned> out = new LinkedHashMap<>();
        if (!exists(c, OBJECTS)) {
            return out;
        }
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT name, workload, kind FROM " + OBJECTS + " ORDER BY name")) {
            while (rs.next()) {
                SchemaObject o = new SchemaObject(rs.getString(3), rs.getString(1));
                out.put(o.name(), new Owned(rs.getString(2), o));
            }
        }
        c.commit();
        return out;
    }

    /**
     * Records these names as the workload's besides what it has, in one transaction: if another workload holds
     * one of them (or takes it at the same moment), the primary key refuses, nothing is recorded, and the
     * {@link SQLException} is thrown. Commits.
     */
    public static void claim(Connection c, String workload, Collection<SchemaObject> objects) throws SQLException {
        ensureObjectTable(c);
        try {
            insertObjects(c, workload, objects);
            c.commit();
        } catch (SQLException e) {
            c.rollback();
            throw e;
        }
    }

    /** Forgets these names of the workload (after they were dropped, or when a drop was refused). Commits. */
    public static void release(Connection c, String workload, Collection<SchemaObject> objects) throws SQLException {
        if (objects.isEmpty() || !exists(c, OBJECTS)) {
            return;
        }
        try (PreparedStatement ps = c.prepareStatement("DELETE FROM " + OBJECTS + " WHERE workload = ? AND name = ?")) {
            for (SchemaObject o : objects) {
                ps.setString(1, workload);
                ps.setString(2, o.name());
                ps.executeUpdate();
            }
        }
        c.commit();
    }

    private static void insertObjects(Connection c, String workload, Collection<SchemaObject> objects)
            throws SQLException {
        try (PreparedStatement ps =
                c.prepareStatement("INSERT INTO " + OBJECTS + " (name, workload, kind) " + "VALUES (?, ?, ?)")) {
            for (SchemaObject o : objects) {
                ps.setString(1, o.name());
                ps.setString(2, workload);
                ps.setString(3, o.kind());
                ps.executeUpdate();
            }
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
                return new Entry(
                        rs.getString(1),
                        rs.getDouble(2),
                        rs.getLong(3),
                        rs.getString(4),
                        rs.getString(5),
                        started == null ? null : started.toInstant(),
                        done == null ? null : done.toInstant());
            }
        } catch (SQLException e) {
            if (dialect.isMissingTable(e)) {
                c.rollback();
                return null;
            }
            throw e;
        }
    }

    /**
     * Marks the workload's generation started, and records {@code objects} as all it owns, in one transaction
     * (the primary key of {@code surge_object} refuses a name another workload holds). Commits.
     */
    public static void markLoading(
            Connection c, String workload, double scale, long seed, String options, Collection<SchemaObject> objects)
            throws SQLException {
        ensureTable(c);
        ensureObjectTable(c);
        try {
            delete(c, workload);
            insertObjects(c, workload, objects);
            insertLoading(c, workload, scale, seed, options);
            c.commit();
        } catch (SQLException e) {
            c.rollback();
            throw e;
        }
    }

    private static void insertLoading(Connection c, String workload, double scale, long seed, String options)
            throws SQLException {
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
    }

    public static void markComplete(Connection c, String workload) throws SQLException {
        try (PreparedStatement ps =
                c.prepareStatement("UPDATE " + TABLE + " SET status = ?, completed_at = ? WHERE workload = ?")) {
            ps.setString(1, COMPLETE);
            ps.setTimestamp(2, Timestamp.from(Instant.now()));
            ps.setString(3, workload);
            ps.executeUpdate();
        }
        c.commit();
    }

    /**
     * Sets the workload's status, in the caller's transaction (not committed here): {@link #DROPPING} before a
     * drop's first statement, where a database that commits each DDL statement (MariaDB, H2) commits it with that
     * statement and one that does not (PostgreSQL) rolls it back with a refused drop.
     */
    public static void setStatus(Connection c, String workload, String status) throws SQLException {
        if (!exists(c, TABLE)) {
            return;
        }
        try (PreparedStatement ps = c.prepareStatement("UPDATE " + TABLE + " SET status = ? WHERE workload = ?")) {
            ps.setString(1, status);
            ps.setString(2, workload);
            ps.executeUpdate();
        }
    }

    /** Forgets the workload: its registry row and every name recorded as its own. Commits. */
    public static void remove(Connection c, String workload) throws SQLException {
        delete(c, workload);
        c.commit();
    }

    private static void delete(Connection c, String workload) throws SQLException {
        for (String table : List.of(TABLE, OBJECTS)) {
            if (!exists(c, table)) {
                continue;
            }
            try (PreparedStatement ps = c.prepareStatement("DELETE FROM " + table + " WHERE workload = ?")) {
                ps.setString(1, workload);
                ps.executeUpdate();
            }
        }
    }

    /**
     * The registry entry of a complete schema, or a one-sentence error naming the fix; {@code reference} is the
     * workload as the user gave it (a name, or a file's path), for the command to run.
     */
    public static Entry requireComplete(Database db, Connection c, String workload, String reference)
            throws SQLException {
        Entry entry = read(c, db.dialect(), workload);
        if (entry == null) {
            throw new SurgeException(
                    SurgeException.SCHEMA,
                    "No " + workload + " schema found at "
                            + db.spec().where() + " for user '" + db.spec().user() + "': run `surge generate "
                            + reference
                            + "` first.");
        }
        if (!entry.complete()) {
            throw new SurgeException(
                    SurgeException.SCHEMA,
                    "The " + workload + " schema at " + db.spec().where() + " " + entry.unfinished(reference) + ".");
        }
        return entry;
    }
}
