package org.surgebench.core.sweep;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.surgebench.core.common.Numbers;
import org.surgebench.core.results.ClientSaturation;

/**
 * The sweep's table as plain text for a console (under 100 columns), with the knee marked: the columns of
 * {@link SweepFigures}. The IO columns name their source: the database's own IO requests and the host's disks.
 */
public final class SweepTable {
    private SweepTable() {}

    public static String format(SweepResult r) {
        boolean db = SweepFigures.DB_IO.shownFor(r);
        boolean disk = SweepFigures.DISK_IOPS.shownFor(r);
        List<SweepFigure> shown =
                SweepFigures.ALL.stream().filter(f -> f.shownFor(r)).toList();
        StringBuilder sb = new StringBuilder();
        // A rate sweep's first column is the rate asked, its users beneath the table (one count for every step).
        List<String> head = new ArrayList<>(List.of(r.byRate() ? "rate" : "users"));
        shown.forEach(f -> head.add(f.column()));
        List<List<String>> rows = new ArrayList<>();
        List<String> marks = new ArrayList<>();
        for (int i = 0; i < r.steps().size(); i++) {
            SweepStep s = r.steps().get(i);
            List<String> cells =
                    new ArrayList<>(List.of(r.byRate() ? Numbers.plain(r.at(s)) : Integer.toString(s.users())));
            shown.forEach(f -> cells.add(cell(f, s)));
            rows.add(cells);
            boolean knee = r.kneeIndex() != null && r.kneeIndex() == i;
            String mark =
                    s.shortOfUsers() ? " short: " + s.usersLoggedOn() + " on" : s.failure() != null ? " failed" : "";
            // A knee the client may have caused is not called a knee (issue 45).
            marks.add(
                    knee
                            ? " <- " + (r.kneeClientBound() ? ClientSaturation.LABEL : "knee")
                            : s.clientBound() ? mark + " " + ClientSaturation.LABEL : mark);
        }
        // Each column as wide as its widest cell, so that every optional IO column and the knee mark still fit
        // 100 columns (fixed 10-character columns came to 103 with disk IOPS and the mark).
        int[] widths = new int[head.size()];
        for (List<String> cells : concat(head, rows)) {
            for (int c = 0; c < cells.size(); c++) {
                widths[c] = Math.max(widths[c], cells.get(c).length());
            }
        }
        sb.append(row(head, widths)).append('\n');
        for (int i = 0; i < rows.size(); i++) {
            sb.append(row(rows.get(i), widths)).append(marks.get(i)).append('\n');
        }
        sb.append(wrap(r.kneeSentence()));
        if (r.byRate() && !r.steps().isEmpty()) {
            sb.append(wrap("rate: the open model's transactions per second asked, at "
                    + r.steps().get(0).users() + " users; response times run from each transaction's intended start."));
        }
        if (r.steps().stream().anyMatch(SweepStep::clientBound)) {
            sb.append(wrap(ClientSaturation.STEP_NOTE));
        }
        if (db) {
            sb.append(wrap(SweepFigures.DB_IO.column() + ": the database's read + write IO requests per second ("
                    + r.dbIoSource() + ")."));
        }
        if (disk) {
            sb.append(SweepFigures.DISK_IOPS.column() + ": the database host's disks (/proc/diskstats, as iostat).\n");
        }
        if (r.steps().stream().anyMatch(SweepStep::shortOfUsers)) {
            sb.append("Steps that ran short of users are left out of the knee.\n");
        }
        sb.append(SweepFigures.HOST_CPU.column() + ": user + system of the load generator's host.\n");
        sb.append(SweepSpreadTable.format(r));
        sb.append(ioTable(r));
        return sb.toString();
    }

    /**
     * A step's value in the console: response times with three significant figures (not the catalogue's
     * hundredths) so that a slow step keeps the table within 100 columns; "-" where the step has none.
     */
    private static String cell(SweepFigure f, SweepStep s) {
        Double v = f.value().apply(s);
        if (v == null) {
            return "-";
        }
        return switch (f.format()) {
            case MS -> ms(v);
            case COUNT, WHOLE -> Numbers.whole(v);
            case RATE -> Numbers.plain(v);
        };
    }

    /**
     * The storage studies' table, when the steps have I/O figures: per user count the database's read and write
     * requests/s, MB/s, WAL (redo) MB/s and average read ms, and the host's disk IOPS, MB/s and read wait.
     */
    static String ioTable(SweepResult r) {
        if (r.steps().stream().noneMatch(s -> s.io() != null)) {
            return "";
        }
        StringBuilder sb = new StringBuilder("\nI/O per step:\n");
        sb.append(ioRow(List.of(
                        "users",
                        "DB read/s",
                        "DB write/s",
                        "DB MB/s",
                        "WAL MB/s",
                        "DB read ms",
                        "disk IOPS",
                        "disk MB/s",
                        "disk rd ms")))
                .append('\n');
        for (SweepStep s : r.steps()) {
            StepIo io = s.io();
            if (io == null) {
                sb.append(ioRow(List.of(Integer.toString(s.users()), "-", "-", "-", "-", "-", "-", "-", "-")))
                        .append('\n');
                continue;
            }
            sb.append(ioRow(List.of(
                            Integer.toString(s.users()),
                            num(io.dbReadIoPerSec()),
                            num(io.dbWriteIoPerSec()),
                            num(io.dbMBPerSec()),
                            num(io.redoMBPerSec()),
                            msOrDash(io.dbAvgReadMs()),
                            num(io.diskIops()),
                            num(io.diskMBPerSec()),
                            msOrDash(io.diskReadAwaitMs()))))
                    .append('\n');
        }
        sb.append(wrap("DB: the database's own counters (" + (r.dbIoSource() == null ? "none" : r.dbIoSource())
                + "; on PostgreSQL reads the OS page cache served count as reads too, and DB read ms needs "
                + "track_io_timing). disk: the database host's disks (/proc/diskstats), when watched "
                + "(--db-host-stats)."));
        return sb.toString();
    }

    private static String num(Double v) {
        return v == null ? "-" : Numbers.plain(v);
    }

    private static String msOrDash(Double v) {
        return v == null ? "-" : String.format(Locale.ROOT, "%.3f", v);
    }

    private static String ioRow(List<String> cells) {
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "%6s", cells.get(0)));
        for (String c : cells.subList(1, cells.size())) {
            sb.append(String.format(Locale.ROOT, " %10s", c));
        }
        return sb.toString();
    }

    private static List<List<String>> concat(List<String> head, List<List<String>> rows) {
        List<List<String>> all = new ArrayList<>(rows);
        all.add(0, head);
        return all;
    }

    private static String row(List<String> cells, int[] widths) {
        StringBuilder sb = new StringBuilder();
        for (int c = 0; c < cells.size(); c++) {
            sb.append(c == 0 ? "" : "  ")
                    .append(" ".repeat(widths[c] - cells.get(c).length()))
                    .append(cells.get(c));
        }
        return sb.toString();
    }

    /** Text wrapped at 100 columns on word boundaries, with a line end. */
    static String wrap(String text) {
        StringBuilder out = new StringBuilder();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            if (!line.isEmpty() && line.length() + 1 + word.length() > 100) {
                out.append(line).append('\n');
                line.setLength(0);
                line.append("  ");
            }
            if (!line.isEmpty() && !line.toString().isBlank()) {
                line.append(' ');
            }
            line.append(word);
        }
        return out.append(line).append('\n').toString();
    }

    /** Three significant figures or more, so a slow step's times do not push the table past 100 columns. */
    private static String ms(double v) {
        return v >= 100 ? Numbers.whole(Math.round(v)) : String.format(Locale.ROOT, v >= 10 ? "%.1f" : "%.2f", v);
    }
}
