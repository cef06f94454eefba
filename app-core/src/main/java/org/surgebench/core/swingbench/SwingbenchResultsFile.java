package org.surgebench.core.swingbench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.surgebench.core.common.ClockTime;
import org.surgebench.core.common.SurgeException;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;

/**
 * What a Swingbench results file ({@code charbench -r results.xml}, Swingbench's "Save results") says, element by
 * element: the Overview, the Configuration's load, the DMLResults, one {@link Transaction} per Result of the
 * TransactionResults and the BenchmarkMetrics' TPSReadings. The element names are Swingbench's, misspellings
 * included ("TenthPrecentile", "FiftythPercentile"). {@link SwingbenchResultsReader} turns it into a result that
 * {@code surge compare} puts beside Surgebench's.
 *
 * @param benchmark    BenchmarkName, without Swingbench's quotes
 * @param timeOfRun    TimeOfRun read in this host's time zone (Swingbench writes local time), or null when absent or
 *                     in a form not known here
 * @param runSeconds   TotalRunTime
 * @param logonSeconds TotalLogonTime, or 0
 * @param maximumTransactionRate MaximumTransactionRate: the transactions of the busiest minute, or null
 * @param dml          SelectStatements .. RollbackStatements in that order, 0 where absent
 * @param tpsReadings  TPSReadings: [epoch ms, transactions that second] pairs, in file order
 */
public record SwingbenchResultsFile(
        String source,
        String benchmark,
        String comment,
        Instant timeOfRun,
        double runSeconds,
        double logonSeconds,
        long completed,
        long failed,
        double averageTps,
        Long maximumTransactionRate,
        int users,
        long thinkMinMs,
        long thinkMaxMs,
        long intraThinkMinMs,
        long intraThinkMaxMs,
        String connectString,
        String driver,
        long[] dml,
        List<Transaction> transactions,
        List<long[]> tpsReadings) {

    /** XML namespace of Swingbench's results files. */
    public static final String NAMESPACE = SwingbenchResults.NAMESPACE;

    /** Swingbench's percentile elements, 10th to 90th, as it spells them. */
    static final List<String> PERCENTILES = List.of(
            "TenthPrecentile",
            "TwentiethPercentile",
            "ThirtiethPercentile",
            "FortiethPrecentile",
            "FiftythPercentile",
            "SixtiethPercentile",
            "SeventiethPercentile",
            "EightiethPercentile",
            "NinetiethPercentile");

    /**
     * One Result of TransactionResults: its id (the transaction's Id in the configuration, e.g. "Browse Orders")
     * and times in ms; {@code percentiles} holds the 10th..90th, NaN where absent.
     */
    public record Transaction(
            String id,
            long count,
            long failed,
            long rollbacks,
            double avgMs,
            double minMs,
            double maxMs,
            double[] percentiles) {}

    /** Whether {@code file} starts like XML (compare tells a results.xml from a results JSON by this). */
    public static boolean looksLikeXml(Path file) {
        try (var in = Files.newInputStream(file)) {
            int c;
            do {
                c = in.read();
            } while (c == 0xEF || c == 0xBB || c == 0xBF || c != -1 && Character.isWhitespace(c));
            return c == '<';
        } catch (IOException e) {
            return false;
        }
    }

    /** Reads {@code file}; a file that is not XML or not a Swingbench results file is one sentence (exit 2). */
    public static SwingbenchResultsFile read(Path file) {
        String name = file.getFileName().toString();
        if (!Files.isReadable(file)) {
            throw SurgeException.usage("Cannot read " + file + ": no such file, or not readable.");
        }
        Element root;
        try {
            root = SwingbenchConfig.parser().parse(file.toFile()).getDocumentElement();
        } catch (SAXParseException e) {
            throw SurgeException.usage(name + " is not well-formed XML (line " + e.getLineNumber() + ": "
                    + e.getMessage().strip() + ").");
        } catch (SAXException e) {
            throw SurgeException.usage(
                    name + " is not well-formed XML (" + e.getMessage().strip() + ").");
        } catch (IOException e) {
            throw new SurgeException(SurgeException.IO, "Cannot read " + file + ": " + e.getMessage() + ".", e);
        }
        if (!"Results".equals(root.getLocalName()) || child(root, "Overview") == null) {
            throw SurgeException.usage(name + " is not a Swingbench results file: its root element is <"
                    + root.getLocalName() + ">, not <Results> with an <Overview>.");
        }
        try {
            return of(name, root);
        } catch (IllegalArgumentException e) {
            throw SurgeException.usage(name + " is not a complete Swingbench results file (" + e.getMessage() + ").");
        }
    }

    private static SwingbenchResultsFile of(String name, Element root) {
        Element o = child(root, "Overview");
        Element c = child(root, "Configuration");
        Element d = child(root, "DMLResults");
        long[] dml = new long[6];
        String[] dmlNames = {
            "SelectStatements",
            "InsertStatements",
            "UpdateStatements",
            "DeleteStatements",
            "CommitStatements",
            "RollbackStatements"
        };
        for (int i = 0; i < dml.length; i++) {
            dml[i] = whole(d, dmlNames[i], 0);
        }
        String max = text(o, "MaximumTransactionRate");
        return new SwingbenchResultsFile(
                name,
                unquote(required(o, "BenchmarkName")),
                text(o, "Comment"),
                timeOfRun(text(o, "TimeOfRun")),
                ClockTime.parse(required(o, "TotalRunTime")).toSeconds(),
                text(o, "TotalLogonTime") == null
                        ? 0
                        : ClockTime.parse(text(o, "TotalLogonTime")).toSeconds(),
                whole(o, "TotalCompletedTransactions", -1),
                whole(o, "TotalFailedTransactions", 0),
                decimal(required(o, "AverageTransactionsPerSecond"), "AverageTransactionsPerSecond"),
                max == null ? null : (long) decimal(max, "MaximumTransactionRate"),
                (int) whole(c, "NumberOfUsers", 0),
                whole(c, "MinimumInterThinkTime", 0),
                whole(c, "MaximumInterThinkTime", 0),
                whole(c, "MinimumIntraThinkTime", 0),
                whole(c, "MaximumIntraThinkTime", 0),
                text(c, "ConnectString"),
                text(c, "Driver"),
                dml,
                transactions(child(root, "TransactionResults")),
                readings(text(child(root, "BenchmarkMetrics"), "TPSReadings")));
    }

    private static List<Transaction> transactions(Element results) {
        List<Transaction> out = new ArrayList<>();
        for (Element r : children(results)) {
            if (!"Result".equals(r.getLocalName())) {
                continue;
            }
            double[] pct = new double[PERCENTILES.size()];
            for (int i = 0; i < pct.length; i++) {
                String v = text(r, PERCENTILES.get(i));
                pct[i] = v == null ? Double.NaN : decimal(v, PERCENTILES.get(i));
            }
            out.add(new Transaction(
                    r.getAttribute("id"),
                    whole(r, "TransactionCount", 0),
                    whole(r, "FailedTransactionCount", 0),
                    whole(r, "RollbackCount", 0),
                    decimal(required(r, "AverageResponse"), "AverageResponse"),
                    decimal(required(r, "MinimumResponse"), "MinimumResponse"),
                    decimal(required(r, "MaximumResponse"), "MaximumResponse"),
                    pct));
        }
        return out;
    }

    /** "t1, n1,t2, n2,...": the pairs, in order; empty when there are none. */
    static List<long[]> readings(String text) {
        List<long[]> out = new ArrayList<>();
        if (text == null || text.isBlank()) {
            return out;
        }
        String[] parts = text.split(",");
        for (int i = 0; i + 1 < parts.length; i += 2) {
            out.add(new long[] {
                (long) decimal(parts[i].strip(), "TPSReadings"), (long) decimal(parts[i + 1].strip(), "TPSReadings")
            });
        }
        return out;
    }

    /** "Apr 23, 2026, 8:50:07 PM" (Swingbench 2.7) in this host's zone, or null in another form. */
    private static Instant timeOfRun(String text) {
        if (text == null) {
            return null;
        }
        for (String pattern : List.of("MMM d, yyyy, h:mm:ss a", "MMM d, yyyy h:mm:ss a")) {
            try {
                return LocalDateTime.parse(
                                text.strip().replace('\u202f', ' '), DateTimeFormatter.ofPattern(pattern, Locale.US))
                        .atZone(ZoneId.systemDefault())
                        .toInstant();
            } catch (DateTimeParseException e) {
                // The next form.
            }
        }
        return null;
    }

    private static String unquote(String s) {
        String t = s.strip();
        return t.length() >= 2 && t.startsWith("\"") && t.endsWith("\"") ? t.substring(1, t.length() - 1) : t;
    }

    private static long whole(Element parent, String name, long absent) {
        String v = text(parent, name);
        return v == null ? absent : Math.round(decimal(v, name));
    }

    private static double decimal(String v, String name) {
        try {
            return Double.parseDouble(v.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("<" + name + "> is not a number: '" + v.strip() + "'");
        }
    }

    private static String required(Element parent, String name) {
        String v = text(parent, name);
        if (v == null) {
            throw new IllegalArgumentException("no <" + name + ">");
        }
        return v;
    }

    private static String text(Element parent, String name) {
        Element e = child(parent, name);
        return e == null ? null : e.getTextContent().strip();
    }

    private static Element child(Element parent, String name) {
        for (Element e : children(parent)) {
            if (name.equals(e.getLocalName())) {
                return e;
            }
        }
        return null;
    }

    private static List<Element> children(Element parent) {
        List<Element> out = new ArrayList<>();
        if (parent == null) {
            return out;
        }
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e) {
                out.add(e);
            }
        }
        return out;
    }
}
