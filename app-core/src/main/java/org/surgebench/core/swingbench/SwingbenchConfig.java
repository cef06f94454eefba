package org.surgebench.core.swingbench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.surgebench.core.common.SurgeException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
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
public record SwingbenchConfig(
        String source,
        String benchmark,
        String workload,
        String variant,
        String url,
        String user,
        String password,
        Map<String, String> driverProperties,
        Integer users,
        Duration intraThinkMin,
        Duration intraThinkMax,
        Duration thinkMin,
        Duration thinkMax,
        Duration queryTimeout,
        Long maxTransactions,
        Duration runTime,
        Duration warmUp,
        Duration rampUp,
        List<Transaction> transactions,
        Boolean timingsIncludeSleep,
        List<String> notApplied) {

    /** XML namespace of Swingbench's configuration files. */
    public static final String NAMESPACE = "http://www.dominicgiles.com/swingbench/config";

    /** One Transaction element: its ShortName, Weight and Enabled. */
    public record Transaction(String id, String shortName, int weight, boolean enabled) {}

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
            throw SurgeException.usage(
                    name + " is not well-formed XML (" + e.getMessage().strip() + ").");
        } catch (IOException e) {
            throw new SurgeException(SurgeException.IO, "Cannot read " + file + ": " + e.getMessage() + ".", e);
        }
        Element root = doc.getDocumentElement();
        if (!"SwingBenchConfiguration".equals(root.getLocalName())) {
            throw SurgeException.usage(name + " is not a Swingbench configuration: its root element is <"
                    + root.getLocalName() + ">, not <SwingBenchConfiguration>.");
        }
        return new SwingbenchReader(name).read(root);
    }

    static DocumentBuilder parser() {
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

    /** {@code //host:1521/service} or {@code host:1521:SID} as an Oracle thin URL; a JDBC URL stays as it is. */
    static String oracleUrl(String connectString) {
        if (connectString.startsWith("jdbc:")) {
            return connectString;
        }
        return "jdbc:oracle:thin:@" + connectString;
    }

    /** The short names the file enables. */
    public Set<String> enabledShortNames() {
        Set<String> out = new java.util.LinkedHashSet<>();
        transactions.stream().filter(Transaction::enabled).forEach(t -> out.add(t.shortName()));
        return out;
    }
}
