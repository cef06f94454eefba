package org.surgebench.core.generate;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;
import org.surgebench.core.db.SchemaRegistry;

/**
 * The chunks of a generation that are loaded, one row each, committed in the same transaction as the
 * chunk's rows: a resumed generation skips exactly those and never loads a row twice.
 */
final class LoadLedger {
    static final String TABLE = "surge_load_chunk";

    private LoadLedger() {}

    static void ensureTable(Connection c) throws SQLException {
        SchemaRegistry.createIfAbsent(
                c,
                TABLE,
                "(workload VARCHAR(40) NOT NULL, table_name VARCHAR(128) NOT NULL, "
                        + "chunk NUMERIC(19) NOT NULL, rows_loaded NUMERIC(19) NOT NULL, bytes_loaded NUMERIC(19) NOT NULL, "
                        + "PRIMARY KEY (workload, table_name, chunk))");
    }

    /** Chunks already loaded, keyed by {@code table/chunk}, with the rows each loaded. */
    static Map<String, long[]> done(Connection c, String workload) throws SQLException {
        Map<String, long[]> out = new HashMap<>();
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT table_name, chunk, rows_loaded, bytes_loaded FROM " + TABLE + " WHERE workload = ?")) {
            ps.setString(1, workload);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.put(key(rs.getString(1), rs.getLong(2)), new long[] {rs.getLong(3), rs.getLong(4)});
                }
            }
        }
        c.commit();
        return out;
    }

    static String key(String table, long chunk) {
        return table.toLowerCase(java.util.Locale.ROOT) + "/" + chunk;
    }

    /** Records a chunk inside the caller's transaction (committed together with the chunk's rows). */
    static void record(Connection c, String workload, String table, long chunk, long rows, long bytes)
            throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO " + TABLE
                + " (workload, table_name, chunk, rows_loaded, bytes_loaded) VALUES (?, ?, ?, ?, ?)")) {
            ps.setString(1, workload);
            ps.setString(2, table.toLowerCase(java.util.Locale.ROOT));
            ps.setLong(3, chunk);
            ps.setLong(4, rows);
            ps.setLong(5, bytes);
            ps.executeUpdate();
        }
    }

    static void clear(Connection c, String workload) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("DELETE FROM " + TABLE + " WHERE workload = ?")) {
            ps.setString(1, workload);
            ps.executeUpdate();
        } catch (SQLException e) {
            c.rollback();
            return;
        }
        c.commit();
    }
}
