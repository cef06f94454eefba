package org.surgebench.cli;

import java.io.Console;
import org.surgebench.core.api.Surgebench;
import org.surgebench.core.db.ConnectionSpec;
import picocli.CommandLine.Option;

/** How to reach the database: URL, user, and a password from a flag, SURGE_PASSWORD, or a prompt. */
final class ConnectionOptions {
    static final String DEFAULT_URL = "jdbc:h2:./surge-data/surgebench";

    @Option(
            names = "--url",
            paramLabel = "JDBC_URL",
            defaultValue = DEFAULT_URL,
            description = {
                "JDBC URL of the database (default: ${DEFAULT-VALUE}).",
                "e.g. jdbc:postgresql://localhost:5432/test, jdbc:oracle:thin:@//host:1521/SERVICE"
            })
    String url;

    @Option(
            names = {"-U", "--user"},
            paramLabel = "USER",
            description = "Database user (default: sa for H2, your OS user otherwise).")
    String user;

    @Option(
            names = "--password",
            paramLabel = "PASSWORD",
            description = "Password. Visible in the process list: prefer SURGE_PASSWORD or -p.")
    String password;

    @Option(
            names = {"-p", "--ask-password"},
            description = "Ask for the password on the terminal.")
    boolean askPassword;

    @Option(
            names = "--property",
            paramLabel = "KEY=VALUE",
            description = {
                "JDBC driver or pool property, repeatable, e.g. --property oracle.net.CONNECT_TIMEOUT=5000.",
                "Oracle RAC: --property fcf=true --property ons.nodes=rac1:6200,rac2:6200 (UCP Fast Connection "
                        + "Failover)."
            })
    java.util.Map<String, String> properties = new java.util.LinkedHashMap<>();

    @Option(names = "--debug", description = "Show stack traces, debug logging and where each run setting came from.")
    void debug(boolean on) {
        if (on) {
            Debug.enable();
        }
    }

    ConnectionSpec spec() {
        String defaultUser = Surgebench.defaultUser(url);
        String u = user != null ? user : defaultUser != null ? defaultUser : System.getProperty("user.name");
        String pw = password;
        if (pw == null && askPassword) {
            Console console = System.console();
            if (console == null) {
                throw org.surgebench.core.common.SurgeException.usage(
                        "-p needs a terminal to ask for the password; use SURGE_PASSWORD instead.");
            }
            char[] chars = console.readPassword("Password for %s: ", u);
            pw = chars == null ? "" : new String(chars);
        }
        if (pw == null) {
            pw = System.getenv("SURGE_PASSWORD");
        }
        if (pw == null) {
            pw = Surgebench.defaultPassword(url);
        }
        java.util.Properties props = new java.util.Properties();
        props.putAll(properties);
        return new ConnectionSpec(url, u, pw, props);
    }
}
