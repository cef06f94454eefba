package org.surgebench.core.dbview;

import static org.surgebench.core.common.Numbers.plain;
import static org.surgebench.core.common.Numbers.whole;
import static org.surgebench.core.dbview.DatabaseViewPrinter.add;
import static org.surgebench.core.dbview.DatabaseViewPrinter.addMs;
import static org.surgebench.core.dbview.DatabaseViewPrinter.addText;
import static org.surgebench.core.dbview.DatabaseViewPrinter.ms;
import static org.surgebench.core.dbview.DatabaseViewPrinter.seconds;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.surgebench.core.dbview.ViewSection.Figure;
import org.surgebench.core.dbview.ViewSection.Table;

/** Oracle's AWR figures with their labels, top foreground waits and the single-block read histogram. */
final class OracleSection {
    private OracleSection() {}

    static ViewSection of(OracleAwrView a) {
        List<Figure> f = new ArrayList<>();
        add(f, "DB read IO requests/s", a.physicalReadIoRequestsPerSec(), true);
        add(f, "DB write IO requests/s", a.physicalWriteIoRequestsPerSec(), true);
        add(f, "DB read MB/s", a.readMBPerSec(), true);
        add(f, "DB write MB/s", a.writeMBPerSec(), true);
        add(f, "redo MB/s", a.redoMBPerSec(), true);
        add(f, "transactions/s", a.transactionsPerSec(), true);
        add(f, "average active sessions", a.averageActiveSessions(), true);
        addMs(f, "db file sequential read ms", a.dbFileSequentialReadAvgMs(), true);
        add(f, "DB CPU s/s", a.dbCpuPerSec(), false);
        add(f, "logical reads/s (blocks)", a.logicalReadsPerSec(), false);
        add(f, "block changes/s", a.blockChangesPerSec(), false);
        add(f, "executes/s", a.executesPerSec(), false);
        add(f, "user calls/s", a.userCallsPerSec(), false);
        add(f, "commits/s", a.commitsPerSec(), false);
        add(f, "blocks read/s", a.physicalReadBlocksPerSec(), false);
        add(f, "blocks written/s", a.physicalWriteBlocksPerSec(), false);
        add(f, "all-file read IO requests/s", a.physicalReadTotalIoRequestsPerSec(), false);
        add(f, "all-file write IO requests/s", a.physicalWriteTotalIoRequestsPerSec(), false);
        add(f, "all-file read MB/s", a.readTotalMBPerSec(), false);
        add(f, "all-file write MB/s", a.writeTotalMBPerSec(), false);
        addText(f, "AWR user", a.awrUser(), false);

        List<Table> tables = new ArrayList<>();
        if (a.topWaitEvents() != null && !a.topWaitEvents().isEmpty()) {
            List<List<String>> rows = new ArrayList<>();
            for (WaitEvent e : a.topWaitEvents()) {
                rows.add(List.of(
                        e.qualifiedName(),
                        plain(e.pctDbTime()),
                        plain(e.timeSeconds()),
                        whole(e.waits()),
                        ms(e.avgWaitMs())));
            }
            tables.add(new Table(
                    "Top foreground wait events (AWR)",
                    List.of("wait event", "% of DB time", "time s", "waits", "avg ms"),
                    rows,
                    "lrrrr",
                    3));
        }
        if (a.dbFileSequentialReadHistogram() != null
                && !a.dbFileSequentialReadHistogram().isEmpty()) {
            List<List<String>> rows = new ArrayList<>();
            for (OracleAwrView.Bucket b : a.dbFileSequentialReadHistogram()) {
                rows.add(List.of("< " + whole(b.ltMs()) + " ms", whole(b.waits()), plain(b.pct())));
            }
            tables.add(new Table(
                    "db file sequential read latency", List.of("latency", "waits", "% of waits"), rows, "lrr", 0));
        }
        String instances = a.instances() == null || a.instances().size() < 2
                ? ""
                : " (instances " + a.instances().stream().map(String::valueOf).collect(Collectors.joining(", ")) + ")";
        String window = a.elapsedSeconds() == null ? "" : ", per second over " + seconds(a.elapsedSeconds());
        List<String> notes = new ArrayList<>();
        if (a.report() != null) {
            notes.add("AWR report: " + a.report() + " (beside the results).");
        }
        notes.add("DB IO requests: V$SYSSTAT physical read/write IO requests of the database files (all-file: "
                + "with control files, redo and archive logs), not disk IOPS.");
        return new ViewSection(
                "Oracle AWR, snapshots " + a.beginSnapId() + " to " + a.endSnapId() + instances + window,
                f,
                tables,
                notes);
    }
}
