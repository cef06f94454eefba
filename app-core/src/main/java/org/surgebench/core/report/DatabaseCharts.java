package org.surgebench.core.report;

import static org.surgebench.core.report.HtmlPage.chart;
import static org.surgebench.core.report.HtmlPage.note;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.surgebench.core.dbview.BarChart;
import org.surgebench.core.dbview.DatabaseView;
import org.surgebench.core.dbview.SeriesChart;

/**
 * The charts of a database's view in the run report: only those with something to draw get a box (an empty box
 * tells a reader nothing), each box the view's own labels, and one line for each chart that is not there, saying
 * why. The charts' definitions go into the page's data ({@code dbCharts}) for report.js to draw.
 */
final class DatabaseCharts {
    private DatabaseCharts() {}

    /** The view's charts that have data: the ranking first (as bars), then the series charts. */
    static Map<String, Object> of(DatabaseView view) {
        Map<String, Object> out = new LinkedHashMap<>();
        BarChart ranking = view.ranking();
        if (ranking != null && ranking.hasData()) {
            out.put("ranking", ranking);
        }
        List<SeriesChart> series = new ArrayList<>();
        for (SeriesChart c : view.charts()) {
            if (c.hasData(view.series(c.source()))) {
                series.add(c);
            }
        }
        out.put("series", series);
        return out;
    }

    /** The boxes of the view's charts with data, then the lines for those it lacks. */
    @SuppressWarnings("unchecked")
    static String boxes(String name, DatabaseView view) {
        Map<String, Object> charts = of(view);
        List<SeriesChart> series = (List<SeriesChart>) charts.get("series");
        StringBuilder sb = new StringBuilder();
        if (charts.containsKey("ranking") || !series.isEmpty()) {
            sb.append("<div class=\"grid\">");
            if (charts.get("ranking") instanceof BarChart b) {
                sb.append(chart(id(name, b.name())));
            }
            series.forEach(c -> sb.append(chart(id(name, c.name()))));
            sb.append("</div>\n");
        }
        List<String> lacking = new ArrayList<>(view.chartNotes());
        for (SeriesChart c : view.charts()) {
            if (!series.contains(c) && view.chartNotes().stream().noneMatch(n -> n.contains(c.title()))) {
                lacking.add("No chart of " + c.title() + ": these results hold no per-second figures for it.");
            }
        }
        if (view.charts().isEmpty()
                && charts.get("ranking") == null
                && view.chartNotes().isEmpty()) {
            lacking.add("No charts over time: these results hold this database's figures for the whole window "
                    + "only (taken at its start and end).");
        }
        lacking.forEach(n -> sb.append(note(n)));
        return sb.toString();
    }

    /** The id of a chart's box: {@code c-db-<view>-<chart>}. */
    static String id(String view, String chart) {
        return "c-db-" + view + "-" + chart;
    }
}
