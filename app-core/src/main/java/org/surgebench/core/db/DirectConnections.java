package org.surgebench.core.db;

import java.sql.Connection;
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
    private final Properties props = new Properties();

    public DirectConnections(ConnectionSpec spec) {
        this.spec = spec;
        props.putAll(spec.properties());
        if (spec.user() != null) {
            props.setProperty("user", spec.user());
        }
        if (spec.password() != null) {
            props.setProperty("password", spec.password());
        }
    }

    @Override
    public Connection getConnection() throws SQLException {
        Connection c = DriverManager.getConnection(spec.url(), props);
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
