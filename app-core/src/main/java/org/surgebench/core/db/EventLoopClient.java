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

    /**
     * {@code numbered}, a statement in PostgreSQL's parameter syntax ({@code $1, $2}) as the workloads write their
     * event-loop statements, in the syntax this client sends; the same text where that is the client's own.
     */
    default String statement(String numbered) {
        return numbered;
    }

    /**
     * Why {@code --user-threads auto} keeps a run's users on threads on this database although its client could
     * run them on event loops (a few words for the line that says which threads auto chose); null when auto
     * picks event loops where they fit.
     */
    default String whyNotAuto() {
        return null;
    }
}
