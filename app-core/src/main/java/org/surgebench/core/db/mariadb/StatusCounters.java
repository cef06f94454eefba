package org.surgebench.core.db.mariadb;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The global status counters a load profile is made of, at one moment ({@code SHOW GLOBAL STATUS}). */
record StatusCounters(double atSeconds, Map<String, Double> values) {
    /** Cumulative counters used; those a server does not have (MySQL and MariaDB differ a little) are left out. */
    static final List<String> NAMES = List.of(
            "Innodb_data_reads",
            "Innodb_data_writes",
            "Innodb_data_read",
            "Innodb_data_written",
            "Innodb_data_fsyncs",
            "Innodb_buffer_pool_read_requests",
            "Innodb_buffer_pool_reads",
            "Innodb_buffer_pool_write_requests",
            "Innodb_os_log_written",
            "Innodb_lsn_current",
            "Innodb_redo_log_current_lsn",
            "Innodb_log_writes",
            "Innodb_log_waits",
            "Innodb_rows_read",
            "Innodb_rows_inserted",
            "Innodb_rows_updated",
            "Innodb_rows_deleted",
            "Innodb_row_lock_waits",
            "Innodb_row_lock_time",
            "Innodb_deadlocks",
            "Com_commit",
            "Com_rollback",
            "Com_select",
            "Com_insert",
            "Com_update",
            "Com_delete",
            "Questions",
            "Bytes_received",
            "Bytes_sent",
            "Created_tmp_disk_tables",
            "Handler_write",
            "Handler_update",
            "Handler_delete",
            "Handler_read_key",
            "Handler_read_next",
            "Handler_read_rnd_next",
            "Innodb_pages_written",
            "Innodb_pages_read",
            "Select_full_join",
            "Sort_merge_passes",
            "Connections",
            "Aborted_connects");

    /**
     * The counters of {@link #NAMES} only, picked by the server: the run reads them once a second, and the whole
     * status (500-odd rows, each matched against the names here) was client CPU that does not scale with
     * transactions. The column's collation matches names without regard to case.
     */
    private static final String QUERY = "SHOW GLOBAL STATUS WHERE Variable_name IN ("
            + String.join(", ", NAMES.stream().map(n -> "'" + n + "'").toList()) + ")";

    /** Each name in lower case, to the spelling in {@link #NAMES}. */
    private static final Map<String, String> CANONICAL = NAMES.stream()
            .collect(java.util.stream.Collectors.toMap(n -> n.toLowerCase(java.util.Locale.ROOT), n -> n));

    static StatusCounters read(Connection c) throws SQLException {
        Map<String, Double> values = new LinkedHashMap<>();
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(QUERY)) {
            while (rs.next()) {
                String name = CANONICAL.get(rs.getString(1).toLowerCase(java.util.Locale.ROOT));
                if (name != null) {
                    try {
                        values.put(name, Double.parseDouble(rs.getString(2)));
                    } catch (NumberFormatException e) {
                        // Not a number on this server: left out.
                    }
                }
            }
        }
        return new StatusCounters(System.nanoTime() / 1e9, values);
    }

    /** The counter's value, or null where the server does not have it. */
    Double get(String name) {
        return values.get(name);
    }

    /** Each counter's change since {@code start}. */
    Map<String, Double> deltas(StatusCounters start) {
        Map<String, Double> out = new LinkedHashMap<>();
        values.forEach((k, v) -> {
            Double s = start.get(k);
            if (s != null) {
                out.put(k, v - s);
            }
        });
        return out;
    }
}
