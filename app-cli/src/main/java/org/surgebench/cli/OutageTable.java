package org.surgebench.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import org.surgebench.core.figures.Outages;
import org.surgebench.core.results.RunResult;

/** The outages of the summary ({@link Outages}): one line each, shown only for a run that had any. */
final class OutageTable {
    private OutageTable() {}

    static void print(RunResult r, PrintStream out) {
        if (!Outages.any(r)) {
            return;
        }
        out.println();
        out.println("Outages (" + Outages.MEANING + "):");
        List<String> h = Outages.HEADER;
        String format = "%-11s %8s %12s %18s %6s";
        out.println(String.format(Locale.ROOT, format, h.toArray()).stripTrailing());
        for (List<String> row : Outages.rows(r)) {
            out.println(String.format(Locale.ROOT, format, row.toArray()).stripTrailing());
        }
    }
}
