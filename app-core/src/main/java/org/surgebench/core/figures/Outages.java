package org.surgebench.core.figures;

import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import org.surgebench.core.results.Outage;
import org.surgebench.core.results.RunResult;

/**
 * The outage table, declared once for the console summary and the HTML report: for each outage of the run when
 * it began (clock time and seconds since the start), how long no transaction completed, how long until a
 * second's throughput was back to 90 % of the minute before, and how many users it held up.
 */
public final class Outages {
    private Outages() {}

    private static final DateTimeFormatter CLOCK =
            DateTimeFormatter.ofPattern("HH:mm:ss.S").withZone(ZoneId.systemDefault());

    /** The table's columns. */
    public static final List<String> HEADER = List.of("began", "at s", "no tx for s", "recovered after s", "users");

    /** What the table shows, in one sentence (the console's heading, the report's note). */
    public static final String MEANING = "no transaction completed for a second or more while users waited on the "
            + "database; recovered: a second's TPS back to 90 % of the minute before";

    public static boolean any(RunResult r) {
        return !r.outagesFound().isEmpty();
    }

    /** The table's rows. */
    public static List<List<String>> rows(RunResult r) {
        List<List<String>> rows = new ArrayList<>();
        for (Outage o : r.outagesFound()) {
            rows.add(List.of(
                    CLOCK.format(o.startedAt()),
                    RunFigure.Format.RATE.format(o.startSeconds()),
                    RunFigure.Format.RATE.format(o.silentSeconds()) + (o.ended() ? "" : " (still at the end)"),
                    o.recoverySeconds() == null ? "not recovered" : RunFigure.Format.RATE.format(o.recoverySeconds()),
                    RunFigure.Format.COUNT.format(o.usersAffected())));
        }
        return rows;
    }
}
