package org.surgebench.core.db;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * Surgebench's lock on one workload in one schema, held by generate from its first look at what exists until
 * the schema is complete, and by drop while it drops: a second generate or drop of the same workload in the
 * same schema is refused at once instead of racing the first. It lives on a connection of its own (the
 * dialect's {@link Dialect#tryLock}: an advisory lock on PostgreSQL, a locked row elsewhere) and ends when
 * that connection closes, also when the process dies.
 */
public final class SchemaLock implements AutoCloseable {
    private final Connection connection;
    private final Database db;
    private final String workload;
    private boolean abandoned;

    private SchemaLock(Connection connection, Database db, String workload) {
        this.connection = connection;
        this.db = db;
        this.workload = workload;
    }

    /** The lock for this workload, or null when another session holds it. */
    public static SchemaLock tryAcquire(Database db, String workload) throws SQLException {
        Connection c = db.connect();
        try {
            if (db.dialect().tryLock(c, "workload:" + workload)) {
                return new SchemaLock(c, db, workload);
            }
            c.close();
            return null;
        } catch (SQLException | RuntimeException e) {
            c.close();
            throw e;
        }
    }

    /**
     * Stops with one sentence when the lock's session is gone (the server ended it, the network dropped it): the
     * lock went with it, and another generate or drop may have changed the schema meanwhile, so nothing more may
     * be built or marked complete on it.
     */
    public void requireHeld() {
        boolean alive;
        try {
            alive = connection.isValid(10);
        } catch (SQLException e) {
            alive = false;
        }
        if (!alive) {
            throw new org.surgebench.core.common.SurgeException(
                    org.surgebench.core.common.SurgeException.SCHEMA,
                    "The " + workload + " lock at " + db.spec().where() + " was lost (the server ended its "
                            + "session), so another surge generate or drop may have changed the schema meanwhile: "
                            + "this generate stopped without marking it complete; run it again with --resume or "
                            + "--force.");
        }
    }

    /**
     * Gives the lock up without a word to its session, for a database whose storage failed: H2 2.x, once its store
     * failed to write (a full disk), spins for ever in any statement of a session with an open transaction, and
     * the rollback that closing the lock's session would send is one (the store is closed already; the session
     * and its lock end with it).
     */
    public void abandon() {
        abandoned = true;
    }

    @Override
    public void close() {
        if (abandoned) {
            return;
        }
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
