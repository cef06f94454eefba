package org.surgebench.core.driver;

import java.sql.Connection;
import java.sql.SQLException;
import org.surgebench.core.db.Database;

/**
 * A generator's proof that it is still there, beside its row of the start barrier: the database's named lock
 * ({@code Dialect.tryLock}) for its place in the run, held on a connection of its own from before the row is
 * written until the generator finishes or leaves. The lock ends with the session, so a generator killed with
 * kill -9 (or whose machine died) leaves a row whose lock anyone can take: that row is stale, never counted as
 * arrived, and removed.
 */
final class BarrierPresence implements AutoCloseable {
    private final Connection connection;

    private BarrierPresence(Connection connection) {
        this.connection = connection;
    }

    /** Takes this generator's place; null when a live generator already holds it (the same K/N twice). */
    static BarrierPresence take(Database db, String runId, int generator) throws SQLException {
        Connection c = db.connect();
        try {
            if (db.dialect().tryLock(c, name(runId, generator))) {
                return new BarrierPresence(c);
            }
            c.close();
            return null;
        } catch (SQLException | RuntimeException e) {
            c.close();
            throw e;
        }
    }

    /** Whether the generator that wrote this row still holds its place (a lock that can be taken is not held). */
    static boolean alive(Database db, String runId, int generator) throws SQLException {
        try (BarrierPresence probe = take(db, runId, generator)) {
            return probe == null;
        }
    }

    private static String name(String runId, int generator) {
        return "barrier:" + runId + ":" + generator;
    }

    @Override
    public void close() {
        try {
            connection.rollback();
        } catch (SQLException ignored) {
            // closing below releases it all the same
        }
        try {
            connection.close();
        } catch (SQLException ignored) {
            // the session is gone, and with it the lock
        }
    }
}
