package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The console's end of a run: each database's key figures under human labels, in 80 columns. */
class DatabaseSummaryPrinterTest {

    private static String print(Map<String, Object> database, Map<String, Object> host) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DatabaseSummaryPrinter.print(database, host, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertThat(out.lines()).allSatisfy(l -> assertThat(l.length()).as(l).isLessThanOrEqualTo(80));
        return out;
    }

    @Test
    void postgresNestsItsProfileAndPrintsIoHitRatioWalAndWaits() {
        Map<String, Object> lp = new LinkedHashMap<>();
        lp.put("elapsedSeconds", 60.0);
        lp.put("transactionsPerSec", 1234.5);
        lp.put("bufferHitRatioPct", 99.21);
        lp.put("physicalReadIoRequestsPerSec", 812.3);
        lp.put("physicalWriteIoRequestsPerSec", 95.0);
        lp.put("readMBPerSec", 6.35);
        lp.put("writeMBPerSec", 0.74);
        lp.put("redoMBPerSec", 2.5);
        lp.put("averageActiveSessions", 3.2);
        lp.put("ioSource", "pg_stat_database, pg_stat_bgwriter");
        lp.put(
                "topWaitEvents",
                List.of(
                        Map.of("event", "CPU", "waitClass", "CPU", "samples", 120, "pctDbTime", 62.0),
                        Map.of("event", "WALWrite", "waitClass", "LWLock", "samples", 30, "pctDbTime", 15.5)));
        String out = print(Map.of("postgresql", Map.of("serverVersionNum", 150020, "loadProfile", lp)), null);
        assertThat(out)
                .contains("PostgreSQL 15.20 statistics (pg_stat_*), per second over 60 s:")
                .containsPattern("DB read IO requests/s +812\n +DB write IO requests/s \\(cluster-wide\\) 95.0\n")
                .containsPattern("DB read MB/s +6.35 +DB write MB/s \\(cluster-wide\\) +0.74")
                .containsPattern("buffer hit ratio +99.2 % +WAL MB/s \\(cluster-wide\\) +2.50")
                .containsPattern("transactions/s +1,235 +average active sessions +3.20")
                .contains("top wait events (% of DB time): CPU 62.0, LWLock:WALWrite 15.5")
                .contains("DB IO requests: blocks read into shared buffers");
        assertThat(out).doesNotContain("PerSec", "loadProfile");
    }

    @Test
    void oracleAwrReportHostDisksAndErrors() {
        Map<String, Object> awr = new LinkedHashMap<>();
        awr.put("beginSnapId", 100);
        awr.put("endSnapId", 101);
        awr.put("elapsedSeconds", 600.0);
        awr.put("physicalReadIoRequestsPerSec", 5000.0);
        awr.put("readMBPerSec", 39.063);
        awr.put("redoMBPerSec", 5.0);
        awr.put("averageActiveSessions", 8.0);
        awr.put("dbFileSequentialReadAvgMs", 1.2);
        awr.put(
                "topWaitEvents",
                List.of(Map.of("event", "db file sequential read", "waitClass", "User I/O", "pctDbTime", 60.0)));
        awr.put("report", "awr-1-100-101.html");
        Map<String, Object> database = new LinkedHashMap<>();
        database.put("awr", awr);
        database.put("postgresql", Map.of("error", "begin failed: no privilege"));
        Map<String, Object> host = Map.of(
                "databaseHostDisks",
                Map.of(
                        "why",
                        "db-host-stats=true",
                        "total",
                        Map.of(
                                "device",
                                "total",
                                "iops",
                                4000.0,
                                "readMBPerSec",
                                30.0,
                                "writeMBPerSec",
                                5.0,
                                "readAwaitMs",
                                0.8,
                                "writeAwaitMs",
                                1.5)));
        String out = print(database, host);
        assertThat(out)
                .contains("Oracle AWR, snapshots 100 to 101, per second over 600 s:")
                .containsPattern("DB read IO requests/s +5,000 +DB read MB/s +39.1")
                .containsPattern("db file sequential read ms +1.20")
                .contains("top wait events (% of DB time): User I/O:db file sequential read 60.0")
                .contains("AWR report: awr-1-100-101.html (beside the results).")
                .contains("PostgreSQL statistics: not collected:")
                .contains("begin failed: no privilege")
                .containsPattern("disk IOPS \\(host\\) +4,000 +disk read MB/s \\(host\\) +30.0");
    }
}
