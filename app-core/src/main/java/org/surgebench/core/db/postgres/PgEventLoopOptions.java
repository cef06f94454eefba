package org.surgebench.core.db.postgres;

import io.vertx.pgclient.PgConnectOptions;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import org.postgresql.Driver;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;

/**
 * The connection of an event-loop user ({@code --user-threads event-loop}), read from the same JDBC URL, user
 * and password as every other connection of the run. The non-blocking client takes the server, the database,
 * the user, the application name and the schema; a URL or a --property that asks for more (TLS, other hosts,
 * driver settings) is refused, so that the event-loop users never connect differently from what the URL says.
 */
public final class PgEventLoopOptions {
    /** URL parameters the non-blocking client honours (pgjdbc's names). */
    private static final Set<String> TAKEN = Set.of("ApplicationName", "currentSchema", "user", "password");
    /** What pgjdbc's parser adds to every URL by itself. */
    private static final Set<String> PARSED = Set.of("PGHOST", "PGPORT", "PGDBNAME");

    private PgEventLoopOptions() {}

    public static PgConnectOptions of(ConnectionSpec spec) {
        Properties url = Driver.parseURL(spec.url(), new Properties());
        if (url == null) {
            throw SurgeException.usage("--user-threads event-loop runs on PostgreSQL only: give a "
                    + "jdbc:postgresql://host:port/database URL (got " + spec.where() + ").");
        }
        // The URL's parameters and --property settings alike: one the client would ignore is refused.
        Properties props = new Properties();
        props.putAll(url);
        props.putAll(spec.properties());
        for (String k : props.stringPropertyNames()) {
            if (!TAKEN.contains(k) && !PARSED.contains(k) && !("sslmode".equals(k) && "disable".equals(props.get(k)))) {
                throw SurgeException.usage("--user-threads event-loop does not take the URL parameter or --property "
                        + k + " (it takes host, port, database, user, password, ApplicationName and "
                        + "currentSchema): run with --user-threads auto for that.");
            }
        }
        String host = url.getProperty("PGHOST");
        if (host.contains(",")) {
            throw SurgeException.usage("--user-threads event-loop connects to one server: the URL names " + host + ".");
        }
        PgConnectOptions o = new PgConnectOptions()
                .setHost(host)
                .setPort(Integer.parseInt(url.getProperty("PGPORT")))
                .setDatabase(url.getProperty("PGDBNAME"))
                .setUser(spec.user() != null ? spec.user() : url.getProperty("user", ""))
                .setPassword(spec.password() != null ? spec.password() : url.getProperty("password", ""))
                // Every statement is prepared once per connection and then only bound and executed, as pgjdbc
                // does from its first use (prepareThreshold=1) and pgbench -M prepared.
                .setCachePreparedStatements(true);
        Map<String, String> startup = new java.util.HashMap<>(o.getProperties());
        startup.put("application_name", props.getProperty("ApplicationName", "surgebench"));
        if (props.getProperty("currentSchema") != null) {
            startup.put("search_path", props.getProperty("currentSchema"));
        }
        return o.setProperties(startup);
    }
}
