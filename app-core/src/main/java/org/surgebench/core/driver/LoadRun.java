package org.surgebench.core.driver;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.surgebench.core.common.MixDraw;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionPool;
import org.surgebench.core.db.Database;
import org.surgebench.core.db.SchemaRegistry;
import org.surgebench.core.metrics.IntervalSnapshot;
import org.surgebench.core.metrics.RunMetrics;
import org.surgebench.core.metrics.TxMetrics;
import org.surgebench.core.results.EnvironmentInfo;
import org.surgebench.core.results.ResultWriter;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.results.SeriesCsv;
import org.surgebench.core.run.MicrometerBinder;
import org.surgebench.core.run.RunListener;
import org.surgebench.core.run.RunPhase;
import org.surgebench.core.run.RunSession;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.spi.TransactionDef;
import org.surgebench.core.spi.Workload;
import org.surgebench.core.common.Durations;
import org.surgebench.core.util.IoProblems;

/**
 * Orchestrates one run: checks the schema, starts the users on their threads (see {@link org.surgebench.core.common.UserThreads}), samples the metrics each
 * interval on its own platform thread, decides when the measured window ends, and builds the result.
 */
public final class LoadRun implements RunSession, RunControl {
    private static final Logger LOG = LoggerFactory.getLogger(LoadRun.class);
    /** How long users get to finish their transaction at the end, before and after being interrupted. */
    private static final Duration STOP_GRACE = Duration.ofMillis(1000);

    private final RunSpec spec;
    private final Workload workload;
    /** The key of the settings the workload's sessions made ({@link Workload#sessionSettings}) in the results. */
    public static final String SESSION_SETTINGS = "sessionSettings";
    private final Database db;
    private final MixPlan plan;
    /** The deck the users deal transactions from, or null when each draws independently (--mix-draw random). */
    private final MixDeck deck;
    private final RunMetrics metrics;
    /** The run's id: as asked, or a random one; it labels the live metrics and the results. */
    private final String runId;
    private final TxMetrics[] txMetrics;
    private final List<RunListener> listeners;
    private final RunSetup setup;
    private final ConnectionPool pool;
    /** The open model's schedule, from the start of the users (after any wait for the start); null: closed. */
    private Pacer pacer;
    private final List<VirtualUser> users = new ArrayList<>();
    private final List<Thread> threads = new ArrayList<>();
    private final List<IntervalSnapshot> series = new ArrayList<>();
    private final TransactionCount count;
    private final AtomicLong errorsSeen = new AtomicLong();
    private final LogonCheck logonCheck;
    /** A shortfall of users found at the end of a run shorter than the log-on check's deadline. */
    private String logonShortfall;
    private final List<String> warnings = new ArrayList<>();
    /** Failed log-ons of users refused and left out with --allow-fewer-users: accepted, so no error share. */
    private long acceptedLogonErrors;
    private final AtomicInteger loggedOnNow = new AtomicInteger();
    private final AtomicInteger peakLoggedOn = new AtomicInteger();
    private int peakPoolConnections;
    private final CountDownLatch finished = new CountDownLatch(1);
    private final Thread sampler;
    private StallWatchdog watchdog;
    /** The start barrier this generator met the others at, cleaned up at the end; null without one. */
    private StartBarrier barrier;
    private volatile boolean stopping;
    private volatile boolean measuring;
    /**
     * In a counting run (--max-transactions) the switch from warm-up to the measured window and the draining of
     * the warm-up's last interval happen under this lock, and users take it to decide about a transaction that
     * straddles the switch ({@link #reserve}, {@link #recordOutsideWindow}), so no warm-up transaction is
     * counted in the window and no counted one lands in the warm-up.
     */
    private final Object windowStart = new Object();
    /** Set once the warm-up's last interval is drained: from then on {@link #reserve} needs no lock. */
    private volatile boolean windowOpen;
    private volatile String stopReason;
    private volatile String stopMessage;
    private volatile RunResult result;
    private volatile Throwable failure;
    private long startNanos;
    private Instant startedAt;
    /** The run's file names in the results folder, claimed at its start; null without a results folder. */
    private Path resultsBase;
    /** The series appended to the run's CSV as it goes; null without a results folder. */
    private SeriesCsv seriesCsv;
    private int targetUsers;
    private int maxUsers;

    private LoadRun(RunSpec spec, Workload workload, Database db, MixPlan plan, MixDeck deck, RunSetup setup) {
        this.spec = spec;
        this.workload = workload;
        this.db = db;
        this.plan = plan;
        this.deck = deck;
        this.setup = setup;
        List<TxMetrics> tm = new ArrayList<>();
        for (TransactionDef t : plan.transactions()) {
            tm.add(new TxMetrics(t.shortName(), t.name()));
        }
        this.txMetrics = tm.toArray(TxMetrics[]::new);
        this.metrics = new RunMetrics(tm, new org.surgebench.core.metrics.ErrorLog(db.dialect()::classify));
        this.listeners = new ArrayList<>(spec.listeners());
        this.runId = spec.runId() != null ? spec.runId() : java.util.UUID.randomUUID().toString();
        if (spec.meterRegistry() != null) {
            listeners.add(new MicrometerBinder(spec.meterRegistry(), workload.name(), runId,
                    spec.generator() == null ? null : spec.generator().toString(), metrics));
        }
        boolean dedicated = spec.sharedPoolSize() == 0;
        this.pool = dedicated ? db.dedicated() : db.pool(spec.sharedPoolSize(), "surge-" + workload.name());
        pool.acquireTimeout(acquireTimeout(spec.reconnectTimeout()));
        this.count = spec.maxTransactions() > 0 ? new TransactionCount(spec.maxTransactions()) : null;
        this.logonCheck = new LogonCheck(spec.users(), spec.sharedPoolSize(), spec.rampUp(), spec.reconnectTimeout(),
                setup.connectionLimit());
        this.sampler = Thread.ofPlatform().name("surge-sampler").daemon(true).unstarted(this::sampleLoop);
    }

    /**
     * How long one attempt to get a connection may wait: long enough for a busy shared pool or a slow logon,
     * short enough that a user retries (and notices a stop) while the database is away.
     */
    static Duration acquireTimeout(Duration reconnectTimeout) {
        Duration max = Duration.ofSeconds(10);
        return reconnectTimeout.compareTo(max) < 0 ? reconnectTimeout : max;
    }

    /**
     * Checks the spec and the schema, connects, and starts the users. Throws {@link SurgeException} for
     * anything the user can fix, before any user starts.
     */
    public static LoadRun start(RunSpec spec, Workload workload) {
        checkOptions(spec, workload);
        spec.workloadDefaults(workload.runDefaults());
        boundByIterations(spec, workload);
        spec.validate();
        if (spec.resultsDir() != null) {
            ResultWriter.checkWritable(spec.resultsDir());
        }
        Database db = new Database(spec.connection());
        String variant = VariantChoice.resolve(workload, spec.variant(), db.dialect().name());
        MixPlan plan = MixPlan.resolve(workload, variant, spec);
        // Each of several generators deals from a deck of its own: the same deck in every process would deal them
        // all the same sequence.
        MixDeck deck = spec.mixDraw() == MixDraw.DECK
                ? plan.deck(spec.seed(), spec.generator() == null ? 0 : spec.generator().index()) : null;
        RunSetup setup = RunSetup.prepare(db, workload, spec, variant);
        LoadRun run = null;
        try {
            run = new LoadRun(spec, workload, db, plan, deck, setup);
            if (spec.barrier()) {
                run.barrier = StartBarrier.arrive(db, run.runId, spec.generator());
            }
            if (spec.barrier() || spec.startAt() != null) {
                run.publishPhase(RunPhase.WAITING);
            }
            StartGate.await(spec, run.barrier, run::event);
        } catch (RuntimeException e) {
            if (run != null) {
                run.pool.close();
                if (run.barrier != null) {
                    run.barrier.finish();
                }
            }
            setup.close();
            throw e;
        }
        run.begin();
        return run;
    }

    /**
     * Refuses (one sentence, before anything is written) an option the workload, the database and the engine do
     * not declare, or a value of the wrong kind; the secret options (awr-password) alike.
     */
    public static void checkOptions(RunSpec spec, Workload workload) {
        String url = spec.connection().url();
        if (url != null) {
            org.surgebench.core.db.DatabaseOptions.check(workload, url, spec.options());
            org.surgebench.core.db.DatabaseOptions.check(workload, url, spec.secretOptions());
        }
    }

    /**
     * A workload option that counts iterations per user (io's work-loop) makes the run count-bound: users x
     * iterations transactions, the run time left out (SLOB's WORK_LOOP overrides its RUN_TIME the same way).
     */
    static void boundByIterations(RunSpec spec, Workload workload) {
        long perUser = workload.iterationsPerUser(spec.options());
        if (perUser <= 0) {
            return;
        }
        if (spec.maxTransactions() > 0) {
            throw SurgeException.usage("--max-transactions and the " + workload.name() + " option work-loop both "
                    + "bound the run: give one of them.");
        }
        spec.maxTransactions(Math.multiplyExact(perUser, (long) spec.users())).runTime(null);
    }

    private void begin() {
        startedAt = Instant.now();
        startNanos = System.nanoTime();
        pacer = spec.rate() > 0 ? new Pacer(startNanos, spec.rate()) : null;
        if (spec.resultsDir() != null) {
            claimResultFiles();
        }
        measuring = spec.warmUp().isZero();
        windowOpen = measuring;
        publishPhase(measuring ? RunPhase.MEASURING : RunPhase.WARM_UP);
        if (measuring) {
            setup.beginSnapshots();
        }
        setUsers(spec.users());
        sampler.start();
        watchdog = StallWatchdog.start(this::usersNow, StallWatchdog.timeoutFor(spec, workload), this);
    }

    private void claimResultFiles() {
        try {
            var g = spec.generator();
            resultsBase = ResultWriter.claim(spec.resultsDir(), workload.name(), startedAt, runId,
                    ResultWriter.tail(g == null ? null : "g" + g.index() + "of" + g.count(), false));
            seriesCsv = SeriesCsv.open(resultsBase, plan.transactions().stream().map(TransactionDef::shortName)
                    .toList());
        } catch (IOException e) {
            pool.close();
            setup.close();
            throw new SurgeException(SurgeException.IO, "Cannot write results to "
                    + spec.resultsDir().toAbsolutePath() + " (" + IoProblems.describe(e)
                    + "): choose a writable folder with -r/--results.", e);
        }
    }

    private synchronized List<VirtualUser> usersNow() {
        return new ArrayList<>(users);
    }

    @Override
    public synchronized void setUsers(int n) {
        if (n < 0) {
            throw SurgeException.usage("The user count must be 0 or more (got " + n + ").");
        }
        if (stopping) {
            return;
        }
        boolean dedicated = spec.sharedPoolSize() == 0;
        long rampNanos = spec.rampUp().toNanos();
        int initial = spec.users();
        // Only the first users ramp up; users added later log on at once.
        boolean ramp = users.isEmpty() && series.isEmpty();
        for (int local = users.size() + 1; local <= n; local++) {
            long delay = ramp ? rampNanos * (local - 1) / Math.max(1, initial) : 0;
            // Numbered as in the whole run: one of several generators keeps its users' own random streams.
            int id = spec.firstUserId() + local - 1;
            UserContext ctx = new UserContext(id, spec.seed(), setup.shared(), db.dialect().name(),
                    spec.intraThinkMin().toNanos(), spec.intraThinkMax().toNanos(), this);
            ctx.queryTimeoutSeconds((int) spec.queryTimeout().toSeconds());
            VirtualUser u = new VirtualUser(id, plan, deck, txMetrics, ctx, pool, dedicated, pacer,
                    spec.thinkMin().toNanos(), spec.thinkMax().toNanos(), delay, spec.reconnectTimeout().toNanos(),
                    this, db.dialect(), metrics.errorLog(), spec.timingsIncludeThink());
            users.add(u);
            Thread.Builder builder = spec.userThreads().virtualFor(n) ? Thread.ofVirtual()
                    : Thread.ofPlatform().daemon(true);
            threads.add(builder.name("surge-user-" + id).start(u));
        }
        while (users.size() > n) {
            users.remove(users.size() - 1).requestStop();
            threads.remove(threads.size() - 1);
        }
        targetUsers = n;
        maxUsers = Math.max(maxUsers, n);
        for (RunListener l : listeners) {
            safe(() -> l.onUsersChanged(n));
        }
        if (!series.isEmpty() || n != initial) {
            event("User count set to " + n + ".");
        }
    }

    @Override
    public synchronized int users() {
        return targetUsers;
    }

    private synchronized int loggedOn() {
        int n = 0;
        for (VirtualUser u : users) {
            if (u.loggedOn()) {
                n++;
            }
        }
        return n;
    }

    @Override
    public void stop() {
        requestStop("stopped", null);
    }

    @Override
    public void interrupt() {
        requestStop("interrupted", null);
    }

    private void requestStop(String reason, String message) {
        if (stopReason == null) {
            stopReason = reason;
            stopMessage = message;
        }
        LockSupport.unpark(sampler);
    }

    @Override
    public RunResult await() throws InterruptedException {
        finished.await();
        if (failure != null) {
            if (failure instanceof RuntimeException re) {
                throw re;
            }
            throw new SurgeException(SurgeException.RUN_FAILED, "The run failed: " + failure.getMessage(), failure);
        }
        return result;
    }

    @Override
    public boolean isFinished() {
        return finished.getCount() == 0;
    }

    // RunControl, called by users.

    @Override
    public boolean stopping() {
        return stopping;
    }

    @Override
    public boolean measuring() {
        return measuring;
    }

    @Override
    public void errorSeen(Throwable error) {
        long n = errorsSeen.incrementAndGet();
        if (spec.abortOnError()) {
            requestStop("abort-on-error", "The run was aborted at the first error: " + error.getMessage());
        } else if (spec.maxErrors() > 0 && n >= spec.maxErrors()) {
            requestStop("max-errors", "The run ended after " + n + " errors (--max-errors).");
        }
    }

    @Override
    public boolean counting() {
        return count != null;
    }

    @Override
    public void loggedOn(boolean on) {
        if (on) {
            peakLoggedOn.accumulateAndGet(loggedOnNow.incrementAndGet(), Math::max);
        } else {
            loggedOnNow.decrementAndGet();
        }
    }

    @Override
    public void logonFailed(SQLException error) {
        metrics.logonError();
        if (measuring) {
            metrics.errorLog().record(VirtualUser.LOGON, error);
        }
        errorSeen(error);
    }

    @Override
    public Slot reserve() {
        if (count == null) {
            return Slot.FREE;
        }
        if (!windowOpen) {
            synchronized (windowStart) {
                if (!measuring) {
                    return Slot.FREE;
                }
            }
        }
        return count.take(() -> stopping) ? Slot.TAKEN : Slot.FULL;
    }

    @Override
    public void recordOutsideWindow(Runnable record) {
        synchronized (windowStart) {
            if (!measuring) {
                record.run();
            }
        }
    }

    @Override
    public boolean release(boolean success) {
        if (count.release(success)) {
            return true;
        }
        requestStop("max-transactions", null);
        return false;
    }

    @Override
    public void event(String message) {
        LOG.debug(message);
        for (RunListener l : listeners) {
            safe(() -> l.onEvent(message));
        }
    }

    // The sampler thread.

    private void sampleLoop() {
        try {
            long interval = spec.sampleInterval().toNanos();
            long warmEnd = spec.warmUp().toNanos();
            long windowEnd = spec.runTime() == null || spec.runTime().isZero() ? Long.MAX_VALUE
                    : warmEnd + spec.runTime().toNanos();
            long lastTick = startNanos;
            long tick = 1;
            while (true) {
                // The measured window ends when asked, not at the next whole interval (-rt 1.5s measures 1.5 s).
                long due = tick * interval;
                if (!measuring && warmEnd > 0 && warmEnd < due && warmEnd > lastTick - startNanos) {
                    due = warmEnd;
                } else if (windowEnd < due) {
                    due = windowEnd;
                }
                due += startNanos;
                long now;
                while ((now = System.nanoTime()) < due && stopReason == null) {
                    LockSupport.parkNanos(due - now);
                }
                now = System.nanoTime();
                // Counted before stopping is set: users leave as soon as they see it.
                int loggedOn = loggedOn();
                peakPoolConnections = Math.max(peakPoolConnections, pool.openConnections());
                long elapsed = now - startNanos;
                boolean endOfWindow = elapsed >= windowEnd;
                if (endOfWindow && stopReason == null) {
                    stopReason = "completed";
                }
                checkLogons(elapsed);
                if (stopReason != null) {
                    // Users finishing after this point belong to no measured interval.
                    stopping = true;
                }
                boolean wasMeasuring = measuring;
                boolean opens = !wasMeasuring && !stopping && elapsed >= warmEnd;
                IntervalSnapshot snapshot;
                if (opens) {
                    synchronized (windowStart) {
                        measuring = true;
                        snapshot = drain(elapsed, now - lastTick, false, loggedOn);
                        windowOpen = true;
                    }
                } else {
                    snapshot = drain(elapsed, now - lastTick, wasMeasuring, loggedOn);
                }
                publish(snapshot);
                lastTick = now;
                tick = Math.max(tick + (now - startNanos >= tick * interval ? 1 : 0), (now - startNanos) / interval + 1);
                if (stopping) {
                    measuring = false;
                    break;
                }
                if (opens) {
                    setup.beginSnapshots();
                    publishPhase(RunPhase.MEASURING);
                }
                if (measuring) {
                    setup.sampleSnapshots();
                }
                if (allUsersGone()) {
                    requestStop("database-lost", "Lost the database at " + db.spec().where() + ": no user could "
                            + "reconnect within " + Durations.format(spec.reconnectTimeout())
                            + " (--reconnect-timeout); the results up to then are written.");
                }
            }
            publishPhase(RunPhase.STOPPING);
            Map<String, Object> database = setup.endSnapshots(spec.resultsDir(),
                    !"database-lost".equals(stopReason));
            joinUsers();
            Map<String, String> settings = workload.sessionSettings(setup.shared());
            if (!settings.isEmpty()) {
                database = new java.util.LinkedHashMap<>(database);
                database.put(SESSION_SETTINGS, new java.util.TreeMap<>(settings));
            }
            RunResult r = RunResults.build(this.spec, runId, workload, db, plan, metrics, series, startedAt,
                    setup, new RunResults.Users(maxUsers, peakLoggedOn.get(), spec.sharedPoolSize() > 0
                            ? Integer.valueOf(peakPoolConnections) : null, acceptedLogonErrors), stopReason,
                    stopMessage, logonShortfall, warnings, database);
            if (seriesCsv != null) {
                seriesCsv.close();
                // Never a failed run for want of a disk: the figures go elsewhere, and the caller prints them.
                r = ResultWriter.writeOrFallBack(r, resultsBase);
            }
            result = r;
            publishPhase(RunPhase.FINISHED);
            for (RunListener l : listeners) {
                RunResult fr = r;
                safe(() -> l.onFinished(fr));
            }
        } catch (Throwable t) {
            LOG.error("The run failed", t);
            failure = t;
        } finally {
            if (watchdog != null) {
                watchdog.stop();
            }
            if (seriesCsv != null) {
                seriesCsv.close();
            }
            pool.close();
            setup.close();
            if (barrier != null) {
                barrier.finish();
            }
            finished.countDown();
        }
    }

    /**
     * Whether the users (or the pool's connections) asked for could log on: once, at the end of the ramp-up
     * and a short grace, or at the end of a run that ends sooner. Short: the run ends as failed, or, with
     * --allow-fewer-users, goes on with those that could while the others stop trying.
     */
    private void checkLogons(long elapsed) {
        boolean ending = "completed".equals(stopReason) || "max-transactions".equals(stopReason);
        boolean due = logonCheck.due(elapsed);
        if (logonCheck.done() || !(due || ending)) {
            return;
        }
        LogonCheck.Shortfall s = logonCheck.check(usersNow(), pool, db.dialect().dedicatedConnections(db.spec()),
                due);
        if (s == null) {
            return;
        }
        String fix = spec.sharedPoolSize() > 0 ? "lower --pool" : "lower --users";
        if (spec.allowFewerUsers()) {
            s.refused().forEach(VirtualUser::requestStop);
            acceptedLogonErrors += s.refused().stream().mapToLong(VirtualUser::refusals).sum();
            String note = s.sentence() + "; the run went on without them (--allow-fewer-users).";
            warnings.add(note);
            event(note);
        } else if (stopReason == null) {
            requestStop("too-few-users", s.sentence() + "; " + fix + ", raise the server's limit, or add "
                    + "--allow-fewer-users to run with those that could.");
        } else {
            logonShortfall = s.sentence() + "; " + fix + ", raise the server's limit, or add --allow-fewer-users "
                    + "to accept it.";
        }
    }

    private boolean allUsersGone() {
        synchronized (this) {
            return !threads.isEmpty() && threads.stream().noneMatch(Thread::isAlive);
        }
    }

    /** Closes the interval: its metrics into the series. */
    private IntervalSnapshot drain(long elapsedNanos, long intervalNanos, boolean measured, int loggedOn) {
        IntervalSnapshot s = metrics.sample(elapsedNanos / 1e9, intervalNanos / 1e9, measured, loggedOn,
                startedAt.plusNanos(elapsedNanos));
        synchronized (this) {
            series.add(s);
        }
        return s;
    }

    private void publish(IntervalSnapshot s) {
        if (seriesCsv != null) {
            seriesCsv.append(s);
        }
        for (RunListener l : listeners) {
            safe(() -> l.onInterval(s));
        }
    }

    /**
     * Gives the users a moment to finish the transaction they are in, then interrupts those still busy (a
     * long lock wait, a database that does not answer, a pool that has no connection to give), so that a
     * stop or Ctrl-C ends the run within about two seconds. Nothing a user does now is measured any more.
     */
    private void joinUsers() throws InterruptedException {
        List<Thread> all;
        List<VirtualUser> who;
        synchronized (this) {
            all = new ArrayList<>(threads);
            who = new ArrayList<>(users);
        }
        joinAll(all, STOP_GRACE);
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i).isAlive()) {
                all.get(i).interrupt();
                // An interrupt does not end a blocking socket read: dropping the connection does.
                if (i < who.size()) {
                    who.get(i).abortConnection();
                }
            }
        }
        joinAll(all, STOP_GRACE);
        long left = all.stream().filter(Thread::isAlive).count();
        if (left > 0) {
            LOG.debug("{} users were still busy when the results were written", left);
        }
    }

    private static void joinAll(List<Thread> all, Duration wait) throws InterruptedException {
        long deadline = System.nanoTime() + wait.toNanos();
        for (Thread t : all) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return;
            }
            t.join(Duration.ofNanos(left));
        }
    }

    private void publishPhase(RunPhase phase) {
        for (RunListener l : listeners) {
            safe(() -> l.onPhase(phase));
        }
    }

    private static void safe(Runnable r) {
        try {
            r.run();
        } catch (RuntimeException e) {
            LOG.warn("A run listener failed: {}", e.toString());
        }
    }

    /** For tests and front doors: the schema check result. */
    public SchemaRegistry.Entry schema() {
        return setup.schema();
    }
}
