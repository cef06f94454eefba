package org.surgebench.core.db;

import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.Driver;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.Properties;
import java.util.logging.Logger;
import javax.sql.DataSource;

/**
 * A {@link DataSource} over one driver instance, so that a pool connects without {@link java.sql.DriverManager}
 * (see {@link Dialect#driver}). The pool's own settings (auto-commit, timeouts) are applied by the pool.
 */
final class DriverDataSource implements DataSource {
    private final Driver driver;
    private final String url;
    private final Properties props;

    DriverDataSource(Driver driver, String url, Properties props) {
        this.driver = driver;
        this.url = url;
        this.props = props;
    }

    @Override
    public Connection getConnection() throws SQLException {
        return DirectConnections.open(driver, url, props);
    }

    @Override
    public Connection getConnection(String user, String password) throws SQLException {
        Properties p = new Properties();
        p.putAll(props);
        p.setProperty("user", user);
        p.setProperty("password", password);
        return DirectConnections.open(driver, url, p);
    }

    @Override
    public PrintWriter getLogWriter() {
        return null;
    }

    @Override
    public void setLogWriter(PrintWriter out) {
        // Drivers log through their own loggers.
    }

    /**
     * As HikariCP's own driver data source does: drivers without a login timeout property of their own read
     * DriverManager's (a setting only: it loads no driver).
     */
    @Override
    public void setLoginTimeout(int seconds) {
        DriverManager.setLoginTimeout(seconds);
    }

    @Override
    public int getLoginTimeout() {
        return DriverManager.getLoginTimeout();
    }

    @Override
    public Logger getParentLogger() throws SQLFeatureNotSupportedException {
        return driver.getParentLogger();
    }

    @Override
    public <T> T unwrap(Class<T> iface) throws SQLException {
        if (iface.isInstance(this)) {
            return iface.cast(this);
        }
        throw new SQLException("DriverDataSource wraps no " + iface.getName());
    }

    @Override
    public boolean isWrapperFor(Class<?> iface) {
        return iface.isInstance(this);
    }
}
