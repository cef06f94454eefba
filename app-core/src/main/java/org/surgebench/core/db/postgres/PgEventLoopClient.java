package org.surgebench.core.db.postgres;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.pgclient.PgConnectOptions;
import io.vertx.pgclient.PgConnection;
import io.vertx.sqlclient.SqlConnection;
import org.surgebench.core.db.EventLoopClient;

/** PostgreSQL's non-blocking client (Vert.x), for users on event loops. */
final class PgEventLoopClient implements EventLoopClient {
    private final PgConnectOptions options;

    PgEventLoopClient(PgConnectOptions options) {
        this.options = options;
    }

    @Override
    public Future<SqlConnection> connect(Vertx vertx) {
        return PgConnection.connect(vertx, options).map(c -> c);
    }

    @Override
    public void cancel(SqlConnection connection) {
        if (connection instanceof PgConnection pg) {
            pg.cancelRequest();
        }
    }
}
