package org.surgebench.core.report;

import static org.surgebench.core.report.HtmlPage.chart;
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
import org.surgebench.core.dbview.DatabaseView;
import org.surgebench.core.dbview.DatabaseViewPrinter;
import org.surgebench.core.dbview.HostSection;
import org.surgebench.core.dbview.UnavailableView;
import org.surgebench.core.dbview.ViewSection;
import org.surgebench.core.figures.PerStatement;
import org.surgebench.core.figures.RunFigure;
import org.surgebench.core.figures.RunFigures;
import org.surgebench.core.host.DeviceIo;
import org.surgebench.core.host.HostDisks;
import org.surgebench.core.metrics.ErrorSummary;
import org.surgebench.core.metrics.LatencyDistribution;
import org.surgebench.core.metrics.LatencyStats;
import org.surgebench.core.metrics.TxSummary;
import org.surgebench.core.results.AtomicFiles;
import org.surgebench.core.results.ClientSaturation;
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

    private RunReport() {}

    public static void write(RunResult r, Path target) throws IOException {
        AtomicFiles.writeString(target, html(r));
    }

    public static String html(RunResult r) {
        RunSummary s = r.summary();
        String title = "Surgebench " + r.config().workload() + " run: " + num(s.tps()) + " TPS, " + s.maxUsers()
                + " users"
                + (s.usersLoggedOn() != null && s.usersLoggedOn() < s.maxUsers()
                        ? " asked, " + s.usersLoggedOn() + " logged on"
                        : "")
                + (s.failed() ? " (failed)" : "");
        String part = r.generator() != null
                ? "generator " + r.generator().label() + " of run " + r.runId() + " · "
                : r.merged() ? "merged from " + r.mergedFrom().size() + " generators of run " + r.runId() + " · " : "";
        String sub = part
                + (r.config().settings().output().comment() == null
                        ? ""
                        : r.config().settings().output().comment() + " · ")
                + WHEN.format(r.startedAt()) + " · " + r.config().url() + " · "
                + r.environment().database()
                + " · mix " + r.config().mixAndVariant() + " · " + num(s.measuredSeconds()) + " s measured ("
                + s.stopReason()
                + ")";
        HtmlPage page = new HtmlPage("run", title, sub);
        page.section("Summary", summary(r));
        page.section("Transactions", transactions(r));
        if (r.phases() != null && !r.phases().isEmpty()) {
            page.section("Phases", phases(r));
        }
        if (org.surgebench.core.figures.Outages.any(r)) {
            page.section("Outages", outages(r));
        }
        if (r.merged()) {
            page.section("Generators", generators(r));
        }
        page.section(
                "Throughput and response time",
                "<div class=\"grid\">" + chart("c-throughput") + chart("c-latency") + "</div>");
        StringBuilder perTx = new StringBuilder("<div class=\"grid small\">");
        for (int i = 0; i < r.transactions().size(); i++) {
            perTx.append(chart("c-tx-" + i));
        }
        page.section(
                "Response time per transaction (avg, p95, p99 each second)",
                perTx.append("</div>").toString());
        page.section("Latency distribution", latency(r));
        page.section("Database: load profile", database(r));
        page.section("Host statistics", host(r.host()));
        if (!r.errors().isEmpty()) {
            page.section("Errors", errors(r.errors()));
        }
        page.section("Configuration and environment", config(r));
        return page.build(pageData(r));
    }

    /**
     * What the page's charts draw: the result, the one time axis of its charts over time ({@link TimeAxis}) and each
     * database view's charts that have data ({@link DatabaseCharts}).
     */
    static com.fasterxml.jackson.databind.node.ObjectNode pageData(RunResult r) {
        var mapper = org.surgebench.core.results.Json.mapper();
        com.fasterxml.jackson.databind.node.ObjectNode data = mapper.valueToTree(r);
        data.set("timeAxis", mapper.valueToTree(TimeAxis.of(r)));
        Map<String, Object> charts = new LinkedHashMap<>();
        DatabaseView.of(r).forEach((name, view) -> charts.put(name, DatabaseCharts.of(view)));
        data.set("dbCharts", mapper.valueToTree(charts));
        return data;
    }

    private static String summary(RunResult r) {
        RunSummary s = r.summary();
        Map<String, String> t = new LinkedHashMap<>();
        for (RunFigure f : RunFigures.ALL) {
            t.put(f.label(), f.format(r));
        }
        t.put("users asked", num(s.maxUsers()));
        if (s.usersLoggedOn() != null) {
            t.put("users logged on", num(s.usersLoggedOn()));
        }
        if (s.poolConnections() != null) {
            t.put(
                    "pool connections",
                    num(s.poolConnections()) + " of "
                            + num(r.config().settings().execution().pool()));
        }
        if (s.logonErrors() > 0) {
            t.put("failed log-ons", num(s.logonErrors()));
        }
        DatabaseView db = DatabaseView.withIo(DatabaseView.of(r));
        if (db != null) {
            t.put(DatabaseView.IO_REQUESTS + " (" + db.dbIoSource() + ")", num(db.dbIoRequestsPerSec()));
            if (db.bufferHitRatioPct() != null) {
                t.put("buffer hit %", num(db.bufferHitRatioPct()));
            }
        }
        DeviceIo disks = HostSection.diskTotal(r);
        if (disks != null) {
            t.put(HostSection.DISK_IOPS, num(disks.iops()));
        }
        ClientSaturation.of(r.host())
                .ifPresent(c -> t.put(ClientSaturation.LABEL + ": " + c.what(), num(c.cpuPct()) + " %"));
        StringBuilder sb = new StringBuilder();
        if (s.failed()) {
            sb.append(note("The run failed: " + s.failure()));
        }
        s.warnings().forEach(w -> sb.append(HtmlPage.flag("Warning: " + w)));
        ClientSaturation.of(r.host()).ifPresent(c -> sb.append(HtmlPage.flag(c.sentence())));
        sb.append(HtmlPage.tiles(t));
        if (r.rate() > 0) {
            LatencyStats resp = s.response();
            sb.append(note(String.format(
                    Locale.ROOT,
                    "Open model at %.1f tx/s (achieved %.1f tx/s): response time "
                            + "from the intended start avg %.2f ms, p95 %.2f ms, p99 %.2f ms.",
                    r.rate(),
                    s.tps(),
                    resp.avgMs(),
                    resp.p95Ms(),
                    resp.p99Ms())));
        }
        if (s.message() != null && !s.message().equals(s.failure())) {
            sb.append(note(s.message()));
        }
        return sb.toString();
    }

    /** The parts of a merged result: how the generators' windows lined up and what each contributed. */
    private static String generators(RunResult r) {
        List<List<String>> rows = new ArrayList<>();
        for (org.surgebench.core.results.MergedPart p : r.mergedFrom()) {
            rows.add(List.of(
                    p.generator(),
                    String.valueOf(p.host()),
                    num(p.users()),
                    num(p.transactions()),
                    num(p.tps()),
                    num(p.errors()),
                    String.valueOf(p.measuredFrom()),
                    String.valueOf(p.measuredTo()),
                    String.valueOf(p.stopReason())));
        }
        return table(
                        List.of(
                                "generator",
                                "host",
                                "users",
                                "transactions",
                                "TPS",
                                "errors",
                                "measured from",
                                "measured to",
                                "ended"),
                        rows,
                        1)
                + note("Totals and percentiles above are those of the union: "
                        + "counts added up, percentiles read from the merged latency histograms. The database's view and "
                        + "the host figures are generator "
                        + r.mergedFrom().get(0).generator() + "'s.");
    }

    private static String transactions(RunResult r) {
        List<RunFigure> columns = RunFigures.perTransaction();
        List<List<String>> rows = new ArrayList<>();
        for (TxSummary t : r.transactions()) {
            List<String> row = new ArrayList<>(List.of(t.shortName(), t.name()));
            columns.forEach(f -> row.add(f.format(t)));
            rows.add(row);
        }
        RunSummary s = r.summary();
        List<String> all = new ArrayList<>(List.of("all", ""));
        columns.forEach(f -> all.add(f.format(r)));
        rows.add(all);
        List<String> header = new ArrayList<>(List.of("tx", "name"));
        columns.forEach(f -> header.add(f.column()));
        return table(header, rows, 2)
                + perStatement(r)
                + note("Service time in milliseconds over the measured window; "
                        + "statements: " + num(s.statements().select()) + " select, "
                        + num(s.statements().insert())
                        + " insert, " + num(s.statements().update()) + " update, "
                        + num(s.statements().delete()) + " delete, "
                        + num(s.statements().commit()) + " commit, "
                        + num(s.statements().rollback()) + " rollback.");
    }

    /** The client's time in each statement ({@code --per-statement}), where the run timed them. */
    private static String perStatement(RunResult r) {
        if (!PerStatement.any(r)) {
            return "";
        }
        return "<h3>Client time per statement</h3>" + table(PerStatement.HEADER, PerStatement.rows(r), 2)
                + note("Each statement from sending it to its answer, as pgbench -r times them; the last row of a "
                        + "transaction adds them up beside its average: the difference is the client's own time.");
    }

    /** The run's outages ({@link org.surgebench.core.figures.Outages}), marked red on the charts over time. */
    private static String outages(RunResult r) {
        return table(org.surgebench.core.figures.Outages.HEADER, org.surgebench.core.figures.Outages.rows(r), 1)
                + note("Outages: " + org.surgebench.core.figures.Outages.MEANING + ". The charts over time mark "
                        + "each in red.");
    }

    /** The schedule phase by phase and the whole run, as the console's table has it ({@link PhaseTable}). */
    private static String phases(RunResult r) {
        return table(
                        org.surgebench.core.figures.PhaseTable.headings(),
                        org.surgebench.core.figures.PhaseTable.rows(r),
                        2)
                + note("Each phase's own window (seconds since the run started) and figures; response times in ms, "
                        + "from each transaction's intended start in a phase with a rate. The charts over time mark "
                        + "the phases.");
    }

    private static String latency(RunResult r) {
        if (r.latency() == null || r.latency().isEmpty()) {
            return note("This result has no latency distribution (written by an older Surgebench).");
        }
        String dbReads = dbReadLatencyLabel(r);
        // The database's read latency right beside the client's histogram: the two views of one run's latency.
        StringBuilder sb = new StringBuilder("<div class=\"grid\">" + chart("c-histogram")
                + (dbReads == null ? "" : chart("c-db-readlat")) + chart("c-percentiles") + "</div>");
        if (dbReads != null) {
            sb.append(note("Two views of latency side by side. The client's: each transaction's response time (one "
                    + "work unit: an io READ or UPDATE is work-unit rows, a SCAN the whole scan table), as the load "
                    + "generator timed it. The database's: " + dbReads));
        }
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
        return sb.append(table(header, rows, 1))
                .append(note("Percentiles of the service time in ms."))
                .toString();
    }

    /**
     * What the database's read latency histogram of this run is, for the note beside the client's histogram, or
     * null when the run has none.
     */
    private static String dbReadLatencyLabel(RunResult r) {
        for (DatabaseView v : DatabaseView.of(r).values()) {
            if (v instanceof org.surgebench.core.dbview.PostgresView p
                    && p.loadProfile() != null
                    && p.loadProfile().readLatencyHistogram() != null
                    && !p.loadProfile().readLatencyHistogram().isEmpty()) {
                return "PostgreSQL's block reads by the average read time of the second they happened in "
                        + "(blk_read_time / blks_read with track_io_timing, sampled each second). PostgreSQL keeps "
                        + "no time per read, so this is narrower than a per-read histogram: a second of mostly fast "
                        + "and a few slow reads counts all of them at its average.";
            }
            if (v instanceof org.surgebench.core.dbview.OracleAwrView a
                    && a.dbFileSequentialReadHistogram() != null
                    && !a.dbFileSequentialReadHistogram().isEmpty()) {
                return "Oracle's own histogram of 'db file sequential read' waits (single-block reads) from AWR.";
            }
        }
        return null;
    }

    private static String database(RunResult r) {
        Map<String, DatabaseView> views = DatabaseView.of(r);
        if (views.isEmpty()) {
            return note("No database statistics for this run (none for this database, or turned off, e.g. "
                    + "pgstats=false).");
        }
        StringBuilder sb = new StringBuilder();
        views.forEach((name, view) -> {
            String charts = view instanceof UnavailableView ? "" : DatabaseCharts.boxes(name, view);
            sb.append(HtmlViews.section(DatabaseViewPrinter.section(name, view), charts));
        });
        return sb.toString();
    }

    private static String host(Map<String, Object> host) {
        List<ViewSection> sections = HostSection.sections(host);
        if (sections.isEmpty()) {
            return note("No host statistics in this result.");
        }
        boolean disks = host.get(HostDisks.KEY) != null;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < sections.size(); i++) {
            String charts = i > 0
                    ? ""
                    : "<div class=\"grid\">" + chart("c-host-cpu")
                            + (disks ? chart("c-host-disk") + chart("c-host-await") : "") + "</div>\n";
            sb.append(HtmlViews.section(sections.get(i), charts));
        }
        if (!disks) {
            sb.append(note("The database's disks were not watched: it is not on this host (use --db-host-stats "
                    + "or --option db-host-stats=true when it is)."));
        }
        return sb.toString();
    }

    private static String errors(List<ErrorSummary> errors) {
        List<List<String>> rows = new ArrayList<>();
        for (ErrorSummary e : errors) {
            rows.add(List.of(
                    String.valueOf(e.sqlState()),
                    String.valueOf(e.firstTransaction()),
                    String.valueOf(e.sampleMessage()),
                    num(e.count())));
        }
        return table(List.of("SQLState", "first in", "message", "count"), rows, 3);
    }

    private static String config(RunResult r) {
        Map<String, Object> c = new LinkedHashMap<>(Maps.asMap(r.config()));
        Map<String, Object> env = Maps.asMap(r.environment());
        return "<div class=\"cols\">" + Maps.scalarTable(c, "run") + Maps.scalarTable(env, "environment")
                + "</div>"
                + note("Run id " + r.runId() + ", started " + WHEN.format(r.startedAt()) + ", ended "
                        + WHEN.format(r.endedAt()) + ".");
    }
}
