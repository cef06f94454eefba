package org.surgebench.core.swingbench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.StringJoiner;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.Transformer;
import javax.xml.transform.TransformerException;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.surgebench.core.common.ClockTime;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.metrics.BusiestMinute;
import org.surgebench.core.metrics.IntervalSnapshot;
import org.surgebench.core.metrics.LatencyDistribution;
import org.surgebench.core.metrics.LatencyStats;
import org.surgebench.core.metrics.StatementCounts;
import org.surgebench.core.metrics.TxSummary;
import org.surgebench.core.results.RunConfig;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.settings.Think;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * A run's results in the shape of Swingbench's results file ({@code charbench -r results.xml}): Overview,
 * Configuration, DMLResults, TransactionResults (one Result per transaction, its percentiles under Swingbench's own
 * element names, misspellings included, so existing parsers find them) and BenchmarkMetrics/TPSReadings. It is a
 * view for those tools; the results JSON stays the full record. Written with the JDK's DOM and transformer.
 */
public final class SwingbenchResults {
    /** XML namespace of Swingbench's results files. */
    public static final String NAMESPACE = "http://www.dominicgiles.com/swingbench/results";

    private SwingbenchResults() {}

    /** Writes {@code result} to {@code file} (replacing it whole: written beside it, then moved). */
    public static void write(RunResult result, String benchmarkName, Path file) {
        try {
            Document doc =
                    DocumentBuilderFactory.newInstance().newDocumentBuilder().newDocument();
            Element root = doc.createElementNS(NAMESPACE, "Results");
            doc.appendChild(root);
            overview(doc, root, result, benchmarkName);
            configuration(doc, root, result);
            dml(doc, root, result.summary().statements());
            Element txs = add(doc, root, "TransactionResults", null);
            for (TxSummary t : result.transactions()) {
                transaction(
                        doc,
                        txs,
                        t,
                        result.latency() == null ? null : result.latency().get(t.shortName()));
            }
            Element metrics = add(doc, root, "BenchmarkMetrics", null);
            StringJoiner readings = new StringJoiner(",");
            for (IntervalSnapshot s : result.timeSeries()) {
                if (s.measured() && s.endedAt() != null) {
                    readings.add(s.endedAt().toEpochMilli() + ", " + Math.round(s.tps()));
                }
            }
            add(doc, metrics, "TPSReadings", readings.toString());
            Transformer t = TransformerFactory.newInstance().newTransformer();
            t.setOutputProperty(OutputKeys.INDENT, "yes");
            t.setOutputProperty("{http://xml.apache.org/xslt}indent-amount", "3");
            Path dir = file.toAbsolutePath().getParent();
            Files.createDirectories(dir);
            Path tmp = Files.createTempFile(dir, file.getFileName().toString(), ".tmp");
            try {
                t.transform(new DOMSource(doc), new StreamResult(tmp.toFile()));
                Files.move(tmp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            } finally {
                Files.deleteIfExists(tmp);
            }
        } catch (ParserConfigurationException | TransformerException e) {
            throw new IllegalStateException(e);
        } catch (IOException e) {
            throw new SurgeException(SurgeException.IO, "Cannot write " + file + ": " + e.getMessage() + ".", e);
        }
    }

    private static void overview(Document doc, Element root, RunResult r, String benchmarkName) {
        Element o = add(doc, root, "Overview", null);
        add(doc, o, "BenchmarkName", benchmarkName);
        add(
                doc,
                o,
                "Comment",
                r.config().settings().output().comment() == null
                        ? ""
                        : r.config().settings().output().comment());
        add(
                doc,
                o,
                "TimeOfRun",
                DateTimeFormatter.ofPattern("MMM d, yyyy, h:mm:ss a", Locale.US)
                        .format(r.startedAt().atZone(ZoneId.systemDefault())));
        add(
                doc,
                o,
                "TotalRunTime",
                ClockTime.format(Duration.ofMillis(Math.round(r.summary().measuredSeconds() * 1000))));
        add(
                doc,
                o,
                "TotalLogonTime",
                ClockTime.format(r.config().settings().load().rampUp()));
        long failed = r.transactions().stream().mapToLong(TxSummary::errors).sum();
        add(doc, o, "TotalCompletedTransactions", String.valueOf(r.summary().transactions()));
        add(doc, o, "TotalFailedTransactions", String.valueOf(failed));
        add(
                doc,
                o,
                "AverageTransactionsPerSecond",
                String.format(Locale.ROOT, "%.2f", r.summary().tps()));
        // Swingbench's MaximumTransactionRate: the transactions of the busiest minute (a rolling minute).
        add(doc, o, "MaximumTransactionRate", String.valueOf(BusiestMinute.transactions(r.timeSeries())));
    }

    private static void configuration(Document doc, Element root, RunResult r) {
        RunConfig c = r.config();
        Think think = c.settings().think();
        Element e = add(doc, root, "Configuration", null);
        add(doc, e, "NumberOfUsers", String.valueOf(r.users()));
        add(doc, e, "MinimumInterThinkTime", String.valueOf(think.min().toMillis()));
        add(doc, e, "MaximumInterThinkTime", String.valueOf(think.max().toMillis()));
        add(doc, e, "MinimumIntraThinkTime", String.valueOf(think.intraMin().toMillis()));
        add(doc, e, "MaximumIntraThinkTime", String.valueOf(think.intraMax().toMillis()));
        add(doc, e, "ConnectString", c.url());
        add(doc, e, "TimingsIn", "milliseconds");
        add(doc, e, "WaitTillAllLogon", "false");
        add(doc, e, "Driver", c.dialect());
    }

    private static void dml(Document doc, Element root, StatementCounts s) {
        Element e = add(doc, root, "DMLResults", null);
        StatementCounts c = s == null ? StatementCounts.ZERO : s;
        add(doc, e, "SelectStatements", String.valueOf(c.select()));
        add(doc, e, "InsertStatements", String.valueOf(c.insert()));
        add(doc, e, "UpdateStatements", String.valueOf(c.update()));
        add(doc, e, "DeleteStatements", String.valueOf(c.delete()));
        add(doc, e, "CommitStatements", String.valueOf(c.commit()));
        add(doc, e, "RollbackStatements", String.valueOf(c.rollback()));
    }

    private static void transaction(Document doc, Element parent, TxSummary t, LatencyDistribution dist) {
        Element e = add(doc, parent, "Result", null);
        e.setAttribute("id", t.name());
        // Swingbench times the transaction itself: Surgebench's service time.
        LatencyStats r = t.service() != null ? t.service() : LatencyStats.EMPTY;
        add(doc, e, "AverageResponse", num(r.avgMs()));
        add(doc, e, "MinimumResponse", num(r.minMs()));
        add(doc, e, "MaximumResponse", num(r.maxMs()));
        add(doc, e, "TransactionCount", String.valueOf(t.count()));
        add(doc, e, "FailedTransactionCount", String.valueOf(t.errors()));
        add(
                doc,
                e,
                "RollbackCount",
                String.valueOf(t.statements() == null ? 0 : t.statements().rollback()));
        for (int i = 0; i < SwingbenchResultsFile.PERCENTILES.size(); i++) {
            add(doc, e, SwingbenchResultsFile.PERCENTILES.get(i), num(percentile(dist, 10 * (i + 1))));
        }
    }

    /** The distribution's value at {@code p} percent, 0 when there is none. */
    private static double percentile(LatencyDistribution dist, double p) {
        if (dist == null) {
            return 0;
        }
        return dist.percentiles().stream()
                .filter(pt -> pt.percentile() == p)
                .mapToDouble(LatencyDistribution.Point::ms)
                .findFirst()
                .orElse(0);
    }

    private static String num(double v) {
        return String.format(Locale.ROOT, "%.3f", v);
    }

    private static Element add(Document doc, Element parent, String name, String text) {
        Element e = doc.createElementNS(NAMESPACE, name);
        if (text != null) {
            e.setTextContent(text);
        }
        parent.appendChild(e);
        return e;
    }
}
