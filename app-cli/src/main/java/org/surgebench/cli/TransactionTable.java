package org.surgebench.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.surgebench.core.figures.RunFigure;
import org.surgebench.core.figures.RunFigures;
import org.surgebench.core.metrics.TxSummary;
import org.surgebench.core.results.RunResult;

/**
 * The per-transaction table at the end of a run. By default it fits 100 columns, or the terminal when that
 * is narrower (count, TPS, average, p50, p95, p99, max, errors, and the name as far as it fits; p50 goes
 * first when it must); {@code --wide} adds the name in full, min, p90 and p99.9, and the retry counts (shown
 * anyway when a transaction was retried or ran out of tries). Analytic workloads add the
 * rows their queries returned.
 */
final class TransactionTable {
    static final int DEFAULT_WIDTH = 100;

    private record Column(String title, int width, Function<Row, String> value) {}

    /** A row: a transaction type or the whole run, its catalogue figures written by {@code value}. */
    private record Row(String shortName, String name, long count, long rows, Function<RunFigure, String> value) {
        String value(RunFigure f) {
            return value.apply(f);
        }
    }

    /** The catalogue's columns that only {@code --wide} shows. */
    private static final Set<RunFigure> WIDE_ONLY = Set.of(RunFigures.MIN_MS, RunFigures.P90_MS, RunFigures.P999_MS);

    /** Columns wider than the 8 characters of a time: counts and the longest time. */
    private static final Map<RunFigure, Integer> WIDTHS = Map.of(
            RunFigures.TRANSACTIONS,
            10,
            RunFigures.TPS,
            9,
            RunFigures.MAX_MS,
            9,
            RunFigures.ERRORS,
            7,
            RunFigures.FIRST_TRY,
            10);

    private TransactionTable() {}

    static void print(RunResult r, boolean wide, PrintStream out) {
        print(r, wide, DEFAULT_WIDTH, out);
    }

    /** As {@link #print(RunResult, boolean, PrintStream)}, fitted to {@code width} columns unless wide. */
    static void print(RunResult r, boolean wide, int width, PrintStream out) {
        boolean withRows = r.transactions().stream().anyMatch(t -> t.rows() > 0);
        List<Row> rows = new ArrayList<>();
        for (TxSummary t : r.transactions()) {
            rows.add(new Row(t.shortName(), t.name(), t.count(), t.rows(), f -> f.format(t)));
        }
        rows.add(new Row(
                "all",
                "",
                r.summary().transactions(),
                r.transactions().stream().mapToLong(TxSummary::rows).sum(),
                f -> f.format(r)));
        List<Column> columns = new ArrayList<>();
        Column p50 = null;
        boolean retries = RunFigures.RETRIES.stream()
                .filter(f -> f != RunFigures.FIRST_TRY)
                .anyMatch(f -> f.run().apply(r) > 0);
        for (RunFigure f : RunFigures.perTransaction()) {
            boolean shown = RunFigures.RETRIES.contains(f) ? wide || retries : wide || !WIDE_ONLY.contains(f);
            if (shown) {
                Column c = new Column(f.column(), WIDTHS.getOrDefault(f, 8), x -> x.value(f));
                columns.add(c);
                if (f == RunFigures.P50_MS) {
                    p50 = c;
                }
            }
        }
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
        if (!wide && fixed >= width && p50 != null) {
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

    private static String truncate(String s, int n) {
        return s.length() <= n ? s : s.substring(0, n - 1) + "~";
    }
}
