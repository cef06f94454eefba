package org.surgebench.core.driver;

import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.RowSet;
import io.vertx.sqlclient.SqlClient;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.SqlResult;
import io.vertx.sqlclient.Tuple;
import java.util.HashMap;
import java.util.Map;
import org.surgebench.core.db.EventLoopClient;
import org.surgebench.core.spi.EventLoopContext;
import org.surgebench.core.spi.EventLoopTransaction;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.SqlDialect;
import org.surgebench.core.spi.StatementKind;

/**
 * An event-loop user's {@link EventLoopContext}: its connection, and the counting of every statement into the
 * metrics of the running transaction, through the user's {@link UserContext} as on the blocking path.
 */
final class LoopContext implements EventLoopContext {
    /** How the user waits on its event loop: calls {@code next} there after {@code nanos}. */
    @FunctionalInterface
    interface Waits {
        void after(long nanos, Runnable next);
    }

    private final UserContext user;
    /** The client's syntax of each statement text ({@link EventLoopClient#statement}). */
    private final EventLoopClient client;
    /** Think times: sooner if the run stops, as a thread's sleep. */
    private final Waits thinks;
    /** Pauses: never sooner, so that one rechecked in a loop never runs back to back without a turn of the loop. */
    private final Waits pauses;
    /** The kind of each statement text, worked out once per user. */
    private final Map<String, StatementKind> kinds = new HashMap<>();

    /** Where statements go: the user's connection, or while a transaction starts, the group that sends with BEGIN. */
    private SqlClient connection;

    /**
     * Whether the last BEGIN has had no COMMIT or ROLLBACK since: a transaction that sends none (a read without a
     * commit, as Swingbench's) leaves it open, and the user rolls it back before it logs off, as a thread's does.
     */
    private boolean open;

    /** Whether the running transaction is in autocommit ({@link EventLoopTransaction#autocommit()}): no BEGIN. */
    private boolean autocommit;

    LoopContext(UserContext user, EventLoopClient client, Waits thinks, Waits pauses) {
        this.user = user;
        this.client = client;
        this.thinks = thinks;
        this.pauses = pauses;
    }

    void bind(SqlConnection connection) {
        this.connection = connection;
    }

    /** A pooled connection, with the transaction the last user on it left open or not ({@link LoopPool}). */
    void bind(SqlConnection connection, boolean inTransaction) {
        this.connection = connection;
        this.open = inTransaction;
    }

    /**
     * Starts {@code tx} with the statements it sends before its first answer going to {@code group} (sent in one
     * write with what the group already holds), and the later ones to the connection again. A transaction that
     * throws before its first statement fails, and is rolled back, as one whose statement fails.
     */
    Future<?> start(EventLoopTransaction tx, SqlClient group) {
        autocommit = tx.autocommit();
        open |= !autocommit;
        SqlClient own = connection;
        connection = group;
        try {
            return tx.execute(this);
        } catch (RuntimeException e) {
            return Future.failedFuture(e);
        } finally {
            connection = own;
        }
    }

    /** Whether a transaction is still open on the connection (see {@link #open}). */
    boolean inTransaction() {
        return open;
    }

    /** The engine ended the transaction itself (its ROLLBACK after a failure). */
    void ended() {
        open = false;
    }

    @Override
    public Rng random() {
        return user.random();
    }

    @Override
    public <T> T shared() {
        return user.shared();
    }

    @Override
    public int userId() {
        return user.userId();
    }

    @Override
    public SqlDialect sql() {
        return user.sql();
    }

    @Override
    public void rows(long n) {
        user.rows(n);
    }

    @Override
    public Future<RowSet<Row>> query(String sql, Tuple parameters) {
        user.count(StatementKind.SELECT, 1);
        return send(sql, parameters);
    }

    /** Sent unprepared (the simple query protocol), once, as pgjdbc's Statement runs a literal query. */
    @Override
    public Future<RowSet<Row>> queryLiteral(String sql) {
        user.count(StatementKind.SELECT, 1);
        return timed(sql, connection.query(sql).execute());
    }

    @Override
    public Future<Integer> update(String sql, Tuple parameters) {
        user.count(kinds.computeIfAbsent(sql, StatementKind::of), 1);
        return send(sql, parameters).map(SqlResult::rowCount);
    }

    @Override
    public Future<RowSet<Row>> call(String sql, Tuple parameters) {
        return send(sql, parameters);
    }

    /**
     * Sends a statement. One sent after the transaction's COMMIT or ROLLBACK (a transaction that commits part way,
     * as Swingbench's logon does) goes after a BEGIN, not waited for, as pgjdbc begins the next transaction when
     * auto-commit is off: so that it runs in a transaction, as on the blocking path, and not in autocommit (unless
     * the transaction runs in autocommit, as its blocking twin does).
     */
    private Future<RowSet<Row>> send(String sql, Tuple parameters) {
        if (open || autocommit) {
            return timed(sql, connection.preparedQuery(client.statement(sql)).execute(parameters));
        }
        open = true;
        Future<?> begun = connection.query("BEGIN").execute();
        return timed(sql, connection.preparedQuery(client.statement(sql)).execute(parameters))
                .compose(rows -> begun.map(rows));
    }

    @Override
    public void count(StatementKind kind, int n) {
        user.count(kind, n);
    }

    @Override
    public Future<Void> commit() {
        open = false;
        user.count(StatementKind.COMMIT, 1);
        return timed("COMMIT", connection.query("COMMIT").execute()).mapEmpty();
    }

    /**
     * As a thread's think: a draw from the think stream, the stall clock stopped meanwhile (thinking is not waiting
     * for the database), and the time slept recorded as think time, which the user leaves out of the response time.
     */
    @Override
    public Future<Void> think() {
        long nanos = user.intraThinkNanos();
        if (nanos <= 0) {
            return Future.succeededFuture();
        }
        Promise<Void> done = Promise.promise();
        user.waiting(UserContext.NOT_WAITING);
        long t0 = System.nanoTime();
        thinks.after(nanos, () -> {
            long t1 = System.nanoTime();
            user.recordThink(t1 - t0);
            user.waiting(t1);
            done.complete();
        });
        return done.future();
    }

    @Override
    public Future<Void> pause(long nanos) {
        Promise<Void> done = Promise.promise();
        pauses.after(nanos, done::complete);
        return done.future();
    }

    /** The statement's answer, its time from now noted when it comes ({@code --per-statement}). */
    private <T> Future<T> timed(String sql, Future<T> answer) {
        if (!user.perStatement()) {
            return answer;
        }
        long t0 = System.nanoTime();
        return answer.andThen(ar -> user.statementTime(sql, t0));
    }

    @Override
    public Future<Void> rollback() {
        open = false;
        user.count(StatementKind.ROLLBACK, 1);
        return connection.query("ROLLBACK").execute().mapEmpty();
    }
}
