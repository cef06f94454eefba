package org.surgebench.core.driver;

import io.vertx.core.AsyncResult;
import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.impl.SqlClientInternal;
import java.sql.SQLException;
import java.util.concurrent.CountDownLatch;
import org.surgebench.core.metrics.TxMetrics;
import org.surgebench.core.run.RunPlan;
import org.surgebench.core.spi.EventLoopTransaction;

/**
 * One simulated user on an event loop ({@code --user-threads event-loop}): the same life as a {@link VirtualUser}
 * (log on after its share of the ramp-up, take a transaction from the mix, run it, measure it, think, reconnect
 * with backoff when its connection dies) as callbacks on one event loop, so that a round trip to the server
 * wakes no thread of its own: one event-loop thread serves many users, as pgbench's threads serve several
 * connections each. The thread that {@link #run} is called on only waits for the user to log off. The rules of that
 * life are {@link UserLife}'s; this class turns them into callbacks.
 */
final class LoopUser implements RunUser {
    private final int id;
    private final UserLife life;
    private final UserClock clock;
    private final UserServices run;
    private final EventLoops loops;
    private final EventLoopTransaction[] txs;
    private final String[] txNames;
    private final UserContext ctx;
    private final LoopContext statements;
    private final long startDelayNanos;
    private final CountDownLatch ended = new CountDownLatch(1);
    private final LoopTimer timer;
    private final LoopTicks ticks;
    /** Whether think time inside a transaction ({@link LoopContext#think()}) counts in its response time. */
    private final boolean timingsIncludeThink;

    private Context context;
    /** The pool this user's transactions take their connections from ({@code --pool}); null: its own connection. */
    private LoopPool pool;

    private volatile SqlConnection connection;
    private volatile String inTransaction;
    /** See {@link #transactionSince()}; written on this user's event loop only. */
    private volatile long transactionSince = UserContext.NOT_WAITING;

    private long droppedSince = UserContext.NOT_WAITING;

    LoopUser(
            int id,
            RunPlan plan,
            UserServices run,
            EventLoops loops,
            UserContext ctx,
            long startDelayNanos,
            UserClock clock) {
        this.id = id;
        this.life = new UserLife(id, plan, run, ctx, clock);
        this.clock = clock;
        this.run = run;
        this.loops = loops;
        this.txs = loops.transactions();
        this.txNames =
                run.mixPlan().transactions().stream().map(t -> t.shortName()).toArray(String[]::new);
        this.ctx = ctx;
        this.statements = new LoopContext(ctx, loops.client(), this::after, this::pause);
        this.timingsIncludeThink = plan.timingsIncludeThink();
        this.startDelayNanos = startDelayNanos;
        this.timer = new LoopTimer(loops.vertx());
        this.ticks = new LoopTicks(loops.vertx());
    }

    @Override
    public void run() {
        pool = loops.poolFor(id);
        context = pool != null ? pool.context() : loops.nextContext();
        context.runOnContext(v -> after(startDelayNanos, this::logOn));
        try {
            ended.await();
        } catch (InterruptedException e) {
            // The run's end gave up waiting for this user: drop its connection, as for a blocked thread.
            abortConnection();
            Thread.currentThread().interrupt();
        }
    }

    /** Calls {@code next} on this user's event loop after {@code nanos} (its nearest tick), sooner on a stop. */
    private void after(long nanos, Runnable next) {
        clock.at(ticks, clock.now() + nanos, life::active, next);
    }

    /** Calls {@code next} on this user's event loop after {@code nanos}, a stop or not (a short pause in a transaction). */
    private void pause(long nanos, Runnable next) {
        clock.at(timer, clock.now() + nanos, () -> true, next);
    }

    private void logOn() {
        if (!life.active()) {
            logOff();
            return;
        }
        if (pool != null) {
            // A pooled user holds no connection of its own: it takes one per transaction (take).
            life.loggedOn();
            next();
            return;
        }
        connect(life.logon(), () -> {
            life.loggedOn();
            next();
        });
    }

    /**
     * Connects as {@code logon} says, then calls {@code then}; logs off when stopping or after the timeout. Waits its
     * turn at the run's {@link LogonGate} first, on this user's event loop.
     */
    private void connect(UserLife.Logon logon, Runnable then) {
        if (!life.active()) {
            logOff();
            return;
        }
        loops.logons().enter(() -> context.runOnContext(v -> connectInTurn(logon, then)));
    }

    private void connectInTurn(UserLife.Logon logon, Runnable then) {
        if (!life.active()) {
            loops.logons().leave();
            logOff();
            return;
        }
        loops.client().connect(loops.vertx()).onComplete(ar -> {
            loops.logons().leave();
            if (ar.succeeded()) {
                connection = ar.result();
                statements.bind(connection);
                then.run();
                return;
            }
            long wait = logon.failed(LoopErrors.toSql(ar.cause()));
            if (wait < 0) {
                logOff();
                return;
            }
            after(wait, () -> connect(logon, then));
        });
    }

    /** Takes the next transaction: its slot, its pace, then runs it. */
    private void next() {
        if (!life.active()) {
            logOff();
            return;
        }
        int i = life.nextTransaction();
        if (!life.paced()) {
            long keying = life.keyingNanos(i);
            if (keying > 0) {
                after(keying, () -> begin(i, 0));
            } else {
                begin(i, 0);
            }
            return;
        }
        long intended = life.intendedStart();
        clock.at(timer, intended, life::active, () -> {
            if (life.active()) {
                begin(i, intended);
            } else {
                logOff();
            }
        });
    }

    private void begin(int i, long intended) {
        if (!life.active()) {
            logOff();
            return;
        }
        RunControl control = run.control();
        RunControl.Slot slot = control.tryReserve();
        if (slot == RunControl.Slot.FULL) {
            logOff();
            return;
        }
        if (slot == RunControl.Slot.WAIT) {
            // The last slots belong to transactions still running, perhaps on this very loop: never block it.
            loops.vertx().setTimer(1, t -> begin(i, intended));
            return;
        }
        boolean taken = slot == RunControl.Slot.TAKEN;
        if (pool == null) {
            start(i, intended, taken);
            return;
        }
        // A pooled user queues for a connection from here: its response time counts the queue (as a paced one's
        // counts the wait from its intended start), its service time does not; as on threads (VirtualUser).
        take(i, intended != 0 ? intended : clock.now(), taken, life.logon());
    }

    /** Takes a connection from the pool for transaction {@code i}, retrying with backoff as a logon does. */
    private void take(int i, long asked, boolean taken, UserLife.Logon logon) {
        pool.take().onComplete(ar -> {
            if (ar.succeeded()) {
                connection = ar.result();
                statements.bind(connection, pool.inTransaction(connection));
                start(i, asked, taken);
                return;
            }
            long wait = life.active() ? logon.failed(LoopErrors.toSql(ar.cause())) : -1;
            if (wait < 0) {
                if (taken) {
                    run.control().release(false);
                }
                logOff();
                return;
            }
            after(wait, () -> take(i, asked, taken, logon));
        });
    }

    private void start(int i, long intended, boolean taken) {
        TxMetrics m = run.metrics()[i];
        ctx.begin(m);
        long t0 = clock.now();
        transactionSince = t0;
        inTransaction = txNames[i];
        attempt(new Attempt(i, m, t0, intended, taken, connection));
    }

    /**
     * A pooled user's transaction is over: its connection goes back to the pool with the transaction it left open,
     * if any (a read without a commit), for the next user on it to go on in (see {@link LoopPool#giveBack}).
     */
    private void giveBack(SqlConnection c) {
        connection = null;
        pool.giveBack(c, statements.inTransaction());
        statements.ended();
    }

    /** The transaction in progress: which, its metrics, when it began and was meant to, its slot, its connection. */
    private record Attempt(int i, TxMetrics m, long t0, long intended, boolean taken, SqlConnection c) {}

    /** One try of the transaction in progress. */
    private void attempt(Attempt a) {
        ctx.waiting(clock.now());
        SqlConnection c = a.c();
        // BEGIN goes out with the transaction's first statement, in one write and without waiting for its
        // answer, as pgjdbc sends it: one round trip and one send less per transaction (the server runs the same
        // statements). A connection runs its commands in the order given, so the statement is inside the
        // transaction; join waits for both, so that a failure is handled only once the connection is idle.
        // group() is the client's own way to hold writes back until the block ends (marked experimental).
        // A transaction the last one left open (a read without a commit, as Swingbench's) is still the connection's
        // transaction: no BEGIN, as pgjdbc sends none until a COMMIT or ROLLBACK (the server would warn of one).
        // One in autocommit (its blocking twin's way) sends no BEGIN: each statement is a transaction of its own.
        boolean begins = !statements.inTransaction() && !txs[a.i()].autocommit();
        Future<?>[] started = new Future<?>[2];
        ((SqlClientInternal) c).group(g -> {
            started[0] = begins ? g.query("BEGIN").execute() : Future.succeededFuture();
            started[1] = statements.start(txs[a.i()], g);
        });
        Future<?> begun = started[0];
        Future<?> done = started[1];
        Future.join(begun, done).onComplete(ar -> finished(ar, a));
    }

    private void finished(AsyncResult<?> ar, Attempt a) {
        ctx.waiting(UserContext.NOT_WAITING);
        if (ar.succeeded()) {
            transactionSince = UserContext.NOT_WAITING;
            long t1 = clock.now();
            if (pool != null) {
                // Before the user logs off or thinks; a waiter given the connection may start on it at once.
                giveBack(a.c());
            }
            long think = timingsIncludeThink ? 0 : ctx.thinkNanos();
            if (!life.succeeded(a.m(), a.t0(), t1, a.intended(), think, a.taken())) {
                logOff();
                return;
            }
            long between = life.thinkNanos(a.i());
            if (between > 0) {
                after(between, this::next);
            } else {
                next();
            }
            return;
        }
        SQLException e = LoopErrors.toSql(ar.cause());
        SqlConnection c = a.c();
        // A transaction in autocommit leaves none open on the server: nothing to roll back.
        boolean open = statements.inTransaction();
        statements.ended(); // each way on from here rolls back or drops the connection
        if (life.retry(a.i(), e)) {
            ctx.waiting(clock.now()); // the rollback is part of the transaction's time
            rollback(c, open).onComplete(r -> context.runOnContext(v -> attempt(a)));
            return;
        }
        transactionSince = UserContext.NOT_WAITING;
        if (life.failed(a.i(), e, a.taken(), () -> false) == UserLife.AfterError.RECONNECT) {
            connection = null;
            if (pool != null) {
                // Only the pool's connection is lost: the next transaction takes another one.
                pool.discard(c);
                context.runOnContext(v -> next());
                return;
            }
            c.close();
            life.reconnecting(e);
            connect(life.logon(), () -> {
                life.reconnected();
                next();
            });
            return;
        }
        ctx.waiting(clock.now()); // the rollback waits for the database too
        rollback(c, open).onComplete(r -> {
            ctx.waiting(UserContext.NOT_WAITING);
            // On the loop's next turn: a connection that fails every statement at once must not recurse.
            if (pool != null) {
                giveBack(c);
            }
            context.runOnContext(v -> next());
        });
    }

    /** ROLLBACK on {@code c} when a transaction is {@code open} there; nothing otherwise. */
    private static Future<?> rollback(SqlConnection c, boolean open) {
        return open ? c.query("ROLLBACK").execute() : Future.succeededFuture();
    }

    private void logOff() {
        life.loggedOff();
        SqlConnection c = connection;
        connection = null;
        if (c == null) {
            ended.countDown();
        } else if (statements.inTransaction()) {
            // A transaction without a commit of its own is still open: rolled back before the connection closes,
            // as a thread's is (QuietJdbc.close), so that the server ends its statements as it does on threads.
            statements.ended();
            c.query("ROLLBACK").execute().onComplete(r -> c.close().onComplete(x -> ended.countDown()));
        } else {
            c.close().onComplete(r -> ended.countDown());
        }
    }

    @Override
    public int id() {
        return id;
    }

    @Override
    public UserLife life() {
        return life;
    }

    @Override
    public long transactionSince() {
        return transactionSince;
    }

    @Override
    public boolean abortIfStalled(long now, long stallNanos) {
        long since = ctx.waitingSince();
        if (since == UserContext.NOT_WAITING || since == droppedSince || now - since < stallNanos) {
            return false;
        }
        droppedSince = since;
        abortConnection();
        return true;
    }

    @Override
    public boolean stillStalledAfterDrop(long now, long nanos) {
        long since = ctx.waitingSince();
        return since != UserContext.NOT_WAITING && since == droppedSince && now - since >= nanos;
    }

    @Override
    public String describeWait(long now) {
        long since = ctx.waitingSince();
        return since == UserContext.NOT_WAITING
                ? null
                : "user " + id + " in " + inTransaction + " for " + (now - since) / 1_000_000_000L
                        + " s, on an event loop waiting for the server's answer";
    }

    @Override
    public void abortConnection() {
        SqlConnection c = connection;
        if (c != null) {
            // The client closes a connection only once the statement in flight has its answer, and a statement
            // in a lock wait has none: the server cancels it first (57014), as a JDBC abort closes the socket.
            loops.client().cancel(c);
            c.close();
        }
    }
}
