package org.surgebench.core.dbview;

import java.util.List;
import java.util.Map;

/**
 * A chart of a database's view over the measured window, labelled by the database's own package so that the report
 * draws it without knowing the database: lines from one of the view's column-wise series ({@code series} or
 * {@code waitSeries}, each with its {@code t}, seconds from the window's start).
 *
 * @param name   the chart's short name, unique in its view ("io", "tx", "waits")
 * @param source the view's series it draws: {@code series} or {@code waitSeries}
 * @param lines  the columns drawn, in order; empty: every column but {@code t}, stacked (sessions per wait class)
 * @param y2     the right axis' title, or null when no line uses it
 */
public record SeriesChart(String name, String title, String yTitle, String y2, String source, List<Line> lines) {
    /** The series a view keeps its per-second figures in. */
    public static final String SERIES = "series";
    /** The series of active sessions per wait class. */
    public static final String WAIT_SERIES = "waitSeries";

    public SeriesChart {
        lines = lines == null ? List.of() : List.copyOf(lines);
    }

    /** One column drawn: its key in the series, its label, and whether it goes on the right axis. */
    public record Line(String key, String label, boolean right) {}

    /** Whether every column but {@code t} is drawn, stacked. */
    public boolean stacked() {
        return lines.isEmpty();
    }

    /**
     * Whether {@code series} (the view's {@link #source()}) has something to draw: a {@code t} and, for a chart
     * of named lines, one of its columns with a value.
     */
    public boolean hasData(Map<String, List<Double>> series) {
        if (series == null || series.get("t") == null || series.get("t").isEmpty()) {
            return false;
        }
        if (stacked()) {
            return series.keySet().stream().anyMatch(k -> !k.equals("t"));
        }
        return lines.stream()
                .map(l -> series.get(l.key()))
                .anyMatch(col -> col != null && col.stream().anyMatch(v -> v != null));
    }
}
