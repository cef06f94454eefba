package org.surgebench.core.db.mariadb;

import io.vertx.mysqlclient.MySQLConnectOptions;
import io.vertx.mysqlclient.SslMode;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Properties;
import java.util.Set;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionSpec;

/**
 * The connection of an event-loop user on MariaDB or MySQL ({@code --user-threads event-loop}), read from the same
 * JDBC URL, user and password as every other connection of the run: one server, its port, the database, the user
 * and the password. A URL parameter or --property that asks for more (TLS, other hosts, driver settings) is
 * refused, so that the event-loop users never connect differently from what the URL says; the settings the
 * dialect gives every JDBC connection ({@link MariaDbDialect#defaultProperties}) are the driver's alone.
 */
final class MariaDbEventLoopOptions {
    /** URL parameters and properties the non-blocking client honours. */
    private static final Set<String> TAKEN = Set.of("user", "password");

    private static final int DEFAULT_PORT = 3306;

    /** Statements a connection may have sent and not yet had answered (the client's default is 1: no pipelining). */
    private static final int PIPELINING_LIMIT = 256;

    private MariaDbEventLoopOptions() {}

    static MySQLConnectOptions of(ConnectionSpec spec, Properties dialectDefaults) {
        URI uri = uri(spec);
        Properties props = new Properties();
        String query = uri.getRawQuery();
        if (query != null && !query.isEmpty()) {
            for (String pair : query.split("&")) {
                String[] kv = pair.split("=", 2);
                props.setProperty(kv[0], kv.length > 1 ? kv[1] : "");
            }
        }
        props.putAll(spec.properties());
        for (String k : props.stringPropertyNames()) {
            if (!TAKEN.contains(k) && !dialectDefaults.containsKey(k)) {
                throw SurgeException.usage("--user-threads event-loop does not take the URL parameter or --property "
                        + k + " (it takes host, port, database, user and password): run with --user-threads auto "
                        + "for that.");
            }
        }
        String path = uri.getPath() == null ? "" : uri.getPath().replaceFirst("^/", "");
        return new MySQLConnectOptions()
                .setHost(uri.getHost())
                .setPort(uri.getPort() < 0 ? DEFAULT_PORT : uri.getPort())
                .setDatabase(path)
                .setUser(spec.user() != null ? spec.user() : props.getProperty("user", ""))
                .setPassword(spec.password() != null ? spec.password() : props.getProperty("password", ""))
                .setSslMode(SslMode.DISABLED)
                // Every statement is prepared once per connection and then only executed (the binary protocol).
                .setCachePreparedStatements(true)
                // A transaction's BEGIN goes out with its first statement in one write, as on PostgreSQL.
                .setPipeliningLimit(PIPELINING_LIMIT);
    }

    /** The URL as host, port, database and parameters: one server, named as jdbc:mariadb://host:port/database. */
    private static URI uri(ConnectionSpec spec) {
        String url = spec.url();
        String bare = url.startsWith("jdbc:") ? url.substring("jdbc:".length()) : url;
        try {
            URI uri = new URI(bare);
            if (uri.getHost() != null && uri.getUserInfo() == null && bare.startsWith(uri.getScheme() + "://")) {
                return uri;
            }
        } catch (URISyntaxException e) {
            // Several hosts, or a form of the driver's own: refused below.
        }
        throw SurgeException.usage(
                "--user-threads event-loop connects to one server named as " + "jdbc:mariadb://host:port/database (got "
                        + spec.where() + "): run with --user-threads auto for that.");
    }
}
