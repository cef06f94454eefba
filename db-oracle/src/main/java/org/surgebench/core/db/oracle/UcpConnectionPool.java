package org.surgebench.core.db.oracle;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicInteger;
import oracle.ucp.UniversalConnectionPoolException;
import oracle.ucp.admin.UniversalConnectionPoolManager;
import oracle.ucp.admin.UniversalConnectionPoolManagerImpl;
import oracle.ucp.jdbc.PoolDataSource;
import oracle.ucp.jdbc.PoolDataSourceFactory;
import oracle.ucp.jdbc.ValidConnection;
import org.surgebench.core.db.ConnectionPool;
import org.surgebench.core.db.ConnectionSpec;

/**
 * Oracle's Universal Connection Pool behind {@link ConnectionPool}. Statement caching is on (UCP's per
 * connection cache); with {@code fcf=true} among the connection properties Fast Connection Failover is enabled
 * so RAC node failures and planned maintenance (FAN events over ONS) clean up dead connections at once,
 * {@code ons.nodes=host1:6200,host2:6200} names the ONS daemons when they are not taken from the database.
 * Connections come with auto-commit off, as from the other pools.
 */
public final class UcpConnectionPool implements ConnectionPool {
    /** Connection properties that configure the pool and are not passed to the driver. */
    static final String FCF = "fcf";

    static final String ONS_NODES = "ons.nodes";
    static final String ONS_WALLET = "ons.wallet";
    static final String STATEMENT_CACHE = "statement-cache";
    static final java.util.List<String> POOL_PROPERTIES =
            java.util.List.of(FCF, ONS_NODES, ONS_WALLET, STATEMENT_CACHE);

    private static final AtomicInteger SEQUENCE = new AtomicInteger();

    private final PoolDataSource ds;
    private final String poolName;

    public UcpConnectionPool(ConnectionSpec spec, int maxSize, String name) {
        this.poolName = name + "-" + SEQUENCE.incrementAndGet();
        try {
            Properties driver = new Properties();
            driver.putAll(spec.properties());
            boolean fcf = Boolean.parseBoolean(String.valueOf(driver.remove(FCF)));
            Object onsNodes = driver.remove(ONS_NODES);
            Object onsWallet = driver.remove(ONS_WALLET);
            Object cache = driver.remove(STATEMENT_CACHE);
            driver.setProperty("autoCommit", "false");
            // UCP keeps a statement cache per connection; the driver's implicit cache is turned off so that
            // statements are not cached twice.
            driver.setProperty("oracle.jdbc.implicitStatementCacheSize", "0");
            ds = PoolDataSourceFactory.getPoolDataSource();
            ds.setConnectionFactoryClassName("oracle.jdbc.pool.OracleDataSource");
            ds.setURL(spec.url());
            if (spec.user() != null) {
                ds.setUser(spec.user());
            }
            if (spec.password() != null) {
                ds.setPassword(spec.password());
            }
            ds.setConnectionProperties(driver);
            ds.setConnectionPoolName(poolName);
            ds.setInitialPoolSize(0);
            ds.setMinPoolSize(0);
            ds.setMaxPoolSize(Math.max(1, maxSize));
            ds.setMaxStatements(cache == null ? 100 : Integer.parseInt(cache.toString()));
            // Users may hold their connection for the whole run (Swingbench semantics): no idle, lifetime or
            // abandoned-connection timeouts that would take it away under them.
            ds.setInactiveConnectionTimeout(0);
            ds.setTimeToLiveConnectionTimeout(0);
            ds.setAbandonedConnectionTimeout(0);
            ds.setConnectionWaitDuration(java.time.Duration.ofSeconds(60));
            ds.setValidateConnectionOnBorrow(false);
            if (fcf) {
                ds.setFastConnectionFailoverEnabled(true);
                if (onsNodes != null) {
                    ds.setONSConfiguration(
                            "nodes=" + onsNodes + (onsWallet == null ? "" : "\nwalletfile=" + onsWallet));
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
        // Open one connection now so that a wrong password or host is reported before any work starts.
        try (Connection first = getConnection()) {
            first.rollback();
        } catch (SQLException e) {
            close();
            throw new IllegalStateException(e);
        }
    }

    @Override
    public Connection getConnection() throws SQLException {
        Connection c = ds.getConnection();
        if (c.getAutoCommit()) {
            c.setAutoCommit(false);
        }
        return c;
    }

    @Override
    public void evict(Connection connection) {
        try {
            if (connection instanceof ValidConnection vc) {
                vc.setInvalid();
            }
            connection.close();
        } catch (SQLException ignored) {
            // The connection is broken already; UCP drops an invalid connection whatever close says.
        }
    }

    @Override
    public void resize(int maxSize) {
        try {
            ds.setMaxPoolSize(Math.max(1, maxSize));
        } catch (SQLException e) {
            throw new IllegalStateException("Cannot resize the UCP pool " + poolName + ": " + e.getMessage(), e);
        }
    }

    /** The pool's current maximum, as UCP reports it. */
    int maxSize() {
        return ds.getMaxPoolSize();
    }

    @Override
    public int openConnections() {
        try {
            return ds.getBorrowedConnectionsCount() + ds.getAvailableConnectionsCount();
        } catch (SQLException e) {
            return -1;
        }
    }

    @Override
    public void close() {
        try {
            UniversalConnectionPoolManager mgr = UniversalConnectionPoolManagerImpl.getUniversalConnectionPoolManager();
            mgr.destroyConnectionPool(poolName);
        } catch (UniversalConnectionPoolException e) {
            // The pool was never started (the first connection failed): there is nothing to destroy.
        }
    }
}
