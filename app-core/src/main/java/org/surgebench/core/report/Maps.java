package org.surgebench.core.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.surgebench.core.results.Json;

/** Tables from loosely typed result maps (database load profiles differ by database). */
final class Maps {
    private Maps() {}

    /** Any result object as a map of its JSON properties. */
    @SuppressWarnings("unchecked")
    static Map<String, Object> asMap(Object o) {
        if (o == null) {
            return Map.of();
        }
        if (o instanceof Map<?, ?> m) {
            return (Map<String, Object>) m;
        }
        return Json.mapper().convertValue(o, LinkedHashMap.class);
    }

    /** Key/value rows of the map's plain values (numbers, text); nested maps show as key=value lists. */
    static String scalarTable(Map<String, Object> m, String caption) {
        List<List<String>> rows = new ArrayList<>();
        m.forEach((k, v) -> {
            if (v instanceof List<?>) {
                return;
            }
            rows.add(List.of(k, v instanceof Map<?, ?> mm ? mm.toString() : HtmlPage.num(v)));
        });
        if (rows.isEmpty()) {
            return "";
        }
        return "<div><h3>" + HtmlPage.esc(caption) + "</h3>"
                + HtmlPage.table(List.of("field", "value"), rows, 1).replaceFirst("<table>", "<table class=\"kv\">")
                + "</div>";
    }

    /** One row per map, columns from the union of their keys in first-seen order. */
    static String listTable(List<Map<String, Object>> items) {
        Set<String> cols = new LinkedHashSet<>();
        items.forEach(i -> cols.addAll(i.keySet()));
        List<String> header = new ArrayList<>(cols);
        int left = 0;
        for (String c : header) {
            Object first = items.get(0).get(c);
            if (first instanceof Number) {
                break;
            }
            left++;
        }
        List<List<String>> rows = new ArrayList<>();
        for (Map<String, Object> i : items) {
            List<String> row = new ArrayList<>();
            header.forEach(c -> row.add(HtmlPage.num(i.get(c))));
            rows.add(row);
        }
        // Long text (SQL) goes last so the numbers stay together.
        int q = header.indexOf("query");
        if (q >= 0) {
            header.add(header.remove(q));
            rows.forEach(r -> r.add(r.remove(q)));
            return HtmlPage.table(header, rows, Math.min(left, q));
        }
        return HtmlPage.table(header, rows, left);
    }
}
