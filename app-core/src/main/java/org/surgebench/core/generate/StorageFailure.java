package org.surgebench.core.generate;

import java.sql.SQLException;
import org.surgebench.core.db.Database;
import org.surgebench.core.db.SchemaLock;

/**
 * A generation that failed because the database's storage did (a full disk, a read-only folder), told apart by
 * the dialect's {@code describeStorageFailure}: its lock is then abandoned rather than closed (see
 * {@link SchemaLock#abandon}), so the generation ends with the storage sentence instead of spinning in the
 * lock's rollback.
 */
final class StorageFailure {
    private StorageFailure() {}

    /** The lock to close as usual, or null when it was abandoned because the storage failed. */
    static SchemaLock lockToClose(Database db, SchemaLock lock, Throwable failure) {
        if (lock == null || !failed(db, failure)) {
            return lock;
        }
        lock.abandon();
        return null;
    }

    private static boolean failed(Database db, Throwable failure) {
        SQLException sql = null;
        for (Throwable t = failure; t != null && sql == null; t = t.getCause()) {
            if (t instanceof SQLException e) {
                sql = e;
            }
        }
        // A failure inside the driver (H2's store throws a NullPointerException once a write found the disk
        // full) is asked as an SQLException without a state, as Generator.run does.
        SQLException asked = sql != null ? sql : new SQLException(failure.toString(), failure);
        return db.dialect().describeStorageFailure(asked, db.spec()) != null;
    }
}
