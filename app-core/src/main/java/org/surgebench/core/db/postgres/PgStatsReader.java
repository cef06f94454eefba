package org.surgebench.core.db.postgres;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.surgebench.core.db.postgres.PgCounters.PgStatement;

/**
 * Reads PostgreSQL's cumulative statistics views into a {@link PgCounters}. Numeric columns are taken by
 * name, so views that gained or lost columns between releases still read. Every reading ends its
 * transaction: PostgreSQL keeps statistics fixed within one (stats_fetch_consistency), and the next
 * reading must see fresh numbers.
 */
final class PgStatsReader {
    private static final Set<String> NOT_COUNTERS = Set.of("datid", "numbackends", "oid");

    private final int serverVersion;
    private final long blockSize;
    private String statementsStatus;

    PgStatsReader(Connection c) throws SQLException {
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT current_setting('server_version_num')::int, "
                        + "current_setting('block_size')::bigint")) {
            rs.next();
            serverVersion = rs.getInt(1);
            blockSize = rs.getLong(2);
        } finally {
            c.commit();
        }
    }

    int serverVersion() {
        return serverVersion;
    }

    /** "installed", or why top SQL is missing. */
    String statementsStatus() {
        return statementsStatus;
    }

    /**
     * @param full also the per-table and per-index counters and pg_stat_statements (start and end of the
     *             window); without, only the totals (the once-a-second samples)
     */
    PgCounters read(Connection c, boolean full) throws SQLException {
        Map<String, Double> totals = new LinkedHashMap<>();
        Map<String, Map<String, Double>> tables;
        Map<String, Map<String, Double>> indexes;
        double at;
        try {
            at = System.nanoTime() / 1e9;
            row(c, "db", "SELECT * FROM pg_stat_database WHERE datname = current_database()", totals);
            row(c, "bgwriter", "SELECT * FROM pg_stat_bgwriter", totals);
            if (serverVersion >= 140000) {
                row(c, "wal", "SELECT * FROM pg_stat_wal", totals);
            }
            if (serverVersion >= 170000) {
                row(c, "checkpointer", "SELECT * FROM pg_stat_checkpointer", totals);
            }
            if (serverVersion >= 160000) {
                row(
                        c,
                        "io",
                        "SELECT sum(reads) AS reads, sum(writes) AS writes, sum(extends) AS extends, "
                                + "sum(hits) AS hits FROM pg_stat_io",
                        totals);
            }
            tables = !full
                    ? Map.of()
                    : perObject(
                            c,
                            "SELECT schemaname || '.' || relname, heap_blks_read, heap_blks_hit, idx_blks_read, "
                                    + "idx_blks_hit, toast_blks_read, toast_blks_hit FROM pg_statio_user_tables");
            indexes = !full
                    ? Map.of()
                    : perObject(
                            c,
                            "SELECT schemaname || '.' || indexrelname, idx_blks_read, idx_blks_hit "
                                    + "FROM pg_statio_user_indexes");
            c.commit();
        } catch (SQLException e) {
            c.rollback();
            throw e;
        }
        return new PgCounters(at, blockSize, totals, tables, indexes, full ? statements(c) : null);
    }

    /** pg_stat_statements of this database, or null (with the reason in {@link #statementsStatus}). */
    private Map<String, PgStatement> statements(Connection c) throws SQLException {
        try (Statement s = c.createStatement()) {
            try (ResultSet rs = s.executeQuery("SELECT 1 FROM pg_extension WHERE extname = 'pg_stat_statements'")) {
                if (!rs.next()) {
                    statementsStatus = "not installed (CREATE EXTENSION pg_stat_statements in this database, with "
                            + "shared_preload_libraries = 'pg_stat_statements')";
                    c.commit();
                    return null;
                }
            }
            String time = serverVersion >= 130000 ? "total_exec_time" : "total_time";
            Map<String, PgStatement> out = new LinkedHashMap<>();
            try (ResultSet rs = s.executeQuery("SELECT queryid::text, left(query, 300), calls, " + time
                    + ", rows, shared_blks_read, shared_blks_hit FROM pg_stat_statements "
                    + "WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) "
                    + "AND queryid IS NOT NULL "
                    // Leave out Surgebench's own statistics queries.
                    + "AND query NOT LIKE '%pg_stat%' AND query NOT LIKE '%pg_extension%' "
                    + "AND query NOT LIKE '%server_version_num%'")) {
                while (rs.next()) {
                    String id = rs.getString(1);
                    PgStatement prev = out.get(id);
                    PgStatement st = new PgStatement(
                            id,
                            rs.getString(2).replaceAll("\\s+", " ").strip(),
                            rs.getDouble(3),
                            rs.getDouble(4),
                            rs.getDouble(5),
                            rs.getDouble(6),
                            rs.getDouble(7));
                    // The same query id may appear per user and top-level flag: add them up.
                    out.put(
                            id,
                            prev == null
                                    ? st
                                    : new PgStatement(
                                            id,
                                            st.query(),
                                            st.calls() + prev.calls(),
                                            st.totalMs() + prev.totalMs(),
                                            st.rows() + prev.rows(),
                                            st.sharedBlksRead() + prev.sharedBlksRead(),
                                            st.sharedBlksHit() + prev.sharedBlksHit()));
                }
            }
            c.commit();
            statementsStatus = "installed";
            return out;
        } catch (SQLException e) {
            // Typically: the extension exists but the library is not preloaded. Not a reason to lose the rest.
            c.rollback();
            statementsStatus =
                    "unavailable: " + e.getMessage().lines().findFirst().orElse("");
            return null;
        }
    }

    /** Active client sessions of this database (other than ours) as {wait_event_type, wait_event}. */
    List<String[]> activeWaits(Connection c) throws SQLException {
        List<String[]> out = new ArrayList<>();
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT wait_event_type, wait_event FROM pg_stat_activity "
                        + "WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'active' "
                        + "AND backend_type = 'client backend'")) {
            while (rs.next()) {
                out.add(new String[] {rs.getString(1), rs.getString(2)});
            }
            c.commit();
        } catch (SQLException e) {
            c.rollback();
            throw e;
        }
        return out;
    }

    private static void row(Connection c, String prefix, String sql, Map<String, Double> into) throws SQLException {
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            if (!rs.next()) {
                return;
            }
            ResultSetMetaData md = rs.getMetaData();
            for (int i = 1; i <= md.getColumnCount(); i++) {
                String name = md.getColumnLabel(i);
                if (numeric(md.getColumnType(i)) && !NOT_COUNTERS.contains(name)) {
                    double v = rs.getDouble(i);
                    if (!rs.wasNull()) {
                        into.put(prefix + "." + name, v);
                    }
                }
            }
        }
    }

    private static Map<String, Map<String, Double>> perObject(Connection c, String sql) throws SQLException {
        Map<String, Map<String, Double>> out = new LinkedHashMap<>();
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            ResultSetMetaData md = rs.getMetaData();
            while (rs.next()) {
                Map<String, Double> m = new LinkedHashMap<>();
                for (int i = 2; i <= md.getColumnCount(); i++) {
                    m.put(md.getColumnLabel(i), rs.getDouble(i));
                }
                out.put(rs.getString(1), m);
            }
        }
        return out;
    }

    private static boolean numeric(int type) {
        return switch (type) {
            case Types.BIGINT,
                    Types.INTEGER,
                    Types.SMALLINT,
                    Types.NUMERIC,
                    Types.DECIMAL,
                    Types.DOUBLE,
                    Types.FLOAT,
                    Types.REAL -> true;
            default -> false;
        };
    }
}
