package org.surgebench.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.surgebench.core.metrics.LatencyStats;
import org.surgebench.core.metrics.TxSummary;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.results.RunSummary;

/**
 * The per-transaction table at the end of a run. By default it fits 100 columns, or the terminal when that
 * is narrower (count, TPS, average, p50, p95, p99, max, errors, and the name as far as it fits; p50 goes
 * first when it must); {@code --wide} adds the name in full, min, p90 and p99.9. Analytic workloads add the
 * rows their queries returned.
 */
final class TransactionTable {
    static final int DEFAULT_WIDTH = 100;

    private record Column(String title, int width, java.util.function.Function<Row, String> value) {}

    private record Row(String shortName, String name, long count, double tps, LatencyStats l, long errors, long rows) {}

    private TransactionTable() {}

    static void print(RunResult r, boolean wide, PrintStream out) {
        print(r, wide, DEFAULT_WIDTH, out);
    }

    /** As {@link #print(RunResult, boolean, PrintStream)}, fitted to {@code width} columns unless wide. */
    static void print(RunResult r, boolean wide, int width, PrintStream out) {
        boolean withRows = r.transactions().stream().anyMatch(t -> t.rows() > 0);
        List<Row> rows = new ArrayList<>();
        for (TxSummary t : r.transactions()) {
            rows.add(new Row(t.shortName(), t.name(), t.count(), t.tps(), t.service(), t.errors(), t.rows()));
        }
        RunSummary s = r.summary();
        rows.add(new Row(
                "all",
                "",
                s.transactions(),
                s.tps(),
                s.service(),
                s.errors(),
                r.transactions().stream().mapToLong(TxSummary::rows).sum()));
        List<Column> columns = new ArrayList<>();
        columns.add(new Column("count", 10, x -> String.format(Locale.ROOT, "%,d", x.count())));
        columns.add(new Column("TPS", 9, x -> String.format(Locale.ROOT, "%,.1f", x.tps())));
        columns.add(new Column("avg ms", 8, x -> ms(x.l().avgMs())));
        if (wide) {
            columns.add(new Column("min", 8, x -> ms(x.l().minMs())));
        }
        Column p50 = new Column("p50", 8, x -> ms(x.l().p50Ms()));
        columns.add(p50);
        if (wide) {
            columns.add(new Column("p90", 8, x -> ms(x.l().p90Ms())));
        }
        columns.add(new Column("p95", 8, x -> ms(x.l().p95Ms())));
        columns.add(new Column("p99", 8, x -> ms(x.l().p99Ms())));
        if (wide) {
            columns.add(new Column("p99.9", 8, x -> ms(x.l().p999Ms())));
        }
        columns.add(new Column("max", 9, x -> ms(x.l().maxMs())));
        columns.add(new Column("errors", 7, x -> String.format(Locale.ROOT, "%,d", x.errors())));
        if (withRows) {
            if (wide) {
                columns.add(new Column("rows", 13, x -> String.format(Locale.ROOT, "%,d", x.rows())));
            }
            columns.add(new Column(
                    "rows/tx",
                    10,
                    x -> String.format(Locale.ROOT, "%,.1f", x.count() == 0 ? 0.0 : (double) x.rows() / x.count())));
        }
        int fixed = 6 + columns.stream().mapToInt(c -> c.width() + 1).sum();
        if (!wide && fixed >= width) {
            columns.remove(p50);
            fixed -= p50.width() + 1;
        }
        int longest = rows.stream().mapToInt(x -> x.name().length()).max().orElse(0);
        // The name gets what is left of the width (none below 8), or its full length with --wide.
        int nameWidth = wide ? Math.max(4, longest) : Math.min(longest, width - fixed - 2);
        boolean name = nameWidth >= 8;
        StringBuilder head = new StringBuilder(String.format(Locale.ROOT, "%-6s", "tx"));
        if (name) {
            head.append(' ').append(String.format(Locale.ROOT, "%-" + nameWidth + "s", "name"));
        }
        columns.forEach(c -> head.append(' ').append(String.format(Locale.ROOT, "%" + c.width() + "s", c.title())));
        out.println(head.toString().stripTrailing());
        for (Row x : rows) {
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%-6s", x.shortName()));
            if (name) {
                line.append(' ')
                        .append(String.format(Locale.ROOT, "%-" + nameWidth + "s", truncate(x.name(), nameWidth)));
            }
            columns.forEach(c -> line.append(' ')
                    .append(String.format(
                            Locale.ROOT, "%" + c.width() + "s", c.value().apply(x))));
            out.println(line);
        }
    }

    private static String ms(double v) {
        return String.format(Locale.ROOT, v >= 10_000 ? "%,.0f" : "%.2f", v);
    }

    private static String truncate(String s, int n) {
        return s.length() <= n ? s : s.substring(0, n - 1) + "~";
    }
}
