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
        String q = ctx.queryParam("q") == null ? "" : ctx.queryParam("q").strip();
        List<RunHistory.Entry> runs =
                history.list().stream().filter(e -> matches(e, q)).toList();
        StringBuilder rows = new StringBuilder();
        for (RunHistory.Entry e : runs) {
            String name = folder.nameOf(e.file());
            String report = name == null
                    ? ""
                    : "<a href=\"/results?file=" + Html.escape(urlPart(name.replaceAll("\\.json$", ".html")))
                            + "\">report</a>";
            String pick = name == null ? "" : "<input type=checkbox name=file value=\"" + Html.escape(name) + "\">";
            rows.append("<tr><td>")
                    .append(pick)
                    .append("</td><td>")
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
                "<form method=get><label class=inline>Filter (workload, database, date or comment) <input name=q "
                        + "value=\"" + Html.escape(q) + "\"></label> <button type=submit>Filter</button></form>\n"
                        + "<p>" + runs.size() + " runs in " + Html.escape(history.where()) + ".</p>\n"
                        + "<form action=\"/compare\" method=get>"
                        + "<p><button id=compare type=submit>Compare the ticked runs</button></p>\n"
                        + "<table id=history><thead><tr><th></th><th>started</th><th>workload</th><th>database</th>"
                        + "<th>TPS</th><th>users</th><th>comment</th><th></th></tr></thead><tbody>\n"
                        + rows + "</tbody></table></form>"));
    }

    /** Whether a run's workload, database, start date or comment holds {@code q} (any case); all for "". */
    static boolean matches(RunHistory.Entry e, String q) {
        if (q.isEmpty()) {
            return true;
        }
        String needle = q.toLowerCase(Locale.ROOT);
        for (String field : new String[] {
            e.workload(),
            e.database(),
            e.startedAt() == null ? null : e.startedAt().toString(),
            e.comment()
        }) {
            if (field != null && field.toLowerCase(Locale.ROOT).contains(needle)) {
                return true;
            }
        }
        return false;
    }

    private static String urlPart(String name) {
        return java.net.URLEncoder.encode(name, java.nio.charset.StandardCharsets.UTF_8);
    }

    /** The catalogue of the console's results folder, or of {@code resultsDb} when given. */
    static RunHistory catalogue(Path resultsDir, String resultsDb) {
        return RunHistory.of(resultsDir, resultsDb);
    }
}
