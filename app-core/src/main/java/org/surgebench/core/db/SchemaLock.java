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

    private SchemaLock(Connection connection) {
        this.connection = connection;
    }

    /** The lock for this workload, or null when another session holds it. */
    public static SchemaLock tryAcquire(Database db, String workload) throws SQLException {
        Connection c = db.connect();
        try {
            if (db.dialect().tryLock(c, "workload:" + workload)) {
                return new SchemaLock(c);
            }
            c.close();
            return null;
        } catch (SQLException | RuntimeException e) {
            c.close();
            throw e;
        }
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
