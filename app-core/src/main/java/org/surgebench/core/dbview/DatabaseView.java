package org.surgebench.core.dbview;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.LinkedHashMap;
import java.util.Map;
import org.surgebench.core.results.Json;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.snapshot.LoadProfile;

/**
 * The database's own view of a run, typed per database: {@link PostgresView} (statistics views),
 * {@link OracleAwrView} (AWR). A run's results keep it under {@code database}, one entry per snapshot
 * provider; {@link #of} reads those entries back into these records, so the console, the desktop app, the
 * HTML report, sweeps and comparisons all read one shape ({@link DatabaseViewPrinter} labels it).
 */
public sealed interface DatabaseView permits PostgresView, OracleAwrView, LabelledView, UnavailableView, OtherView {

    /** The label of {@link #dbIoRequestsPerSec()} wherever it is shown: never "IOPS", which is the disks'. */
    String IO_REQUESTS = "DB IO requests/s";

    /** The database's read + write IO requests per second, or null. Its source: {@link #dbIoSource()}. */
    Double dbIoRequestsPerSec();

    /** Where {@link #dbIoRequestsPerSec()} comes from, e.g. {@code pg_stat_io}; null without the figure. */
    String dbIoSource();

    /** Share of block reads served from the database's buffer cache, in percent, where the database gives it. */
    Double bufferHitRatioPct();

    /**
     * The figures every database gives (IO requests and MB per second, redo, transactions...), whichever database
     * this is; null when the view has none. The database's own figures are in the view's own fields.
     */
    default LoadProfile profile() {
        return null;
    }

    /** The charts of this view over the measured window, labelled; the report draws those with data. */
    default java.util.List<SeriesChart> charts() {
        return java.util.List.of();
    }

    /** The per-second columns of {@code source} ({@link SeriesChart#SERIES}, ...), or null when there are none. */
    default Map<String, java.util.List<Double>> series(String source) {
        return null;
    }

    /** The window's ranking drawn as bars (top waits), or null when the view has none. */
    default BarChart ranking() {
        return null;
    }

    /** What the report says instead of a chart the view cannot draw, and why (one line each). */
    default java.util.List<String> chartNotes() {
        return java.util.List.of();
    }

    /** The views of a run, by provider name, in the order they were taken; empty for none. */
    static Map<String, DatabaseView> of(RunResult r) {
        return of(r.database());
    }

    /** As {@link #of(RunResult)}, from a results document's {@code database} map. */
    static Map<String, DatabaseView> of(Map<String, Object> database) {
        return read(database, Json.mapper());
    }

    /**
     * As {@link #of(Map)}, but every stored field must be a field of the record: tests use it to hold each
     * snapshot provider to its record, so a renamed or new figure cannot silently fall out of the views.
     */
    static Map<String, DatabaseView> ofStrictly(Map<String, Object> database) {
        return read(database, Json.mapper().copy().enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES));
    }

    /** The first view that has the database's IO requests per second, or null. */
    static DatabaseView withIo(Map<String, DatabaseView> views) {
        return views.values().stream()
                .filter(v -> v.dbIoRequestsPerSec() != null)
                .findFirst()
                .orElse(null);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, DatabaseView> read(Map<String, Object> database, ObjectMapper mapper) {
        Map<String, DatabaseView> out = new LinkedHashMap<>();
        if (database == null) {
            return out;
        }
        database.forEach((name, value) -> {
            if (!(value instanceof Map<?, ?> m)) {
                return;
            }
            if (m.get("error") != null) {
                out.put(name, new UnavailableView(String.valueOf(m.get("error"))));
                return;
            }
            out.put(
                    name,
                    switch (name) {
                        case PostgresView.PROVIDER -> mapper.convertValue(m, PostgresView.class);
                        case OracleAwrView.PROVIDER -> mapper.convertValue(m, OracleAwrView.class);
                        default ->
                            m.get(LabelledView.SECTION) != null
                                    ? mapper.convertValue(m, LabelledView.class)
                                    : new OtherView((Map<String, Object>) m);
                    });
        });
        return out;
    }

    /** a + b, or null when either is missing. */
    static Double sum(Double a, Double b) {
        return a == null || b == null ? null : Math.round((a + b) * 100) / 100.0;
    }
}
