package org.surgebench.core.driver;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.LockSupport;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.surgebench.core.common.Durations;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.db.ConnectionPool;
import org.surgebench.core.db.Database;
import org.surgebench.core.metrics.IntervalSnapshot;
import org.surgebench.core.metrics.RunMetrics;
import org.surgebench.core.metrics.TxMetrics;
import org.surgebench.core.results.ResultWriter;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunPhase;
import org.surgebench.core.run.RunPlan;
import org.surgebench.core.run.RunSession;
import org.surgebench.core.run.StopReason;
import org.surgebench.core.run.UserThreadsDecision;
import org.surgebench.core.spi.TransactionDef;
import org.surgebench.core.spi.Workload;

/**
 * Orchestrates one run: checks the schema, starts the users on the threads it decides once
 * ({@link UserThreadsChoice}), samples the metrics each interval on its own platform thread,
 * decides when the measured window ends, and builds the result.
 */
public final class LoadRun implements RunSession {
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
    private final RunAnnouncer announce;
    private final RunSetup setup;
    private final ConnectionPool pool;
    private UserMaker users;
    /** What the users run on, decided once as the run starts. */
    private final UserThreadsDecision threads;
    /** The event loops the users run on, or null when they run on threads. */
    private final EventLoops loops;

    private final UserRoster roster;
    private final List<IntervalSnapshot> series = new ArrayList<>();
    private final MeasuredWindow window;
    private final LogonPolicy logons;
    /** The run's schedule of phases, or null for a run without. */
    private final PhaseSchedule phases;

    private final LivePhase live;

    private Pacer pacer;
    private int peakPoolConnections;
    private final CountDownLatch finished = new CountDownLatch(1);
    private final Thread sampler;
    private StallWatchdog watchdog;
    private OutageWatch outages;
    /** The start barrier this generator met the others at, cleaned up at the end; null without one. */
    private StartBarrier barrier;

    private final RunSignals signals;
    private volatile StopReason stopReason;
    private volatile String stopMessage;
    private volatile RunResult result;
    private volatile Throwable failure;
    private long startNanos;
    private Instant startedAt;
    /** The run's file names in the results folder, claimed at its start; null without a results folder. */
    private Path resultsBase;

    private LoadRun(
            RunPlan plan,
            Workload workload,
            Database db,
            MixPlan mixPlan,
            RunSetup setup,
            UserThreadsDecision threads,
            EventLoops loops) {
        this.plan = plan;
        this.threads = threads;
        this.loops = loops;
        this.workload = workload;
        this.db = db;
        this.mixPlan = mixPlan;
        this.deck = mixPlan.deckFor(plan);
        this.phases = PhaseSchedule.of(plan, workload, mixPlan);
        this.live = phases == null ? null : phases.live();
        this.setup = setup;
        List<TxMetrics> tm = new ArrayList<>();
        for (TransactionDef t : mixPlan.transactions()) {
            tm.add(new TxMetrics(t.shortName(), t.name()));
        }
        this.txMetrics = tm.toArray(TxMetrics[]::new);
        this.metrics = new RunMetrics(tm, new org.surgebench.core.metrics.ErrorLog(db.dialect()::classify));
        this.runId = plan.runId().orElseGet(() -> UUID.randomUUID().toString());
        this.announce = RunAnnouncer.of(plan, workload.name(), runId, metrics);
        this.roster = new UserRoster(plan, threads);
        this.pool = plan.sharedPool() && loops == null
                ? db.pool(plan.sharedPoolSize().getAsInt(), "surge-" + workload.name())
                : db.dedicated();
        pool.acquireTimeout(LogonPolicy.acquireTimeout(plan.reconnectTimeout()));
        this.window = MeasuredWindow.of(plan);
        this.signals = new RunSignals(
                plan, window, roster, metrics, announce, this::requestStop, e -> StorageStop.describe(db, e));
        this.logons = new LogonPolicy(
                plan, e -> db.dialect().limitThatRefused(e, setup.connectionLimit()), announce, this::requestStop);
        this.sampler = Thread.ofPlatform().name("surge-sampler").daemon(true).unstarted(this::sampleLoop);
    }

    /**
     * Checks the schema, connects, and starts the users. Throws {@link SurgeException} for anything the user can
     * fix, before any user starts (and the listeners hear of it: "Starting"); the plan was checked when frozen.
     */
    public static LoadRun start(RunPlan plan, Workload workload) {
        RunOptionCheck.check(plan, workload);
        plan.resultsDir().ifPresent(ResultWriter::checkWritable);
        Database db = new Database(plan.connection());
        String variant = VariantChoice.resolve(
                workload, plan.variant().orElse(null), db.dialect().name());
        MixPlan mixPlan = MixPlan.resolve(workload, variant, plan);
        UserThreadsDecision decided = UserThreadsChoice.resolve(plan, workload, mixPlan, db.dialect());
        EventLoops loops = EventLoops.forPlan(plan, decided, workload, mixPlan, db.dialect());
        UserThreadsDecision threads = loops == null ? decided : decided.withTransport(loops.transportName());
        RunSetup setup = null;
        LoadRun run = null;
        try {
            setup = RunSetup.prepare(db, workload, plan, variant, threads.kind());
            run = new LoadRun(plan, workload, db, mixPlan, setup, threads, loops);
            if (plan.barrier()) {
                run.barrier =
                        StartBarrier.arrive(db, run.runId, plan.generator().orElse(null));
            }
            if (plan.barrier() || plan.startAt().isPresent()) {
                run.announce.phase(RunPhase.WAITING);
            }
            StartGate.await(plan, run.barrier, run.announce::event);
        } catch (RuntimeException e) {
            if (run != null) {
                run.release();
            } else {
                EventLoops.closeAll(setup, loops);
            }
            throw e;
        }
        run.begin();
        return run;
    }

    private void begin() {
        startedAt = Instant.now();
        startNanos = System.nanoTime();
        pacer = Pacer.forRun(startNanos, plan);
        users = new UserMaker(
                plan,
                new UserServices(
                        mixPlan, deck, txMetrics, pool, pacer, signals, db.dialect(), metrics.errorLog(), live),
                setup.shared(),
                db.dialect().name(),
                signals,
                loops);
        if (plan.resultsDir().isPresent()) {
            try {
                resultsBase = RunFiles.claim(plan, workload.name(), startedAt, runId, mixPlan, announce);
            } catch (SurgeException e) {
                release();
                throw e;
            }
        }
        if (setup.cacheFit() != null) {
            announce.event("Warning: " + setup.cacheFit());
        }
        announce.event(threads.describe(plan.users()));
        announce.phase(window.measuring() ? RunPhase.MEASURING : RunPhase.WARM_UP);
        if (window.measuring()) {
            setup.snapshots().begin();
        }
        setUsers(phases == null ? plan.users() : phases.start(pacer, startNanos, announce::event));
        // Before the sampler, whose end reads it, however soon the run is stopped.
        outages = OutageWatch.start(roster::now, startNanos, startedAt, signals);
        sampler.start();
        watchdog = StallWatchdog.start(roster::now, StallWatchdog.timeoutFor(plan, workload), signals);
    }

    @Override
    public synchronized void setUsers(int n) {
        if (n < 0) {
            throw SurgeException.usage("The user count must be 0 or more (got " + n + ").");
        }
        if (signals.stopping()) {
            return;
        }
        // Only the first users ramp up; users added later log on at once.
        boolean noSeries = series.isEmpty(); // synchronized on this, as drain adds to it
        boolean first = roster.isEmpty() && noSeries;
        roster.resize(n, first, users::create);
        announce.usersChanged(n);
        if (!noSeries || n != plan.users()) {
            announce.event("User count set to " + n + ".");
        }
    }

    @Override
    public int users() {
        return roster.target();
    }

    @Override
    public void stop() {
        requestStop(StopReason.STOPPED, null);
    }

    @Override
    public void interrupt() {
        requestStop(StopReason.INTERRUPTED, null);
    }

    private void requestStop(StopReason reason, String message) {
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

    // The sampler thread.

    private void sampleLoop() {
        try {
            SampleSchedule schedule = new SampleSchedule(plan.sampleInterval(), plan.warmUp(), plan.runTime());
            long last = 0;
            boolean goesOn = true;
            while (goesOn) {
                long due = startNanos + schedule.due(window.measuring(), last);
                long now;
                while ((now = System.nanoTime()) < due && stopReason == null) {
                    LockSupport.parkNanos(due - now);
                }
                long elapsed = System.nanoTime() - startNanos;
                goesOn = sample(schedule, elapsed, elapsed - last);
                last = elapsed;
            }
            end();
        } catch (Throwable t) {
            LOG.error("The run failed", t);
            failure = t;
        } finally {
            if (watchdog != null) {
                watchdog.stop();
            }
            announce.closeSeries();
            release();
            finished.countDown();
        }
    }

    /**
     * Closes the interval that ends {@code elapsed} nanoseconds after the start: decides whether the run stops,
     * opens the measured window after the warm-up, and publishes the interval. Returns whether the run goes on.
     */
    private boolean sample(SampleSchedule schedule, long elapsed, long intervalNanos) {
        // Counted before stopping is set: users leave as soon as they see it.
        int loggedOn = roster.loggedOn();
        peakPoolConnections = Math.max(peakPoolConnections, EventLoops.openPooled(loops, pool));
        if (schedule.windowOver(elapsed) && stopReason == null) {
            stopReason = StopReason.COMPLETED;
        }
        if (logons.due(elapsed, stopReason)) {
            logons.check(elapsed, stopReason, roster.now(), pool, db.dialect().dedicatedConnections(db.spec()));
        }
        if (stopReason != null) {
            // Users finishing after this point belong to no measured interval.
            signals.stopNow();
        }
        boolean wasMeasuring = window.measuring();
        boolean opens = !wasMeasuring && !signals.stopping() && schedule.warmUpOver(elapsed);
        if (phases != null && !signals.stopping()) {
            phases.turn(elapsed, pacer, startNanos);
        }
        IntervalSnapshot closed = opens
                ? window.open(() -> drain(elapsed, intervalNanos, false, loggedOn))
                : drain(elapsed, intervalNanos, wasMeasuring, loggedOn);
        announce.interval(closed);
        if (phases != null) {
            phases.sampled(closed, elapsed, metrics, this::setUsers, announce::event);
        }
        schedule.sampled(elapsed);
        if (signals.stopping()) {
            window.close();
            return false;
        }
        if (opens) {
            setup.snapshots().begin();
            announce.phase(RunPhase.MEASURING);
        }
        if (window.measuring()) {
            setup.snapshots().sample();
        } else {
            setup.snapshots().rehearse();
        }
        if (roster.allGone()) {
            requestStop(
                    StopReason.DATABASE_LOST,
                    "Lost the database at " + db.spec().where() + ": no user could "
                            + "reconnect within " + Durations.format(plan.reconnectTimeout())
                            + " (--reconnect-timeout); the results up to then are written.");
        }
        return true;
    }

    /** Gives back what the run holds: connections, event loops, the snapshot connection, its place at the barrier. */
    private void release() {
        pool.close();
        EventLoops.closeAll(setup, loops);
        if (barrier != null) {
            barrier.finish();
        }
    }

    /**
     * The end of the run, on the sampler thread: end snapshots (not of a database that is gone), the users joined,
     * the result built, written and told.
     */
    private void end() throws InterruptedException {
        // At the window's close, before the end snapshots and the users' stop: what runs now ran to its end.
        InFlight inFlight = InFlight.now(roster.now(), plan.sampleInterval());
        announce.phase(RunPhase.STOPPING);
        Map<String, Object> database =
                setup.snapshots().end(plan.resultsDir().orElse(null), stopReason != StopReason.DATABASE_LOST);
        List<String> warnings = new ArrayList<>(logons.warnings());
        if (setup.cacheFit() != null) {
            warnings.add(setup.cacheFit());
        }
        warnings.addAll(setup.snapshots().begun() ? inFlight.warnings() : List.of());
        warnings.addAll(roster.join());
        RunResults.Users asked = new RunResults.Users(
                roster.max(),
                roster.peakLoggedOn(),
                plan.sharedPool() ? Integer.valueOf(peakPoolConnections) : null,
                logons.acceptedErrors());
        RunResult r = RunResults.build(
                plan,
                new RunResults.Run(runId, workload, db, mixPlan, threads, metrics, series, startedAt, setup),
                new RunResults.End(asked, stopReason, stopMessage, logons.shortfall(), warnings, database, inFlight));
        r = (phases == null ? r : r.withPhases(phases.results())).withOutages(outages.stop());
        if (announce.writesSeries()) {
            announce.closeSeries();
            // Never a failed run for want of a disk: the figures go elsewhere, and the caller prints them.
            r = ResultWriter.writeOrFallBack(r, resultsBase);
        }
        result = r;
        announce.phase(RunPhase.FINISHED);
        announce.finished(r);
    }

    /** Closes the interval: its metrics into the series. */
    private IntervalSnapshot drain(long elapsedNanos, long intervalNanos, boolean measured, int loggedOn) {
        IntervalSnapshot s = metrics.sample(
                elapsedNanos / 1e9, intervalNanos / 1e9, measured, loggedOn, startedAt.plusNanos(elapsedNanos));
        synchronized (this) {
            series.add(s);
        }
        return s;
    }
}
