package org.surgebench.core.swingbench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.surgebench.core.common.ClockTime;
import org.surgebench.core.common.SurgeException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;

/**
 * A Swingbench {@code SwingBenchConfiguration} file (SOE_Server_Side_V2.xml, SOE_Client_Side.xml,
 * Sales_History.xml and users' edited copies), read with the JDK's DOM parser into the settings Surgebench can
 * use. Every element it read but cannot use is named in {@link #notApplied()}, so nothing is dropped silently.
 *
 * @param source       the file's name, for messages
 * @param benchmark    the file's {@code Name}, without Swingbench's quotes
 * @param workload     {@code soe} or {@code sh}
 * @param variant      soe's {@code server} (the PL/SQL configurations) or {@code client} (jdbc); null for sh
 * @param url          the ConnectString as an Oracle thin URL, or null when the file has none
 * @param user         UserName, or null
 * @param password     a plain Password, or null (none, or Swingbench-encrypted {@code enc(...)})
 * @param driverProperties the Connection Properties Surgebench applies on Oracle, as Oracle JDBC properties
 * @param users        NumberOfUsers, or null
 * @param intraThinkMin MinDelay (Swingbench's think time inside a transaction), or null
 * @param intraThinkMax MaxDelay, or null
 * @param thinkMin     InterMinDelay (the think time between transactions), or null
 * @param thinkMax     InterMaxDelay, or null
 * @param queryTimeout QueryTimeout, or null
 * @param maxTransactions MaxTransactions when positive, else null
 * @param runTime      the measured time (RunTime, or StatsCollectionEnd minus Start), or null for "until stopped"
 * @param warmUp       StatsCollectionStart when set (the time before statistics are collected), or null
 * @param rampUp       the log-on time LogonGroupCount and LogonDelay give, or null
 * @param transactions the TransactionList in file order
 * @param timingsIncludeSleep Preferences/TimingsIncludeSleep, or null
 * @param notApplied   what the file says that Surgebench does not apply, each with why, in file order
 */
public record SwingbenchConfig(String source, String benchmark, String workload, String variant, String url,
                               String user, String password, Map<String, String> driverProperties, Integer users,
                               Duration intraThinkMin, Duration intraThinkMax, Duration thinkMin, Duration thinkMax,
                               Duration queryTimeout, Long maxTransactions, Duration runTime, Duration warmUp,
                               Duration rampUp, List<Transaction> transactions, Boolean timingsIncludeSleep,
                               List<String> notApplied) {

    /** XML namespace of Swingbench's configuration files. */
    public static final String NAMESPACE = "http://www.dominicgiles.com/swingbench/config";

    /** One Transaction element: its ShortName, Weight and Enabled. */
    public record Transaction(String id, String shortName, int weight, boolean enabled) {
    }

    /** Reads {@code file}; a file that is not XML or not a Swingbench configuration is a usage error. */
    public static SwingbenchConfig read(Path file) {
        String name = file.getFileName().toString();
        if (!Files.isRegularFile(file)) {
            throw SurgeException.usage("Swingbench configuration " + file + " does not exist.");
        }
        Document doc;
        try {
            doc = parser().parse(file.toFile());
        } catch (SAXParseException e) {
            throw SurgeException.usage(name + " is not well-formed XML (line " + e.getLineNumber() + ": "
                    + e.getMessage().strip() + ").");
        } catch (SAXException e) {
            throw SurgeException.usage(name + " is not well-formed XML (" + e.getMessage().strip() + ").");
        } catch (IOException e) {
            throw new SurgeException(SurgeException.IO, "Cannot read " + file + ": " + e.getMessage() + ".", e);
        }
        Element root = doc.getDocumentElement();
        if (!"SwingBenchConfiguration".equals(root.getLocalName())) {
            throw SurgeException.usage(name + " is not a Swingbench configuration: its root element is <"
                    + root.getLocalName() + ">, not <SwingBenchConfiguration>.");
        }
        return new Reader(name).read(root);
    }

    private static DocumentBuilder parser() {
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setNamespaceAware(true);
            // A configuration file never needs a DTD or external entities: refuse them (XXE).
            f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            f.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
            f.setAttribute(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
            f.setExpandEntityReferences(false);
            DocumentBuilder b = f.newDocumentBuilder();
            b.setErrorHandler(null);
            return b;
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The mapping of elements onto settings, and the list of what is left out. */
    private static final class Reader {
        private final String source;
        private final List<String> notApplied = new ArrayList<>();

        Reader(String source) {
            this.source = source;
        }

        // What the file sets, filled in by the read* methods; null where it sets nothing.
        private final List<Transaction> transactions = new ArrayList<>();
        private final List<String> classNames = new ArrayList<>();
        private final Map<String, String> props = new LinkedHashMap<>();
        private String url;
        private String user;
        private String password;
        private Integer users;
        private Duration intraMin;
        private Duration intraMax;
        private Duration thinkMin;
        private Duration thinkMax;
        private Duration queryTimeout;
        private Long maxTx;
        private Duration runTime;
        private Duration statsStart = Duration.ZERO;
        private Duration statsEnd = Duration.ZERO;
        private long logonDelayMs;
        private int logonGroup = 1;
        private Boolean timingsIncludeSleep;

        SwingbenchConfig read(Element root) {
            String benchmark = unquote(text(root, "Name"));
            Element load = child(root, "Load");
            readTransactions(load);
            String[] wv = workloadOf(benchmark, classNames);
            readConnection(child(root, "Connection"));
            if (load != null) {
                for (Element e : children(load)) {
                    readLoad(e, e.getTextContent().strip());
                }
            }
            Duration rampUp = null;
            if (users != null && logonDelayMs > 0) {
                long groups = (users + logonGroup - 1) / logonGroup;
                rampUp = Duration.ofMillis((groups - 1) * logonDelayMs);
            }
            Duration warmUp = null;
            if (!statsStart.isZero() || !statsEnd.isZero()) {
                warmUp = statsStart.isZero() ? null : statsStart;
                if (statsEnd.compareTo(statsStart) > 0) {
                    runTime = statsEnd.minus(statsStart);
                } else if (runTime != null) {
                    runTime = runTime.minus(statsStart);
                }
            }
            readPreferences(child(root, "Preferences"));
            for (Element e : children(root)) {
                switch (e.getLocalName()) {
                    case "Name", "Comment", "Connection", "Load", "Preferences" -> { }
                    default -> notApplied.add(e.getLocalName());
                }
            }
            return new SwingbenchConfig(source, benchmark, wv[0], wv[1], url, user, password, props, users,
                    intraMin, intraMax, thinkMin, thinkMax, queryTimeout, maxTx, runTime, warmUp, rampUp,
                    List.copyOf(transactions), timingsIncludeSleep, List.copyOf(notApplied));
        }

        private void readTransactions(Element load) {
            Element txList = load == null ? null : child(load, "TransactionList");
            if (txList == null) {
                return;
            }
            for (Element tx : children(txList)) {
                String shortName = text(tx, "ShortName");
                if (shortName == null) {
                    throw SurgeException.usage(source + ": a Transaction of its TransactionList has no ShortName.");
                }
                transactions.add(new Transaction(text(tx, "Id"), shortName.strip(),
                        integer(tx, "Weight", 0), !"false".equalsIgnoreCase(text(tx, "Enabled"))));
                String cls = text(tx, "ClassName");
                if (cls != null) {
                    classNames.add(cls);
                }
            }
        }

        private void readConnection(Element conn) {
            if (conn == null) {
                return;
            }
            for (Element e : children(conn)) {
                String v = e.getTextContent().strip();
                switch (e.getLocalName()) {
                    case "UserName" -> user = v.isEmpty() ? null : v;
                    case "Password" -> {
                        if (v.startsWith("enc(")) {
                            notApplied.add("Password (Swingbench-encrypted: give --password or SURGE_PASSWORD)");
                        } else if (!v.isEmpty()) {
                            password = v;
                        }
                    }
                    case "ConnectString" -> url = v.isEmpty() ? null : oracleUrl(v);
                    case "DriverType" -> {
                        if (!v.toLowerCase(Locale.ROOT).contains("oracle")) {
                            notApplied.add("DriverType '" + v + "' (the URL chooses the JDBC driver)");
                        }
                    }
                    case "Properties" -> children(e).forEach(p -> property(p, props));
                    default -> notApplied.add("Connection/" + e.getLocalName());
                }
            }
        }

        /** One element of Load (value {@code v}). */
        private void readLoad(Element e, String v) {
            switch (e.getLocalName()) {
                case "NumberOfUsers" -> users = (int) number(e, v);
                case "MinDelay" -> intraMin = Duration.ofMillis(number(e, v));
                case "MaxDelay" -> intraMax = Duration.ofMillis(number(e, v));
                case "InterMinDelay" -> thinkMin = Duration.ofMillis(number(e, v));
                case "InterMaxDelay" -> thinkMax = Duration.ofMillis(number(e, v));
                case "QueryTimeout" -> queryTimeout = Duration.ofSeconds(Math.max(0, number(e, v)));
                case "MaxTransactions" -> maxTx = number(e, v) > 0 ? number(e, v) : null;
                case "RunTime" -> {
                    runTime = clock(e, v);
                    if (runTime.isZero()) {
                        runTime = null;
                        notApplied.add("RunTime 0:0 (until stopped: Surgebench runs its default time "
                                + "unless -rt is given)");
                    }
                }
                case "LogonDelay" -> logonDelayMs = number(e, v);
                case "LogonGroupCount" -> logonGroup = (int) Math.max(1, number(e, v));
                case "WaitTillAllLogon" -> {
                    if ("true".equalsIgnoreCase(v)) {
                        notApplied.add("WaitTillAllLogon true (users start as they log on; use --warmup "
                                + "to measure only after the ramp-up)");
                    }
                }
                case "StatsCollectionStart" -> statsStart = clock(e, v);
                case "StatsCollectionEnd" -> statsEnd = clock(e, v);
                case "LogOutPostTransaction" -> {
                    if ("true".equalsIgnoreCase(v)) {
                        notApplied.add("LogOutPostTransaction true (a user keeps its connection)");
                    }
                }
                case "ConnectionRefresh" -> {
                    if (number(e, v) > 0) {
                        notApplied.add("ConnectionRefresh " + v + " (a user keeps its connection)");
                    }
                }
                case "TransactionList" -> { }
                case "EnvironmentVariables" -> children(e).forEach(var -> notApplied.add(
                        "EnvironmentVariables/" + var.getAttribute("Key")
                                + " (Swingbench's data files; Surgebench has its own)"));
                default -> notApplied.add("Load/" + e.getLocalName());
            }
        }

        private void readPreferences(Element prefs) {
            if (prefs == null) {
                return;
            }
            for (Element e : children(prefs)) {
                String v = e.getTextContent().strip();
                switch (e.getLocalName()) {
                    case "TimingsIncludeSleep" -> timingsIncludeSleep = "true".equalsIgnoreCase(v);
                    case "TimingsIn" -> {
                        if (!"milliseconds".equalsIgnoreCase(v)) {
                            notApplied.add("TimingsIn " + v + " (Surgebench reports milliseconds)");
                        }
                    }
                    // How Swingbench's own windows look: nothing a run's load depends on.
                    case "StartMode", "Output", "JumpToEvents", "StatisticsLevel", "RefreshRate",
                         "OverviewCharts", "Charts", "OutputFile", "ChartLayout", "DefaultToolbar" -> { }
                    default -> notApplied.add("Preferences/" + e.getLocalName());
                }
            }
        }

        /** Order Entry PL/SQL: soe server; Order Entry jdbc: soe client; Sales History: sh. */
        private String[] workloadOf(String benchmark, List<String> classNames) {
            String n = benchmark == null ? "" : benchmark.toLowerCase(Locale.ROOT);
            String classes = String.join(" ", classNames).toLowerCase(Locale.ROOT);
            if (n.contains("sales history") || classes.contains(".saleshistory.") || classes.contains(".dsstransactions.")) {
                return new String[] {"sh", null};
            }
            boolean orderEntry = n.contains("order entry") || classes.contains(".orderentry");
            if (n.contains("order entry") && n.contains("plsql") || classes.contains(".orderentryplsql.")
                    || classes.contains(".plsqltransactions.")) {
                return new String[] {"soe", "server"};
            }
            if (n.contains("order entry") && n.contains("jdbc") || classes.contains(".orderentryjdbc.")
                    || orderEntry && classes.contains(".transactions.")) {
                return new String[] {"soe", "client"};
            }
            throw SurgeException.usage(source + " is a Swingbench configuration for '" + (benchmark == null ? "?"
                    : benchmark) + "', which Surgebench does not run (it reads Order Entry PL/SQL or jdbc and "
                    + "Sales History configurations).");
        }

        /** StatementCaching and FetchSize become Oracle JDBC properties; others are listed as not applied. */
        private void property(Element p, Map<String, String> props) {
            String key = p.getAttribute("Key");
            String v = p.getTextContent().strip();
            switch (key) {
                case "StatementCaching" -> props.put("oracle.jdbc.implicitStatementCacheSize", v);
                case "FetchSize" -> props.put("defaultRowPrefetch", v);
                default -> notApplied.add("Connection/Properties/" + key);
            }
        }

        private long number(Element e, String v) {
            try {
                return Long.parseLong(v);
            } catch (NumberFormatException ex) {
                throw SurgeException.usage(source + ": " + e.getLocalName() + " must be a whole number (got '" + v
                        + "').");
            }
        }

        private int integer(Element parent, String name, int orElse) {
            Element e = child(parent, name);
            return e == null ? orElse : (int) number(e, e.getTextContent().strip());
        }

        /** Swingbench's h:mm or h:mm.ss (and the h:mm:ss its results use). */
        private Duration clock(Element e, String v) {
            try {
                return ClockTime.parse(v);
            } catch (IllegalArgumentException ex) {
                throw SurgeException.usage(source + ": " + e.getLocalName() + " must be hours:minutes such as 0:05 "
                        + "(got '" + v + "').");
            }
        }
    }

    /** {@code //host:1521/service} or {@code host:1521:SID} as an Oracle thin URL; a JDBC URL stays as it is. */
    static String oracleUrl(String connectString) {
        if (connectString.startsWith("jdbc:")) {
            return connectString;
        }
        return "jdbc:oracle:thin:@" + connectString;
    }

    private static String unquote(String s) {
        if (s == null) {
            return null;
        }
        String t = s.strip();
        return t.length() >= 2 && t.startsWith("\"") && t.endsWith("\"") ? t.substring(1, t.length() - 1) : t;
    }

    private static List<Element> children(Element parent) {
        List<Element> out = new ArrayList<>();
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e) {
                out.add(e);
            }
        }
        return out;
    }

    private static Element child(Element parent, String localName) {
        return children(parent).stream().filter(e -> localName.equals(e.getLocalName())).findFirst().orElse(null);
    }

    private static String text(Element parent, String localName) {
        Element e = child(parent, localName);
        return e == null ? null : e.getTextContent().strip();
    }

    /** The short names the file enables. */
    public Set<String> enabledShortNames() {
        Set<String> out = new java.util.LinkedHashSet<>();
        transactions.stream().filter(Transaction::enabled).forEach(t -> out.add(t.shortName()));
        return out;
    }
}
