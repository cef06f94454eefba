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
import org.surgebench.core.run.GeneratorShare;
import org.surgebench.core.run.RunPhase;
import org.surgebench.core.run.RunPlan;
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

    private final RunPlan plan;
    private final Workload workload;
    /** The key of the settings the workload's sessions made ({@link Workload#sessionSettings}) in the results. */
    public static final String SESSION_SETTINGS = "sessionSettings";
    private final Database db;
    private final MixPlan mixPlan;
    /** The deck the users deal transactions from, or null when each draws independently (--mix-draw random). */
    private final MixDeck deck;
    private final RunMetrics metrics;
    /** The run's id: as asked, or a random one; it labels the live metrics and the results. */
    private final String runId;
    private final TxMetrics[] txMetrics;
    private final List<RunListener> listeners;
    private final RunSetup setup;
    private final ConnectionPool pool;
    /** What the users share, made as they start (the open model's schedule counts from then). */
    private UserServices services;
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

    private LoadRun(RunPlan plan, Workload workload, Database db, MixPlan mixPlan, MixDeck deck, RunSetup setup) {
        this.plan = plan;
        this.workload = workload;
        this.db = db;
        this.mixPlan = mixPlan;
        this.deck = deck;
        this.setup = setup;
        List<TxMetrics> tm = new ArrayList<>();
        for (TransactionDef t : mixPlan.transactions()) {
            tm.add(new TxMetrics(t.shortName(), t.name()));
        }
        this.txMetrics = tm.toArray(TxMetrics[]::new);
        this.metrics = new RunMetrics(tm, new org.surgebench.core.metrics.ErrorLog(db.dialect()::classify));
        this.listeners = new ArrayList<>(plan.listeners());
        this.runId = plan.runId().orElseGet(() -> UUID.randomUUID().toString());
        plan.meterRegistry().ifPresent(registry -> listeners.add(new MicrometerBinder(registry, workload.name(),
                runId, plan.generator().map(GeneratorShare::toString).orElse(null), metrics)));
        boolean dedicated = plan.sharedPoolSize() == 0;
        this.pool = dedicated ? db.dedicated() : db.pool(plan.sharedPoolSize(), "surge-" + workload.name());
        pool.acquireTimeout(acquireTimeout(plan.reconnectTimeout()));
        this.count = plan.maxTransactions().isPresent() ? new TransactionCount(plan.maxTransactions().getAsLong())
                : null;
        this.logonCheck = new LogonCheck(plan.users(), plan.sharedPoolSize(), plan.rampUp(), plan.reconnectTimeout(),
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
     * Checks the schema, connects, and starts the users. Throws {@link SurgeException} for anything the user can
     * fix, before any user starts; the plan itself was checked when it was frozen.
     */
    public static LoadRun start(RunPlan plan, Workload workload) {
        checkOptions(plan.connection().url(), plan.options(), plan.secretOptions(), workload);
        plan.resultsDir().ifPresent(ResultWriter::checkWritable);
        Database db = new Database(plan.connection());
        String variant = VariantChoice.resolve(workload, plan.variant().orElse(null), db.dialect().name());
        MixPlan mixPlan = MixPlan.resolve(workload, variant, plan);
        // Each of several generators deals from a deck of its own: the same deck in every process would deal them
        // all the same sequence.
        MixDeck deck = plan.mixDraw() == MixDraw.DECK
                ? mixPlan.deck(plan.seed(), plan.generator().map(GeneratorShare::index).orElse(0)) : null;
        RunSetup setup = RunSetup.prepare(db, workload, plan, variant);
        LoadRun run = null;
        try {
            run = new LoadRun(plan, workload, db, mixPlan, deck, setup);
            if (plan.barrier()) {
                run.barrier = StartBarrier.arrive(db, run.runId, plan.generator().orElse(null));
            }
            if (plan.barrier() || plan.startAt().isPresent()) {
                run.publishPhase(RunPhase.WAITING);
            }
            StartGate.await(plan, run.barrier, run::event);
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
        checkOptions(spec.connection().url(), spec.options(), spec.secretOptions(), workload);
    }

    private static void checkOptions(String url, Map<String, String> options, Map<String, String> secretOptions,
                                     Workload workload) {
        if (url != null) {
            org.surgebench.core.db.DatabaseOptions.check(workload, url, options);
            org.surgebench.core.db.DatabaseOptions.check(workload, url, secretOptions);
        }
    }

    private void begin() {
        startedAt = Instant.now();
        startNanos = System.nanoTime();
        Pacer pacer = plan.rate() > 0 ? new Pacer(startNanos, plan.rate()) : null;
        services = new UserServices(mixPlan, deck, txMetrics, pool, pacer, this, db.dialect(), metrics.errorLog());
        if (plan.resultsDir().isPresent()) {
            claimResultFiles();
        }
        measuring = plan.warmUp().isZero();
        windowOpen = measuring;
        publishPhase(measuring ? RunPhase.MEASURING : RunPhase.WARM_UP);
        if (measuring) {
            setup.beginSnapshots();
        }
        setUsers(plan.users());
        sampler.start();
        watchdog = StallWatchdog.start(this::usersNow, StallWatchdog.timeoutFor(plan, workload), this);
    }

    private void claimResultFiles() {
        try {
            resultsBase = ResultWriter.claim(plan.resultsDir().orElseThrow(), workload.name(), startedAt, runId,
                    ResultWriter.tail(plan.generator().map(g -> "g" + g.index() + "of" + g.count()).orElse(null),
                            false));
            seriesCsv = SeriesCsv.open(resultsBase, mixPlan.transactions().stream().map(TransactionDef::shortName)
                    .toList());
        } catch (IOException e) {
            pool.close();
            setup.close();
            throw new SurgeException(SurgeException.IO, "Cannot write results to "
                    + plan.resultsDir().orElseThrow().toAbsolutePath() + " (" + IoProblems.describe(e)
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
        long rampNanos = plan.rampUp().toNanos();
        int initial = plan.users();
        // Only the first users ramp up; users added later log on at once.
        boolean ramp = users.isEmpty() && series.isEmpty();
        for (int local = users.size() + 1; local <= n; local++) {
            long delay = ramp ? rampNanos * (local - 1) / Math.max(1, initial) : 0;
            // Numbered as in the whole run: one of several generators keeps its users' own random streams.
            int id = plan.firstUserId() + local - 1;
            UserContext ctx = new UserContext(id, plan, setup.shared(), db.dialect().name(), this);
            VirtualUser u = new VirtualUser(id, plan, services, ctx, delay);
            users.add(u);
            Thread.Builder builder = plan.userThreads().virtualFor(n) ? Thread.ofVirtual()
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
        if (plan.abortOnError()) {
            requestStop("abort-on-error", "The run was aborted at the first error: " + error.getMessage());
        } else if (plan.maxErrors() > 0 && n >= plan.maxErrors()) {
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
            long interval = plan.sampleInterval().toNanos();
            long warmEnd = plan.warmUp().toNanos();
            long windowEnd = plan.runTime().map(t -> warmEnd + t.toNanos()).orElse(Long.MAX_VALUE);
            long lastTick = startNanos;
            long tick = 1;
            while (true) {
                long due = startNanos + dueAfterStart(tick * interval, warmEnd, windowEnd, lastTick - startNanos);
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
                            + "reconnect within " + Durations.format(plan.reconnectTimeout())
                            + " (--reconnect-timeout); the results up to then are written.");
                }
            }
            end();
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
     * When the next sample is due, in nanoseconds from the start: at the next whole interval, or sooner at the end
     * of the warm-up or of the measured window (-rt 1.5s measures 1.5 s, not 2).
     */
    private long dueAfterStart(long nextInterval, long warmEnd, long windowEnd, long lastTick) {
        if (!measuring && warmEnd > 0 && warmEnd < nextInterval && warmEnd > lastTick) {
            return warmEnd;
        }
        return Math.min(windowEnd, nextInterval);
    }

    /**
     * The end of the run, on the sampler thread: end snapshots (not of a database that is gone), the users joined,
     * the result built, written and told.
     */
    private void end() throws InterruptedException {
        publishPhase(RunPhase.STOPPING);
        Map<String, Object> database = setup.endSnapshots(plan.resultsDir().orElse(null),
                !"database-lost".equals(stopReason));
        joinUsers();
        Map<String, String> settings = workload.sessionSettings(setup.shared());
        if (!settings.isEmpty()) {
            database = new java.util.LinkedHashMap<>(database);
            database.put(SESSION_SETTINGS, new java.util.TreeMap<>(settings));
        }
        RunResults.Users asked = new RunResults.Users(maxUsers, peakLoggedOn.get(), plan.sharedPool()
                ? Integer.valueOf(peakPoolConnections) : null, acceptedLogonErrors);
        RunResult r = RunResults.build(plan, new RunResults.Run(runId, workload, db, mixPlan, metrics, series,
                startedAt, setup), new RunResults.End(asked, stopReason, stopMessage, logonShortfall, warnings,
                database));
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
        String fix = plan.sharedPoolSize() > 0 ? "lower --pool" : "lower --users";
        if (plan.allowFewerUsers()) {
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

    /** See {@link UserJoin#join}. */
    private void joinUsers() throws InterruptedException {
        List<Thread> all;
        List<VirtualUser> who;
        synchronized (this) {
            all = new ArrayList<>(threads);
            who = new ArrayList<>(users);
        }
        UserJoin.join(all, who);
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
}
