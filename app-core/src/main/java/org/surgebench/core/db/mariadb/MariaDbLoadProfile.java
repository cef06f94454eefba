package org.surgebench.core.db.mariadb;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.surgebench.core.snapshot.LoadProfile;

/**
 * Per-second figures of the measured window from two readings of the global status, as a {@link LoadProfile}:
 * what other databases also give in its fields, InnoDB's own (fsyncs, row locks, rows by operation) in its extras.
 */
final class MariaDbLoadProfile {
    static final String IO_SOURCE = "Innodb_data_reads, Innodb_data_writes and Innodb_log_writes (SHOW GLOBAL STATUS)";
    private static final double MB = 1024.0 * 1024.0;

    private MariaDbLoadProfile() {}

    /**
     * The names of the load profile in MariaDB's and MySQL's results files, in the order they have always had:
     * every figure, null where the server did not count it.
     */
    static final List<String> LAYOUT = List.of(
            "elapsedSeconds",
            "physicalReadIoRequestsPerSec",
            "physicalWriteIoRequestsPerSec",
            "redoWritesPerSec",
            "readMBPerSec",
            "fsyncsPerSec",
            "bufferHitRatioPct",
            "logicalReadsPerSec",
            "bufferPoolReadsPerSec",
            "redoMBPerSec",
            "writeMBPerSec",
            "redoSource",
            "logWaits",
            "transactionsPerSec",
            "commitsPerSec",
            "rollbacksPerSec",
            "queriesPerSec",
            "selectsPerSec",
            "rowsSource",
            "rowsReadPerSec",
            "rowsInsertedPerSec",
            "rowsUpdatedPerSec",
            "rowsDeletedPerSec",
            "pagesWrittenPerSec",
            "rowLockWaits",
            "rowLockTimeMs",
            "deadlocks",
            "tmpDiskTables",
            "networkInMBPerSec",
            "networkOutMBPerSec",
            "averageActiveSessions",
            "ioSource");

    /**
     * @param dataWritesIncludeRedo whether the server counts its redo log writes in Innodb_data_writes (MySQL
     *                              does, MariaDB 10.8+ counts them in Innodb_log_writes only)
     */
    static LoadProfile compute(
            StatusCounters a, StatusCounters b, Double averageActiveSessions, boolean dataWritesIncludeRedo) {
        double s = Math.max(1e-3, b.atSeconds() - a.atSeconds());
        Map<String, Double> d = b.deltas(a);
        Map<String, Object> x = new LinkedHashMap<>();
        Double writes = d.get("Innodb_data_writes");
        if (writes != null && !dataWritesIncludeRedo) {
            writes += d.getOrDefault("Innodb_log_writes", 0.0);
        }
        x.put("redoWritesPerSec", rate(d, "Innodb_log_writes", s, 1));
        x.put("fsyncsPerSec", rate(d, "Innodb_data_fsyncs", s, 1));
        Double requests = d.get("Innodb_buffer_pool_read_requests");
        Double reads = d.get("Innodb_buffer_pool_reads");
        x.put("bufferPoolReadsPerSec", rate(d, "Innodb_buffer_pool_reads", s, 1));
        // Redo bytes: MySQL counts them (Innodb_os_log_written); MariaDB 10.8+ has the log sequence number.
        String redo = d.get("Innodb_os_log_written") != null && d.get("Innodb_os_log_written") > 0
                ? "Innodb_os_log_written"
                : d.get("Innodb_lsn_current") != null ? "Innodb_lsn_current" : "Innodb_redo_log_current_lsn";
        Double written = d.get("Innodb_data_written");
        if (written != null && !dataWritesIncludeRedo && "Innodb_os_log_written".equals(redo)) {
            written += d.get(redo);
        }
        x.put("redoSource", d.get(redo) == null ? null : redo);
        x.put("logWaits", count(d, "Innodb_log_waits"));
        double commits = d.getOrDefault("Com_commit", 0.0);
        double rollbacks = d.getOrDefault("Com_rollback", 0.0);
        x.put("queriesPerSec", rate(d, "Questions", s, 1));
        x.put("selectsPerSec", rate(d, "Com_select", s, 1));
        // Row counts: InnoDB's own where the server has them (MySQL), else the handler calls (MariaDB 10.11 dropped
        // Innodb_rows_*), which count the same row operations for InnoDB tables.
        boolean innodbRows = d.containsKey("Innodb_rows_inserted");
        x.put("rowsSource", innodbRows ? "Innodb_rows_*" : "Handler_*");
        x.put(
                "rowsReadPerSec",
                innodbRows
                        ? rate(d, "Innodb_rows_read", s, 1)
                        : sumRate(d, s, "Handler_read_key", "Handler_read_next", "Handler_read_rnd_next"));
        x.put("rowsInsertedPerSec", rate(d, innodbRows ? "Innodb_rows_inserted" : "Handler_write", s, 1));
        x.put("rowsUpdatedPerSec", rate(d, innodbRows ? "Innodb_rows_updated" : "Handler_update", s, 1));
        x.put("rowsDeletedPerSec", rate(d, innodbRows ? "Innodb_rows_deleted" : "Handler_delete", s, 1));
        x.put("pagesWrittenPerSec", rate(d, "Innodb_pages_written", s, 1));
        x.put("rowLockWaits", count(d, "Innodb_row_lock_waits"));
        x.put("rowLockTimeMs", count(d, "Innodb_row_lock_time"));
        x.put("deadlocks", count(d, "Innodb_deadlocks"));
        x.put("tmpDiskTables", count(d, "Created_tmp_disk_tables"));
        x.put("networkInMBPerSec", rate(d, "Bytes_received", s, MB));
        x.put("networkOutMBPerSec", rate(d, "Bytes_sent", s, MB));
        return new LoadProfile(
                round(s),
                round((commits + rollbacks) / s),
                round(commits / s),
                round(rollbacks / s),
                null,
                rate(d, "Innodb_buffer_pool_read_requests", s, 1),
                requests == null || reads == null || requests <= 0
                        ? null
                        : round(100.0 * Math.max(0, requests - reads) / requests),
                rate(d, "Innodb_data_reads", s, 1),
                writes == null ? null : round(writes / s),
                rate(d, "Innodb_data_read", s, MB),
                written == null ? null : round(written / MB / s),
                null,
                rate(d, redo, s, MB),
                averageActiveSessions == null ? null : round(averageActiveSessions),
                IO_SOURCE,
                x);
    }

    private static Double rate(Map<String, Double> d, String name, double seconds, double unit) {
        Double v = d.get(name);
        return v == null ? null : round(v / unit / seconds);
    }

    private static Double sumRate(Map<String, Double> d, double seconds, String... names) {
        double sum = 0;
        for (String n : names) {
            Double v = d.get(n);
            if (v == null) {
                return null;
            }
            sum += v;
        }
        return round(sum / seconds);
    }

    private static Long count(Map<String, Double> d, String name) {
        Double v = d.get(name);
        return v == null ? null : Math.round(v);
    }

    static double round(double v) {
        return Math.round(v * 100) / 100.0;
    }
}
