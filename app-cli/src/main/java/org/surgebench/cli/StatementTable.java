package org.surgebench.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import org.surgebench.core.figures.PerStatement;
import org.surgebench.core.results.RunResult;

/** The per-statement table of the summary ({@code --per-statement}), its statements cut to the width. */
final class StatementTable {
    private StatementTable() {}

    static void print(RunResult r, int width, PrintStream out) {
        if (!PerStatement.any(r)) {
            return;
        }
        out.println();
        out.println("Client time per statement (--per-statement):");
        List<String> h = PerStatement.HEADER;
        // tx, then the numbers, the statement last: it takes what is left of the width.
        String format = "%-6s %10s %8s %8s  %s";
        int statementWidth = Math.max(20, width - 6 - 10 - 8 - 8 - 5);
        out.println(String.format(Locale.ROOT, format, h.get(0), h.get(2), h.get(3), h.get(4), h.get(1)));
        for (List<String> row : PerStatement.rows(r)) {
            out.println(String.format(
                            Locale.ROOT,
                            format,
                            row.get(0),
                            row.get(2),
                            row.get(3),
                            row.get(4),
                            cut(row.get(1).replaceAll("\\s+", " "), statementWidth))
                    .stripTrailing());
        }
    }

    private static String cut(String s, int n) {
        return s.length() <= n ? s : s.substring(0, n - 1) + "~";
    }
}
