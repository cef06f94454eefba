package org.surgebench.core.db.mariadb;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * performance_schema's cumulative wait and statement summaries at one moment, for the top waits and top
 * statements of a window. performance_schema is off by default on MariaDB (and can only be turned on with a
 * restart): then {@link #status()} says so and the tops are empty.
 *
 * @param status "on", or why there is nothing
 * @param waits  event name to {count, picoseconds}
 * @param statements schema and digest (or prepared statement instance) to {count, picoseconds, rows examined, rows
 *                   sent}, with the texts apart
 */
record PerfSchemaTotals(
        String status, Map<String, double[]> waits, Map<String, double[]> statements, Map<String, String> texts) {
    /** Key prefix of a prepared statement instance (thread and statement id) among the statements. */
    private static final String PREPARED = "prepared:";

    static PerfSchemaTotals read(Connection c) throws SQLException {
        Map<String, double[]> waits = new LinkedHashMap<>();
        Map<String, double[]> statements = new LinkedHashMap<>();
        Map<String, String> texts = new LinkedHashMap<>();
        try (Statement s = c.createStatement()) {
            try (ResultSet rs = s.executeQuery("SELECT @@performance_schema")) {
                if (!rs.next() || rs.getInt(1) == 0) {
                    return new PerfSchemaTotals(
                            "off (performance_schema=OFF on the server; turning it on needs a "
                                    + "restart): no top waits or top statements",
                            waits,
                            statements,
                            texts);
                }
            }
            try (ResultSet rs = s.executeQuery("SELECT event_name, count_star, sum_timer_wait FROM "
                    + "performance_schema.events_waits_summary_global_by_event_name WHERE count_star > 0 "
                    + "AND event_name <> 'idle'")) {
                while (rs.next()) {
                    waits.put(rs.getString(1), new double[] {rs.getDouble(2), rs.getDouble(3)});
                }
            }
            try (ResultSet rs = s.executeQuery("SELECT schema_name, digest, digest_text, count_star, "
                    + "sum_timer_wait, sum_rows_examined, sum_rows_sent FROM "
                    + "performance_schema.events_statements_summary_by_digest WHERE count_star > 0")) {
                while (rs.next()) {
                    String key = rs.getString(1) + "/" + rs.getString(2);
                    statements.put(
                            key, new double[] {rs.getDouble(4), rs.getDouble(5), rs.getDouble(6), rs.getDouble(7)});
                    texts.put(key, rs.getString(3));
                }
            }
            // Server-side prepared statements (the engine's default here) are not in the digest summary: each
            // connection's prepared statements have their own counts, grouped by text below.
            try (ResultSet rs = s.executeQuery("SELECT owner_thread_id, statement_id, sql_text, count_execute, "
                    + "sum_timer_execute, sum_rows_examined, sum_rows_sent FROM "
                    + "performance_schema.prepared_statements_instances WHERE count_execute > 0")) {
                while (rs.next()) {
                    String key = PREPARED + rs.getLong(1) + "/" + rs.getLong(2);
                    statements.put(
                            key, new double[] {rs.getDouble(4), rs.getDouble(5), rs.getDouble(6), rs.getDouble(7)});
                    texts.put(key, rs.getString(3));
                }
            }
        } catch (SQLException e) {
            return new PerfSchemaTotals(
                    "not readable (" + MariaDbErrors.firstLine(e.getMessage()) + ")", waits, statements, texts);
        }
        return new PerfSchemaTotals("on", waits, statements, texts);
    }

    /** The waits with the most time in the window: event, waits, total ms, average µs, share of wait time. */
    static List<Map<String, Object>> topWaits(PerfSchemaTotals a, PerfSchemaTotals b, int n) {
        Map<String, double[]> d = deltas(a.waits, b.waits);
        double total = d.values().stream().mapToDouble(v -> v[1]).sum();
        List<Map<String, Object>> out = new ArrayList<>();
        d.entrySet().stream()
                .filter(e -> e.getValue()[0] > 0)
                .sorted(Comparator.comparingDouble((Map.Entry<String, double[]> e) -> -e.getValue()[1]))
                .limit(n)
                .forEach(e -> {
                    double[] v = e.getValue();
                    Map<String, Object> row = new LinkedHashMap<>();
                    row.put("event", e.getKey());
                    row.put("waits", Math.round(v[0]));
                    row.put("totalMs", MariaDbLoadProfile.round(v[1] / 1e9));
                    row.put("avgUs", MariaDbLoadProfile.round(v[1] / 1e6 / v[0]));
                    row.put("pctWaitTime", total <= 0 ? 0.0 : MariaDbLoadProfile.round(100 * v[1] / total));
                    out.add(row);
                });
        return out;
    }

    /** The statements with the most time in the window, by digest. */
    static List<Map<String, Object>> topStatements(PerfSchemaTotals a, PerfSchemaTotals b, int n) {
        // Prepared statement instances are one per connection: the same text's are added up.
        Map<String, double[]> d = new LinkedHashMap<>();
        Map<String, String> texts = new LinkedHashMap<>();
        deltas(a.statements, b.statements).forEach((key, v) -> {
            String text = String.valueOf(b.texts.get(key));
            String group = key.startsWith(PREPARED) ? "(prepared)/" + text : key;
            texts.putIfAbsent(group, text);
            d.merge(group, v, (x, y) -> {
                double[] sum = x.clone();
                for (int i = 0; i < sum.length; i++) {
                    sum[i] += y[i];
                }
                return sum;
            });
        });
        double total = d.values().stream().mapToDouble(v -> v[1]).sum();
        List<Map<String, Object>> out = new ArrayList<>();
        d.entrySet().stream()
                .filter(e -> e.getValue()[0] > 0)
                .sorted(Comparator.comparingDouble((Map.Entry<String, double[]> e) -> -e.getValue()[1]))
                .limit(n)
                .forEach(e -> {
                    double[] v = e.getValue();
                    Map<String, Object> row = new LinkedHashMap<>();
                    String text = texts.get(e.getKey());
                    row.put("schema", e.getKey().substring(0, e.getKey().indexOf('/')));
                    row.put("statement", text.length() > 200 ? text.substring(0, 200) + "..." : text);
                    row.put("executions", Math.round(v[0]));
                    row.put("msPerCall", MariaDbLoadProfile.round(v[1] / 1e9 / v[0]));
                    row.put("rowsExaminedPerCall", MariaDbLoadProfile.round(v[2] / v[0]));
                    row.put("pctTime", total <= 0 ? 0.0 : MariaDbLoadProfile.round(100 * v[1] / total));
                    out.add(row);
                });
        return out;
    }

    private static Map<String, double[]> deltas(Map<String, double[]> a, Map<String, double[]> b) {
        Map<String, double[]> out = new LinkedHashMap<>();
        b.forEach((k, v) -> {
            double[] s = a.get(k);
            double[] d = new double[v.length];
            for (int i = 0; i < v.length; i++) {
                d[i] = v[i] - (s == null ? 0 : s[i]);
            }
            out.put(k, d);
        });
        return out;
    }
}
