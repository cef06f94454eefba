package org.surgebench.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import org.surgebench.core.figures.RunFigure;
import org.surgebench.core.figures.RunFigures;
import org.surgebench.core.metrics.ErrorSummary;
import org.surgebench.core.metrics.LatencyStats;
import org.surgebench.core.results.ClientSaturation;
import org.surgebench.core.results.RunConfig;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.results.RunSummary;
import org.surgebench.core.settings.Think;

/** The end-of-run summary: per-transaction table, totals, errors, and where the results went. */
final class SummaryPrinter {
    private SummaryPrinter() {}

    static void print(RunResult r, PrintStream out) {
        print(r, false, out);
    }

    /** With {@code wide}, the transaction table has every column (see {@link TransactionTable}). */
    static void print(RunResult r, boolean wide, PrintStream out) {
        print(r, wide, TransactionTable.DEFAULT_WIDTH, out);
    }

    /** Fitted to {@code width} columns (the terminal's, up to 100), or every column with {@code wide}. */
    static void print(RunResult r, boolean wide, int width, PrintStream out) {
        RunSummary s = r.summary();
        out.println();
        DatabaseSummaryPrinter.wrap(
                out,
                String.format(
                        Locale.ROOT,
                        "Results: %s, mix %s, %s, %.1f s measured (%s)",
                        r.config().workload(),
                        r.config().mixAndVariant(),
                        users(r),
                        s.measuredSeconds(),
                        s.stopReason()),
                width,
                "",
                "  ");
        DatabaseSummaryPrinter.wrap(out, "Settings: " + settings(r.config()), width, "", "  ");
        if (r.config().settings().output().comment() != null) {
            out.println("Comment: " + r.config().settings().output().comment());
        }
        TransactionTable.print(r, wide, width, out);
        StatementTable.print(r, wide ? Integer.MAX_VALUE / 2 : width, out);
        LatencyStats all = s.service();
        out.println(rates(r));
        OutageTable.print(r, out);
        out.print(org.surgebench.core.figures.PhaseTable.format(r));
        DatabaseSummaryPrinter.wrap(
                out,
                String.format(
                        Locale.ROOT,
                        "Statements: %,d select, %,d insert, %,d update, " + "%,d delete, %,d commit, %,d rollback",
                        s.statements().select(),
                        s.statements().insert(),
                        s.statements().update(),
                        s.statements().delete(),
                        s.statements().commit(),
                        s.statements().rollback()),
                width,
                "",
                "  ");
        if (r.rate() > 0) {
            LatencyStats resp = s.response();
            out.println(String.format(
                    Locale.ROOT,
                    "Open model at %.1f tx/s (achieved %.1f tx/s): response time "
                            + "from intended start avg %.2f ms, p95 %.2f ms, p99 %.2f ms (service time p95 %.2f ms)",
                    r.rate(),
                    s.tps(),
                    resp.avgMs(),
                    resp.p95Ms(),
                    resp.p99Ms(),
                    all.p95Ms()));
        }
        if (s.logonErrors() > 0) {
            out.println(
                    String.format(Locale.ROOT, "Failed log-ons: %d (counted in the errors above)", s.logonErrors()));
        }
        for (ErrorSummary e : r.errors()) {
            out.println(String.format(
                    Locale.ROOT,
                    "Errors %s: %d (first in %s: %s)",
                    e.label(),
                    e.count(),
                    e.firstTransaction(),
                    e.sampleMessage()));
        }
        if (s.message() != null) {
            out.println(s.message());
        }
        DatabaseSummaryPrinter.print(r, out);
        ClientSaturation.of(r.host()).ifPresent(c -> {
            out.println();
            DatabaseSummaryPrinter.wrap(out, c.sentence(), width, "", "  ");
        });
        if (!r.files().isEmpty()) {
            out.println("Results written:");
            r.files().forEach((kind, path) -> out.println("  " + kind + ": " + path));
        }
    }

    /**
     * The run's throughputs on one line ("TPS 1,234.5   TPM 74,070   QPS 6,172.5"), and the run's figures the
     * transaction table has no column for: every figure of the catalogue is on the console.
     */
    static String rates(RunResult r) {
        List<String> parts = new java.util.ArrayList<>();
        for (RunFigure f : RunFigures.ALL) {
            if (f.isRate() || !f.hasPerTransaction()) {
                parts.add(f.label() + " " + f.format(r));
            }
        }
        return String.join("   ", parts);
    }

    /** Think time and query timeout used, and which settings came from the workload's defaults. */
    static String settings(RunConfig c) {
        Think t = c.settings().think();
        String think = t.max().isZero()
                ? "no think time"
                : "think " + t.min().toMillis() + ".." + t.max().toMillis() + " ms between transactions";
        long timeoutSeconds = c.settings().resilience().queryTimeout().toSeconds();
        String timeout = timeoutSeconds == 0 ? "no query timeout" : "query timeout " + timeoutSeconds + " s";
        List<String> defaulted = c.fromWorkloadDefaults();
        // What the users ran on, also for --quiet runs that never printed the line of the run's start.
        String threads = c.userThreads() == null
                ? ""
                : ", users on " + c.userThreads()
                        + (c.loopTransport() == null ? "" : " over " + c.loopTransport())
                        + (c.userThreadsAuto() ? " (auto)" : "");
        return think + ", " + timeout + threads
                + (defaulted.isEmpty()
                        ? ""
                        : " (" + c.workload() + "'s defaults: " + String.join(", ", defaulted) + ")");
    }

    /** "300 users asked, 96 logged on" (and the shared pool's connections), or "8 users" for older results. */
    static String users(RunResult r) {
        RunSummary s = r.summary();
        if (s.usersLoggedOn() == null) {
            return s.maxUsers() + " users";
        }
        String users = s.maxUsers() + " users asked, " + s.usersLoggedOn() + " logged on";
        return s.poolConnections() == null
                ? users
                : users + ", pool of " + r.config().settings().execution().pool() + " with " + s.poolConnections()
                        + " open";
    }
}
