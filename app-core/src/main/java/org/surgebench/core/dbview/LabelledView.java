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
 */
public record LabelledView(String product, ViewSection section, Double dbIoRequestsPerSec, String dbIoSource,
                           Double bufferHitRatioPct, Map<String, Object> loadProfile, String performanceSchema,
                           List<Map<String, Object>> topWaits, List<Map<String, Object>> topStatements,
                           Map<String, Double> counterDeltas) implements DatabaseView {
    /** The key of the section in a provider's stored map: its presence makes the map a labelled view. */
    public static final String SECTION = "section";

    @Override
    public LoadProfile profile() {
        return LoadProfile.fromMap(loadProfile);
    }
}
