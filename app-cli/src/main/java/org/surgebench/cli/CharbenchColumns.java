package org.surgebench.cli;

import java.io.PrintStream;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.figures.RunFigures;
import org.surgebench.core.metrics.IntervalSnapshot;
import org.surgebench.core.metrics.StatementCounts;
import org.surgebench.core.metrics.TxInterval;
import org.surgebench.core.run.RunListener;

/**
 * charbench's {@code -v} live output: a header, then a line per second that starts with the wall-clock time
 * (HH:mm:ss) followed by the chosen columns in the order given, separated by blanks, users as
 * {@code [logged on/asked]}, so log parsers written for charbench keep working.
 */
final class CharbenchColumns implements RunListener {
    /** charbench's column names and what each shows. */
    static final Map<String, String> COLUMNS = new LinkedHashMap<>();

    static {
        COLUMNS.put("users", "users logged on / asked");
        COLUMNS.put("tpm", "transactions in the last 60 s");
        COLUMNS.put("tps", "transactions in the last second");
        COLUMNS.put("resp", "average response time of the last second, ms");
        COLUMNS.put("vresp", "average response time per transaction, ms");
        COLUMNS.put("errs", "errors so far");
        COLUMNS.put("dml", "DML statements (insert, update, delete) in the last second");
        COLUMNS.put("trem", "seconds of run time remaining");
        COLUMNS.put("tottx", "transactions so far");
        COLUMNS.put("trans", "transactions per transaction type in the last second");
        COLUMNS.put("cpu", "not measured here (shown as -)");
        COLUMNS.put("disk", "not measured here (shown as -)");
    }

    /**
     * The headings charbench prints: the run's figures under the catalogue's names ({@link RunFigures}), the
     * others in charbench's own words, so log parsers written for charbench keep working.
     */
    private static final Map<String, String> HEADINGS = Map.of(
            "tps", RunFigures.TPS.column(),
            "tpm", RunFigures.TPM.column(),
            "resp", "Resp",
            "errs", "Errors",
            "trem", "Time Rem",
            "tottx", "Total Tx");

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss");

    private final PrintStream out;
    private final List<String> columns;
    private final int usersAsked;
    private final double runSeconds;
    private final List<String> transactions;
    private final java.util.ArrayDeque<Long> lastMinute = new java.util.ArrayDeque<>();
    private long errors;
    private long total;
    private boolean headerShown;

    CharbenchColumns(
            PrintStream out, List<String> columns, int usersAsked, double runSeconds, List<String> transactions) {
        this.out = out;
        this.columns = columns;
        this.usersAsked = usersAsked;
        this.runSeconds = runSeconds;
        this.transactions = transactions;
    }

    /** The columns of a -v value; an unknown one is a usage error naming the known ones. */
    static List<String> parse(String value) {
        List<String> out = new ArrayList<>();
        for (String c : value.split(",")) {
            String k = c.strip().toLowerCase(Locale.ROOT);
            if (!COLUMNS.containsKey(k)) {
                throw SurgeException.usage("Unknown -v column '" + c.strip() + "'; charbench's columns are "
                        + String.join(", ", COLUMNS.keySet()) + ".");
            }
            out.add(k);
        }
        return out;
    }

    @Override
    public void onInterval(IntervalSnapshot s) {
        if (!headerShown) {
            headerShown = true;
            List<String> head = new ArrayList<>(List.of(pad("Time", 8)));
            for (String c : columns) {
                switch (c) {
                    case "users" -> head.add(pad("Users", 11));
                    case "vresp", "trans" -> transactions.forEach(t -> head.add(pad(t, 8)));
                    default -> head.add(pad(HEADINGS.getOrDefault(c, c.toUpperCase(Locale.ROOT)), 8));
                }
            }
            out.println(String.join(" ", head).stripTrailing());
        }
        errors += s.errors();
        total += s.transactions();
        lastMinute.addLast(s.transactions());
        while (lastMinute.size() > Math.max(1, Math.round(60 / Math.max(0.001, s.intervalSeconds())))) {
            lastMinute.removeFirst();
        }
        long tpm = lastMinute.stream().mapToLong(Long::longValue).sum();
        List<String> cells = new ArrayList<>(List.of(LocalTime.now().format(TIME)));
        for (String c : columns) {
            switch (c) {
                case "users" -> cells.add(pad("[" + s.users() + "/" + usersAsked + "]", 11));
                case "tpm" -> cells.add(pad(String.valueOf(tpm), 8));
                case "tps" -> cells.add(pad(String.valueOf(Math.round(s.tps())), 8));
                case "resp" -> cells.add(pad(String.valueOf(Math.round(s.avgMs())), 8));
                case "errs" -> cells.add(pad(String.valueOf(errors), 8));
                case "dml" -> {
                    StatementCounts st = s.statements() == null ? StatementCounts.ZERO : s.statements();
                    cells.add(pad(String.valueOf(st.insert() + st.update() + st.delete()), 8));
                }
                case "trem" ->
                    cells.add(pad(String.valueOf(Math.max(0, Math.round(runSeconds - s.elapsedSeconds()))), 8));
                case "tottx" -> cells.add(pad(String.valueOf(total), 8));
                case "vresp", "trans" -> {
                    for (String t : transactions) {
                        TxInterval ti = s.perTransaction() == null
                                ? null
                                : s.perTransaction().stream()
                                        .filter(x -> x.shortName().equals(t))
                                        .findFirst()
                                        .orElse(null);
                        long v = ti == null ? 0 : c.equals("vresp") ? Math.round(ti.avgMs()) : ti.count();
                        cells.add(pad(String.valueOf(v), 8));
                    }
                }
                default -> cells.add(pad("-", 8));
            }
        }
        out.println(String.join(" ", cells).stripTrailing());
    }

    private static String pad(String s, int width) {
        return s.length() >= width ? s : s + " ".repeat(width - s.length());
    }
}
