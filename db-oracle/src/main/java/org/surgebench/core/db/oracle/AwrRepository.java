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
        String statNames = placeholders(AwrFigures.SYSSTAT_NAMES.size());
        List<AwrRows.Snap> snaps = new ArrayList<>();
        try (PreparedStatement ps = prepare(
                        c,
                        "SELECT snap_id, instance_number, end_interval_time, startup_time "
                                + "FROM dba_hist_snapshot WHERE dbid = ? AND snap_id IN (?, ?)",
                        dbid,
                        beginSnap,
                        endSnap);
                ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                snaps.add(new AwrRows.Snap(
                        rs.getLong(1),
                        rs.getInt(2),
                        rs.getTimestamp(3).getTime(),
                        rs.getTimestamp(4).getTime()));
            }
        }
        List<AwrRows.Stat> sysstat = new ArrayList<>();
        try (PreparedStatement ps = prepare(
                c,
                "SELECT snap_id, instance_number, stat_name, value FROM dba_hist_sysstat "
                        + "WHERE dbid = ? AND snap_id IN (?, ?) AND stat_name IN (" + statNames + ")",
                dbid,
                beginSnap,
                endSnap)) {
            for (int i = 0; i < AwrFigures.SYSSTAT_NAMES.size(); i++) {
                ps.setString(4 + i, AwrFigures.SYSSTAT_NAMES.get(i));
            }
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    sysstat.add(new AwrRows.Stat(rs.getLong(1), rs.getInt(2), rs.getString(3), rs.getLong(4)));
                }
            }
        }
        List<AwrRows.Stat> time = new ArrayList<>();
        try (PreparedStatement ps = prepare(
                        c,
                        "SELECT snap_id, instance_number, stat_name, value "
                                + "FROM dba_hist_sys_time_model WHERE dbid = ? AND snap_id IN (?, ?) "
                                + "AND stat_name IN ('DB time', 'DB CPU')",
                        dbid,
                        beginSnap,
                        endSnap);
                ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                time.add(new AwrRows.Stat(rs.getLong(1), rs.getInt(2), rs.getString(3), rs.getLong(4)));
            }
        }
        List<AwrRows.Event> events = new ArrayList<>();
        try (PreparedStatement ps = prepare(
                        c,
                        "SELECT snap_id, instance_number, event_name, wait_class, "
                                + "total_waits_fg, time_waited_micro_fg FROM dba_hist_system_event "
                                + "WHERE dbid = ? AND snap_id IN (?, ?) AND wait_class <> 'Idle'",
                        dbid,
                        beginSnap,
                        endSnap);
                ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                events.add(new AwrRows.Event(
                        rs.getLong(1), rs.getInt(2), rs.getString(3), rs.getString(4), rs.getLong(5), rs.getLong(6)));
            }
        }
        List<AwrRows.Bucket> buckets = new ArrayList<>();
        try (PreparedStatement ps = prepare(
                        c,
                        "SELECT snap_id, instance_number, event_name, wait_time_milli, "
                                + "wait_count FROM dba_hist_event_histogram WHERE dbid = ? AND snap_id IN (?, ?) "
                                + "AND event_name = 'db file sequential read'",
                        dbid,
                        beginSnap,
                        endSnap);
                ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                buckets.add(
                        new AwrRows.Bucket(rs.getLong(1), rs.getInt(2), rs.getString(3), rs.getLong(4), rs.getLong(5)));
            }
        }
        return new AwrRows(snaps, sysstat, time, events, buckets);
    }

    private static PreparedStatement prepare(Connection c, String sql, long dbid, long beginSnap, long endSnap)
            throws SQLException {
        PreparedStatement ps = c.prepareStatement(sql);
        ps.setLong(1, dbid);
        ps.setLong(2, beginSnap);
        ps.setLong(3, endSnap);
        return ps;
    }

    private static String placeholders(int n) {
        return "?" + ", ?".repeat(n - 1);
    }
}
