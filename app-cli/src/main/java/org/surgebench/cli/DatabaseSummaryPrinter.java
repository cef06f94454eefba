package org.surgebench.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.surgebench.core.dbview.DatabaseView;
import org.surgebench.core.dbview.DatabaseViewPrinter;
import org.surgebench.core.dbview.HostSection;
import org.surgebench.core.dbview.ViewSection;
import org.surgebench.core.results.RunResult;

/**
 * The end of a run's summary: the database's own view (PostgreSQL statistics, Oracle AWR) and the database
 * host's disks, as the one {@link DatabaseViewPrinter} labels them: the key figures two to a line, the top
 * waits, and where the IO figures come from. Fits 80 columns.
 */
final class DatabaseSummaryPrinter {
    static final int WIDTH = 80;
    private static final int HALF = 36;

    private DatabaseSummaryPrinter() {}

    static void print(RunResult r, PrintStream out) {
        print(r.database(), r.host(), out);
    }

    /** As {@link #print(RunResult, PrintStream)}, from a result's {@code database} and {@code host}. */
    static void print(Map<String, Object> database, Map<String, Object> host, PrintStream out) {
        List<ViewSection> sections = new ArrayList<>(DatabaseViewPrinter.sections(DatabaseView.of(database)));
        ViewSection disks = HostSection.databaseDisks(host);
        if (disks != null) {
            sections.add(disks);
        }
        for (ViewSection s : sections) {
            print(s, out);
        }
    }

    static void print(ViewSection s, PrintStream out) {
        out.println();
        wrap(out, s.title() + ":", "", "  ");
        List<ViewSection.Figure> key = s.keyFigures();
        for (int i = 0; i < key.size(); i += 2) {
            String left = cell(key.get(i));
            String right = i + 1 < key.size() ? cell(key.get(i + 1)) : null;
            if (right != null && left.length() <= HALF && right.length() <= HALF) {
                out.println("  " + left + "   " + right);
            } else {
                // A long label ("DB write IO requests/s (cluster-wide)") takes a line of its own.
                out.println("  " + left);
                if (right != null) {
                    out.println("  " + right);
                }
            }
        }
        for (ViewSection.Table t : s.tables()) {
            if (t.keyRows() == 0 || t.rows().isEmpty()) {
                continue;
            }
            List<String> items = new ArrayList<>();
            for (List<String> row :
                    t.rows().subList(0, Math.min(t.keyRows(), t.rows().size()))) {
                items.add(row.get(0) + " " + row.get(1));
            }
            // "top wait events (% of DB time): ..." for rankings; other tables (a histogram) by their title.
            String lead = t.title().startsWith("Top ")
                    ? "top " + t.header().get(0) + "s (" + t.header().get(1) + ")"
                    : t.title();
            wrap(out, lead + ": " + String.join(", ", items), "  ", "    ");
        }
        for (String note : s.notes()) {
            wrap(out, note, "  ", "  ");
        }
    }

    /** "DB read IO requests/s          1,234": label left, value right, in half a line. */
    private static String cell(ViewSection.Figure f) {
        if (f.label().length() + 1 + f.value().length() > HALF) {
            return f.label() + " " + f.value();
        }
        int labelWidth =
                Math.max(f.label().length() + 1, HALF - Math.max(10, f.value().length()));
        return String.format(Locale.ROOT, "%-" + labelWidth + "s%" + (HALF - labelWidth) + "s", f.label(), f.value());
    }

    /** Prints text wrapped at {@link #WIDTH} on word boundaries. */
    static void wrap(PrintStream out, String text, String first, String rest) {
        wrap(out, text, WIDTH, first, rest);
    }

    /**
     * Prints text wrapped on word boundaries so that no line reaches {@code width} (a full line would make
     * some terminals wrap); the first line starts with {@code first}, the others with {@code rest}.
     */
    static void wrap(PrintStream out, String text, int width, String first, String rest) {
        StringBuilder line = new StringBuilder(first);
        int start = first.length();
        for (String word : text.split(" ")) {
            if (line.length() > start && line.length() + 1 + word.length() >= width) {
                out.println(line);
                line = new StringBuilder(rest);
                start = rest.length();
            }
            if (line.length() > start) {
                line.append(' ');
            }
            line.append(word);
        }
        out.println(line);
    }
}
