package org.surgebench.core.db.oracle;

import java.util.Map;
import java.util.Properties;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;

/**
 * Where and as whom AWR snapshots are taken. AWR needs more than the workload user should have, so an
 * administrative user can be given separately: {@code awr-user} (option), {@code awr-password} (a secret
 * option, or the SURGE_AWR_PASSWORD environment variable), {@code awr-url} (e.g. the CDB root service for
 * instance-wide figures; default: the run's URL). Without {@code awr-user} the workload user is used.
 * {@code awr-report=false} skips the HTML report.
 */
record AwrSettings(ConnectionSpec connection, boolean htmlReport) {
    static final String USER = "awr-user";
    static final String PASSWORD = "awr-password";
    static final String URL = "awr-url";
    static final String REPORT = "awr-report";
    static final String PASSWORD_ENV = "SURGE_AWR_PASSWORD";

    static AwrSettings from(ConnectionSpec run, Map<String, String> options) {
        return from(run, options, System.getenv(PASSWORD_ENV));
    }

    static AwrSettings from(ConnectionSpec run, Map<String, String> options, String passwordFromEnv) {
        String user = options.get(USER);
        String url = options.getOrDefault(URL, run.url());
        if (!url.startsWith("jdbc:oracle:thin:")) {
            throw SurgeException.usage("--option " + URL + " must be an Oracle thin URL (jdbc:oracle:thin:...).");
        }
        String password;
        if (user == null || user.isBlank()) {
            user = run.user();
            password = run.password();
        } else {
            password = options.get(PASSWORD) != null ? options.get(PASSWORD) : passwordFromEnv;
            if (password == null) {
                throw SurgeException.usage("The AWR user '" + user + "' needs a password: set " + PASSWORD_ENV
                        + " or let `surge run --awr-user` ask for it.");
            }
        }
        Properties props = new Properties();
        props.putAll(run.properties());
        return new AwrSettings(
                new ConnectionSpec(url, user, password, props),
                !"false".equalsIgnoreCase(options.getOrDefault(REPORT, "true")));
    }

    @Override
    public String toString() {
        return "AwrSettings[" + connection + ", htmlReport=" + htmlReport + "]";
    }
}
