package org.surgebench.core.db.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.surgebench.core.dbview.DatabaseView;
import org.surgebench.core.dbview.DatabaseViewPrinter;
import org.surgebench.core.dbview.OracleAwrView;
import org.surgebench.core.dbview.ViewSection;
import org.surgebench.core.results.Json;

/**
 * Oracle's shape: the AWR figures of the stored sample snapshots, stored as {@link AwrSnapshotProvider} stores
 * them (JSON), read back into {@link OracleAwrView} with no field left over, and labelled by the one printer.
 */
class OracleAwrViewTest {

    @SuppressWarnings("unchecked")
    static Map<String, Object> storedView() throws Exception {
        Map<String, Object> awr = new LinkedHashMap<>();
        awr.put("dbid", 1234567890L);
        awr.put("awrUser", "system");
        awr.putAll(AwrFigures.compute(100, 101, AwrFixtures.rows()).toMap(AwrFigures.LAYOUT));
        awr.put("report", "awr-1234567890-100-101.html");
        return Json.mapper().readValue(Json.mapper().writeValueAsString(Map.of("awr", awr)), Map.class);
    }

    @Test
    void theStoredFiguresReadBackIntoTheRecordWithNothingLeftOver() throws Exception {
        OracleAwrView a = (OracleAwrView) DatabaseView.ofStrictly(storedView()).get(OracleAwrView.PROVIDER);
        assertThat(a.physicalReadIoRequestsPerSec()).isEqualTo(5000.0);
        assertThat(a.dbIoRequestsPerSec()).isEqualTo(6000.0);
        assertThat(a.dbFileSequentialReadAvgMs()).isEqualTo(1.2);
        assertThat(a.topWaitEvents()).hasSize(5);
        assertThat(a.dbFileSequentialReadHistogram()).isNotEmpty();
        assertThat(a.report()).isEqualTo("awr-1234567890-100-101.html");
        assertThat(a.dbIoSource()).contains("V$SYSSTAT");
    }

    @Test
    void thePrinterLabelsEveryFigure() throws Exception {
        ViewSection s =
                DatabaseViewPrinter.sections(DatabaseView.of(storedView())).get(0);
        assertThat(s.title()).isEqualTo("Oracle AWR, snapshots 100 to 101, per second over 600 s");
        Map<String, String> key = new LinkedHashMap<>();
        s.keyFigures().forEach(f -> key.put(f.label(), f.value()));
        assertThat(key)
                .containsExactly(
                        Map.entry("DB read IO requests/s", "5,000"),
                        Map.entry("DB write IO requests/s", "1,000"),
                        Map.entry("DB read MB/s", "39.1"),
                        Map.entry("DB write MB/s", "7.81"),
                        Map.entry("redo MB/s", "5.00"),
                        Map.entry("transactions/s", "505"),
                        Map.entry("average active sessions", "8.00"),
                        Map.entry("db file sequential read ms", "1.20"));
        assertThat(s.figures())
                .extracting(ViewSection.Figure::label)
                .contains("all-file read IO requests/s", "DB CPU s/s")
                .allSatisfy(label -> assertThat(label).doesNotMatch(".*[a-z][A-Z].*"));
        ViewSection.Table waits = s.tables().get(0);
        assertThat(waits.rows().get(0))
                .containsExactly("User I/O:db file sequential read", "60.0", "2,880", "2,400,000", "1.20");
        assertThat(waits.rows().get(1).get(0)).isEqualTo("DB CPU");
        assertThat(s.tables().get(1).title()).isEqualTo("db file sequential read latency");
        assertThat(s.notes())
                .containsExactly(
                        "AWR report: awr-1234567890-100-101.html (beside the results).",
                        s.notes().get(1));
        assertThat(s.notes().get(1)).contains("V$SYSSTAT").endsWith("not disk IOPS.");
    }
}
