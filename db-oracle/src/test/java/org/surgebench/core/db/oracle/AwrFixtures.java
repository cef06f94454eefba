package org.surgebench.core.db.oracle;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** The stored sample AWR rows (test resources {@code awr/*.csv}), as {@link AwrRows} or as DBA_HIST tables in H2. */
final class AwrFixtures {
    static final String[] VIEWS = {"snapshot", "sysstat", "time_model", "system_event", "event_histogram"};

    private AwrFixtures() {}

    /** Data lines of one CSV, split on commas (the sample values contain none). */
    static List<String[]> csv(String view) {
        try (InputStream in = AwrFixtures.class.getResourceAsStream("awr/" + view + ".csv")) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return Arrays.stream(text.split("\\R"))
                    .skip(1)
                    .filter(l -> !l.isBlank())
                    .map(l -> l.split(","))
                    .toList();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    static long millis(String isoLocal) {
        return LocalDateTime.parse(isoLocal)
                .atZone(ZoneId.systemDefault())
                .toInstant()
                .toEpochMilli();
    }

    static AwrRows rows() {
        List<AwrRows.Snap> snaps = new ArrayList<>();
        for (String[] r : csv("snapshot")) {
            snaps.add(new AwrRows.Snap(Long.parseLong(r[0]), Integer.parseInt(r[1]), millis(r[2]), millis(r[3])));
        }
        return new AwrRows(snaps, stats("sysstat"), stats("time_model"), events(), buckets());
    }

    private static List<AwrRows.Stat> stats(String view) {
        return csv(view).stream()
                .map(r -> new AwrRows.Stat(Long.parseLong(r[0]), Integer.parseInt(r[1]), r[2], Long.parseLong(r[3])))
                .toList();
    }

    private static List<AwrRows.Event> events() {
        return csv("system_event").stream()
                .map(r -> new AwrRows.Event(
                        Long.parseLong(r[0]),
                        Integer.parseInt(r[1]),
                        r[2],
                        r[3],
                        Long.parseLong(r[4]),
                        Long.parseLong(r[5])))
                .toList();
    }

    private static List<AwrRows.Bucket> buckets() {
        return csv("event_histogram").stream()
                .map(r -> new AwrRows.Bucket(
                        Long.parseLong(r[0]), Integer.parseInt(r[1]), r[2], Long.parseLong(r[3]), Long.parseLong(r[4])))
                .toList();
    }

    /**
     * Creates the DBA_HIST views as tables (columns as in Oracle, plus dbid) and fills them with the sample rows
     * under {@code dbid}, so the provider's queries run unchanged.
     */
    static void createDbaHist(Connection c) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute("CREATE TABLE dba_hist_snapshot (dbid NUMBER, snap_id NUMBER, instance_number NUMBER, "
                    + "end_interval_time TIMESTAMP, startup_time TIMESTAMP)");
            s.execute("CREATE TABLE dba_hist_sysstat (dbid NUMBER, snap_id NUMBER, instance_number NUMBER, "
                    + "stat_name VARCHAR2(64), value NUMBER)");
            s.execute("CREATE TABLE dba_hist_sys_time_model (dbid NUMBER, snap_id NUMBER, instance_number NUMBER, "
                    + "stat_name VARCHAR2(64), value NUMBER)");
            s.execute("CREATE TABLE dba_hist_system_event (dbid NUMBER, snap_id NUMBER, instance_number NUMBER, "
                    + "event_name VARCHAR2(64), wait_class VARCHAR2(64), total_waits_fg NUMBER, "
                    + "time_waited_micro_fg NUMBER)");
            s.execute("CREATE TABLE dba_hist_event_histogram (dbid NUMBER, snap_id NUMBER, instance_number NUMBER, "
                    + "event_name VARCHAR2(64), wait_time_milli NUMBER, wait_count NUMBER)");
        }
    }

    /** Adds the sample rows under {@code dbid}. */
    static void fillDbaHist(Connection c, long dbid) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO dba_hist_snapshot VALUES (?, ?, ?, ?, ?)")) {
            for (String[] r : csv("snapshot")) {
                ps.setLong(1, dbid);
                ps.setLong(2, Long.parseLong(r[0]));
                ps.setInt(3, Integer.parseInt(r[1]));
                ps.setTimestamp(4, Timestamp.valueOf(LocalDateTime.parse(r[2])));
                ps.setTimestamp(5, Timestamp.valueOf(LocalDateTime.parse(r[3])));
                ps.executeUpdate();
            }
        }
        insert(c, dbid, "dba_hist_sysstat", csv("sysstat"));
        insert(c, dbid, "dba_hist_sys_time_model", csv("time_model"));
        insert(c, dbid, "dba_hist_system_event", csv("system_event"));
        insert(c, dbid, "dba_hist_event_histogram", csv("event_histogram"));
        c.commit();
    }

    private static void insert(Connection c, long dbid, String table, List<String[]> rows) throws SQLException {
        int n = rows.get(0).length;
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO " + table + " VALUES (?" + ", ?".repeat(n) + ")")) {
            for (String[] r : rows) {
                ps.setLong(1, dbid);
                for (int i = 0; i < n; i++) {
                    ps.setString(i + 2, r[i]);
                }
                ps.executeUpdate();
            }
        }
    }
}
