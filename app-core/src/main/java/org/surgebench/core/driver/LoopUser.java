package org.surgebench.core.driver;

import io.vertx.core.AsyncResult;
import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.impl.SqlClientInternal;
import java.sql.SQLException;
import java.util.concurrent.CountDownLatch;
import org.surgebench.core.metrics.ErrorLog;
import org.surgebench.core.metrics.TxMetrics;
import org.surgebench.core.run.RunPlan;
import org.surgebench.core.spi.EventLoopTransaction;
import org.surgebench.core.spi.Rng;

/**
 * One simulated user on an event loop ({@code --user-threads event-loop}): the same life as a {@link VirtualUser}
 * (log on after its share of the ramp-up, take a transaction from the mix, run it, measure it, think, reconnect
 * with backoff when its connection dies) as callbacks on one event loop, so that a round trip to the server
 * wakes no thread of its own: one event-loop thread serves many users, as pgbench's threads serve several
 * connections each. The thread that {@link #run} is called on only waits for the user to log off.
 */
final class LoopUser implements RunUser {
    private static final long INITIAL_BACKOFF_NANOS = 100_000_000L;
    private static final long MAX_BACKOFF_NANOS = 5_000_000_000L;

    private final int id;
    private final UserServices run;
    private final EventLoops loops;
    private final EventLoopTransaction[] txs;
    private final String[] txNames;
    private final UserContext ctx;
    private final LoopContext statements;
    private final long thinkMinNanos;
    private final long thinkMaxNanos;
    private final long startDelayNanos;
    private final long reconnectTimeoutNanos;
    private final CountDownLatch ended = new CountDownLatch(1);
    private final Rng rng;
    private final Rng thinkRng;
    private final LoopTimer timer;
    private Context context;

    private volatile boolean stopRequested;
    private volatile boolean loggedOn;
    private volatile boolean everLoggedOn;
    private volatile long firstLogonNanos;
    private volatile SQLException refusal;
    private volatile int refusals;
    private volatile SqlConnection connection;
    private volatile String inTransaction;
    /** See {@link #transactionSince()}; written on this user's event loop only. */
    private volatile long transactionSince = UserContext.NOT_WAITING;
    /** See {@link #completedInWindow()}; written on this user's event loop only. */
    private volatile long completedInWindow;

    private long droppedSince = UserContext.NOT_WAITING;
    private long backoffNanos;
    private long reconnectDeadline;

    LoopUser(int id, RunPlan plan, UserServices run, EventLoops loops, UserContext ctx, long startDelayNanos) {
        this.id = id;
        this.run = run;
        this.loops = loops;
        this.txs = loops.transactions();
        this.txNames =
                run.mixPlan().transactions().stream().map(t -> t.shortName()).toArray(String[]::new);
        this.ctx = ctx;
        this.statements = new LoopContext(ctx);
        this.thinkMinNanos = plan.thinkMin().toNanos();
        this.thinkMaxNanos = plan.thinkMax().toNanos();
        this.startDelayNanos = startDelayNanos;
        this.reconnectTimeoutNanos = plan.reconnectTimeout().toNanos();
        this.rng = ctx.random();
        this.thinkRng = ctx.thinkRandom();
        this.timer = new LoopTimer(loops.vertx());
    }

    @Override
    public void run() {
        context = loops.nextContext();
        context.runOnContext(v -> after(startDelayNanos, this::logOn));
        try {
            ended.await();
        } catch (InterruptedException e) {
            // The run's end gave up waiting for this user: drop its connection, as for a blocked thread.
            abortConnection();
            Thread.currentThread().interrupt();
        }
    }

    private boolean active() {
        return !stopRequested && !run.control().stopping();
    }

    /** Calls {@code next} on this user's event loop after {@code nanos}, sooner if the run stops. */
    private void after(long nanos, Runnable next) {
        timer.at(System.nanoTime() + nanos, this::active, next);
    }

    private void logOn() {
        if (!active()) {
            logOff();
            return;
        }
        backoffNanos = INITIAL_BACKOFF_NANOS;
        reconnectDeadline = System.nanoTime() + reconnectTimeoutNanos;
        connect(() -> {
            loggedOn = true;
            firstLogonNanos = System.nanoTime();
            everLoggedOn = true;
            run.control().loggedOn(true);
            next();
        });
    }

    /** Connects with exponential backoff, then calls {@code then}; logs off when stopping or after the timeout. */
    private void connect(Runnable then) {
        if (!active()) {
            logOff();
            return;
        }
        loops.client().connect(loops.vertx()).onComplete(ar -> {
            if (ar.succeeded()) {
                connection = ar.result();
                statements.bind(connection);
                then.run();
                return;
            }
            if (!active()) {
                logOff();
                return;
            }
            SQLException e = LoopErrors.toSql(ar.cause());
            if (!everLoggedOn) {
                refusal = e;
                refusals++;
            }
            run.control().logonFailed(e);
            if (System.nanoTime() - reconnectDeadline > 0) {
                run.control()
                        .event("User " + id + " gave up: cannot connect (" + ErrorLog.stateOf(e) + ": " + e.getMessage()
                                + ").");
                logOff();
                return;
            }
            long wait = backoffNanos;
            backoffNanos = Math.min(MAX_BACKOFF_NANOS, backoffNanos * 2);
            after(wait, () -> connect(then));
        });
    }

    /** Takes the next transaction: its slot, its pace, then runs it. */
    private void next() {
        if (!active()) {
            logOff();
            return;
        }
        int i = run.deck() != null
                ? run.deck().next()
                : run.mixPlan().pick(rng.nextInt(run.mixPlan().totalWeight()));
        if (run.pacer() == null) {
            begin(i, 0);
            return;
        }
        long intended = run.pacer().nextStart();
        timer.at(intended, this::active, () -> {
            if (active()) {
                begin(i, intended);
            } else {
                logOff();
            }
        });
    }

    private void begin(int i, long intended) {
        if (!active()) {
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
        TxMetrics m = run.metrics()[i];
        ctx.begin(m);
        long t0 = System.nanoTime();
        transactionSince = t0;
        inTransaction = txNames[i];
        ctx.waiting(t0);
        SqlConnection c = connection;
        // BEGIN goes out with the transaction's first statement, in one write and without waiting for its
        // answer, as pgjdbc sends it: one round trip and one send less per transaction (the server runs the same
        // statements). A connection runs its commands in the order given, so the statement is inside the
        // transaction; join waits for both, so that a failure is handled only once the connection is idle.
        // group() is the client's own way to hold writes back until the block ends (marked experimental).
        Future<?>[] started = new Future<?>[2];
        ((SqlClientInternal) c).group(g -> {
            started[0] = g.query("BEGIN").execute();
            started[1] = statements.start(txs[i], g);
        });
        Future<?> begun = started[0];
        Future<?> done = started[1];
        Future.join(begun, done).onComplete(ar -> finished(ar, i, m, t0, intended, taken, c));
    }

    private void finished(
            AsyncResult<?> ar, int i, TxMetrics m, long t0, long intended, boolean taken, SqlConnection c) {
        RunControl control = run.control();
        ctx.waiting(UserContext.NOT_WAITING);
        transactionSince = UserContext.NOT_WAITING;
        if (ar.succeeded()) {
            long t1 = System.nanoTime();
            long service = t1 - t0;
            long response = t1 - (run.pacer() == null ? t0 : intended);
            if (taken || !control.counting()) {
                m.success(service, response);
            } else {
                control.recordOutsideWindow(() -> m.success(service, response));
            }
            if (control.measuring()) {
                completedInWindow = completedInWindow + 1;
            }
            if (taken && !control.release(true)) {
                logOff();
                return;
            }
            think();
            return;
        }
        if (taken) {
            control.release(false);
        }
        m.error();
        SQLException e = LoopErrors.toSql(ar.cause());
        if (control.measuring()) {
            run.errorLog().record(txNames[i], e);
        }
        control.errorSeen(e);
        if (run.dialect().isConnectionLost(e)) {
            c.close();
            connection = null;
            control.event("User " + id + " lost its connection (" + ErrorLog.stateOf(e) + "); reconnecting.");
            backoffNanos = INITIAL_BACKOFF_NANOS;
            reconnectDeadline = System.nanoTime() + reconnectTimeoutNanos;
            connect(() -> {
                control.event("User " + id + " reconnected.");
                next();
            });
            return;
        }
        ctx.waiting(System.nanoTime()); // the rollback waits for the database too
        c.query("ROLLBACK").execute().onComplete(r -> {
            ctx.waiting(UserContext.NOT_WAITING);
            // On the loop's next turn: a connection that fails every statement at once must not recurse.
            context.runOnContext(v -> next());
        });
    }

    private void think() {
        if (thinkMaxNanos > 0 && run.pacer() == null) {
            after(thinkMinNanos + (long) (thinkRng.nextDouble() * (thinkMaxNanos - thinkMinNanos)), this::next);
        } else {
            next();
        }
    }

    private void logOff() {
        if (loggedOn) {
            run.control().loggedOn(false);
        }
        loggedOn = false;
        SqlConnection c = connection;
        connection = null;
        if (c != null) {
            c.close().onComplete(r -> ended.countDown());
        } else {
            ended.countDown();
        }
    }

    @Override
    public int id() {
        return id;
    }

    @Override
    public long transactionSince() {
        return transactionSince;
    }

    @Override
    public long completedInWindow() {
        return completedInWindow;
    }

    @Override
    public void requestStop() {
        stopRequested = true;
    }

    @Override
    public boolean loggedOn() {
        return loggedOn;
    }

    @Override
    public boolean everLoggedOn() {
        return everLoggedOn;
    }

    @Override
    public long firstLogonNanos() {
        return firstLogonNanos;
    }

    @Override
    public SQLException refusal() {
        return refusal;
    }

    @Override
    public int refusals() {
        return refusals;
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
