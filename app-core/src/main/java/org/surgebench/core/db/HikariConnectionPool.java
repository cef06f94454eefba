package org.surgebench.core.db;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.Driver;
import java.sql.SQLException;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * HikariCP behind {@link ConnectionPool}. Connections come with auto-commit off. What a user keeps with a
 * physical connection ({@link #keptWith}: its prepared statements) is prepared on the connection HikariCP wraps,
 * not on its wrapper, which closes the statements prepared through it when it goes back to the pool.
 */
public final class HikariConnectionPool implements ConnectionPool {
    private final HikariDataSource ds;
    /**
     * By physical connection (identity: a driver's connection need not define equals). A connection HikariCP
     * retires by itself leaves its entry until the run's end: at most one per connection the run ever opened.
     */
    private final Map<Connection, AutoCloseable> kept = Collections.synchronizedMap(new IdentityHashMap<>());

    /** A pool of connections through {@code driver} ({@link Dialect#driver}), or DriverManager when it is null. */
    public HikariConnectionPool(ConnectionSpec spec, Driver driver, int maxSize, String name) {
        HikariConfig cfg = new HikariConfig();
        if (driver != null) {
            // Not jdbcUrl: HikariCP would look the driver up in DriverManager, which loads every driver.
            cfg.setDataSource(new DriverDataSource(driver, spec.url(), DirectConnections.driverProperties(spec)));
        } else {
            cfg.setJdbcUrl(spec.url());
            if (spec.user() != null) {
                cfg.setUsername(spec.user());
            }
            if (spec.password() != null) {
                cfg.setPassword(spec.password());
            }
            cfg.setDataSourceProperties(spec.properties());
        }
        cfg.setMaximumPoolSize(Math.max(1, maxSize));
        cfg.setMinimumIdle(0);
        cfg.setAutoCommit(false);
        cfg.setPoolName(name);
        // Users may hold a connection for the whole run (Swingbench semantics): no leak warnings, no
        // lifetime limit that would close a user's connection under it.
        cfg.setMaxLifetime(0);
        cfg.setIdleTimeout(0);
        cfg.setConnectionTimeout(60_000);
        // Fail on the first attempt so a wrong password or host is reported at once, not after 60 s.
        cfg.setInitializationFailTimeout(1);
        cfg.setRegisterMbeans(false);
        ds = new HikariDataSource(cfg);
    }

    @Override
    public Connection getConnection() throws SQLException {
        return ds.getConnection();
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T extends AutoCloseable> T keptWith(Connection borrowed, Function<Connection, T> make) {
        try {
            return (T) kept.computeIfAbsent(borrowed.unwrap(Connection.class), make);
        } catch (SQLException e) {
            return null;
        }
    }

    @Override
    public void evict(Connection connection) {
        try {
            close(kept.remove(connection.unwrap(Connection.class)));
        } catch (SQLException e) {
            // Not a connection of this pool's wrapping: nothing kept with it.
        }
        ds.evictConnection(connection);
    }

    private static void close(AutoCloseable c) {
        if (c == null) {
            return;
        }
        try {
            c.close();
        } catch (Exception ignored) {
            // The connection is being dropped; what it kept goes with it.
        }
    }

    @Override
    public void resize(int maxSize) {
        ds.getHikariConfigMXBean().setMaximumPoolSize(Math.max(1, maxSize));
    }

    @Override
    public void acquireTimeout(java.time.Duration timeout) {
        // HikariCP's lower bound is 250 ms.
        ds.getHikariConfigMXBean().setConnectionTimeout(Math.max(250, timeout.toMillis()));
    }

    @Override
    public boolean allLent() {
        var mx = ds.getHikariPoolMXBean();
        if (mx == null) {
            return false;
        }
        int max = ds.getHikariConfigMXBean().getMaximumPoolSize();
        // Others still waiting: a connection given back a moment ago is already on its way to one of them.
        return mx.getTotalConnections() >= max
                && (mx.getActiveConnections() >= max || mx.getThreadsAwaitingConnection() > 0);
    }

    @Override
    public int openConnections() {
        var mx = ds.getHikariPoolMXBean();
        return mx == null ? -1 : mx.getTotalConnections();
    }

    @Override
    public void close() {
        synchronized (kept) {
            kept.values().forEach(HikariConnectionPool::close);
            kept.clear();
        }
        ds.close();
    }
}
