package org.surgebench.core.driver;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.db.HikariConnectionPool;
import org.surgebench.testdata.LocalPostgres;

/**
 * A pooled user hands its connection back through {@link QuietJdbc#close} after every transaction. A transaction
 * left open there is rolled back before the next user gets the connection; a connection in autocommit (soe's
 * server calls) has nothing to roll back, and asking the driver anyway cost an exception per transaction (issue
 * 50: the pool's extra client CPU on soe's server variant).
 */
class QuietJdbcPostgresTest {
    private static String url;
    private static ConnectionSpec db;

    @BeforeAll
    static void createDatabase() {
        url = LocalPostgres.createDatabase("i50_quiet");
        db = new ConnectionSpec(url, LocalPostgres.USER, "");
    }

    @AfterAll
    static void dropDatabase() {
        LocalPostgres.dropDatabase(url);
    }

    /** {@code c}, counting the rollbacks asked of it. */
    private static Connection countingRollbacks(Connection c, AtomicInteger rollbacks) {
        return (Connection) Proxy.newProxyInstance(
                Connection.class.getClassLoader(), new Class<?>[] {Connection.class}, (proxy, method, args) -> {
                    if (method.getName().equals("rollback") && method.getParameterCount() == 0) {
                        rollbacks.incrementAndGet();
                    }
                    try {
                        return method.invoke(c, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    @Test
    void aConnectionInAutocommitGoesBackWithoutARollback() throws Exception {
        try (HikariConnectionPool pool = new HikariConnectionPool(db, null, 1, "quiet")) {
            Connection borrowed = pool.getConnection();
            borrowed.setAutoCommit(true);
            try (Statement s = borrowed.createStatement()) {
                s.execute("SELECT 1");
            }
            AtomicInteger rollbacks = new AtomicInteger();
            QuietJdbc.close(countingRollbacks(borrowed, rollbacks));
            assertThat(borrowed.isClosed()).as("back in the pool").isTrue();
            assertThat(rollbacks).as("nothing to roll back in autocommit").hasValue(0);
        }
    }

    @Test
    void aTransactionLeftOpenIsRolledBackBeforeTheNextUserGetsTheConnection() throws Exception {
        try (HikariConnectionPool pool = new HikariConnectionPool(db, null, 1, "quiet")) {
            try (Connection c = pool.getConnection();
                    Statement s = c.createStatement()) {
                s.execute("CREATE TABLE left_open (id int)");
                c.commit();
            }
            Connection first = pool.getConnection();
            try (Statement s = first.createStatement()) {
                s.execute("INSERT INTO left_open VALUES (1)");
            }
            AtomicInteger rollbacks = new AtomicInteger();
            QuietJdbc.close(countingRollbacks(first, rollbacks));
            assertThat(rollbacks).hasValue(1);
            // The pool has one connection: the same server session, which would see its own uncommitted row.
            try (Connection next = pool.getConnection();
                    Statement s = next.createStatement();
                    ResultSet rs = s.executeQuery("SELECT count(*) FROM left_open")) {
                rs.next();
                assertThat(rs.getInt(1))
                        .as("the row of the transaction left open")
                        .isZero();
                next.rollback();
            }
        }
    }
}
