package org.surgebench.core.spi;

import java.sql.SQLException;
import java.sql.SQLIntegrityConstraintViolationException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLRecoverableException;
import java.sql.SQLTimeoutException;
import java.sql.SQLTransactionRollbackException;
import java.sql.SQLTransientConnectionException;

/**
 * What a failed statement means, as generic code and workloads ask it: the dialect reads its database's codes
 * ({@code Dialect.classify}, {@link SqlDialect#classify}), so nothing outside a dialect tests an SQLState or a
 * vendor error number.
 */
public enum SqlErrorKind {
    /** The session is gone (network, server shutdown, killed): reconnect rather than retry the statement. */
    CONNECTION_LOST,
    /**
     * The statement was cancelled, by its query timeout or a cancel request: the databases report both alike
     * (PostgreSQL's JDBC query timeout is a cancel request).
     */
    TIMEOUT,
    /** The user lacks a privilege for the statement. */
    PERMISSION,
    /** The database or the transaction is read-only (a standby, a replica, a read-only setting). */
    READ_ONLY,
    /** The object a DDL statement creates is there already. */
    ALREADY_EXISTS,
    /** A table or view named by the statement does not exist. */
    MISSING_TABLE,
    /** The transaction was rolled back by a deadlock or a serialization failure: it may be retried. */
    DEADLOCK,
    /** A unique, primary-key, foreign-key or check constraint refused the row. */
    CONSTRAINT,
    /** Anything else. */
    OTHER;

    /**
     * What the JDBC exception subclass or the ISO SQLState class says (08 connection, 23 integrity, 40 transaction
     * rollback, 25006 read-only transaction), for dialects to fall back on after their own codes.
     */
    public static SqlErrorKind standard(SQLException e) {
        String state = e.getSQLState() == null ? "" : e.getSQLState();
        if (e instanceof SQLTimeoutException) {
            return TIMEOUT;
        }
        if (e instanceof SQLRecoverableException
                || e instanceof SQLNonTransientConnectionException
                || e instanceof SQLTransientConnectionException
                || state.startsWith("08")) {
            return CONNECTION_LOST;
        }
        if (e instanceof SQLTransactionRollbackException || state.startsWith("40")) {
            return DEADLOCK;
        }
        if (e instanceof SQLIntegrityConstraintViolationException || state.startsWith("23")) {
            return CONSTRAINT;
        }
        return state.equals("25006") ? READ_ONLY : OTHER;
    }
}
