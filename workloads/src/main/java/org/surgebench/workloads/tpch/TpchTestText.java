package org.surgebench.workloads.tpch;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The console's view of a power or throughput test, and the comparison of two: one row per query and refresh
 * function, the figures below, each labelled "not a TPC result". A query that did not finish shows as
 * {@code timeout} or {@code error}, never as a time.
 */
public final class TpchTestText {
    private TpchTestText() {}

    /** Q1..Q22, RF1, RF2: the rows of every table of a test. */
    static List<String> names() {
        List<String> out = new ArrayList<>();
        for (TpchQuery q : TpchQuery.values()) {
            out.add(q.name());
        }
        out.add("RF1");
        out.add("RF2");
        return out;
    }

    /** One interval as the tables show it: seconds, or why there are none. */
    static String cell(TpchTiming t) {
        return switch (t.outcome()) {
            case OK -> String.format(Locale.ROOT, "%.3f", t.seconds());
            case TIMEOUT -> "timeout";
            case ERROR -> "error";
        };
    }

    /** The mean of the test's intervals of {@code name} as a cell; "timeout"/"error" when one did not finish. */
    static String meanCell(TpchTestReport r, String test, String name) {
        List<TpchTiming> ts =
                r.of(test).stream().filter(t -> t.name().equals(name)).toList();
        for (TpchTiming t : ts) {
            if (!t.ok()) {
                return cell(t);
            }
        }
        Double s = r.querySeconds(test, name);
        return s == null ? "-" : String.format(Locale.ROOT, "%.3f", s);
    }

    public static String summary(TpchTestReport r) {
        StringBuilder b = new StringBuilder();
        b.append(String.format(
                Locale.ROOT,
                "tpch %s test at SF %s (%s)%n",
                r.test(),
                TpchTests.format(r.scale()),
                TpchFigures.NOT_TPC));
        b.append(String.format(Locale.ROOT, "%-5s %12s %22s%n", "", "power s", "throughput mean s"));
        for (String n : names()) {
            b.append(String.format(
                    Locale.ROOT, "%-5s %12s %22s%n", n, meanCell(r, "power", n), meanCell(r, "throughput", n)));
        }
        if (r.powerSeconds() > 0) {
            b.append(String.format(Locale.ROOT, "power test: %.2f s%n", r.powerSeconds()));
        }
        if (r.throughputSeconds() > 0) {
            b.append(String.format(
                    Locale.ROOT, "throughput test: %d streams in %.2f s (Ts)%n", r.streams(), r.throughputSeconds()));
        }
        b.append(figures(r.figures())).append('\n');
        r.figures().why().forEach(w -> b.append(w).append('\n'));
        return b.toString();
    }

    static String figures(TpchFigures f) {
        return String.format(
                Locale.ROOT,
                "Power@Size-like %s, Throughput@Size-like %s, QphH@Size-like %s (%s)",
                number(f.power()),
                number(f.throughput()),
                number(f.qphH()),
                TpchFigures.NOT_TPC);
    }

    static String number(Double v) {
        return v == null ? "-" : String.format(Locale.ROOT, "%,.1f", v);
    }

    /** Two tests query by query: each one's seconds and the change, then the figures. */
    public static String compare(TpchTestReport a, TpchTestReport b) {
        StringBuilder out = new StringBuilder();
        out.append(String.format(
                Locale.ROOT,
                "tpch tests compared (%s): A = %s %s at SF %s, B = %s %s at SF %s%n",
                TpchFigures.NOT_TPC,
                a.test(),
                a.startedAt(),
                TpchTests.format(a.scale()),
                b.test(),
                b.startedAt(),
                TpchTests.format(b.scale())));
        for (String test : List.of("power", "throughput")) {
            if (a.of(test).isEmpty() || b.of(test).isEmpty()) {
                continue;
            }
            out.append(String.format(Locale.ROOT, "%s test (mean s per query)%n", test));
            out.append(String.format(Locale.ROOT, "%-5s %10s %10s %9s%n", "", "A", "B", "change"));
            for (String n : names()) {
                Double x = a.querySeconds(test, n);
                Double y = b.querySeconds(test, n);
                String change = x == null || y == null || x == 0
                        ? "-"
                        : String.format(Locale.ROOT, "%+.1f%%", (y - x) / x * 100);
                out.append(String.format(
                        Locale.ROOT, "%-5s %10s %10s %9s%n", n, meanCell(a, test, n), meanCell(b, test, n), change));
            }
        }
        out.append("A: ").append(figures(a.figures())).append('\n');
        out.append("B: ").append(figures(b.figures())).append('\n');
        return out.toString();
    }
}
