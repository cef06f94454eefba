package org.surgebench.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One or two lines per database snapshot of a run (Oracle AWR, PostgreSQL statistics): the load-profile
 * figures that share their names across databases, the top wait event, the AWR report file, or the
 * snapshot's error.
 */
final class DatabaseSummaryPrinter {
    private DatabaseSummaryPrinter() {
    }

    static void print(Map<String, Object> database, PrintStream out) {
        if (database == null) {
            return;
        }
        database.forEach((name, value) -> {
            if (!(value instanceof Map<?, ?> m)) {
                return;
            }
            if (m.get("error") != null) {
                out.println("Database view " + name + ": " + m.get("error"));
                return;
            }
            StringBuilder line = new StringBuilder("Database view " + name + ":");
            append(line, m, "physicalReadIoRequestsPerSec", "read IO/s %.0f");
            append(line, m, "physicalWriteIoRequestsPerSec", "write IO/s %.0f");
            append(line, m, "readMBPerSec", "read MB/s %.1f");
            append(line, m, "writeMBPerSec", "write MB/s %.1f");
            append(line, m, "redoMBPerSec", "redo MB/s %.1f");
            append(line, m, "transactionsPerSec", "tx/s %.1f");
            append(line, m, "averageActiveSessions", "AAS %.1f");
            append(line, m, "dbFileSequentialReadAvgMs", "db file sequential read %.2f ms");
            out.println(line);
            if (m.get("topWaitEvents") instanceof List<?> top && !top.isEmpty() && top.get(0) instanceof Map<?, ?> e) {
                out.println("  top wait: " + e.get("event") + (e.get("pctDbTime") == null ? ""
                        : String.format(Locale.ROOT, " (%s%% of DB time)", e.get("pctDbTime"))));
            }
            if (m.get("report") != null) {
                out.println("  report: " + m.get("report"));
            }
        });
    }

    private static void append(StringBuilder line, Map<?, ?> m, String field, String format) {
        if (m.get(field) instanceof Number n) {
            line.append("  ").append(String.format(Locale.ROOT, format, n.doubleValue()));
        }
    }
}
