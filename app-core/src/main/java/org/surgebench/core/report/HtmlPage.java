package org.surgebench.core.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.surgebench.core.results.Json;

/**
 * A self-contained HTML page: Chart.js, the report's script and style sheet are inlined, the data behind the
 * charts is embedded as JSON ({@code script#surge-data}), and tables are rendered here so the page reads
 * even with scripts off. Opens from a file with no network.
 */
final class HtmlPage {
    /** Chart.js from its webjar (org.webjars.npm:chart.js in app-core's pom). */
    static final String CHART_JS = "META-INF/resources/webjars/chart.js/4.4.7/dist/chart.umd.js";

    private final String kind;
    private final String title;
    private final String subtitle;
    private final StringBuilder body = new StringBuilder();

    HtmlPage(String kind, String title, String subtitle) {
        this.kind = kind;
        this.title = title;
        this.subtitle = subtitle;
    }

    HtmlPage raw(String html) {
        body.append(html).append('\n');
        return this;
    }

    /** A section with an id from its heading ("Database: load profile" is #database-load-profile) to link to. */
    HtmlPage section(String heading, String html) {
        String id =
                heading.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
        body.append("<section id=\"")
                .append(id)
                .append("\"><h2>")
                .append(esc(heading))
                .append("</h2>\n")
                .append(html)
                .append("</section>\n");
        return this;
    }

    /** The page, with {@code data} embedded for the charts. */
    String build(Object data) {
        StringBuilder sb = new StringBuilder(400_000);
        sb.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n")
                .append("<meta name=\"generator\" content=\"Surgebench\">\n<title>")
                .append(esc(title))
                .append("</title>\n<style>\n")
                .append(resource("org/surgebench/core/report/report.css"))
                .append("</style>\n<script>\n")
                .append(resource(CHART_JS))
                .append("\n</script>\n<script>\n")
                .append(resource("org/surgebench/core/report/report.js"))
                .append("\n</script>\n</head>\n")
                .append("<body data-kind=\"")
                .append(kind)
                .append("\">\n<header><h1>")
                .append(esc(title))
                .append("</h1><div class=\"sub\">")
                .append(esc(subtitle))
                .append("</div></header>\n<main>\n")
                .append(body)
                .append("</main>\n<script type=\"application/json\" id=\"surge-data\">")
                .append(embedJson(data))
                .append("</script>\n</body></html>\n");
        return sb.toString();
    }

    /** JSON safe inside a script element: no {@code </script>} or {@code <!--} can appear. */
    static String embedJson(Object data) {
        try {
            return Json.mapper()
                    .writer()
                    .without(com.fasterxml.jackson.databind.SerializationFeature.INDENT_OUTPUT)
                    .writeValueAsString(data)
                    .replace("<", "\\u003c")
                    .replace(">", "\\u003e")
                    .replace("&", "\\u0026");
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String resource(String path) {
        try (InputStream in = HtmlPage.class.getClassLoader().getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("Missing resource " + path + " (is the build complete?)");
            }
            // Nothing inlined may close the script element early.
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).replace("</script", "<\\/script");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A placeholder that report.js fills with a chart. */
    static String chart(String id) {
        return "<div class=\"chart\" id=\"" + esc(id) + "\"></div>";
    }

    static String tiles(Map<String, String> figures) {
        StringBuilder sb = new StringBuilder("<div class=\"tiles\">");
        figures.forEach((k, v) -> sb.append("<div class=\"tile\"><div class=\"v\">")
                .append(esc(v))
                .append("</div><div class=\"k\">")
                .append(esc(k))
                .append("</div></div>"));
        return sb.append("</div>\n").toString();
    }

    /** A table; the first {@code leftColumns} columns are left-aligned text. */
    static String table(List<String> header, List<List<String>> rows, int leftColumns) {
        return table(header, rows, leftColumns, -1);
    }

    static String table(List<String> header, List<List<String>> rows, int leftColumns, int highlightRow) {
        return table(header, rows, "l".repeat(leftColumns), highlightRow);
    }

    /** A table with one alignment letter per column: {@code l} text, anything else a right-aligned number. */
    static String table(List<String> header, List<List<String>> rows, String align) {
        return table(header, rows, align, -1);
    }

    private static String table(List<String> header, List<List<String>> rows, String align, int highlightRow) {
        StringBuilder sb = new StringBuilder("<table><thead><tr>");
        for (int i = 0; i < header.size(); i++) {
            sb.append(left(align, i) ? "<th class=\"l\">" : "<th>")
                    .append(esc(header.get(i)))
                    .append("</th>");
        }
        sb.append("</tr></thead><tbody>\n");
        for (int r = 0; r < rows.size(); r++) {
            sb.append(r == highlightRow ? "<tr class=\"knee\">" : "<tr>");
            List<String> row = rows.get(r);
            for (int i = 0; i < row.size(); i++) {
                String cell = row.get(i) == null ? "" : row.get(i);
                boolean text = cell.length() > 60
                        || (i < header.size() && header.get(i).equals("query"));
                String cls = text ? " class=\"q\"" : left(align, i) ? " class=\"l\"" : "";
                sb.append("<td").append(cls).append('>').append(esc(cell)).append("</td>");
            }
            sb.append("</tr>\n");
        }
        return sb.append("</tbody></table>\n").toString();
    }

    private static boolean left(String align, int column) {
        return column < align.length() && align.charAt(column) == 'l';
    }

    /** A note a reader must not miss (a warning: the client was CPU-saturated, say), set apart in colour. */
    static String flag(String text) {
        return "<p class=\"flag\">" + esc(text) + "</p>\n";
    }

    static String note(String text) {
        return "<p class=\"note\">" + esc(text) + "</p>\n";
    }

    static String esc(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder sb = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            switch (c) {
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '&' -> sb.append("&amp;");
                case '"' -> sb.append("&quot;");
                case '\'' -> sb.append("&#39;");
                default -> sb.append(c);
            }
        }
        return sb.toString();
    }

    /** A number for a table: integers plainly, others with up to two decimals; null and NaN as blank. */
    static String num(Object v) {
        if (v == null) {
            return "";
        }
        if (v instanceof Number n) {
            double d = n.doubleValue();
            if (Double.isNaN(d) || Double.isInfinite(d)) {
                return "";
            }
            if (d == Math.rint(d) && Math.abs(d) < 1e15) {
                return String.format(Locale.ROOT, "%,d", (long) d);
            }
            return String.format(Locale.ROOT, Math.abs(d) >= 100 ? "%,.1f" : "%,.2f", d);
        }
        return String.valueOf(v);
    }
}
