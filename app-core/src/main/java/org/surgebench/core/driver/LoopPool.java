package org.surgebench.core.driver;

import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.sqlclient.SqlConnection;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.surgebench.core.db.EventLoopClient;

/**
 * The connections that the users of one event loop share under {@code --pool} ({@link EventLoops} gives each loop
 * its share of the pool): a transaction takes one, waits in line (first come, first served) when all are busy, and
 * gives it back when it ends. A connection is opened when a transaction needs one and none is idle, and stays open,
 * so it keeps the statements it prepared (the client's {@code cachePreparedStatements}): a pooled transaction binds
 * and executes them as a dedicated user's does.
 *
 * <p>Everything here runs on the loop's one context, as do its users and its connections: a connection, its
 * users and the line of waiters never cross threads, so nothing is locked and no answer is handed from one loop to
 * another (one pool for all loops would wake another loop's thread for every connection given back).
 */
final class LoopPool {
    private final Vertx vertx;
    private final Context context;
    private final EventLoopClient client;
    private final int size;
    private final ArrayDeque<SqlConnection> idle = new ArrayDeque<>();
    private final ArrayDeque<Promise<SqlConnection>> waiting = new ArrayDeque<>();
    /**
     * The connections given back with their transaction still open (a read without a commit, as soe's server calls
     * that wrote nothing): the next user on one goes on in that transaction without a BEGIN, as the same user on a
     * connection of its own does, so pooling adds no round trip (a ROLLBACK per give-back) and no statement.
     */
    private final Set<SqlConnection> open = new HashSet<>();
    /** Connections open or being opened. */
    private int opened;
    /** The most connections open at once (read by the run's sampler thread). */
    private volatile int peak;

    LoopPool(Vertx vertx, Context context, EventLoopClient client, int size) {
        this.vertx = vertx;
        this.context = context;
        this.client = client;
        this.size = size;
    }

    /** The context this pool, its connections and its users run on. */
    Context context() {
        return context;
    }

    /** Connections this pool may open. */
    int size() {
        return size;
    }

    /** The most connections this pool had open at once. */
    int peak() {
        return peak;
    }

    /**
     * A connection for one transaction, now or when one is given back: an idle one, a new one while the pool has
     * room, else one given back later to the longest waiter. Fails when a new connection cannot be opened, and then
     * also fails the waiters that no connection would come back to.
     */
    Future<SqlConnection> take() {
        SqlConnection c = idle.pollLast();
        if (c != null) {
            return Future.succeededFuture(c);
        }
        if (opened < size) {
            return openOne();
        }
        Promise<SqlConnection> p = Promise.promise();
        waiting.addLast(p);
        return p.future();
    }

    private Future<SqlConnection> openOne() {
        opened++;
        peak = Math.max(peak, opened);
        return client.connect(vertx).onFailure(e -> {
            opened--;
            if (opened == 0) {
                // Nothing lent out would come back to them: they retry as this taker does, with backoff.
                List<Promise<SqlConnection>> stranded = new ArrayList<>(waiting);
                waiting.clear();
                stranded.forEach(w -> w.fail(e));
            }
        });
    }

    /** Whether {@code c}, just taken, has a transaction open that the last user on it left (see {@link #open}). */
    boolean inTransaction(SqlConnection c) {
        return open.remove(c);
    }

    /**
     * A transaction is done with {@code c}, and left a transaction open on it or not ({@code inTransaction}): to the
     * longest waiter.
     */
    void giveBack(SqlConnection c, boolean inTransaction) {
        if (inTransaction) {
            open.add(c);
        }
        Promise<SqlConnection> w = waiting.pollFirst();
        if (w != null) {
            w.complete(c);
        } else {
            idle.addLast(c);
        }
    }

    /** {@code c} is broken: closed, and its place goes to a new connection for the longest waiter. */
    void discard(SqlConnection c) {
        open.remove(c);
        c.close();
        opened--;
        Promise<SqlConnection> w = waiting.pollFirst();
        if (w != null) {
            openOne().onComplete(w);
        }
    }

    /** Closes the idle connections (at the run's end, when every user has given its connection back). */
    Future<Void> close() {
        Promise<Void> done = Promise.promise();
        context.runOnContext(v -> {
            List<Future<Void>> closing = new ArrayList<>();
            while (!idle.isEmpty()) {
                SqlConnection c = idle.pollFirst();
                // A transaction left open is rolled back before its connection closes, as a user's own is.
                Future<?> ended = open.remove(c) ? c.query("ROLLBACK").execute() : Future.succeededFuture();
                closing.add(ended.transform(r -> c.close()));
            }
            Future.join(closing).onComplete(r -> done.complete());
        });
        return done.future();
    }
}
