package org.surgebench.core.api;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.surgebench.core.common.Numbers;
import org.surgebench.core.sweep.StepIo;

/**
 * An option sweep's table as plain text for a console: per value of the option, the value the server reported
 * in the sessions, TPS, the database's reads (requests/s, MB/s) and the host's disk reads (requests/s, MB/s,
 * average request size and wait), seed 001's columns (MB/s, IOPS and IO size against the multiblock read size).
 */
public final class OptionSweepTable {
    private OptionSweepTable() {}

    public static String format(OptionSweep.Result r) {
        List<String> head = List.of(
                r.option(),
                "reported",
                "TPS",
                "DB rd/s",
                "DB MB/s",
                "disk rd/s",
                "disk MB/s",
                "disk rd KB",
                "disk rd ms",
                "errors");
        List<List<String>> rows = new ArrayList<>();
        Set<String> settings = new LinkedHashSet<>();
        for (OptionSweep.Step s : r.steps()) {
            settings.addAll(s.reported().keySet());
            StepIo io = s.step().io();
            rows.add(List.of(
                    s.value(),
                    s.reported().isEmpty()
                            ? "-"
                            : String.join("; ", s.reported().values()),
                    Numbers.plain(s.step().tps()),
                    plain(io == null ? null : io.dbReadIoPerSec()),
                    plain(io == null ? null : io.dbReadMBPerSec()),
                    plain(io == null ? null : io.diskReadIops()),
                    plain(io == null ? null : io.diskReadMBPerSec()),
                    plain(io == null ? null : io.diskReadAvgKB()),
                    plain(io == null ? null : io.diskReadAwaitMs()),
                    Numbers.whole(s.step().errors())));
        }
        int[] widths = new int[head.size()];
        List<List<String>> all = new ArrayList<>();
        all.add(head);
        all.addAll(rows);
        for (List<String> cells : all) {
            for (int c = 0; c < cells.size(); c++) {
                widths[c] = Math.max(widths[c], cells.get(c).length());
            }
        }
        StringBuilder sb = new StringBuilder();
        for (List<String> cells : all) {
            StringBuilder line = new StringBuilder();
            for (int c = 0; c < cells.size(); c++) {
                line.append(" ".repeat(widths[c] - cells.get(c).length() + (c == 0 ? 0 : 2)))
                        .append(cells.get(c));
            }
            sb.append(line).append('\n');
        }
        sb.append(r.users())
                .append(r.users() == 1 ? " user" : " users")
                .append(", ")
                .append(Numbers.plain(r.stepSeconds()))
                .append(" s per step. reported: ")
                .append(
                        settings.isEmpty()
                                ? "the workload reported no setting back"
                                : String.join(", ", settings) + " as the server gave it back inside the sessions")
                .append(".\n");
        sb.append("DB: the database's own counters (on PostgreSQL a read the OS page cache served counts too). "
                + "disk: the\n  database host's disks (/proc/diskstats, when watched: --db-host-stats); disk rd KB "
                + "= the average read\n  request size the disk saw.\n");
        return sb.toString();
    }

    private static String plain(Double v) {
        return v == null ? "-" : Numbers.plain(v);
    }
}
