package org.surgebench.core.dbview;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.surgebench.core.common.Numbers;
import org.surgebench.core.dbview.ViewSection.Figure;

/**
 * Labels the database's view for people, once for every front door: each figure gets its human name ("DB
 * read IO requests/s", never {@code physicalReadIoRequestsPerSec}), a formatted value and, where it matters,
 * a note naming its source. The console, the desktop app and the HTML report lay out what this returns.
 */
public final class DatabaseViewPrinter {
    private DatabaseViewPrinter() {}

    /** One section per view, in the order they were taken. */
    public static List<ViewSection> sections(Map<String, DatabaseView> views) {
        List<ViewSection> out = new ArrayList<>();
        views.forEach((name, view) -> out.add(section(name, view)));
        return out;
    }

    public static ViewSection section(String name, DatabaseView view) {
        return switch (view) {
            case PostgresView p -> PostgresSection.of(p);
            case OracleAwrView o -> OracleSection.of(o);
            case LabelledView l -> l.section();
            case UnavailableView u ->
                new ViewSection(displayName(name) + ": not collected", List.of(), List.of(), List.of(u.error()));
            case OtherView o -> other(name, o);
        };
    }

    /** "PostgreSQL statistics" for {@code postgresql}, "Oracle AWR" for {@code awr}, else the name. */
    public static String displayName(String provider) {
        return switch (provider) {
            case PostgresView.PROVIDER -> "PostgreSQL statistics";
            case "sessionSettings" -> "Session settings (as the server reported them)";
            case OracleAwrView.PROVIDER -> "Oracle AWR";
            default -> provider;
        };
    }

    private static ViewSection other(String name, OtherView o) {
        List<Figure> figures = new ArrayList<>();
        if (name.equals("sessionSettings")) {
            o.figures().forEach((k, v) -> figures.add(new Figure(k, String.valueOf(v), null, true)));
            return new ViewSection(
                    displayName(name),
                    figures,
                    List.of(),
                    List.of(
                            "Set by the workload in each of "
                                    + "its sessions and read back from the server there; several values: the sessions differed."));
        }
        o.figures().forEach((k, v) -> {
            if (!(v instanceof Map) && !(v instanceof List)) {
                figures.add(
                        v instanceof Number n
                                ? new Figure(k, Numbers.plain(n.doubleValue()), n.doubleValue(), true)
                                : new Figure(k, String.valueOf(v), null, true));
            }
        });
        return new ViewSection(
                name,
                figures,
                List.of(),
                List.of("Shown as stored: this version has no labels for " + "the figures of '" + name + "'."));
    }

    /** Adds a number as {@link Numbers#plain(Double)} writes it, unless the database did not give it. */
    static void add(List<Figure> figures, String label, Double value, boolean key) {
        if (value != null) {
            figures.add(new Figure(label, Numbers.plain(value), value, key));
        }
    }

    /** Adds a duration in milliseconds with two decimals, unless missing. */
    static void addMs(List<Figure> figures, String label, Double value, boolean key) {
        if (value != null) {
            figures.add(new Figure(label, ms(value), value, key));
        }
    }

    /** Adds a percentage, unless missing. */
    static void addPct(List<Figure> figures, String label, Double value, boolean key) {
        if (value != null) {
            figures.add(new Figure(label, pct(value), value, key));
        }
    }

    /** Adds a whole count, unless missing. */
    static void addCount(List<Figure> figures, String label, Long value, boolean key) {
        if (value != null) {
            figures.add(new Figure(label, Numbers.whole(value), value.doubleValue(), key));
        }
    }

    /** Adds a text, unless blank. */
    static void addText(List<Figure> figures, String label, String value, boolean key) {
        if (value != null && !value.isEmpty()) {
            figures.add(new Figure(label, value, null, key));
        }
    }

    static String pct(Double v) {
        return Numbers.plain(v, "%");
    }

    /** "60 s", "2.5 s". */
    static String seconds(double s) {
        return String.format(java.util.Locale.ROOT, s >= 10 ? "%.0f s" : "%.1f s", s);
    }

    static String ms(Double v) {
        return v == null ? "" : String.format(java.util.Locale.ROOT, "%.2f", v);
    }
}
