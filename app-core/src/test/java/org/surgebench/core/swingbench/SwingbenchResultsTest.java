package org.surgebench.core.swingbench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.metrics.BusiestMinute;
import org.surgebench.core.results.RunResult;

/**
 * Swingbench's results file, read and written: a real one (src-test-data's v2.7/results.xml, a 15-minute charbench
 * run) and small ones made here. The real file is the judge of what its figures mean.
 */
class SwingbenchResultsTest {
    @TempDir
    Path dir;

    private Path real() throws Exception {
        Path f = dir.resolve("results.xml");
        try (InputStream in = getClass().getResourceAsStream("/swingbench/v2.7/results.xml")) {
            Files.copy(in, f, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
        return f;
    }

    /**
     * Issue 45 item 1: MaximumTransactionRate was the busiest second x 60 (191,400 for this run); Swingbench's is
     * the busiest minute, which the file's own TPSReadings give (131,322, as the file says).
     */
    @Test
    void maximumTransactionRateIsTheBusiestMinuteAsSwingbenchWritesIt() throws Exception {
        SwingbenchResultsFile swingbench = SwingbenchResultsFile.read(real());
        assertThat(swingbench.maximumTransactionRate()).isEqualTo(131_322L);
        RunResult r = SwingbenchResultsReader.read(real());
        assertThat(r.timeSeries()).hasSize(899);
        assertThat(BusiestMinute.transactions(r.timeSeries())).isEqualTo(131_322L);
        Path ours = dir.resolve("ours.xml");
        SwingbenchResults.write(r, "Order Entry (PLSQL) V2", ours);
        assertThat(element(ours, "MaximumTransactionRate")).isEqualTo("131322");
        long busiestSecond =
                r.timeSeries().stream().mapToLong(s -> s.transactions()).max().orElseThrow();
        assertThat(busiestSecond * 60).isEqualTo(191_400L);
    }

    /** A run shorter than a minute: its busiest minute is the whole run, never its busiest second x 60. */
    @Test
    void aRunShorterThanAMinuteHasItsTransactionsAsItsBusiestMinute() throws Exception {
        StringBuilder readings = new StringBuilder();
        long total = 0;
        for (int s = 0; s < 10; s++) {
            long n = s == 4 ? 900 : 100;
            total += n;
            readings.append(s == 0 ? "" : ",")
                    .append(1_700_000_000_000L + s * 1000L)
                    .append(", ")
                    .append(n);
        }
        Path f = dir.resolve("short.xml");
        Files.writeString(f, results("0:00:10", total, readings.toString()));
        RunResult r = SwingbenchResultsReader.read(f);
        Path ours = dir.resolve("ours.xml");
        SwingbenchResults.write(r, "Order Entry (PLSQL) V2", ours);
        assertThat(element(ours, "MaximumTransactionRate"))
                .isEqualTo(Long.toString(total))
                .isNotEqualTo("54000");
    }

    /** The overview, the load, the DML counts and each transaction's figures, as the file states them. */
    @Test
    void readsTheOverviewTheTransactionsAndTheDmlOfARealFile() throws Exception {
        RunResult r = SwingbenchResultsReader.read(real());
        assertThat(r.summary().measuredSeconds()).isEqualTo(900);
        assertThat(r.summary().transactions()).isEqualTo(1_824_805L);
        assertThat(r.summary().errors()).isZero();
        assertThat(r.summary().tps()).isEqualTo(2027.56);
        assertThat(r.summary().maxUsers()).isEqualTo(4);
        assertThat(r.config().mix()).isEqualTo("Swingbench: Order Entry (PLSQL) V2");
        assertThat(r.config().settings().output().comment()).startsWith("Project-owned Sprint 15");
        assertThat(r.summary().statements().select()).isEqualTo(19_151_516L);
        assertThat(r.summary().statements().insert()).isEqualTo(3_327_710L);
        assertThat(r.summary().statements().commit()).isEqualTo(1_824_805L);
        assertThat(r.summary().qps())
                .isEqualTo(Math.round((19_151_516.0 + 3_327_710 + 2_522_783 + 1_824_805) / 900 * 1000) / 1000.0);
        assertThat(r.transactions()).hasSize(6);
        var ncr = r.transactions().get(0);
        assertThat(ncr.name()).isEqualTo("Customer Registration");
        assertThat(ncr.count()).isEqualTo(220_064L);
        assertThat(ncr.service().avgMs()).isEqualTo(1.9026737676312346);
        assertThat(ncr.service().maxMs()).isEqualTo(3185);
        assertThat(ncr.service().p50Ms()).isEqualTo(1);
        assertThat(ncr.service().p95Ms()).as("not in Swingbench's results").isNaN();
        assertThat(r.transactions().stream().mapToLong(t -> t.count()).sum()).isEqualTo(1_824_805L);
        assertThat(r.startedAt()).isNotNull();
    }

    @Test
    void aFileThatIsNotSwingbenchResultsIsOneSentence() throws Exception {
        Path json = dir.resolve("run.json");
        Files.writeString(json, "{\"summary\": {}}");
        assertThat(SwingbenchResultsFile.looksLikeXml(json)).isFalse();
        assertThat(SwingbenchResultsFile.looksLikeXml(real())).isTrue();
        Path other = dir.resolve("config.xml");
        Files.writeString(other, "<SwingBenchConfiguration/>");
        assertThatThrownBy(() -> SwingbenchResultsFile.read(other))
                .isInstanceOf(SurgeException.class)
                .hasMessage(
                        "config.xml is not a Swingbench results file: its root element is <SwingBenchConfiguration>, "
                                + "not <Results> with an <Overview>.");
        Path broken = dir.resolve("broken.xml");
        Files.writeString(broken, results("0:00:10", 1, "1, 1").replace("</Results>", ""));
        assertThatThrownBy(() -> SwingbenchResultsFile.read(broken))
                .hasMessageStartingWith("broken.xml is not well-formed XML");
        Path gap = dir.resolve("gap.xml");
        Files.writeString(gap, results("ten seconds", 1, "1, 1"));
        assertThatThrownBy(() -> SwingbenchResultsFile.read(gap))
                .hasMessageStartingWith("gap.xml is not a complete Swingbench results file (");
    }

    private static String results(String runTime, long completed, String readings) {
        return "<?xml version = '1.0' encoding = 'UTF-8'?>\n<Results xmlns=\"" + SwingbenchResults.NAMESPACE + "\">"
                + "<Overview><BenchmarkName>\"Order Entry (PLSQL) V2\"</BenchmarkName><TotalRunTime>" + runTime
                + "</TotalRunTime><TotalCompletedTransactions>" + completed
                + "</TotalCompletedTransactions><AverageTransactionsPerSecond>1</AverageTransactionsPerSecond>"
                + "</Overview><Configuration><NumberOfUsers>2</NumberOfUsers></Configuration>"
                + "<TransactionResults><Result id=\"Browse Products\"><AverageResponse>2</AverageResponse>"
                + "<MinimumResponse>1</MinimumResponse><MaximumResponse>9</MaximumResponse><TransactionCount>"
                + completed + "</TransactionCount></Result></TransactionResults>"
                + "<BenchmarkMetrics><TPSReadings>" + readings + "</TPSReadings></BenchmarkMetrics></Results>";
    }

    private static String element(Path xml, String name) throws Exception {
        Matcher m = Pattern.compile("<" + name + ">([^<]*)</" + name + ">").matcher(Files.readString(xml));
        assertThat(m.find()).as(name).isTrue();
        return m.group(1);
    }
}
