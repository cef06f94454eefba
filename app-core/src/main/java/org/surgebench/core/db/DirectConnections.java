package org.surgebench.core.db;

import java.sql.Connection;
import java.sql.Driver;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Properties;

/**
 * One physical connection per caller, opened on demand and closed on return: what a user holding its own
 * connection for the whole run needs (Swingbench semantics). A pool would add nothing but a size limit to
 * keep in step with live user changes.
 */
public final class DirectConnections implements ConnectionPool {
    private final ConnectionSpec spec;
    private final Driver driver;
    private final Properties props;

    /** Connections through DriverManager. */
    public DirectConnections(ConnectionSpec spec) {
        this(spec, null);
    }

    /** Connections through {@code driver} ({@link Dialect#driver}), or DriverManager when it is null. */
    public DirectConnections(ConnectionSpec spec, Driver driver) {
        this.spec = spec;
        this.driver = driver;
        this.props = driverProperties(spec);
    }

    /** The spec's properties with its user and password, as a driver takes them. */
    static Properties driverProperties(ConnectionSpec spec) {
        Properties props = new Properties();
        props.putAll(spec.properties());
        if (spec.user() != null) {
            props.setProperty("user", spec.user());
        }
        if (spec.password() != null) {
            props.setProperty("password", spec.password());
        }
        return props;
    }

    /** One physical connection, auto-commit as the driver opens it. */
    static Connection open(Driver driver, String url, Properties props) throws SQLException {
        if (driver == null) {
            return DriverManager.getConnection(url, props);
        }
        Connection c = driver.connect(url, props);
        if (c == null) {
            // Driver.connect answers null for a URL that is not its own; DriverManager says this then.
            throw new SQLException("No suitable driver found for " + url, "08001");
        }
        return c;
    }

    @Override
    public Connection getConnection() throws SQLException {
        Connection c = open(driver, spec.url(), props);
        c.setAutoCommit(false);
        return c;
    }

    @Override
    public void evict(Connection connection) {
        try {
            connection.close();
        } catch (SQLException ignored) {
            // The connection is broken already; closing is best effort.
        }
    }

    @Override
    public void resize(int maxSize) {
        // No limit to keep: every user opens its own connection.
    }

    @Override
    public void close() {
        // Users close their own connections.
    }
}
