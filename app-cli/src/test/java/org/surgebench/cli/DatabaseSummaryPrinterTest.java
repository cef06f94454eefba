package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DatabaseSummaryPrinterTest {
    @Test
    void awrFiguresReportAndErrors() {
        Map<String, Object> awr = new LinkedHashMap<>();
        awr.put("physicalReadIoRequestsPerSec", 5000.0);
        awr.put("readMBPerSec", 39.063);
        awr.put("redoMBPerSec", 5.0);
        awr.put("averageActiveSessions", 8.0);
        awr.put("dbFileSequentialReadAvgMs", 1.2);
        awr.put("topWaitEvents", List.of(Map.of("event", "db file sequential read", "pctDbTime", 60.0)));
        awr.put("report", "awr-1-100-101.html");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DatabaseSummaryPrinter.print(Map.of("awr", awr, "pg", Map.of("error", "begin failed: no privilege")),
                new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertThat(out).contains("Database view awr:  read IO/s 5000  read MB/s 39.1  redo MB/s 5.0  AAS 8.0  "
                + "db file sequential read 1.20 ms").contains("top wait: db file sequential read (60.0% of DB time)")
                .contains("report: awr-1-100-101.html").contains("Database view pg: begin failed: no privilege");
    }
}
