package org.surgebench.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import org.surgebench.core.metrics.ErrorSummary;
import org.surgebench.core.metrics.LatencyStats;
import org.surgebench.core.metrics.TxSummary;
import org.surgebench.core.results.RunConfigView;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.results.RunSummary;

/** The end-of-run summary: per-transaction table, totals, errors, and where the results went. */
final class SummaryPrinter {
    private SummaryPrinter() {
    }

    static void print(RunResult r, PrintStream out) {
        RunSummary s = r.summary();
        out.println();
        out.println(String.format(Locale.ROOT, "Results: %s, mix %s, %s, %.1f s measured (%s)",
                r.config().workload(), r.config().mix(), users(r), s.measuredSeconds(), s.stopReason()));
        out.println("Settings: " + settings(r.config()));
        // Analytic workloads report the rows their queries returned; show them only where there are any.
        boolean rows = r.transactions().stream().anyMatch(t -> t.rows() > 0);
        String head = String.format(Locale.ROOT, "%-6s %-32s %9s %9s %8s %8s %8s %8s %8s %8s %9s %9s %7s", "tx",
                "name", "count", "TPS", "avg ms", "min", "p50", "p90", "p95", "p99", "p99.9", "max", "errors");
        out.println(rows ? head + String.format(Locale.ROOT, " %12s %10s", "rows", "rows/tx") : head);
        for (TxSummary t : r.transactions()) {
            LatencyStats l = t.service();
            String line = String.format(Locale.ROOT,
                    "%-6s %-32s %9d %9.1f %8.2f %8.2f %8.2f %8.2f %8.2f %8.2f %9.2f %9.2f %7d", t.shortName(),
                    truncate(t.name(), 32), t.count(), t.tps(), l.avgMs(), l.minMs(), l.p50Ms(), l.p90Ms(), l.p95Ms(),
                    l.p99Ms(), l.p999Ms(), l.maxMs(), t.errors());
            out.println(rows ? line + rowsColumns(t.rows(), t.count()) : line);
        }
        LatencyStats all = s.service();
        String total = String.format(Locale.ROOT,
                "%-6s %-32s %9d %9.1f %8.2f %8.2f %8.2f %8.2f %8.2f %8.2f %9.2f %9.2f %7d", "all", "", s.transactions(),
                s.tps(), all.avgMs(), all.minMs(), all.p50Ms(), all.p90Ms(), all.p95Ms(), all.p99Ms(), all.p999Ms(),
                all.maxMs(), s.errors());
        out.println(rows ? total + rowsColumns(r.transactions().stream().mapToLong(TxSummary::rows).sum(),
                s.transactions()) : total);
        out.println(String.format(Locale.ROOT, "TPS %.1f   TPM %.0f   QPS %.1f   statements: %d select, %d insert, "
                        + "%d update, %d delete, %d commit, %d rollback", s.tps(), s.tpm(), s.qps(),
                s.statements().select(), s.statements().insert(), s.statements().update(), s.statements().delete(),
                s.statements().commit(), s.statements().rollback()));
        if (r.config().targetRate() > 0) {
            LatencyStats resp = s.response();
            out.println(String.format(Locale.ROOT, "Open model at %.1f tx/s (achieved %.1f tx/s): response time "
                    + "from intended start avg %.2f ms, p95 %.2f ms, p99 %.2f ms (service time p95 %.2f ms)",
                    r.config().targetRate(), s.tps(), resp.avgMs(), resp.p95Ms(), resp.p99Ms(), all.p95Ms()));
        }
        if (s.logonErrors() > 0) {
            out.println(String.format(Locale.ROOT, "Failed log-ons: %d (counted in the errors above)",
                    s.logonErrors()));
        }
        for (ErrorSummary e : r.errors()) {
            out.println(String.format(Locale.ROOT, "Errors %s: %d (first in %s: %s)", e.label(), e.count(),
                    e.firstTransaction(), e.sampleMessage()));
        }
        if (s.message() != null) {
            out.println(s.message());
        }
        DatabaseSummaryPrinter.print(r.database(), out);
        if (!r.files().isEmpty()) {
            out.println("Results written:");
            r.files().forEach((kind, path) -> out.println("  " + kind + ": " + path));
        }
    }

    /** Think time and query timeout used, and which settings came from the workload's defaults. */
    static String settings(RunConfigView c) {
        String think = c.thinkMaxMs() == 0 ? "no think time"
                : "think " + c.thinkMinMs() + ".." + c.thinkMaxMs() + " ms between transactions";
        String timeout = c.queryTimeoutSeconds() == 0 ? "no query timeout"
                : "query timeout " + c.queryTimeoutSeconds() + " s";
        List<String> defaulted = c.fromWorkloadDefaults() == null ? List.of() : c.fromWorkloadDefaults();
        return think + ", " + timeout
                + (defaulted.isEmpty() ? "" : " (" + c.workload() + "'s defaults: " + String.join(", ", defaulted) + ")");
    }

    /** "300 users asked, 96 logged on" (and the shared pool's connections), or "8 users" for older results. */
    static String users(RunResult r) {
        RunSummary s = r.summary();
        if (s.usersLoggedOn() == null) {
            return s.maxUsers() + " users";
        }
        String users = s.maxUsers() + " users asked, " + s.usersLoggedOn() + " logged on";
        return s.poolConnections() == null ? users
                : users + ", pool of " + r.config().poolSize() + " with " + s.poolConnections() + " open";
    }

    private static String rowsColumns(long rows, long count) {
        return String.format(Locale.ROOT, " %12d %10.1f", rows, count == 0 ? 0.0 : (double) rows / count);
    }

    private static String truncate(String s, int n) {
        return s.length() <= n ? s : s.substring(0, n - 1) + "~";
    }
}
