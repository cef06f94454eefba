package org.surgebench.core.settings;

import java.util.List;
import java.util.Map;
import org.surgebench.core.common.Secrets;

/**
 * Where and as whom a run connects. The password stays out of {@link #toString()} and out of results; the
 * engine's own {@code db.ConnectionSpec} is made of it.
 *
 * @param url        the JDBC URL
 * @param user       the user to log on as
 * @param password   the user's password
 * @param properties the driver's connection properties
 */
public record Connection(String url, String user, String password, Map<String, String> properties) {
    public static final Setting<String> URL = new Setting<>("connection", "url", "jdbc:h2:./surge-data/surgebench");
    public static final Setting<String> USER = new Setting<>("connection", "user", "sa");
    public static final Setting<String> PASSWORD = new Setting<>("connection", "password", "");
    public static final Setting<Map<String, String>> PROPERTIES = new Setting<>("connection", "property", Map.of());

    /** This group's settings, in the order of its fields. */
    public static final List<Setting<?>> SETTINGS = List.of(URL, USER, PASSWORD, PROPERTIES);

    public Connection {
        properties = Ordered.map(properties);
    }

    @Override
    public String toString() {
        return "Connection[url=" + Secrets.maskUrl(url) + ", user=" + user + "]";
    }

    /** This connection as results store it: no password, the URL's credentials and secret properties masked. */
    public Connection withoutSecrets() {
        return new Connection(Secrets.maskUrl(url), user, null, Secrets.maskOptions(properties));
    }

    /** The group the layers give (each setting a layer gives, else null), checked. */
    static Connection from(RunLayer l) {
        return new Connection(l.value(URL), l.value(USER), l.value(PASSWORD), l.value(PROPERTIES));
    }
}
