package org.surgebench.core.driver;

import java.sql.SQLException;
import org.surgebench.core.db.Database;

/**
 * Reads a user's error as a failure of the database's storage (a full disk), which ends the run
 * ({@link RunSignals}): the dialect's sentence, as generate gives it, or null for any other error.
 */
final class StorageStop {
    private StorageStop() {}

    static String describe(Database db, Throwable error) {
        SQLException sql = error instanceof SQLException e
                ? e
                // H2's store, once a write found the disk full, fails in other sessions outside its exceptions
                // (a NullPointerException, an AssertionError under -ea): asked as an SQLException, as generate does.
                : new SQLException(error.toString(), error);
        return db.dialect().describeStorageFailure(sql, db.spec());
    }
}
