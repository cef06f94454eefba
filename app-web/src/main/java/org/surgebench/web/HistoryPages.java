package org.surgebench.web;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.surgebench.core.results.RunHistory;

/**
 * The run history: {@code GET /api/history} (the catalogue's rows as JSON) and the history page, which lists
 * them with a link to each report. Every text that came from a person or a database (a comment, a workload's
 * name) goes through {@link Html#escape}.
 */
final class HistoryPages {
    private final RunHistory history;
    private final ResultsFolder folder;

    HistoryPages(RunHistory history, ResultsFolder folder) {
        this.history = history;
        this.folder = folder;
    }

    void routes(RoutesConfig r) {
        r.get("/api/history", ctx -> RunsApi.json(ctx, history.list()));
        r.get("/history", this::page);
    }

    private void page(Context ctx) {
        List<RunHistory.Entry> runs = history.list();
        StringBuilder rows = new StringBuilder();
        for (RunHistory.Entry e : runs) {
            String name = folder.nameOf(e.file());
            String report = name == null
                    ? ""
                    : "<a href=\"/results?file=" + Html.escape(urlPart(name.replaceAll("\\.json$", ".html")))
                            + "\">report</a>";
            rows.append("<tr><td>")
                    .append(Html.escape(
                            e.startedAt() == null ? "" : e.startedAt().toString()))
                    .append("</td><td>")
                    .append(Html.escape(e.workload()))
                    .append("</td><td>")
                    .append(Html.escape(e.database()))
                    .append("</td><td class=num>")
                    .append(String.format(Locale.ROOT, "%.1f", e.tps()))
                    .append("</td><td class=num>")
                    .append(e.users())
                    .append("</td><td>")
                    .append(Html.escape(e.comment() == null ? "" : e.comment()))
                    .append("</td><td>")
                    .append(report)
                    .append("</td></tr>\n");
        }
        ctx.html(Html.page(
                "Run history",
                "<p>" + runs.size() + " runs in " + Html.escape(history.where()) + ".</p>\n"
                        + "<table id=history><thead><tr><th>started</th><th>workload</th><th>database</th>"
                        + "<th>TPS</th><th>users</th><th>comment</th><th></th></tr></thead><tbody>\n"
                        + rows + "</tbody></table>"));
    }

    private static String urlPart(String name) {
        return java.net.URLEncoder.encode(name, java.nio.charset.StandardCharsets.UTF_8);
    }

    /** The catalogue of the console's results folder, or of {@code resultsDb} when given. */
    static RunHistory catalogue(Path resultsDir, String resultsDb) {
        return RunHistory.of(resultsDir, resultsDb);
    }
}
