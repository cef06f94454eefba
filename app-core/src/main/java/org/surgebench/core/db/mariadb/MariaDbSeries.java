package org.surgebench.core.db.mariadb;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.surgebench.core.dbview.BarChart;
import org.surgebench.core.dbview.SeriesChart;
import org.surgebench.core.dbview.SeriesChart.Line;
import org.surgebench.core.snapshot.LoadProfile;

/**
 * MariaDB's (and MySQL's) figures second by second over the measured window, column-wise (results
 * {@code database.mariadb.series}), from the global status read at each sample, and the charts the report draws of
 * them. The names are the load profile's, so that they mean what the same names mean for every database.
 */
final class MariaDbSeries {
    private final Map<String, List<Double>> columns = new LinkedHashMap<>();

    /** One point: the interval that ended {@code t} seconds into the window, and the sessions running then. */
    void add(double t, LoadProfile p, Double runningSessions) {
        put("t", Math.round(t * 10) / 10.0);
        put("transactionsPerSec", p.transactionsPerSec());
        put("physicalReadIoRequestsPerSec", p.physicalReadIoRequestsPerSec());
        put("physicalWriteIoRequestsPerSec", p.physicalWriteIoRequestsPerSec());
        put("logicalReadsPerSec", p.logicalReadsPerSec());
        put("rowsInsertedPerSec", p.extra("rowsInsertedPerSec"));
        put("rowsUpdatedPerSec", p.extra("rowsUpdatedPerSec"));
        put("rowsDeletedPerSec", p.extra("rowsDeletedPerSec"));
        put("redoMBPerSec", p.redoMBPerSec());
        put("runningSessions", runningSessions);
    }

    private void put(String column, Double v) {
        columns.computeIfAbsent(column, k -> new ArrayList<>()).add(v);
    }

    Map<String, List<Double>> columns() {
        return columns;
    }

    /** The charts of the series, titled with the server's product ("MariaDB 10.11.19"). */
    static List<SeriesChart> charts(String product) {
        return List.of(
                new SeriesChart(
                        "io",
                        product + ": InnoDB data IO",
                        "IO requests/s",
                        "read requests/s",
                        SeriesChart.SERIES,
                        List.of(
                                new Line("physicalReadIoRequestsPerSec", "data reads/s", false),
                                new Line("physicalWriteIoRequestsPerSec", "data and log writes/s", false),
                                new Line("logicalReadsPerSec", "buffer pool read requests/s", true))),
                new SeriesChart(
                        "tx",
                        product + ": transactions, rows, redo",
                        "per second",
                        "redo MB/s",
                        SeriesChart.SERIES,
                        List.of(
                                new Line("transactionsPerSec", "transactions/s", false),
                                new Line("rowsInsertedPerSec", "rows inserted/s", false),
                                new Line("rowsUpdatedPerSec", "rows updated/s", false),
                                new Line("rowsDeletedPerSec", "rows deleted/s", false),
                                new Line("redoMBPerSec", "redo MB/s", true))),
                new SeriesChart(
                        "sessions",
                        product + ": running sessions (Threads_running)",
                        "sessions",
                        null,
                        SeriesChart.SERIES,
                        List.of(new Line("runningSessions", "running sessions", false))));
    }

    /** performance_schema's top waits as bars, or null when it gave none (off, or nothing waited). */
    static BarChart topWaits(String product, List<Map<String, Object>> waits) {
        if (waits == null || waits.isEmpty()) {
            return null;
        }
        return new BarChart(
                "topwaits",
                product + ": top waits, % of wait time (performance_schema)",
                "% of wait time",
                waits.stream().map(w -> String.valueOf(w.get("event"))).toList(),
                waits.stream()
                        .map(w -> w.get("pctWaitTime") instanceof Number n ? n.doubleValue() : 0.0)
                        .toList());
    }
}
