package org.surgebench.core.db.oracle;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/** Reads the rows of two AWR snapshots from the DBA_HIST views; {@link AwrFigures} turns them into figures. */
final class AwrRepository {
    private AwrRepository() {}

    static AwrRows read(Connection c, long dbid, long beginSnap, long endSnap) throws SQLException {
        Window w = new Window(c, dbid, beginSnap, endSnap);
        List<AwrRows.Snap> snaps = w.rows(
                "SELECT snap_id, instance_number, end_interval_time, startup_time "
                        + "FROM dba_hist_snapshot WHERE dbid = ? AND snap_id IN (?, ?)",
                List.of(),
                rs -> new AwrRows.Snap(
                        rs.getLong(1),
                        rs.getInt(2),
                        rs.getTimestamp(3).getTime(),
                        rs.getTimestamp(4).getTime()));
        List<AwrRows.Stat> sysstat = w.rows(
                "SELECT snap_id, instance_number, stat_name, value FROM dba_hist_sysstat "
                        + "WHERE dbid = ? AND snap_id IN (?, ?) AND stat_name IN ("
                        + placeholders(AwrFigures.SYSSTAT_NAMES.size()) + ")",
                AwrFigures.SYSSTAT_NAMES,
                AwrRepository::stat);
        List<AwrRows.Stat> time = w.rows(
                "SELECT snap_id, instance_number, stat_name, value "
                        + "FROM dba_hist_sys_time_model WHERE dbid = ? AND snap_id IN (?, ?) "
                        + "AND stat_name IN ('DB time', 'DB CPU')",
                List.of(),
                AwrRepository::stat);
        List<AwrRows.Event> events = w.rows(
                "SELECT snap_id, instance_number, event_name, wait_class, "
                        + "total_waits_fg, time_waited_micro_fg FROM dba_hist_system_event "
                        + "WHERE dbid = ? AND snap_id IN (?, ?) AND wait_class <> 'Idle'",
                List.of(),
                rs -> new AwrRows.Event(
                        rs.getLong(1), rs.getInt(2), rs.getString(3), rs.getString(4), rs.getLong(5), rs.getLong(6)));
        List<AwrRows.Bucket> buckets = w.rows(
                "SELECT snap_id, instance_number, event_name, wait_time_milli, "
                        + "wait_count FROM dba_hist_event_histogram WHERE dbid = ? AND snap_id IN (?, ?) "
                        + "AND event_name = 'db file sequential read'",
                List.of(),
                rs -> new AwrRows.Bucket(rs.getLong(1), rs.getInt(2), rs.getString(3), rs.getLong(4), rs.getLong(5)));
        return new AwrRows(snaps, sysstat, time, events, buckets);
    }

    private static AwrRows.Stat stat(ResultSet rs) throws SQLException {
        return new AwrRows.Stat(rs.getLong(1), rs.getInt(2), rs.getString(3), rs.getLong(4));
    }

    @FunctionalInterface
    private interface Row<T> {
        T of(ResultSet rs) throws SQLException;
    }

    /** The two snapshots of one database that every query asks about: dbid, begin and end snap_id, in that order. */
    private record Window(Connection c, long dbid, long beginSnap, long endSnap) {
        /** The rows of {@code sql}, whose parameters are the window's three, then {@code names}. */
        <T> List<T> rows(String sql, List<String> names, Row<T> row) throws SQLException {
            try (PreparedStatement ps = c.prepareStatement(sql)) {
                ps.setLong(1, dbid);
                ps.setLong(2, beginSnap);
                ps.setLong(3, endSnap);
                for (int i = 0; i < names.size(); i++) {
                    ps.setString(4 + i, names.get(i));
                }
                List<T> out = new ArrayList<>();
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        out.add(row.of(rs));
                    }
                }
                return out;
            }
        }
    }

    private static String placeholders(int n) {
        return "?" + ", ?".repeat(n - 1);
    }
}
