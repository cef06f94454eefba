package org.surgebench.core.driver;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.surgebench.core.db.ConnectionPool;
import org.surgebench.core.db.Dialect;
import org.surgebench.core.metrics.ErrorLog;
import org.surgebench.core.metrics.TxMetrics;
import org.surgebench.core.run.RunPlan;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.Transaction;
import org.surgebench.core.spi.TransactionDef;

/**
 * One simulated user that waits for each statement on a thread of its own, a platform or a virtual thread as the run
 * decided ({@code UserThreadsDecision}): log on, then take a transaction (from the run's shared deck, or by an
 * independent weighted draw), run it, measure
 * it, think, until the run or this user is told to stop. A user whose connection dies counts the error,
 * reconnects with backoff and carries on.
 */
final class VirtualUser implements RunUser {
    private static final Logger LOG = LoggerFactory.getLogger(VirtualUser.class);
    private static final long INITIAL_BACKOFF_NANOS = 100_000_000L;
    private static final long MAX_BACKOFF_NANOS = 5_000_000_000L;
    /** The transaction name under which failed (re)connection attempts are reported. */
    static final String LOGON = "logon";

    private final int id;
    private final MixPlan plan;
    /** The run's shared deck, or null to draw each transaction independently from this user's random stream. */
    private final MixDeck deck;

    private final Transaction[] txs;
    private final String[] txNames;
    private final TxMetrics[] metrics;
    private final UserContext ctx;
    private final ConnectionPool pool;
    private final boolean dedicated;
    private final Pacer pacer;
    private final long thinkMinNanos;
    private final long thinkMaxNanos;
    private final long startDelayNanos;
    private final long reconnectTimeoutNanos;
    private final RunControl control;
    private final Dialect dialect;
    private final ErrorLog errorLog;
    /** Whether response times keep the intra-transaction think time in (Swingbench's TimingsIncludeSleep). */
    private final boolean timingsIncludeThink;

    private volatile boolean stopRequested;
    private volatile boolean loggedOn;
    /** Whether this user ever logged on (a shared-pool user counts from its start). */
    private volatile boolean everLoggedOn;
    /** When ({@link System#nanoTime()}) this user first logged on; meaningful once {@link #everLoggedOn}. */
    private volatile long firstLogonNanos;
    /** The last failed log-on before the first success: why the server refused this user. */
    private volatile SQLException refusal;
    /** Failed log-ons before the first success. */
    private volatile int refusals;
    /** The connection the transaction in progress uses: what the watchdog drops when it stalls. */
    private volatile Connection inUse;
    /** The waiting-since time whose connection the watchdog dropped last (the watchdog's thread only). */
    private long droppedSince = UserContext.NOT_WAITING;
    /** The thread running this user, and the transaction it runs (null between transactions). */
    private volatile Thread thread;

    private volatile String inTransaction;
    /** See {@link #transactionSince()}; written by this user's thread only. */
    private volatile long transactionSince = UserContext.NOT_WAITING;
    /** See {@link #completedInWindow()}; written by this user's thread only. */
    private volatile long completedInWindow;

    private Connection connection;

    /**
     * @param id              the user's number in the whole run (its random streams depend on it)
     * @param plan            the run's settings: think times, reconnect timeout, pool, timings
     * @param run             what the run's users share
     * @param ctx             this user's context for the transactions
     * @param startDelayNanos how long after the start of the run this user logs on (its share of the ramp-up)
     */
    VirtualUser(int id, RunPlan plan, UserServices run, UserContext ctx, long startDelayNanos) {
        this.id = id;
        this.plan = run.mixPlan();
        this.deck = run.deck();
        List<TransactionDef> defs = this.plan.transactions();
        this.txs = defs.stream().map(TransactionDef::transaction).toArray(Transaction[]::new);
        this.txNames = defs.stream().map(TransactionDef::shortName).toArray(String[]::new);
        this.metrics = run.metrics();
        this.ctx = ctx;
        this.pool = run.pool();
        this.dedicated = !plan.sharedPool();
        this.pacer = run.pacer();
        this.thinkMinNanos = plan.thinkMin().toNanos();
        this.thinkMaxNanos = plan.thinkMax().toNanos();
        this.startDelayNanos = startDelayNanos;
        this.reconnectTimeoutNanos = plan.reconnectTimeout().toNanos();
        this.control = run.control();
        this.dialect = run.dialect();
        this.errorLog = run.errorLog();
        this.timingsIncludeThink = plan.timingsIncludeThink();
    }

    @Override
    public int id() {
        return id;
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
        Connection c = inUse;
        if (since == UserContext.NOT_WAITING
                || since == droppedSince
                || c == null
                || now - since < stallNanos
                || ctx.waitingSince() != since) {
            return false;
        }
        // A transaction finishing just now could hand a pooled connection back before the abort lands; after a
        // stall of the full timeout that coincidence is rare and costs one reconnect.
        droppedSince = since;
        abort(c);
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
        Thread t = thread;
        return since == UserContext.NOT_WAITING || t == null
                ? null
                : WaitDescription.of(id, inTransaction, now - since, t);
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
    public void abortConnection() {
        Connection c = inUse;
        if (c != null) {
            abort(c);
        }
    }

    private static void abort(Connection c) {
        try {
            // The calling thread closes the socket itself: the user's blocked read fails at once.
            c.abort(Runnable::run);
        } catch (SQLException | RuntimeException e) {
            // Already closed, or the driver cannot abort (pgjdbc 42.7.4 on Java 24+: its permission
            // check throws); nothing else can unblock the user, so say so.
            LOG.debug("Cannot drop a stalled connection: {}", e.toString());
        }
    }

    private boolean active() {
        return !stopRequested && !control.stopping();
    }

    @Override
    public void run() {
        thread = Thread.currentThread();
        try {
            ctx.sleep(startDelayNanos);
            if (dedicated && active()) {
                connection = connectWithRetry();
                if (connection == null) {
                    return;
                }
                ctx.bind(connection);
            }
            loggedOn = true;
            firstLogonNanos = System.nanoTime(); // once: a user logs on here only at its start
            everLoggedOn = true;
            control.loggedOn(true);
            Rng rng = ctx.random();
            Rng thinkRng = ctx.thinkRandom();
            int total = plan.totalWeight();
            while (active()) {
                int i = deck != null ? deck.next() : plan.pick(rng.nextInt(total));
                long intended = 0;
                if (pacer != null) {
                    intended = pacer.nextStart();
                    long wait = intended - System.nanoTime();
                    if (wait > 0) {
                        ctx.sleep(wait);
                    }
                    if (!active()) {
                        break;
                    }
                }
                if (!runOne(i, intended)) {
                    break;
                }
                if (thinkMaxNanos > 0 && pacer == null) {
                    ctx.sleep(thinkMinNanos + (long) (thinkRng.nextDouble() * (thinkMaxNanos - thinkMinNanos)));
                }
            }
        } finally {
            if (loggedOn) {
                control.loggedOn(false);
            }
            loggedOn = false;
            ctx.closeStatements();
            QuietJdbc.close(connection);
        }
    }

    /** Runs transaction {@code i}; returns false when the user must stop. */
    private boolean runOne(int i, long intended) {
        TxMetrics m = metrics[i];
        RunControl.Slot slot = control.reserve();
        if (slot == RunControl.Slot.FULL) {
            return false;
        }
        boolean taken = slot == RunControl.Slot.TAKEN;
        Connection pooled = null;
        if (!dedicated) {
            // A shared pool hands out a connection per transaction; if none comes (database gone), retry
            // with backoff like a dedicated user reconnecting, and give up after the reconnect timeout.
            pooled = connectWithRetry();
            if (pooled == null) {
                if (taken) {
                    control.release(false);
                }
                return false;
            }
            ctx.bind(pooled);
        }
        try {
            ctx.begin(m);
            long t0 = System.nanoTime();
            transactionSince = t0;
            inUse = dedicated ? connection : pooled;
            inTransaction = txNames[i];
            ctx.waiting(t0);
            txs[i].execute(ctx);
            long t1 = System.nanoTime();
            // Think time inside the transaction is the user's, not the database's: left out unless asked for.
            long think = timingsIncludeThink ? 0 : ctx.thinkNanos();
            // Counting transactions: one begun before the measured window has no slot and is left out of it.
            long service = t1 - t0 - think;
            long response = t1 - (pacer == null ? t0 : intended) - think;
            if (taken || !control.counting()) {
                m.success(service, response);
            } else {
                control.recordOutsideWindow(() -> m.success(service, response));
            }
            if (control.measuring()) {
                completedInWindow = completedInWindow + 1;
            }
            return !taken || control.release(true);
        } catch (SQLException | RuntimeException | AssertionError e) {
            // AssertionError: H2's store fails so under -ea once its disk is full; the user must not die of it.
            if (taken) {
                control.release(false);
            }
            ctx.waiting(UserContext.NOT_WAITING);
            m.error();
            if (control.measuring()) {
                errorLog.record(txNames[i], e);
            }
            control.errorSeen(e);
            Connection c = dedicated ? connection : pooled;
            if (e instanceof SQLException sql && lost(sql, c)) {
                return recover(sql, c);
            }
            ctx.waiting(System.nanoTime()); // the rollback waits for the database too
            QuietJdbc.rollback(c);
            return true;
        } finally {
            transactionSince = UserContext.NOT_WAITING;
            ctx.waiting(UserContext.NOT_WAITING);
            if (pooled != null) {
                // Before the connection goes back to the pool: the watchdog must not drop it under another user.
                inUse = null;
                ctx.closeStatements();
                QuietJdbc.close(pooled);
            }
        }
    }

    private boolean lost(SQLException e, Connection c) {
        if (dialect.isConnectionLost(e)) {
            return true;
        }
        try {
            return c == null || c.isClosed() || !c.isValid(2);
        } catch (SQLException ex) {
            return true;
        }
    }

    /** Replaces a dead connection; returns false if the database stayed away past the reconnect timeout. */
    private boolean recover(SQLException cause, Connection dead) {
        ctx.closeStatements();
        if (dead != null) {
            pool.evict(dead);
        }
        if (!dedicated) {
            return true;
        }
        connection = null;
        control.event("User " + id + " lost its connection (" + ErrorLog.stateOf(cause) + "); reconnecting.");
        connection = connectWithRetry();
        if (connection == null) {
            return false;
        }
        ctx.bind(connection);
        control.event("User " + id + " reconnected.");
        return true;
    }

    /**
     * Connects with exponential backoff; null when stopping or after the reconnect timeout. Failed attempts
     * count as errors, reported under their SQLState as transaction "logon" (a server out of connection slots,
     * 53300, shows there).
     */
    private Connection connectWithRetry() {
        long deadline = System.nanoTime() + reconnectTimeoutNanos;
        long backoff = INITIAL_BACKOFF_NANOS;
        while (active()) {
            try {
                return pool.getConnection();
            } catch (SQLException e) {
                if (!active()) {
                    return null;
                }
                if (!everLoggedOn) {
                    refusal = e;
                    refusals++;
                }
                control.logonFailed(e);
                if (System.nanoTime() - deadline > 0) {
                    control.event("User " + id + " gave up: cannot connect (" + ErrorLog.stateOf(e) + ": "
                            + e.getMessage() + ").");
                    return null;
                }
                ctx.sleep(backoff);
                backoff = Math.min(MAX_BACKOFF_NANOS, backoff * 2);
            }
        }
        return null;
    }
}
