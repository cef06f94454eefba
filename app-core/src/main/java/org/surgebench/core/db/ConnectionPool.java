package org.surgebench.core.db;

import java.sql.Connection;
import java.sql.SQLException;

/** The connections of a run or a load. HikariCP by default; a dialect may bring its own (UCP for Oracle). */
public interface ConnectionPool extends AutoCloseable {

    Connection getConnection() throws SQLException;

    /** Closes a connection that is broken instead of returning it to the pool. */
    void evict(Connection connection);

    /** Grows or shrinks the pool's maximum while it is in use (live user changes). */
    void resize(int maxSize);

    /**
     * How long {@link #getConnection()} may wait before it fails. A run bounds it so that a user whose
     * database went away retries with backoff and notices a stop, instead of blocking for the pool's default.
     */
    default void acquireTimeout(java.time.Duration timeout) {}

    /**
     * What stays with the physical connection behind {@code borrowed} from one borrowing to the next (a user's
     * prepared statements, so that a pooled user does not prepare them again in every transaction), made by
     * {@code make} from the physical connection at its first borrowing and closed when the pool evicts it or
     * closes; null where this pool cannot tell its physical connections apart, so nothing outlives a borrowing.
     */
    default <T extends AutoCloseable> T keptWith(Connection borrowed, java.util.function.Function<Connection, T> make) {
        return null;
    }

    /**
     * Whether every connection the pool may open is open and lent out, so that a {@link #getConnection()} that
     * timed out waited in the queue for a busy pool (thousands of thinking users on a pool of 50 while the server
     * is saturated), not for a database that is away; false where the pool does not tell.
     */
    default boolean allLent() {
        return false;
    }

    /** Connections open now (in use and idle), or -1 where the pool does not tell. */
    default int openConnections() {
        return -1;
    }

    @Override
    void close();
}
