package org.surgebench.core.db.mariadb;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.surgebench.core.dbview.LabelledView;
import org.surgebench.core.dbview.ViewSection;
import org.surgebench.core.dbview.ViewSection.Figure;
import org.surgebench.core.dbview.ViewSection.Table;
import org.surgebench.core.common.Numbers;

/**
 * Labels MariaDB's view of a run for people, once, when it is taken: the section is stored with the raw figures
 * ({@link LabelledView}), so the console, the desktop app and the HTML report show it as they show any other.
 */
final class MariaDbSection {
    private MariaDbSection() {
    }

    @SuppressWarnings("unchecked")
    static void attach(Map<String, Object> view) {
        Map<String, Object> p = (Map<String, Object>) view.get("loadProfile");
        List<Figure> f = new ArrayList<>();
        add(f, "DB read IO requests/s", p.get("physicalReadIoRequestsPerSec"), "", true);
        add(f, "DB write IO requests/s", p.get("physicalWriteIoRequestsPerSec"), "", true);
        add(f, "DB read MB/s", p.get("readMBPerSec"), "", true);
        add(f, "DB write MB/s", p.get("writeMBPerSec"), "", true);
        add(f, "buffer pool hit ratio", p.get("bufferHitRatioPct"), "%", true);
        add(f, "redo MB/s", p.get("redoMBPerSec"), "", true);
        add(f, "transactions/s", p.get("transactionsPerSec"), "", true);
        add(f, "average active sessions", p.get("averageActiveSessions"), "", true);
        add(f, "queries/s", p.get("queriesPerSec"), "", false);
        add(f, "logical reads/s (buffer pool)", p.get("logicalReadsPerSec"), "", true);
        add(f, "buffer pool reads/s (from disk)", p.get("bufferPoolReadsPerSec"), "", false);
        add(f, "fsyncs/s", p.get("fsyncsPerSec"), "", false);
        add(f, "redo writes/s", p.get("redoWritesPerSec"), "", false);
        add(f, "pages written/s (flushed)", p.get("pagesWrittenPerSec"), "", false);
        add(f, "commits/s", p.get("commitsPerSec"), "", false);
        add(f, "rollbacks/s", p.get("rollbacksPerSec"), "", false);
        add(f, "rows read/s", p.get("rowsReadPerSec"), "", false);
        add(f, "rows inserted/s", p.get("rowsInsertedPerSec"), "", false);
        add(f, "rows updated/s", p.get("rowsUpdatedPerSec"), "", false);
        add(f, "rows deleted/s", p.get("rowsDeletedPerSec"), "", false);
        add(f, "row lock waits", p.get("rowLockWaits"), "", false);
        add(f, "row lock wait ms", p.get("rowLockTimeMs"), "", false);
        add(f, "deadlocks", p.get("deadlocks"), "", false);
        add(f, "redo log waits (log buffer full)", p.get("logWaits"), "", false);
        add(f, "temporary tables on disk", p.get("tmpDiskTables"), "", false);
        add(f, "network in MB/s", p.get("networkInMBPerSec"), "", false);
        add(f, "network out MB/s", p.get("networkOutMBPerSec"), "", false);

        List<Table> tables = new ArrayList<>();
        List<Map<String, Object>> waits = (List<Map<String, Object>>) view.get("topWaits");
        if (!waits.isEmpty()) {
            List<List<String>> rows = new ArrayList<>();
            for (Map<String, Object> w : waits) {
                rows.add(List.of(String.valueOf(w.get("event")), num(w.get("pctWaitTime")), num(w.get("totalMs")),
                        Numbers.whole((Number) w.get("waits")), num(w.get("avgUs"))));
            }
            tables.add(new Table("Top waits (performance_schema)", List.of("wait event", "% of wait time",
                    "total ms", "waits", "avg µs"), rows, "lrrrr", 3));
        }
        List<Map<String, Object>> statements = (List<Map<String, Object>>) view.get("topStatements");
        if (!statements.isEmpty()) {
            List<List<String>> rows = new ArrayList<>();
            for (Map<String, Object> s : statements) {
                rows.add(List.of(num(s.get("pctTime")), Numbers.whole((Number) s.get("executions")),
                        num(s.get("msPerCall")), num(s.get("rowsExaminedPerCall")), String.valueOf(s.get("statement"))));
            }
            tables.add(new Table("Top statements by time (performance_schema digests)", List.of("% time", "executions",
                    "ms/call", "rows examined/call", "statement"), rows, "rrrrl", 3));
        }
        List<String> notes = new ArrayList<>();
        notes.add("IO requests and MB from " + p.get("ioSource") + "; hit ratio from Innodb_buffer_pool_reads against "
                + "Innodb_buffer_pool_read_requests; rows from " + p.get("rowsSource") + (p.get("redoSource") == null ? ""
                : "; redo from " + p.get("redoSource")) + "; active sessions from Threads_running sampled once a second.");
        notes.add("performance_schema: " + view.get("performanceSchema") + ".");
        String title = view.get("product") + " status, per second over the " + String.format(Locale.ROOT, "%.0f s",
                ((Number) p.get("elapsedSeconds")).doubleValue()) + " measured window";
        Double read = number(p.get("physicalReadIoRequestsPerSec"));
        Double write = number(p.get("physicalWriteIoRequestsPerSec"));
        view.put(LabelledView.SECTION, new ViewSection(title, f, tables, notes));
        view.put("dbIoRequestsPerSec", read == null || write == null ? null
                : MariaDbLoadProfile.round(read + write));
        view.put("dbIoSource", p.get("ioSource"));
        view.put("bufferHitRatioPct", p.get("bufferHitRatioPct"));
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
