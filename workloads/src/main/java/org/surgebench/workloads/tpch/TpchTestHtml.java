package org.surgebench.workloads.tpch;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The HTML report of a power or throughput test: the figures (labelled not a TPC result), a table of each
 * interval's seconds per stream, and a chart of them, one group of bars per query, one bar per stream. A query
 * that did not finish has no bar and says so in the table.
 */
public final class TpchTestHtml {
    private TpchTestHtml() {}

    private static final int BAR = 6;
    private static final int HEIGHT = 220;

    /** The columns of the tables: the power test's stream 0, the throughput test's streams, its refresh stream. */
    private record Column(String test, int stream, String label) {}

    /** The page, with {@code windowView} (the engine's HTML of the database's view of the window) after the chart. */
    public static String page(TpchTestReport r, String windowView) {
        List<Column> columns = columns(r);
        StringBuilder b = new StringBuilder();
        b.append("<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>tpch ")
                .append(r.test())
                .append(" test</title><style>body{font-family:sans-serif}td,th{padding:2px 8px;text-align:right}"
                        + ".bad{color:#b00}</style></head><body>");
        b.append("<h1>tpch ").append(r.test()).append(" test at SF ").append(TpchTests.format(r.scale()));
        b.append("</h1><p><strong>").append(TpchFigures.NOT_TPC).append("</strong>: see docs/tpch.md. ");
        b.append(escape(r.database()))
                .append(", ")
                .append(r.startedAt())
                .append(" .. ")
                .append(r.endedAt());
        b.append(", query timeout ").append(r.timeoutSeconds() == 0 ? "none" : r.timeoutSeconds() + " s");
        b.append("</p><p>").append(escape(TpchTestText.figures(r.figures()))).append("</p>");
        for (String w : r.figures().why()) {
            b.append("<p class=\"bad\">").append(escape(w)).append("</p>");
        }
        b.append("<h2>Seconds per query and stream</h2><table><tr><th></th>");
        columns.forEach(c -> b.append("<th>").append(c.label).append("</th>"));
        b.append("</tr>");
        for (String n : TpchTestText.names()) {
            b.append("<tr><th>").append(n).append("</th>");
            for (Column c : columns) {
                List<TpchTiming> ts = cellOf(r, c, n);
                String text = ts.isEmpty() ? "" : ts.size() == 1 ? TpchTestText.cell(ts.get(0)) : mean(ts);
                boolean bad = ts.stream().anyMatch(t -> !t.ok());
                b.append(bad ? "<td class=\"bad\">" : "<td>").append(text).append("</td>");
            }
            b.append("</tr>");
        }
        b.append("</table>");
        b.append(chart(r, columns));
        if (!windowView.isEmpty()) {
            b.append("<h2>The database's view of the tests' window</h2>").append(windowView);
        }
        return b.append("</body></html>").toString();
    }

    private static List<Column> columns(TpchTestReport r) {
        List<Column> out = new ArrayList<>();
        if (!r.of("power").isEmpty()) {
            out.add(new Column("power", 0, "power (stream 0)"));
        }
        if (!r.of("throughput").isEmpty()) {
            for (int s = 1; s <= r.streams(); s++) {
                out.add(new Column("throughput", s, "stream " + s));
            }
            out.add(new Column("throughput", -1, "refresh stream (mean)"));
        }
        return out;
    }

    private static List<TpchTiming> cellOf(TpchTestReport r, Column c, String name) {
        return r.of(c.test).stream()
                .filter(t -> t.stream() == c.stream && t.name().equals(name))
                .toList();
    }

    private static String mean(List<TpchTiming> ts) {
        for (TpchTiming t : ts) {
            if (!t.ok()) {
                return TpchTestText.cell(t);
            }
        }
        return String.format(
                Locale.ROOT,
                "%.3f",
                ts.stream().mapToDouble(TpchTiming::seconds).average().orElse(0));
    }

    /** One group of bars per query (and RF1, RF2), one bar per column, heights to the longest interval. */
    private static String chart(TpchTestReport r, List<Column> columns) {
        double max = r.timings().stream()
                .filter(TpchTiming::ok)
                .mapToDouble(TpchTiming::seconds)
                .max()
                .orElse(1);
        List<String> names = TpchTestText.names();
        int group = columns.size() * BAR + 8;
        int width = names.size() * group + 60;
        StringBuilder b = new StringBuilder("<h2>Chart: seconds per query, one bar per stream</h2>");
        b.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"")
                .append(width)
                .append("\" height=\"")
                .append(HEIGHT + 40)
                .append("\">");
        b.append(String.format(Locale.ROOT, "<text x=\"0\" y=\"12\" font-size=\"10\">%.3f s</text>", max));
        for (int i = 0; i < names.size(); i++) {
            int x0 = 50 + i * group;
            for (int k = 0; k < columns.size(); k++) {
                List<TpchTiming> ts = cellOf(r, columns.get(k), names.get(i));
                if (ts.isEmpty() || ts.stream().anyMatch(t -> !t.ok())) {
                    continue;
                }
                double s =
                        ts.stream().mapToDouble(TpchTiming::seconds).average().orElse(0);
                int h = (int) Math.max(1, Math.round(s / max * HEIGHT));
                b.append(String.format(
                        Locale.ROOT,
                        "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"hsl(%d,60%%,45%%)\">"
                                + "<title>%s %s: %.3f s</title></rect>",
                        x0 + k * BAR,
                        HEIGHT + 15 - h,
                        BAR - 1,
                        h,
                        (k * 67) % 360,
                        names.get(i),
                        columns.get(k).label,
                        s));
            }
            b.append(String.format(
                    Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"10\">%s</text>", x0, HEIGHT + 30, names.get(i)));
        }
        return b.append("</svg>").toString();
    }

    private static String escape(String s) {
        return s == null ? "" : s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
