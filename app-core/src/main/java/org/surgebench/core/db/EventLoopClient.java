package org.surgebench.core.db;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.sqlclient.SqlConnection;

/**
 * How users on event loops ({@code --user-threads event-loop}) reach a database: a non-blocking client that a
 * dialect supplies ({@link Dialect#eventLoopClient}) for the same URL, user and password as its JDBC connections.
 */
public interface EventLoopClient {
    /** Opens one connection, bound to the calling event-loop context. */
    Future<SqlConnection> connect(Vertx vertx);

    /**
     * Asks the server to cancel the statement in flight on {@code connection}: the client closes a connection only
     * once that statement has its answer, and a statement in a lock wait has none.
     */
    void cancel(SqlConnection connection);
}
