package org.surgebench.core.db.mariadb;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.mysqlclient.MySQLConnectOptions;
import io.vertx.mysqlclient.MySQLConnection;
import io.vertx.sqlclient.SqlConnection;
import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.surgebench.core.db.EventLoopClient;

/**
 * MariaDB's (and MySQL's) non-blocking client (Vert.x's MySQL client), for users on event loops. The protocol has
 * no cancel request of its own: each connection's id ({@code CONNECTION_ID()}) is read once as it connects, and a
 * statement in flight is cancelled with {@code KILL QUERY} on a connection of its own, as Connector/J's
 * Statement.cancel does.
 */
final class MariaDbEventLoopClient implements EventLoopClient {
    private static final Logger LOG = LoggerFactory.getLogger(MariaDbEventLoopClient.class);

    private final MySQLConnectOptions options;
    /** Each open connection's server id, and the Vert.x it runs on (for the cancelling connection). */
    private final Map<SqlConnection, Id> ids = Collections.synchronizedMap(new WeakHashMap<>());
    /** Each statement text in the protocol's syntax ({@link QuestionMarkSql}), worked out once per text. */
    private final Map<String, String> texts = new ConcurrentHashMap<>();

    private record Id(Vertx vertx, long id) {}

    MariaDbEventLoopClient(MySQLConnectOptions options) {
        this.options = options;
    }

    @Override
    public Future<SqlConnection> connect(Vertx vertx) {
        return MySQLConnection.connect(vertx, options)
                .compose(c -> c.query("SELECT CONNECTION_ID()")
                        .execute()
                        .map(rows -> {
                            ids.put(c, new Id(vertx, rows.iterator().next().getLong(0)));
                            return (SqlConnection) c;
                        })
                        .recover(e -> c.close().transform(x -> Future.failedFuture(e))));
    }

    @Override
    public void cancel(SqlConnection connection) {
        Id id = ids.get(connection);
        if (id == null) {
            return;
        }
        MySQLConnection.connect(id.vertx(), options)
                .compose(k -> k.query("KILL QUERY " + id.id()).execute().eventually(k::close))
                .onFailure(e -> LOG.debug("KILL QUERY {} failed: {}", id.id(), e.toString()));
    }

    @Override
    public String statement(String numbered) {
        return texts.computeIfAbsent(numbered, QuestionMarkSql::of);
    }

    @Override
    public String whyNotAuto() {
        // tpcb at 16 users, 3 alternating pairs: 253-489 us of client CPU per transaction on event loops against
        // 203-239 on threads (docs/benchmarks.md, "Users: threads and event loops").
        return "on MariaDB event loops cost more client CPU than threads";
    }
}
