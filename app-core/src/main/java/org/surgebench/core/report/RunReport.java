package org.surgebench.core.report;

import static org.surgebench.core.report.HtmlPage.chart;
import static org.surgebench.core.report.HtmlPage.esc;
import static org.surgebench.core.report.HtmlPage.note;
import static org.surgebench.core.report.HtmlPage.num;
import static org.surgebench.core.report.HtmlPage.table;

import java.io.IOException;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.surgebench.core.metrics.ErrorSummary;
import org.surgebench.core.metrics.LatencyDistribution;
import org.surgebench.core.metrics.LatencyStats;
import org.surgebench.core.metrics.TxSummary;
import org.surgebench.core.results.AtomicFiles;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.results.RunSummary;

/**
 * The HTML report of one run: summary, per-transaction table, throughput and response time over time
 * (overall and per transaction), the latency histogram and percentile curve, the database's load profile
 * and the host figures. One self-contained file.
 */
public final class RunReport {
    static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'", Locale.ROOT)
            .withZone(ZoneOffset.UTC);

    private RunReport() {
    }

    public static void write(RunResult r, Path target) throws IOException {
        AtomicFiles.writeString(target, html(r));
    }

    public static String html(RunResult r) {
        RunSummary s = r.summary();
        String title = "Surgebench " + r.config().workload() + " run: " + num(s.tps()) + " TPS, " + s.maxUsers()
                + " users" + (s.usersLoggedOn() != null && s.usersLoggedOn() < s.maxUsers() ? " asked, "
                + s.usersLoggedOn() + " logged on" : "") + (s.failed() ? " (failed)" : "");
        String sub = WHEN.format(r.startedAt()) + " · " + r.config().url() + " · " + r.environment().database()
                + " · mix " + r.config().mix() + " · " + num(s.measuredSeconds()) + " s measured (" + s.stopReason()
                + ")";
        HtmlPage page = new HtmlPage("run", title, sub);
        page.section("Summary", summary(r));
        page.section("Transactions", transactions(r));
        page.section("Throughput and response time", "<div class=\"grid\">" + chart("c-throughput")
                + chart("c-latency") + "</div>");
        StringBuilder perTx = new StringBuilder("<div class=\"grid small\">");
        for (int i = 0; i < r.transactions().size(); i++) {
            perTx.append(chart("c-tx-" + i));
        }
        page.section("Response time per transaction (avg, p95, p99 each second)", perTx.append("</div>").toString());
        page.section("Latency distribution", latency(r));
        page.section("Database: load profile", database(r.database()));
        page.section("Host statistics", host(r.host()));
        if (!r.errors().isEmpty()) {
            page.section("Errors", errors(r.errors()));
        }
        page.section("Configuration and environment", config(r));
        return page.build(r);
    }

    private static String summary(RunResult r) {
        RunSummary s = r.summary();
        Map<String, String> t = new LinkedHashMap<>();
        t.put("TPS", num(s.tps()));
        t.put("TPM", num(Math.round(s.tpm())));
        t.put("QPS", num(s.qps()));
        t.put("avg response ms", num(s.service().avgMs()));
        t.put("p95 ms", num(s.service().p95Ms()));
        t.put("p99 ms", num(s.service().p99Ms()));
        t.put("transactions", num(s.transactions()));
        t.put("errors", num(s.errors()));
        t.put("users asked", num(s.maxUsers()));
        if (s.usersLoggedOn() != null) {
            t.put("users logged on", num(s.usersLoggedOn()));
        }
        if (s.poolConnections() != null) {
            t.put("pool connections", num(s.poolConnections()) + " of " + num(r.config().poolSize()));
        }
        if (s.logonErrors() > 0) {
            t.put("failed log-ons", num(s.logonErrors()));
        }
        Map<String, Object> lp = firstLoadProfile(r.database());
        if (lp != null) {
            Object reads = lp.get("physicalReadIoRequestsPerSec");
            Object writes = lp.get("physicalWriteIoRequestsPerSec");
            if (reads instanceof Number a && writes instanceof Number b) {
                t.put("DB IO requests/s", num(a.doubleValue() + b.doubleValue()));
            }
            if (lp.get("bufferHitRatioPct") != null) {
                t.put("buffer hit %", num(lp.get("bufferHitRatioPct")));
            }
        }
        StringBuilder sb = new StringBuilder();
        if (s.failed()) {
            sb.append(note("The run failed: " + s.failure()));
        }
        s.warnings().forEach(w -> sb.append(note("Warning: " + w)));
        sb.append(HtmlPage.tiles(t));
        if (r.config().targetRate() > 0) {
            LatencyStats resp = s.response();
            sb.append(note(String.format(Locale.ROOT, "Open model at %.1f tx/s (achieved %.1f tx/s): response time "
                    + "from the intended start avg %.2f ms, p95 %.2f ms, p99 %.2f ms.", r.config().targetRate(),
                    s.tps(), resp.avgMs(), resp.p95Ms(), resp.p99Ms())));
        }
        if (s.message() != null && !s.message().equals(s.failure())) {
            sb.append(note(s.message()));
        }
        return sb.toString();
    }

    private static String transactions(RunResult r) {
        List<List<String>> rows = new ArrayList<>();
        for (TxSummary t : r.transactions()) {
            rows.add(txRow(t.shortName(), t.name(), t.count(), t.tps(), t.service(), t.errors()));
        }
        RunSummary s = r.summary();
        rows.add(txRow("all", "", s.transactions(), s.tps(), s.service(), s.errors()));
        return table(List.of("tx", "name", "count", "TPS", "avg ms", "min", "p50", "p90", "p95", "p99", "p99.9",
                "max", "errors"), rows, 2) + note("Service time in milliseconds over the measured window; "
                + "statements: " + s.statements().select() + " select, " + s.statements().insert() + " insert, "
                + s.statements().update() + " update, " + s.statements().delete() + " delete, "
                + s.statements().commit() + " commit, " + s.statements().rollback() + " rollback.");
    }

    private static List<String> txRow(String shortName, String name, long count, double tps, LatencyStats l,
                                      long errors) {
        return List.of(shortName, name, num(count), num(tps), num(l.avgMs()), num(l.minMs()), num(l.p50Ms()),
                num(l.p90Ms()), num(l.p95Ms()), num(l.p99Ms()), num(l.p999Ms()), num(l.maxMs()), num(errors));
    }

    private static String latency(RunResult r) {
        if (r.latency() == null || r.latency().isEmpty()) {
            return note("This result has no latency distribution (written by an older Surgebench).");
        }
        StringBuilder sb = new StringBuilder("<div class=\"grid\">" + chart("c-histogram") + chart("c-percentiles")
                + "</div>");
        List<String> header = new ArrayList<>(List.of("tx"));
        LatencyDistribution all = r.latency().get("all");
        if (all != null) {
            all.percentiles().forEach(p -> header.add("p" + num(p.percentile())));
        }
        List<List<String>> rows = new ArrayList<>();
        r.latency().forEach((k, d) -> {
            List<String> row = new ArrayList<>(List.of(k));
            d.percentiles().forEach(p -> row.add(num(p.ms())));
            rows.add(row);
        });
        return sb.append(table(header, rows, 1)).append(note("Percentiles of the service time in ms.")).toString();
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> firstLoadProfile(Map<String, Object> database) {
        if (database == null) {
            return null;
        }
        for (Object v : database.values()) {
            if (v instanceof Map<?, ?> m && m.get("loadProfile") instanceof Map<?, ?> lp) {
                return (Map<String, Object>) lp;
            }
        }
        return null;
    }

    @SuppressWarnings("unchecked")
    private static String database(Map<String, Object> database) {
        if (database == null || database.isEmpty()) {
            return note("No database statistics for this run (none for this database, or turned off, e.g. "
                    + "pgstats=false).");
        }
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, Object> e : database.entrySet()) {
            String name = e.getKey();
            sb.append("<h3>").append(esc(name)).append("</h3>\n");
            if (!(e.getValue() instanceof Map<?, ?> m)) {
                sb.append(note(String.valueOf(e.getValue())));
                continue;
            }
            Map<String, Object> d = (Map<String, Object>) m;
            if (d.get("error") != null) {
                sb.append(note("Not collected: " + d.get("error")));
                continue;
            }
            Map<String, Object> lp = d.get("loadProfile") instanceof Map<?, ?> x ? (Map<String, Object>) x : d;
            sb.append("<div class=\"cols\">").append(Maps.scalarTable(lp, "load profile (per second over the "
                    + "measured window)"));
            Map<String, Object> other = new LinkedHashMap<>();
            d.forEach((k, v) -> {
                if (!(v instanceof Map) && !(v instanceof List)) {
                    other.put(k, v);
                }
            });
            if (!other.isEmpty() && lp != d) {
                sb.append(Maps.scalarTable(other, "about"));
            }
            sb.append("</div>\n<div class=\"grid\">").append(chart("c-db-" + name + "-topwaits"))
                    .append(chart("c-db-" + name + "-waits")).append(chart("c-db-" + name + "-io"))
                    .append(chart("c-db-" + name + "-tx")).append("</div>\n");
            lp.forEach((k, v) -> {
                if (v instanceof List<?> list && !list.isEmpty() && list.get(0) instanceof Map) {
                    sb.append("<h3>").append(esc(k)).append("</h3>\n").append(Maps.listTable((List<Map<String, Object>>) v));
                }
            });
        }
        return sb.toString();
    }

    @SuppressWarnings("unchecked")
    private static String host(Map<String, Object> host) {
        if (host == null || host.isEmpty()) {
            return note("No host statistics in this result.");
        }
        StringBuilder sb = new StringBuilder("<div class=\"cols\">");
        if (host.get("loadGenerator") instanceof Map<?, ?> g) {
            sb.append(Maps.scalarTable((Map<String, Object>) g, "load generator (averages over the measured window)"));
        }
        Map<String, Object> disks = host.get("databaseHostDisks") instanceof Map<?, ?> x ? (Map<String, Object>) x : null;
        sb.append("</div>\n<div class=\"grid\">").append(chart("c-host-cpu"));
        if (disks != null) {
            sb.append(chart("c-host-disk")).append(chart("c-host-await"));
        }
        sb.append("</div>\n");
        if (disks != null) {
            List<Map<String, Object>> rows = new ArrayList<>();
            if (disks.get("devices") instanceof List<?> devs) {
                devs.forEach(dv -> rows.add(Maps.asMap(dv)));
            }
            if (disks.get("total") != null) {
                rows.add(Maps.asMap(disks.get("total")));
            }
            sb.append("<h3>Database host disks, as iostat -x (").append(esc(String.valueOf(disks.get("why"))))
                    .append(")</h3>\n").append(Maps.listTable(rows))
                    .append(note("Per device over the measured window: requests/s, MB/s, average request size KB, "
                            + "average wait ms (queue included), average queue size, % busy."));
        } else {
            sb.append(note("The database's disks were not watched: it is not on this host (use --db-host-stats "
                    + "or --option db-host-stats=true when it is)."));
        }
        return sb.toString();
    }

    private static String errors(List<ErrorSummary> errors) {
        List<List<String>> rows = new ArrayList<>();
        for (ErrorSummary e : errors) {
            rows.add(List.of(String.valueOf(e.sqlState()), String.valueOf(e.firstTransaction()),
                    String.valueOf(e.sampleMessage()), num(e.count())));
        }
        return table(List.of("SQLState", "first in", "message", "count"), rows, 3);
    }

    private static String config(RunResult r) {
        Map<String, Object> c = new LinkedHashMap<>(Maps.asMap(r.config()));
        Map<String, Object> env = Maps.asMap(r.environment());
        return "<div class=\"cols\">" + Maps.scalarTable(c, "run") + Maps.scalarTable(env, "environment")
                + "</div>" + note("Run id " + r.runId() + ", started " + WHEN.format(r.startedAt()) + ", ended "
                + WHEN.format(r.endedAt()) + ".");
    }
}
