package org.surgebench.core.driver;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.surgebench.core.db.ConnectionPool;
import org.surgebench.core.metrics.TxMetrics;
import org.surgebench.core.run.RunPlan;
import org.surgebench.core.spi.Transaction;
import org.surgebench.core.spi.TransactionDef;

/**
 * One simulated user that waits for each statement on a thread of its own, a platform or a virtual thread as the run
 * decided ({@code UserThreadsDecision}): log on, then take a transaction (from the run's shared deck, or by an
 * independent weighted draw), run it, measure
 * it, think, until the run or this user is told to stop. A user whose connection dies counts the error,
 * reconnects with backoff and carries on. The rules of that life are {@link UserLife}'s; this class waits.
 */
final class VirtualUser implements RunUser {
    private static final Logger LOG = LoggerFactory.getLogger(VirtualUser.class);

    private final int id;
    private final UserLife life;
    private final UserClock clock;
    private final Transaction[] txs;
    private final String[] txNames;
    private final TxMetrics[] metrics;
    private final UserContext ctx;
    private final ConnectionPool pool;
    private final boolean dedicated;
    private final long startDelayNanos;
    private final RunControl control;
    /** Whether response times keep the intra-transaction think time in (Swingbench's TimingsIncludeSleep). */
    private final boolean timingsIncludeThink;

    /** The connection the transaction in progress uses: what the watchdog drops when it stalls. */
    private volatile Connection inUse;
    /** The waiting-since time whose connection the watchdog dropped last (the watchdog's thread only). */
    private long droppedSince = UserContext.NOT_WAITING;
    /** The thread running this user, and the transaction it runs (null between transactions). */
    private volatile Thread thread;

    private volatile String inTransaction;
    /** See {@link #transactionSince()}; written by this user's thread only. */
    private volatile long transactionSince = UserContext.NOT_WAITING;

    private Connection connection;

    /**
     * @param id              the user's number in the whole run (its random streams depend on it)
     * @param plan            the run's settings: think times, reconnect timeout, pool, timings
     * @param run             what the run's users share
     * @param ctx             this user's context for the transactions
     * @param startDelayNanos how long after the start of the run this user logs on (its share of the ramp-up)
     * @param clock           the time the user lives on ({@link UserClock#SYSTEM} in a run)
     */
    VirtualUser(int id, RunPlan plan, UserServices run, UserContext ctx, long startDelayNanos, UserClock clock) {
        this.id = id;
        this.life = new UserLife(id, plan, run, ctx, clock);
        this.clock = clock;
        List<TransactionDef> defs = run.mixPlan().transactions();
        this.txs = defs.stream().map(TransactionDef::transaction).toArray(Transaction[]::new);
        this.txNames = defs.stream().map(TransactionDef::shortName).toArray(String[]::new);
        this.metrics = run.metrics();
        this.ctx = ctx;
        this.pool = run.pool();
        this.dedicated = !plan.sharedPool();
        this.startDelayNanos = startDelayNanos;
        this.control = run.control();
        this.timingsIncludeThink = plan.timingsIncludeThink();
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

    /** Sleeps in slices, as {@link UserContext#sleep} does: a stop of the run ends the sleep. */
    private void sleep(long nanos) {
        clock.sleep(nanos, () -> !control.stopping());
    }

    @Override
    public void run() {
        thread = Thread.currentThread();
        try {
            sleep(startDelayNanos);
            if (dedicated && life.active()) {
                connection = connectWithRetry();
                if (connection == null) {
                    return;
                }
                ctx.bind(connection);
            }
            life.loggedOn(); // once: a user logs on here only at its start
            while (life.active()) {
                int i = life.nextTransaction();
                long keying = life.keyingNanos(i);
                if (keying > 0) {
                    sleep(keying);
                    if (!life.active()) {
                        break;
                    }
                }
                long intended = 0;
                if (life.paced()) {
                    intended = life.intendedStart();
                    long wait = intended - clock.now();
                    if (wait > 0) {
                        sleep(wait);
                    }
                    if (!life.active()) {
                        break;
                    }
                }
                if (!runOne(i, intended)) {
                    break;
                }
                long think = life.thinkNanos(i);
                if (think > 0) {
                    sleep(think);
                }
            }
        } finally {
            life.loggedOff();
            if (dedicated) {
                // A pooled user's statements went back with each connection: those a pooled connection keeps
                // may be in another user's hands now (closing them here failed that user's transaction, and threw
                // ConcurrentModificationException when both touched the cache at once).
                ctx.closeStatements();
            }
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
        StatementCache kept = null;
        // A pooled user queues for a connection from here: its response time counts the queue (as a paced
        // one's counts the wait from its intended start), its service time does not.
        long asked = intended != 0 || dedicated ? intended : clock.now();
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
            kept = pool.keptWith(pooled, StatementCache::new);
            if (kept != null) {
                ctx.bind(pooled, kept);
            } else {
                ctx.bind(pooled);
            }
        }
        try {
            ctx.begin(m);
            long t0 = clock.now();
            transactionSince = t0;
            inUse = dedicated ? connection : pooled;
            inTransaction = txNames[i];
            ctx.waiting(t0);
            tryUntilDone(i, inUse);
            long t1 = clock.now();
            // Think time inside the transaction is the user's, not the database's: left out unless asked for.
            return life.succeeded(m, t0, t1, asked, timingsIncludeThink ? 0 : ctx.thinkNanos(), taken);
        } catch (SQLException | RuntimeException | AssertionError e) {
            // AssertionError: H2's store fails so under -ea once its disk is full; the user must not die of it.
            ctx.waiting(UserContext.NOT_WAITING);
            Connection c = dedicated ? connection : pooled;
            if (life.failed(i, e, taken, () -> dead(c)) == UserLife.AfterError.RECONNECT) {
                return recover((SQLException) e, c);
            }
            ctx.waiting(clock.now()); // the rollback waits for the database too
            QuietJdbc.rollback(c);
            return true;
        } finally {
            transactionSince = UserContext.NOT_WAITING;
            ctx.waiting(UserContext.NOT_WAITING);
            if (pooled != null) {
                // Before the connection goes back to the pool: the watchdog must not drop it under another user.
                inUse = null;
                if (kept == null) {
                    ctx.closeStatements();
                }
                QuietJdbc.close(pooled);
            }
        }
    }

    /** Runs transaction {@code i}, rolled back and run again while {@link UserLife#retry} says so. */
    private void tryUntilDone(int i, Connection c) throws SQLException {
        while (true) {
            try {
                txs[i].execute(ctx);
                return;
            } catch (SQLException e) {
                if (!life.retry(i, e)) {
                    throw e;
                }
                QuietJdbc.rollback(c);
            }
        }
    }

    /** Whether a connection whose statement failed is gone, though the dialect did not say so. */
    private static boolean dead(Connection c) {
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
        life.reconnecting(cause);
        connection = connectWithRetry();
        if (connection == null) {
            return false;
        }
        ctx.bind(connection);
        life.reconnected();
        return true;
    }

    /** Connects as {@link UserLife.Logon} says: null when stopping or after the reconnect timeout. */
    private Connection connectWithRetry() {
        UserLife.Logon logon = life.logon();
        while (life.active()) {
            try {
                return pool.getConnection();
            } catch (SQLException e) {
                if (!dedicated && pool.allLent()) {
                    // A closed loop's queue for a shared pool whose every connection is at work (more users
                    // than the saturated server serves in the acquire timeout): no error; wait on.
                    continue;
                }
                long wait = logon.failed(e);
                if (wait < 0) {
                    return null;
                }
                sleep(wait);
            }
        }
        return null;
    }
}
