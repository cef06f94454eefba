package org.surgebench.core.driver;

import io.vertx.sqlclient.DatabaseException;
import java.net.ConnectException;
import java.sql.SQLException;

/**
 * The non-blocking client's failures as the {@link SQLException}s the rest of the run reads (error log, SQLState
 * classes, lost connections): the server's own SQLState when it sent one, 08001 when no connection could be
 * made, 08006 when the connection failed or was closed, no SQLState for a fault of
 * the transaction's own code.
 */
final class LoopErrors {
    private LoopErrors() {}

    static SQLException toSql(Throwable t) {
        if (t instanceof SQLException e) {
            return e;
        }
        if (t instanceof DatabaseException db) {
            return new SQLException(db.getMessage(), db.getSqlState(), db.getErrorCode(), db);
        }
        if (t instanceof ConnectException) {
            return new SQLException("Connection refused: " + t.getMessage(), "08001", t);
        }
        String message = t.getMessage() != null ? t.getMessage() : t.getClass().getSimpleName();
        boolean io = t instanceof java.io.IOException || t instanceof io.vertx.core.VertxException;
        // Anything else is a fault of the transaction's own code: an error without a SQLState, as on JDBC.
        return new SQLException(message, io ? "08006" : null, t);
    }
}
