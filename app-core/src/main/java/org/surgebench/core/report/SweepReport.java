package org.surgebench.core.report;

import static org.surgebench.core.report.HtmlPage.chart;
import static org.surgebench.core.report.HtmlPage.note;
import static org.surgebench.core.report.HtmlPage.num;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.surgebench.core.results.AtomicFiles;
import org.surgebench.core.results.ClientSaturation;
import org.surgebench.core.sweep.StepIo;
import org.surgebench.core.sweep.SweepFigures;
import org.surgebench.core.sweep.SweepResult;
import org.surgebench.core.sweep.SweepStep;

/** The HTML page of a sweep: the scaling table and TPS, QPS, IOPS and response time against users. */
public final class SweepReport {
    private SweepReport() {}

    public static void write(SweepResult r, Path target) throws IOException {
        AtomicFiles.writeString(target, html(r));
    }

    public static String html(SweepResult r) {
        String knee = r.kneeTitle();
        HtmlPage page = new HtmlPage(
                "sweep",
                "Surgebench " + r.workload() + " sweep: " + r.steps().size() + " steps, " + knee,
                (r.comment() == null ? "" : r.comment() + " · ")
                        + RunReport.WHEN.format(r.startedAt()) + " · " + r.url() + " · mix " + r.mix()
                        + " · " + num(r.stepSeconds()) + " s measured per step"
                        + (r.warmUpSeconds() > 0 ? " after " + num(r.warmUpSeconds()) + " s warm-up" : ""));
        page.section("Scaling table", scalingTable(r));
        if (r.steps().stream().anyMatch(st -> st.spread() != null)) {
            page.section("Spread over each step's runs", SweepSpreadSection.html(r));
        }
        if (r.steps().stream().anyMatch(s -> s.io() != null)) {
            page.section("I/O per step", ioTable(r));
        }
        page.section(
                r.byRate() ? "Against the rate (latency against throughput)" : "Against users",
                "<div class=\"grid\">" + chart("c-sweep-main") + chart("c-sweep-rt")
                        + "</div><div class=\"grid small\">" + chart("c-sweep-tps") + chart("c-sweep-qps")
                        + chart("c-sweep-iops") + "</div>");
        var data = org.surgebench.core.results.Json.mapper().valueToTree(r);
        ((com.fasterxml.jackson.databind.node.ObjectNode) data)
                .put("kneeTitle", r.kneeTitle())
                .put("kneeClientBound", r.kneeClientBound())
                .set("figureLabels", org.surgebench.core.results.Json.mapper().valueToTree(SweepFigures.labels()));
        return page.build(data);
    }

    /** Each step's users, throughput, IO, response times and errors, the knee's row marked, and what they mean. */
    private static String scalingTable(SweepResult r) {
        List<List<String>> rows = new ArrayList<>();
        for (SweepStep s : r.steps()) {
            String users =
                    s.shortOfUsers() ? num(s.users()) + " (" + num(s.usersLoggedOn()) + " logged on)" : num(s.users());
            List<String> row = new ArrayList<>(List.of(r.byRate() ? num(s.rate()) + " at " + users : users));
            SweepFigures.ALL.forEach(f -> row.add(num(f.value().apply(s))));
            row.add(s.clientBound() ? ClientSaturation.LABEL + ": " + s.clientSaturation() : "");
            row.add(
                    s.resultFile() == null
                            ? ""
                            : Path.of(s.resultFile()).getFileName().toString());
            rows.add(row);
        }
        List<String> header = new ArrayList<>(List.of(r.byRate() ? "rate asked (tx/s) at users" : "users"));
        SweepFigures.ALL.forEach(f -> header.add(f.label()));
        header.addAll(List.of("load generator", "step result"));
        String table = HtmlPage.table(header, rows, 0, r.kneeIndex() == null ? -1 : r.kneeIndex());
        String clientNote = r.steps().stream().anyMatch(SweepStep::clientBound)
                ? (r.kneeClientBound() ? HtmlPage.flag(r.kneeSentence()) : "")
                        + HtmlPage.flag(ClientSaturation.STEP_NOTE)
                : "";
        return clientNote
                + table
                + note("Knee rule: " + r.kneeRule()
                        + (r.steps().stream().anyMatch(SweepStep::shortOfUsers)
                                ? "; steps that ran short of users are left out"
                                : "")
                        + ".")
                + note(SweepFigures.DB_IO.label() + ": the database's own read + write IO requests ("
                        + (r.dbIoSource() == null ? "not available for this database" : r.dbIoSource())
                        + "). " + SweepFigures.DISK_IOPS.label() + ": the database host's disks from /proc/diskstats, "
                        + (r.hasDiskIops()
                                ? "as iostat counts " + "them"
                                : "not watched (the database is not on this host; --db-host-stats when it is)")
                        + ". "
                        + SweepFigures.HOST_CPU.label()
                        + ": user + sys of the load generator's host (the database's too when it runs there).");
    }

    /** The database's and the disks' I/O at each step, as the storage studies tabulate it. */
    private static String ioTable(SweepResult r) {
        List<List<String>> io = new ArrayList<>();
        for (SweepStep s : r.steps()) {
            StepIo x = s.io() == null
                    ? new StepIo(null, null, null, null, null, null, null, null, null, null, null, null)
                    : s.io();
            io.add(List.of(
                    num(s.users()),
                    num(x.dbReadIoPerSec()),
                    num(x.dbWriteIoPerSec()),
                    num(x.dbReadMBPerSec()),
                    num(x.dbWriteMBPerSec()),
                    num(x.redoMBPerSec()),
                    num(x.dbAvgReadMs()),
                    num(x.diskReadIops()),
                    num(x.diskWriteIops()),
                    num(x.diskMBPerSec()),
                    num(x.diskReadAvgKB()),
                    num(x.diskReadAwaitMs())));
        }
        return HtmlPage.table(
                        List.of(
                                "users",
                                "DB read requests/s",
                                "DB write requests/s",
                                "DB read MB/s",
                                "DB write MB/s",
                                "WAL / redo MB/s",
                                "DB avg read ms",
                                "disk reads/s",
                                "disk writes/s",
                                "disk MB/s",
                                "disk avg read KB",
                                "disk read wait ms"),
                        io,
                        0,
                        r.kneeIndex() == null ? -1 : r.kneeIndex())
                + note("DB: the database's own counters ("
                        + (r.dbIoSource() == null ? "none" : r.dbIoSource())
                        + "); on PostgreSQL a block read from the OS page cache counts as a read too, and the average "
                        + "read time needs track_io_timing. Disk: the database host's disks (/proc/diskstats), when "
                        + "watched (--db-host-stats).");
    }
}
