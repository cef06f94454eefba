package org.surgebench.core.driver;

import java.sql.SQLException;
import java.util.function.BooleanSupplier;
import org.surgebench.core.metrics.ErrorLog;
import org.surgebench.core.metrics.TxMetrics;
import org.surgebench.core.run.RunPlan;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.SqlErrorKind;
import org.surgebench.core.spi.UserPauses;

/**
 * The rules of one simulated user's life, written once for both ways of living it ({@link VirtualUser} waits for
 * each answer on a thread, {@link LoopUser} on an event loop): log on with exponential backoff and give up after
 * the reconnect timeout, take the next transaction from the mix, pace it to the run's rate, count its success or
 * its error, reconnect after an error that lost the connection (else roll back and go on), think between
 * transactions, try a transaction the database rolled back for a serialization failure or a deadlock again (with
 * the same random values, as pgbench does) while {@code --max-tries} allows, and stop when the user or the run is
 * told to. The executors do the waiting and the database
 * calls; what happens next is decided here, on the injected {@link UserClock}. Also what the run reads of the user:
 * whether and since when it is logged on, and why the server refused it.
 */
final class UserLife {
    /** The first wait after a failed log-on; each further failure doubles it, up to {@link #MAX_BACKOFF_NANOS}. */
    static final long INITIAL_BACKOFF_NANOS = 100_000_000L;

    static final long MAX_BACKOFF_NANOS = 5_000_000_000L;
    /** The transaction name under which failed (re)connection attempts are reported. */
    static final String LOGON = "logon";

    /** What a user does after a failed transaction. */
    enum AfterError {
        /** The connection is gone: get another one (with backoff), then carry on. */
        RECONNECT,
        /** The transaction failed, the connection did not: roll back and take the next transaction. */
        ROLL_BACK
    }

    private final int id;
    private final UserServices run;
    private final UserClock clock;
    private final Rng rng;
    private final Rng thinkRng;
    private final long thinkMinNanos;
    private final long thinkMaxNanos;
    private final long reconnectTimeoutNanos;
    private final int maxTries;
    /** The random stream where the transaction in progress began: a retry draws its values again from here. */
    private long firstTryRandom;
    /** The tries of the transaction in progress (written by the user's own thread or loop only). */
    private int tries;
    /** When the transaction in progress was taken (its failure's time in the transaction log runs from here). */
    private long transactionStart;
    /** The share of transactions logged ({@code --log-transactions}; 0: none), and the draw that picks them. */
    private final double logShare;

    private final Rng logRng;

    private volatile boolean stopRequested;
    private volatile boolean loggedOn;
    /** Between losing its connection and getting another: what an outage holds up ({@link OutageWatch}). */
    private volatile boolean reconnecting;

    private volatile boolean everLoggedOn;
    private volatile long firstLogonNanos;
    private volatile SQLException refusal;
    private volatile int refusals;
    /** Transactions completed while the window was measuring; written by the user's own thread or loop only. */
    private volatile long completedInWindow;

    UserLife(int id, RunPlan plan, UserServices run, UserContext ctx, UserClock clock) {
        this.id = id;
        this.run = run;
        this.clock = clock;
        this.rng = ctx.random();
        this.thinkRng = ctx.thinkRandom();
        this.thinkMinNanos = plan.thinkMin().toNanos();
        this.thinkMaxNanos = plan.thinkMax().toNanos();
        this.reconnectTimeoutNanos = plan.reconnectTimeout().toNanos();
        this.maxTries = plan.settings().resilience().maxTries();
        this.logShare = plan.settings().output().logTransactions();
        this.logRng = new Rng(0).reseed(plan.seed(), 0x106, id);
    }

    UserClock clock() {
        return clock;
    }

    /** Whether the user goes on: neither it nor the run was told to stop. */
    boolean active() {
        return !stopRequested && !run.control().stopping();
    }

    void requestStop() {
        stopRequested = true;
    }

    /** The next transaction: from the run's shared deck, or by an independent weighted draw. */
    int nextTransaction() {
        MixPlan plan = run.mixPlan();
        int next;
        if (run.phase() != null) {
            next = run.phase().next(rng);
        } else {
            next = run.deck() != null ? run.deck().next() : plan.pick(rng.nextInt(plan.totalWeight()));
        }
        tries = 1;
        if (logShare > 0) {
            transactionStart = clock.now();
        }
        if (maxTries > 1) {
            firstTryRandom = rng.state();
        }
        return next;
    }

    /**
     * Whether transaction {@code i}, failed on its latest try, is tried again: the dialect says the
     * database rolled it back for a serialization failure or a deadlock, and {@code --max-tries} leaves a try.
     * Counts the retry and rewinds the user's random stream, so the transaction draws the same values; the
     * executor rolls back and runs it again, its time still running from the first try.
     */
    boolean retry(int i, Throwable e) {
        if (tries >= maxTries || !rolledBackForRetry(e)) {
            return false;
        }
        tries++;
        run.metrics()[i].retry();
        rng.reseed(firstTryRandom);
        return true;
    }

    private boolean rolledBackForRetry(Throwable e) {
        return e instanceof SQLException sql && run.dialect().classify(sql) == SqlErrorKind.DEADLOCK;
    }

    /** Whether transactions start on the open model's schedule (--rate) rather than after a think time. */
    boolean paced() {
        return run.pacer() != null && run.pacer().open();
    }

    /** When the next paced transaction is meant to start ({@link #paced()} only). */
    long intendedStart() {
        return run.pacer().nextStart();
    }

    /** How long to key in transaction {@code i} before it starts: the workload's keying time, none when paced. */
    long keyingNanos(int i) {
        UserPauses pauses = run.mixPlan().pauses();
        return pauses == null || paced() ? 0 : pauses.keyingNanos(txName(i));
    }

    private String txName(int i) {
        return run.mixPlan().transactions().get(i).shortName();
    }

    /**
     * How long to think after transaction {@code i}: the workload's think time for it where it has its own
     * ({@link UserPauses}), else drawn between the run's think times; none when paced.
     */
    long thinkNanos(int i) {
        if (paced()) {
            return 0;
        }
        UserPauses pauses = run.mixPlan().pauses();
        if (pauses != null) {
            return pauses.thinkNanos(txName(i), thinkRng);
        }
        if (run.phase() != null) {
            return run.phase().thinkNanos(thinkRng);
        }
        if (thinkMaxNanos <= 0) {
            return 0;
        }
        return thinkMinNanos + (long) (thinkRng.nextDouble() * (thinkMaxNanos - thinkMinNanos));
    }

    /** The user has its first connection (a shared-pool user: it starts). */
    void loggedOn() {
        loggedOn = true;
        firstLogonNanos = clock.now();
        everLoggedOn = true;
        run.control().loggedOn(true);
    }

    /** The user leaves for good. */
    void loggedOff() {
        if (loggedOn) {
            run.control().loggedOn(false);
        }
        loggedOn = false;
    }

    /** The attempts to get one connection, from now until the reconnect timeout. */
    Logon logon() {
        return new Logon(clock.now() + reconnectTimeoutNanos);
    }

    /** Attempts to get a connection with exponential backoff, given up after the reconnect timeout. */
    final class Logon {
        private final long deadline;
        private long backoff = INITIAL_BACKOFF_NANOS;

        private Logon(long deadline) {
            this.deadline = deadline;
        }

        /**
         * An attempt failed: counts it as an error (reported under its SQLState as transaction "logon": a server
         * out of connection slots, 53300, shows there) and returns how long to wait before the next, or -1 to give
         * up (stopping, or past the reconnect timeout).
         */
        long failed(SQLException e) {
            if (!active()) {
                return -1;
            }
            if (!everLoggedOn) {
                refusal = e;
                refusals++;
            }
            run.control().logonFailed(e);
            if (clock.now() - deadline > 0) {
                run.control()
                        .event("User " + id + " gave up: cannot connect (" + ErrorLog.stateOf(e) + ": " + e.getMessage()
                                + ").");
                return -1;
            }
            long wait = run.control().reconnectWait(clock.now(), backoff);
            backoff = Math.min(MAX_BACKOFF_NANOS, backoff * 2);
            return wait;
        }
    }

    /**
     * Counts a successful transaction that began at {@code t0} and ended at {@code t1}, less the user's own think
     * time inside it; a paced one's response time runs from its {@code intended} start (0: it was not paced; from its
     * first try's, when it was retried), a pooled one's from when it asked the pool for a connection. Returns false
     * when it was the last one of the transaction count.
     */
    boolean succeeded(TxMetrics m, long t0, long t1, long intended, long think, boolean taken) {
        RunControl control = run.control();
        long service = t1 - t0 - think;
        // Paced when it began (intended 0: not), whatever a phase since made of the schedule.
        long response = t1 - (intended != 0 ? intended : t0) - think;
        // Counting transactions: one begun before the measured window has no slot and is left out of it.
        if (taken || !control.counting()) {
            m.success(service, response, tries);
        } else {
            int n = tries;
            control.recordOutsideWindow(() -> m.success(service, response, n));
        }
        if (control.measuring()) {
            completedInWindow = completedInWindow + 1;
            if (logShare > 0) {
                log(m.shortName(), service, "ok");
            }
        }
        return !taken || control.release(true);
    }

    /**
     * Counts a failed transaction {@code i} and decides what comes next: reconnect when the dialect says the error
     * lost the connection (or {@code connectionDead} finds it dead), else roll back and carry on.
     */
    AfterError failed(int i, Throwable e, boolean taken, BooleanSupplier connectionDead) {
        RunControl control = run.control();
        if (taken) {
            control.release(false);
        }
        run.metrics()[i].error();
        if (rolledBackForRetry(e)) {
            run.metrics()[i].outOfTries(); // rolled back on its last try: what retries would have been for
        }
        if (control.measuring()) {
            run.errorLog().record(run.mixPlan().transactions().get(i).shortName(), e);
            if (logShare > 0) {
                log(run.metrics()[i].shortName(), clock.now() - transactionStart, ErrorLog.stateOf(e));
            }
        }
        control.errorSeen(e);
        boolean lost =
                e instanceof SQLException sql && (run.dialect().isConnectionLost(sql) || connectionDead.getAsBoolean());
        return lost ? AfterError.RECONNECT : AfterError.ROLL_BACK;
    }

    /** Writes the transaction to the transaction log, if it is one of the share drawn. */
    private void log(String tx, long nanos, String outcome) {
        if (logShare >= 1 || logRng.nextDouble() < logShare) {
            run.control().transactionLog().write(System.currentTimeMillis(), id, tx, nanos / 1000, outcome, tries - 1);
        }
    }

    /** The connection was lost: says so, before reconnecting. */
    void reconnecting(SQLException cause) {
        reconnecting = true;
        run.control().event("User " + id + " lost its connection (" + ErrorLog.stateOf(cause) + "); reconnecting.");
    }

    void reconnected() {
        reconnecting = false;
        run.control().event("User " + id + " reconnected.");
    }

    boolean isReconnecting() {
        return reconnecting;
    }

    boolean isLoggedOn() {
        return loggedOn;
    }

    boolean everLoggedOn() {
        return everLoggedOn;
    }

    long firstLogonNanos() {
        return firstLogonNanos;
    }

    SQLException refusal() {
        return refusal;
    }

    int refusals() {
        return refusals;
    }

    long completedInWindow() {
        return completedInWindow;
    }
}
