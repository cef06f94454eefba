package org.surgebench.core.report;

import static org.surgebench.core.report.HtmlPage.esc;
import static org.surgebench.core.report.HtmlPage.note;

import java.util.ArrayList;
import java.util.List;
import org.surgebench.core.dbview.ViewSection;

/** Lays out a labelled {@link ViewSection} (database or host figures) as HTML. */
public final class HtmlViews {
    /** Figures per key/value table; longer lists go into side-by-side tables. */
    static final int ROWS_PER_COLUMN = 10;

    private HtmlViews() {}

    /**
     * The database's and the hosts' view of a window ({@code database} and {@code host} as a run's results keep
     * them), each section with its figures, tables and notes and no charts: for a page that is not a run's report
     * (a workload's own test).
     */
    public static String window(java.util.Map<String, Object> database, java.util.Map<String, Object> host) {
        List<ViewSection> sections = new ArrayList<>(org.surgebench.core.dbview.DatabaseViewPrinter.sections(
                org.surgebench.core.dbview.DatabaseView.of(database)));
        sections.addAll(org.surgebench.core.dbview.HostSection.sections(host));
        StringBuilder sb = new StringBuilder();
        sections.forEach(s -> sb.append(section(s, "")));
        return sb.toString();
    }

    /** Title, figures, then {@code charts} (may be empty), then the tables and notes. */
    static String section(ViewSection s, String charts) {
        StringBuilder sb = new StringBuilder("<h3>").append(esc(s.title())).append("</h3>\n");
        List<ViewSection.Figure> figures = s.figures();
        if (!figures.isEmpty()) {
            sb.append("<div class=\"cols\">");
            for (int from = 0; from < figures.size(); from += ROWS_PER_COLUMN) {
                List<List<String>> rows = new ArrayList<>();
                for (ViewSection.Figure f : figures.subList(from, Math.min(figures.size(), from + ROWS_PER_COLUMN))) {
                    rows.add(List.of(f.label(), f.value()));
                }
                sb.append(HtmlPage.table(List.of("figure", "value"), rows, 1)
                        .replaceFirst("<table>", "<table class=\"kv\">"));
            }
            sb.append("</div>\n");
        }
        sb.append(charts);
        for (ViewSection.Table t : s.tables()) {
            sb.append("<h3>")
                    .append(esc(t.title()))
                    .append("</h3>\n")
                    .append(HtmlPage.table(t.header(), t.rows(), t.align()));
        }
        s.notes().forEach(n -> sb.append(note(n)));
        return sb.toString();
    }
}
