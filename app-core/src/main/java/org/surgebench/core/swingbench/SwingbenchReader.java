package org.surgebench.core.swingbench;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.surgebench.core.common.ClockTime;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.swingbench.SwingbenchConfig.Transaction;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * Reads one Swingbench configuration document into a {@link SwingbenchConfig}: the mapping of elements onto
 * settings, and the list of what is left out.
 */
final class SwingbenchReader {
    private final String source;
    private final List<String> notApplied = new ArrayList<>();

    SwingbenchReader(String source) {
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
            long groups = (users + (long) logonGroup - 1) / logonGroup;
            try {
                rampUp = Duration.ofMillis(Math.multiplyExact(groups - 1, logonDelayMs));
            } catch (ArithmeticException e) {
                throw SurgeException.usage(source + ": LogonDelay " + logonDelayMs + " ms for each of " + groups
                        + " groups of users is a longer ramp-up than any run.");
            }
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
                case "Name", "Comment", "Connection", "Load", "Preferences" -> {}
                default -> notApplied.add(e.getLocalName());
            }
        }
        return new SwingbenchConfig(
                source,
                benchmark,
                wv[0],
                wv[1],
                url,
                user,
                password,
                props,
                users,
                intraMin,
                intraMax,
                thinkMin,
                thinkMax,
                queryTimeout,
                maxTx,
                runTime,
                warmUp,
                rampUp,
                List.copyOf(transactions),
                timingsIncludeSleep,
                List.copyOf(notApplied));
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
            transactions.add(new Transaction(
                    text(tx, "Id"),
                    shortName.strip(),
                    integer(tx, "Weight", 0),
                    !"false".equalsIgnoreCase(text(tx, "Enabled"))));
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
                case "ConnectString" -> url = v.isEmpty() ? null : SwingbenchConfig.oracleUrl(v);
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
            case "NumberOfUsers" -> users = integer(e, v);
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
                    notApplied.add(
                            "RunTime 0:0 (until stopped: Surgebench runs its default time " + "unless -rt is given)");
                }
            }
            case "LogonDelay" -> logonDelayMs = number(e, v);
            case "LogonGroupCount" -> logonGroup = Math.max(1, integer(e, v));
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
            case "TransactionList" -> {}
            case "EnvironmentVariables" ->
                children(e)
                        .forEach(var -> notApplied.add("EnvironmentVariables/" + var.getAttribute("Key")
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
                case "StartMode",
                        "Output",
                        "JumpToEvents",
                        "StatisticsLevel",
                        "RefreshRate",
                        "OverviewCharts",
                        "Charts",
                        "OutputFile",
                        "ChartLayout",
                        "DefaultToolbar" -> {}
                default -> notApplied.add("Preferences/" + e.getLocalName());
            }
        }
    }

    /**
     * Order Entry PL/SQL: soe server; Order Entry jdbc: soe client; Sales History: sh; Stress Test: stress; Calling
     * Circle: cc; JSON: json; MovieStream: movie; TPC-DS-like transactions (tpcdstransactions classes): tpcds;
     * TPC-H-like transactions (tpchtransactions classes): tpch. The TPC-DS-like query workload (Statement Runner) is
     * not run.
     */
    private String[] workloadOf(String benchmark, List<String> classNames) {
        String n = benchmark == null ? "" : benchmark.toLowerCase(Locale.ROOT);
        String classes = String.join(" ", classNames).toLowerCase(Locale.ROOT);
        if (n.contains("moviestream") || n.contains("movie stream") || classes.contains(".moviestream.")) {
            return new String[] {"movie", null};
        }
        if (n.contains("stress test") || classes.contains(".stresstest.")) {
            return new String[] {"stress", null};
        }
        if (n.contains("calling circle") || classes.contains(".callingcircle.")) {
            return new String[] {"cc", null};
        }
        if (n.contains("json benchmark") || classes.contains(".json.")) {
            return new String[] {"json", null};
        }
        if (n.contains("tpc-ds like transactions") || classes.contains(".tpcdstransactions.")) {
            return new String[] {"tpcds", null};
        }
        if (n.contains("tpc-h like transactions") || classes.contains(".tpchtransactions.")) {
            return new String[] {"tpch", null};
        }
        if (n.contains("sales history")
                || classes.contains(".saleshistory.")
                || classes.contains(".dsstransactions.")) {
            return new String[] {"sh", null};
        }
        boolean orderEntry = n.contains("order entry") || classes.contains(".orderentry");
        if (n.contains("order entry") && n.contains("plsql")
                || classes.contains(".orderentryplsql.")
                || classes.contains(".plsqltransactions.")) {
            return new String[] {"soe", "server"};
        }
        if (n.contains("order entry") && n.contains("jdbc")
                || classes.contains(".orderentryjdbc.")
                || orderEntry && classes.contains(".transactions.")) {
            return new String[] {"soe", "client"};
        }
        throw SurgeException.usage(
                source + " is a Swingbench configuration for '" + (benchmark == null ? "?" : benchmark)
                        + "', which Surgebench does not run (it reads Order Entry PL/SQL or jdbc, "
                        + "Sales History, Stress Test, Calling Circle, JSON, MovieStream, TPC-DS-like and "
                        + "TPC-H-like transactions configurations).");
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
            if (v.matches("[-+]?[0-9]+")) {
                throw SurgeException.usage(source + ": " + e.getLocalName() + " " + v + " is out of range (at most "
                        + Long.MAX_VALUE + ").");
            }
            throw SurgeException.usage(source + ": " + e.getLocalName() + " must be a whole number (got '" + v + "').");
        }
    }

    /**
     * A whole number that must fit Java's int (users, weights, group sizes): one sentence for a larger one,
     * which a cast would wrap (4294967298 users ran as 2).
     */
    private int integer(Element e, String v) {
        long n = number(e, v);
        if (n != (int) n) {
            throw SurgeException.usage(source + ": " + e.getLocalName() + " " + v
                    + (n > 0
                            ? " is too large (at most " + Integer.MAX_VALUE
                            : " is too small (at least " + Integer.MIN_VALUE)
                    + ").");
        }
        return (int) n;
    }

    private int integer(Element parent, String name, int orElse) {
        Element e = child(parent, name);
        return e == null ? orElse : integer(e, e.getTextContent().strip());
    }

    /** Swingbench's h:mm or h:mm.ss (and the h:mm:ss its results use). */
    private Duration clock(Element e, String v) {
        try {
            return ClockTime.parse(v);
        } catch (IllegalArgumentException ex) {
            throw SurgeException.usage(
                    source + ": " + e.getLocalName() + " must be hours:minutes such as 0:05 " + "(got '" + v + "').");
        }
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
        return children(parent).stream()
                .filter(e -> localName.equals(e.getLocalName()))
                .findFirst()
                .orElse(null);
    }

    private static String text(Element parent, String localName) {
        Element e = child(parent, localName);
        return e == null ? null : e.getTextContent().strip();
    }
}
