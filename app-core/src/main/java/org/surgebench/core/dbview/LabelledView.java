package org.surgebench.core.dbview;

import java.util.List;
import java.util.Map;
import org.surgebench.core.snapshot.LoadProfile;

/**
 * A view its snapshot provider labelled itself when it took it: the results keep the {@link ViewSection} beside
 * the raw figures, so a database's package can add its view without a record or a section class here (MariaDB
 * and MySQL do).
 *
 * @param product  e.g. "MariaDB 10.11.19"
 * @param section  the labelled figures, tables and notes
 * @param loadProfile the raw per-second figures, by the field names the other views use where they mean the same
 * @param series      the per-second columns of the window ({@code t} and the figures the charts name), or null in
 *                    results written before they were recorded
 * @param charts      the charts of {@code series}, labelled by the database's package (null: none)
 * @param ranking     the top waits as bars, or null
 * @param chartNotes  why a chart the report would show is not there (null: nothing to say)
 */
public record LabelledView(
        String product,
        ViewSection section,
        Double dbIoRequestsPerSec,
        String dbIoSource,
        Double bufferHitRatioPct,
        Map<String, Object> loadProfile,
        String performanceSchema,
        List<Map<String, Object>> topWaits,
        List<Map<String, Object>> topStatements,
        Map<String, Double> counterDeltas,
        Map<String, List<Double>> series,
        List<SeriesChart> charts,
        BarChart ranking,
        List<String> chartNotes)
        implements DatabaseView {
    /** The key of the section in a provider's stored map: its presence makes the map a labelled view. */
    public static final String SECTION = "section";

    @Override
    public LoadProfile profile() {
        return LoadProfile.fromMap(loadProfile);
    }

    @Override
    public List<SeriesChart> charts() {
        return charts == null ? List.of() : charts;
    }

    @Override
    public Map<String, List<Double>> series(String source) {
        return SeriesChart.SERIES.equals(source) ? series : null;
    }

    @Override
    public List<String> chartNotes() {
        return chartNotes == null ? List.of() : chartNotes;
    }
}
