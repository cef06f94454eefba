package org.surgebench.core.db.mariadb;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.surgebench.core.common.Numbers;
import org.surgebench.core.dbview.LabelledView;
import org.surgebench.core.dbview.ViewSection;
import org.surgebench.core.dbview.ViewSection.Figure;
import org.surgebench.core.dbview.ViewSection.Table;
import org.surgebench.core.snapshot.LoadProfile;

/**
 * Labels MariaDB's view of a run for people, once, when it is taken: the section is stored with the raw figures
 * ({@link LabelledView}), so the console, the desktop app and the HTML report show it as they show any other.
 */
final class MariaDbSection {
    private MariaDbSection() {}

    /** Labels the view (product, top waits and statements) with the load profile {@code p} it was given. */
    static void attach(Map<String, Object> view, LoadProfile p) {
        Map<String, Object> x = p.extras();
        List<Figure> f = figures(p);
        List<Table> tables = tables(view);
        List<String> notes = new ArrayList<>();
        notes.add("IO requests and MB from " + p.ioSource() + "; hit ratio from Innodb_buffer_pool_reads against "
                + "Innodb_buffer_pool_read_requests; rows from " + x.get("rowsSource")
                + (x.get("redoSource") == null ? "" : "; redo from " + x.get("redoSource"))
                + "; active sessions from Threads_running sampled once a second.");
        notes.add("performance_schema: " + view.get("performanceSchema") + ".");
        String title = view.get("product") + " status, per second over the "
                + String.format(Locale.ROOT, "%.0f s", p.elapsedSeconds()) + " measured window";
        view.put(LabelledView.SECTION, new ViewSection(title, f, tables, notes));
        attachCharts(view);
        view.put("dbIoRequestsPerSec", p.ioRequestsPerSec());
        view.put("dbIoSource", p.ioSource());
        view.put("bufferHitRatioPct", p.bufferHitRatioPct());
    }

    /** The charts of the per-second series and the top waits, and a line for each chart there is not. */
    @SuppressWarnings("unchecked")
    private static void attachCharts(Map<String, Object> view) {
        String product = String.valueOf(view.get("product"));
        view.put("charts", MariaDbSeries.charts(product));
        var ranking = MariaDbSeries.topWaits(product, (List<Map<String, Object>>) view.get("topWaits"));
        view.put("ranking", ranking);
        List<String> notes = new ArrayList<>();
        if (ranking == null) {
            Object status = view.get("performanceSchema");
            notes.add(
                    "on".equals(status)
                            ? "No top waits chart: performance_schema recorded no waits in the window."
                            : "No top waits chart: performance_schema is " + status + ".");
        }
        notes.add("No active sessions by wait class: the status counters have no wait class per session; the "
                + "running sessions chart counts Threads_running each second instead.");
        view.put("chartNotes", notes);
    }

    /** The status figures per second, the key ones (shown first and in comparisons) marked. */
    private static List<Figure> figures(LoadProfile p) {
        Map<String, Object> x = p.extras();
        List<Figure> f = new ArrayList<>();
        add(f, "DB read IO requests/s", p.physicalReadIoRequestsPerSec(), "", true);
        add(f, "DB write IO requests/s", p.physicalWriteIoRequestsPerSec(), "", true);
        add(f, "DB read MB/s", p.readMBPerSec(), "", true);
        add(f, "DB write MB/s", p.writeMBPerSec(), "", true);
        add(f, "buffer pool hit ratio", p.bufferHitRatioPct(), "%", true);
        add(f, "redo MB/s", p.redoMBPerSec(), "", true);
        add(f, "transactions/s", p.transactionsPerSec(), "", true);
        add(f, "average active sessions", p.averageActiveSessions(), "", true);
        add(f, "queries/s", x.get("queriesPerSec"), "", false);
        add(f, "logical reads/s (buffer pool)", p.logicalReadsPerSec(), "", true);
        add(f, "buffer pool reads/s (from disk)", x.get("bufferPoolReadsPerSec"), "", false);
        add(f, "fsyncs/s", x.get("fsyncsPerSec"), "", false);
        add(f, "redo writes/s", x.get("redoWritesPerSec"), "", false);
        add(f, "pages written/s (flushed)", x.get("pagesWrittenPerSec"), "", false);
        add(f, "commits/s", p.commitsPerSec(), "", false);
        add(f, "rollbacks/s", p.rollbacksPerSec(), "", false);
        add(f, "rows read/s", x.get("rowsReadPerSec"), "", false);
        add(f, "rows inserted/s", x.get("rowsInsertedPerSec"), "", false);
        add(f, "rows updated/s", x.get("rowsUpdatedPerSec"), "", false);
        add(f, "rows deleted/s", x.get("rowsDeletedPerSec"), "", false);
        add(f, "row lock waits", x.get("rowLockWaits"), "", false);
        add(f, "row lock wait ms", x.get("rowLockTimeMs"), "", false);
        add(f, "deadlocks", x.get("deadlocks"), "", false);
        add(f, "redo log waits (log buffer full)", x.get("logWaits"), "", false);
        add(f, "temporary tables on disk", x.get("tmpDiskTables"), "", false);
        add(f, "network in MB/s", x.get("networkInMBPerSec"), "", false);
        add(f, "network out MB/s", x.get("networkOutMBPerSec"), "", false);
        return f;
    }

    /** Top waits and top statements from performance_schema, where it is on. */
    @SuppressWarnings("unchecked")
    private static List<Table> tables(Map<String, Object> view) {
        List<Table> tables = new ArrayList<>();
        List<Map<String, Object>> waits = (List<Map<String, Object>>) view.get("topWaits");
        if (!waits.isEmpty()) {
            List<List<String>> rows = new ArrayList<>();
            for (Map<String, Object> w : waits) {
                rows.add(List.of(
                        String.valueOf(w.get("event")),
                        num(w.get("pctWaitTime")),
                        num(w.get("totalMs")),
                        Numbers.whole((Number) w.get("waits")),
                        num(w.get("avgUs"))));
            }
            tables.add(new Table(
                    "Top waits (performance_schema)",
                    List.of("wait event", "% of wait time", "total ms", "waits", "avg µs"),
                    rows,
                    "lrrrr",
                    3));
        }
        List<Map<String, Object>> statements = (List<Map<String, Object>>) view.get("topStatements");
        if (!statements.isEmpty()) {
            List<List<String>> rows = new ArrayList<>();
            for (Map<String, Object> s : statements) {
                rows.add(List.of(
                        num(s.get("pctTime")),
                        Numbers.whole((Number) s.get("executions")),
                        num(s.get("msPerCall")),
                        num(s.get("rowsExaminedPerCall")),
                        String.valueOf(s.get("statement"))));
            }
            tables.add(new Table(
                    "Top statements by time (performance_schema digests)",
                    List.of("% time", "executions", "ms/call", "rows examined/call", "statement"),
                    rows,
                    "rrrrl",
                    3));
        }
        return tables;
    }

    private static void add(List<Figure> f, String label, Object value, String unit, boolean key) {
        Double v = number(value);
        if (v != null) {
            f.add(new Figure(label, unit.isEmpty() ? Numbers.plain(v) : Numbers.plain(v, unit), v, key));
        }
    }

    private static String num(Object v) {
        Double d = number(v);
        return d == null ? "" : Numbers.plain(d);
    }

    private static Double number(Object v) {
        return v instanceof Number n ? n.doubleValue() : null;
    }
}
