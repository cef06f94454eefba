package org.surgebench.core.run;

import io.micrometer.core.instrument.MeterRegistry;
import java.nio.file.Path;
import java.time.Duration;
import org.surgebench.core.common.MixDraw;
import org.surgebench.core.common.UserThreads;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.settings.GeneratorShare;
import org.surgebench.core.spi.RunDefaults;
import org.surgebench.core.spi.Workloads;

/**
 * Everything a run needs, built fluently:
 * <pre>{@code
 * RunResult r = Surgebench.run(new RunSpec("soe")
 *         .url("jdbc:postgresql://localhost/test").user("soe").password(pw)
 *         .users(16).runTime(Duration.ofSeconds(60)).seed(7));
 * }</pre>
 * Users, think time between transactions and the query timeout that are not set come from the workload's
 * {@link RunDefaults} (the engine's own: 8 users, no think time, no query timeout; Sales History: Swingbench's
 * 16 users, 1..2 s and 55 s); the getters ({@link RunSettings}'s) return the values the run uses. Other
 * defaults: no ramp-up or warm-up, 60 s, the workload's default mix and variant, transactions dealt from a
 * shuffled deck, seed 1, closed model, one dedicated connection per user, response times without the
 * intra-transaction think time.
 */
public final class RunSpec extends RunSettings {
    /** A run's measured time when none is given: the CLI's, the desktop app's and the API's default. */
    public static final String DEFAULT_RUN_TIME = "60s";
    /** Where the CLI and the desktop app write results when not told (relative to the working folder). */
    public static final String DEFAULT_RESULTS_DIR = "results";

    /** A run whose failed attempts exceed this share of all attempts fails (unless a count is given). */
    public static final double DEFAULT_MAX_ERROR_PERCENT = 1.0;

    public RunSpec(String workload) {
        super(workload);
    }

    private RunSpec(RunSpec from) {
        super(from);
    }

    public RunSpec url(String v) {
        this.url = v;
        return this;
    }

    public RunSpec user(String v) {
        this.user = v;
        return this;
    }

    public RunSpec password(String v) {
        this.password = v;
        return this;
    }

    public RunSpec property(String k, String v) {
        properties.setProperty(k, v);
        return this;
    }

    public RunSpec connection(ConnectionSpec c) {
        url = c.url();
        user = c.user();
        password = c.password();
        properties.putAll(c.properties());
        return this;
    }

    public RunSpec users(int v) {
        this.users = v;
        return this;
    }
    /** Statements running longer are cancelled ({@link Duration#ZERO}: never); whole seconds. */
    public RunSpec queryTimeout(Duration v) {
        this.queryTimeout = v;
        return this;
    }
    /** Inter-transaction think time, uniform between min and max. */
    public RunSpec thinkTime(Duration min, Duration max) {
        thinkMin = min;
        thinkMax = max;
        return this;
    }
    /** Think time inside transactions (between their steps), uniform between min and max. */
    public RunSpec intraThinkTime(Duration min, Duration max) {
        intraThinkMin = min;
        intraThinkMax = max;
        return this;
    }
    /** Users log on spread evenly over this time. */
    public RunSpec rampUp(Duration v) {
        this.rampUp = v;
        return this;
    }
    /** Time from the start that is run but not measured. */
    public RunSpec warmUp(Duration v) {
        this.warmUp = v;
        return this;
    }
    /** Length of the measured window; null with {@link #maxTransactions} for a count-bound run. */
    public RunSpec runTime(Duration v) {
        this.runTime = v;
        return this;
    }
    /** Stop after this many measured transactions (0: no limit). */
    public RunSpec maxTransactions(long v) {
        this.maxTransactions = v;
        return this;
    }

    public RunSpec mix(String v) {
        this.mix = v;
        return this;
    }
    /**
     * How the workload runs its transactions, e.g. {@code client} or {@code server} for soe (see
     * {@link org.surgebench.core.spi.Workload#variants()}); null (the default) takes the workload's default for
     * the database.
     */
    public RunSpec variant(String v) {
        this.variant = v;
        return this;
    }
    /**
     * Whether response times include the intra-transaction think time (default false: excluded, as Swingbench's
     * TimingsIncludeSleep=false); also the sleeps a stored procedure reports.
     */
    public RunSpec timingsIncludeThink(boolean v) {
        this.timingsIncludeThink = v;
        return this;
    }
    /**
     * How the next transaction is chosen from the weights (default {@link MixDraw#DECK}: a shuffled deck shared by
     * the users, exact over each round; {@link MixDraw#RANDOM}: Swingbench's independent draw per transaction).
     */
    public RunSpec mixDraw(MixDraw v) {
        this.mixDraw = v == null ? MixDraw.DECK : v;
        return this;
    }

    public RunSpec weight(String tx, int w) {
        weights.put(tx, w);
        return this;
    }

    public RunSpec enable(String tx) {
        enable.add(tx);
        return this;
    }

    public RunSpec disable(String tx) {
        disable.add(tx);
        return this;
    }

    public RunSpec seed(long v) {
        this.seed = v;
        return this;
    }
    /** Open model: target transactions per second over all users (0: closed model). */
    public RunSpec rate(double v) {
        this.rate = v;
        return this;
    }
    /** Users share a pool of this many connections instead of holding one each (0: dedicated). */
    public RunSpec sharedPool(int size) {
        this.sharedPoolSize = size;
        return this;
    }
    /** Which threads run the users (default {@link UserThreads#AUTO}). */
    public RunSpec userThreads(UserThreads v) {
        this.userThreads = v == null ? UserThreads.AUTO : v;
        return this;
    }
    /**
     * End the run once this many errors happened in total; the run then fails. 0 (the default): no count, the
     * share of {@link #maxErrorPercent} decides at the end instead.
     */
    public RunSpec maxErrors(long v) {
        this.maxErrors = v;
        return this;
    }
    /**
     * Without {@link #maxErrors}, a run fails when more than this percentage of its transaction attempts
     * (transactions and log-ons) failed (default {@value #DEFAULT_MAX_ERROR_PERCENT}; 100 never fails on the
     * share). A run in which no transaction succeeded fails whatever this is.
     */
    public RunSpec maxErrorPercent(double v) {
        this.maxErrorPercent = v;
        return this;
    }

    public RunSpec abortOnError(boolean v) {
        this.abortOnError = v;
        return this;
    }
    /**
     * Users that cannot log on by the end of ramp-up (and a short grace) end the run as failed, and a shared
     * pool that cannot open its connections likewise; with this the run goes on with those that could, the
     * others stop trying, and the summary says how many ran.
     */
    public RunSpec allowFewerUsers(boolean v) {
        this.allowFewerUsers = v;
        return this;
    }
    /** How long a user keeps trying to reconnect before it gives up. */
    public RunSpec reconnectTimeout(Duration v) {
        this.reconnectTimeout = v;
        return this;
    }
    /**
     * A transaction that has waited this long for the database is presumed cut off (a silent network) and its
     * connection is dropped, so the user reconnects; {@link Duration#ZERO} never drops one; null (the default)
     * takes the workload's {@link org.surgebench.core.spi.Workload#defaultStallTimeout()}.
     */
    public RunSpec stallTimeout(Duration v) {
        this.stallTimeout = v;
        return this;
    }

    public RunSpec sampleInterval(Duration v) {
        this.sampleInterval = v;
        return this;
    }
    /** Where the results JSON and CSV go (null: not written). */
    public RunSpec resultsDir(Path v) {
        this.resultsDir = v;
        return this;
    }

    public RunSpec meterRegistry(MeterRegistry v) {
        this.meterRegistry = v;
        return this;
    }
    /** A note that goes with the results ("baseline", "after the index change"): shown in reports and compare. */
    public RunSpec comment(String v) {
        this.comment = v == null || v.isBlank() ? null : v.strip();
        return this;
    }

    public RunSpec option(String k, String v) {
        options.put(k, v);
        return this;
    }
    /** An option for the snapshot providers that is never written to results or logs (e.g. awr-password). */
    public RunSpec secretOption(String k, String v) {
        secretOptions.put(k, v);
        return this;
    }

    public RunSpec listener(RunListener l) {
        listeners.add(l);
        return this;
    }
    /**
     * Runs only this generator's share of a run that several generators drive together: its part of the users,
     * of {@link #rate} and of {@link #maxTransactions} (see {@link GeneratorShare}); null (the default): all of it.
     * Give every generator the same {@link #runId} so their results can be merged.
     */
    public RunSpec generator(GeneratorShare v) {
        this.generator = v;
        return this;
    }
    /** The run's id, shared by all its generators (default: a random UUID per run). */
    public RunSpec runId(String v) {
        this.runId = v == null || v.isBlank() ? null : v.strip();
        return this;
    }
    /**
     * Connect and check the schema, then wait until this wall-clock time to start the users (ramp-up, warm-up
     * and the measured window count from it); null (the default): at once. With {@link #barrier} the run starts
     * at this time once all generators arrived.
     */
    public RunSpec startAt(java.time.Instant v) {
        this.startAt = v;
        return this;
    }
    /**
     * With {@link #generator}: wait until all N generators of the run have connected, meeting in a small table
     * of the target database ({@code surge_run_barrier}, created and removed by the run), and start together.
     */
    public RunSpec barrier(boolean v) {
        this.barrier = v;
        return this;
    }
    /** How long to wait at the barrier for the other generators before failing (default 10 minutes). */
    public RunSpec barrierTimeout(Duration v) {
        this.barrierTimeout = v;
        return this;
    }

    /** Pins the defaults of the workload that runs (the engine does, for a workload not on the class path). */
    public RunSpec workloadDefaults(RunDefaults v) {
        this.defaults = v;
        return this;
    }

    /**
     * Checks the settings (one sentence naming the setting, see {@link org.surgebench.core.common.SettingException})
     * and returns them fixed, with the workload's defaults applied, as the run will use them. This spec is left as
     * it is and may be changed and frozen again.
     */
    public RunPlan freeze() {
        return freeze(Workloads.find(workload).orElse(null));
    }

    /** {@link #freeze()} for the workload that runs (one not on the class path, say); null: the engine's defaults. */
    public RunPlan freeze(org.surgebench.core.spi.Workload w) {
        return new RunPlan(copy(), w);
    }

    /** Checks what can be checked without a database, as {@link #freeze()} does. */
    public void validate() {
        freeze();
    }

    /**
     * A workload option that counts iterations per user (io's work-loop) makes the run count-bound: users x
     * iterations transactions, the run time left out (SLOB's WORK_LOOP overrides its RUN_TIME the same way).
     */
    void boundByIterations(org.surgebench.core.spi.Workload w) {
        long perUser = w.iterationsPerUser(options);
        if (perUser <= 0) {
            return;
        }
        if (maxTransactions > 0) {
            throw new org.surgebench.core.common.SettingException("{max-transactions} and the " + w.name()
                    + " option work-loop both bound the run: give one of them.");
        }
        maxTransactions(Math.multiplyExact(perUser, (long) users())).runTime(null);
    }

    /**
     * A spec with the same settings that shares nothing changeable with this one (its listeners and meter
     * registry are the same objects): to change for one run without touching this one.
     */
    public RunSpec copy() {
        return new RunSpec(this);
    }
}
