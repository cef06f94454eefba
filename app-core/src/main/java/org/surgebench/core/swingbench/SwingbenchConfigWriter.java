package org.surgebench.core.swingbench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.Transformer;
import javax.xml.transform.TransformerException;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.surgebench.core.common.Secrets;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.Dialects;
import org.surgebench.core.driver.MixPlan;
import org.surgebench.core.driver.VariantChoice;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.spi.TransactionDef;
import org.surgebench.core.spi.Workload;
import org.surgebench.core.spi.Workloads;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * Writes a run's settings as a Swingbench {@code SwingBenchConfiguration} file that {@link SwingbenchConfig#read}
 * (and so {@code surge run -c}) reads back to the same users, think times, query timeout, run time, maximum
 * transactions, weights, variant and connection. No password is written, also none the URL holds
 * ({@link Secrets#withoutCredentials}): whoever runs the file gives it. Settings Swingbench's file has no
 * element for (rate, seed, error limits, ...) are not in it; the weights are the resolved ones, so a mix becomes
 * its weights.
 */
public final class SwingbenchConfigWriter {
    private SwingbenchConfigWriter() {}

    /**
     * Writes {@code spec} to {@code file} whole or not at all (a temporary file moved into place); true when the URL
     * held credentials, which were left out.
     */
    public static boolean write(RunSpec spec, Path file) {
        Document doc = document(spec);
        Path target = file.toAbsolutePath();
        if (!Files.isDirectory(target.getParent())) {
            throw SurgeException.usage("Cannot save the configuration to " + file + ": the folder " + target.getParent()
                    + " does not exist.");
        }
        Path tmp = null;
        try {
            tmp = Files.createTempFile(target.getParent(), target.getFileName().toString(), ".tmp");
            Transformer t = TransformerFactory.newInstance().newTransformer();
            t.setOutputProperty(OutputKeys.INDENT, "yes");
            t.setOutputProperty("{http://xml.apache.org/xslt}indent-amount", "4");
            t.transform(new DOMSource(doc), new StreamResult(tmp.toFile()));
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            String url = spec.connection().url();
            return url != null && !Secrets.withoutCredentials(url).equals(url);
        } catch (IOException | TransformerException e) {
            throw new SurgeException(
                    SurgeException.IO, "Cannot save the configuration to " + file + ": " + e.getMessage() + ".", e);
        } finally {
            if (tmp != null) {
                try {
                    Files.deleteIfExists(tmp);
                } catch (IOException ignored) {
                    // the move succeeded or the failure above is what the user needs to see
                }
            }
        }
    }

    /** The configuration document of {@code spec}; a workload Swingbench has no benchmark for is a usage error. */
    static Document document(RunSpec spec) {
        Workload workload = Workloads.byName(spec.workload());
        String url = spec.connection().url();
        String variant = VariantChoice.resolve(
                workload,
                spec.variant(),
                url == null ? null : Dialects.forUrl(url).name());
        String name = switch (workload.name()) {
            case "soe" -> "server".equals(variant) ? "Order Entry (PLSQL) V2" : "Order Entry (jdbc)";
            case "sh" -> "Sales History";
            case "stress" -> "Stress Test";
            case "cc" -> "Calling Circle Benchmark";
            case "json" -> "JSON Benchmark";
            case "tpcds" -> "TPC-DS Like Transactions";
            case "tpch" -> "TPC-H Like Transactions";
            case "movie" -> "MovieStream";
            default ->
                throw SurgeException.usage("--save-config writes Swingbench configurations of soe, sh, stress, cc, "
                        + "json, movie, tpcds and tpch only: Swingbench has no benchmark like " + workload.name()
                        + ".");
        };
        Document doc = newDocument();
        Element root = doc.createElementNS(SwingbenchConfig.NAMESPACE, "SwingBenchConfiguration");
        doc.appendChild(root);
        add(root, "Name", "\"" + name + "\"");
        add(root, "Comment", spec.comment() != null ? spec.comment() : "Saved by surge run --save-config");

        connection(root, spec);
        load(root, spec, workload, variant);
        Element prefs = add(root, "Preferences", null);
        add(prefs, "TimingsIncludeSleep", Boolean.toString(spec.timingsIncludeThink()));
        add(prefs, "TimingsIn", "milliseconds");
        return doc;
    }

    /** The user, where to connect (never the password) and the Oracle driver properties Swingbench knows. */
    private static void connection(Element root, RunSpec spec) {
        Element conn = add(root, "Connection", null);
        if (spec.connection().user() != null) {
            add(conn, "UserName", spec.connection().user());
        }
        // No password is written, not even the URL's: give it with SURGE_PASSWORD or -p when running the file.
        String url = Secrets.withoutCredentials(spec.connection().url());
        if (url != null) {
            add(
                    conn,
                    "ConnectString",
                    url.startsWith("jdbc:oracle:thin:@") ? url.substring("jdbc:oracle:thin:@".length()) : url);
            if (url.startsWith("jdbc:oracle:")) {
                add(conn, "DriverType", "Oracle jdbc Driver");
            }
        }
        Map<?, ?> props = spec.connection().properties();
        Object cache = props.get("oracle.jdbc.implicitStatementCacheSize");
        Object fetch = props.get("defaultRowPrefetch");
        if (cache != null || fetch != null) {
            Element p = add(conn, "Properties", null);
            if (cache != null) {
                add(p, "Property", cache.toString()).setAttribute("Key", "StatementCaching");
            }
            if (fetch != null) {
                add(p, "Property", fetch.toString()).setAttribute("Key", "FetchSize");
            }
        }
    }

    /** Users, think times, timeout, run time, log-on pacing, warm-up and the transactions with their weights. */
    private static void load(Element root, RunSpec spec, Workload workload, String variant) {
        Element load = add(root, "Load", null);
        add(load, "NumberOfUsers", Integer.toString(spec.totalUsers()));
        if (spec.intraThinkMin() != null) {
            add(load, "MinDelay", millis(spec.intraThinkMin()));
            add(load, "MaxDelay", millis(spec.intraThinkMax() != null ? spec.intraThinkMax() : spec.intraThinkMin()));
        }
        add(load, "InterMinDelay", millis(spec.thinkMin()));
        add(load, "InterMaxDelay", millis(spec.thinkMax()));
        add(
                load,
                "QueryTimeout",
                Long.toString(
                        spec.queryTimeout() == null ? 0 : spec.queryTimeout().toSeconds()));
        add(load, "MaxTransactions", Long.toString(spec.totalMaxTransactions() > 0 ? spec.totalMaxTransactions() : -1));
        Duration run = spec.runTime() == null ? Duration.ZERO : spec.runTime();
        Duration warm = spec.warmUp() == null ? Duration.ZERO : spec.warmUp();
        if (spec.runTime() != null) {
            // Without it (a run ended by MaxTransactions) the reader takes "until MaxTransactions" as well.
            add(load, "RunTime", clock(run.plus(warm)));
        }
        logon(load, spec);
        if (!warm.isZero()) {
            // Statistics are collected after the warm-up, for the run time.
            add(load, "StatsCollectionStart", clock(warm));
            add(load, "StatsCollectionEnd", clock(warm.plus(run)));
        }
        Element list = add(load, "TransactionList", null);
        Map<String, Integer> weights = MixPlan.resolve(workload, variant, spec).weights();
        for (TransactionDef def : workload.transactions(variant)) {
            Integer w = weights.get(def.shortName());
            Element tx = add(list, "Transaction", null);
            add(tx, "Id", def.name());
            add(tx, "ShortName", def.shortName());
            add(tx, "Weight", Integer.toString(w != null ? w : def.defaultWeight()));
            add(tx, "Enabled", Boolean.toString(w != null));
        }
    }

    /** Ramp-up as Swingbench's log-on pacing: one user at a time, LogonDelay apart. */
    private static void logon(Element load, RunSpec spec) {
        Duration ramp = spec.rampUp();
        int users = spec.totalUsers();
        if (ramp == null || ramp.isZero() || users < 2) {
            add(load, "LogonGroupCount", "1");
            add(load, "LogonDelay", "0");
            return;
        }
        add(load, "LogonGroupCount", "1");
        add(load, "LogonDelay", Long.toString(ramp.toMillis() / (users - 1)));
    }

    /** Swingbench's h:mm.ss, which its reader and charbench's -rt take; whole seconds. */
    static String clock(Duration d) {
        long s = d.toSeconds();
        return String.format(java.util.Locale.ROOT, "%d:%02d.%02d", s / 3600, s / 60 % 60, s % 60);
    }

    private static String millis(Duration d) {
        return Long.toString(d == null ? 0 : d.toMillis());
    }

    private static Element add(Element parent, String name, String text) {
        Element e = parent.getOwnerDocument().createElementNS(SwingbenchConfig.NAMESPACE, name);
        if (text != null) {
            e.setTextContent(text);
        }
        parent.appendChild(e);
        return e;
    }

    private static Document newDocument() {
        try {
            return DocumentBuilderFactory.newInstance().newDocumentBuilder().newDocument();
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException(e);
        }
    }
}
