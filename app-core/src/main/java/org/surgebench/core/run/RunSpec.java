package org.surgebench.core.run;

import io.micrometer.core.instrument.MeterRegistry;
import java.nio.file.Path;
import java.time.Duration;
import org.surgebench.core.common.MixDraw;
import org.surgebench.core.common.UserThreads;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.settings.Connection;
import org.surgebench.core.settings.Coordination;
import org.surgebench.core.settings.EngineDefaults;
import org.surgebench.core.settings.Execution;
import org.surgebench.core.settings.GeneratorShare;
import org.surgebench.core.settings.Load;
import org.surgebench.core.settings.MixChoice;
import org.surgebench.core.settings.Output;
import org.surgebench.core.settings.Resilience;
import org.surgebench.core.settings.RunLayer;
import org.surgebench.core.settings.Setting;
import org.surgebench.core.settings.Think;
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
    public static final double DEFAULT_MAX_ERROR_PERCENT = EngineDefaults.MAX_ERROR_PERCENT;

    public RunSpec(String workload) {
        super(workload);
    }

    private RunSpec(RunSpec from) {
        super(from);
    }

    public RunSpec url(String v) {
        return set(Connection.URL, v);
    }

    public RunSpec user(String v) {
        return set(Connection.USER, v);
    }

    public RunSpec password(String v) {
        return set(Connection.PASSWORD, v);
    }

    public RunSpec property(String k, String v) {
        return put(Connection.PROPERTIES, k, v);
    }

    public RunSpec connection(ConnectionSpec c) {
        url(c.url()).user(c.user()).password(c.password());
        c.properties().forEach((k, v) -> property(k.toString(), v.toString()));
        return this;
    }

    public RunSpec users(int v) {
        return set(Load.USERS, v);
    }
    /** Statements running longer are cancelled ({@link Duration#ZERO}: never); whole seconds. */
    public RunSpec queryTimeout(Duration v) {
        return set(Resilience.QUERY_TIMEOUT, v);
    }
    /** Inter-transaction think time, uniform between min and max. */
    public RunSpec thinkTime(Duration min, Duration max) {
        return set(Think.MIN, min).set(Think.MAX, max);
    }
    /** Think time inside transactions (between their steps), uniform between min and max. */
    public RunSpec intraThinkTime(Duration min, Duration max) {
        return set(Think.INTRA_MIN, min).set(Think.INTRA_MAX, max);
    }
    /** Users log on spread evenly over this time. */
    public RunSpec rampUp(Duration v) {
        return set(Load.RAMP_UP, v);
    }
    /** Time from the start that is run but not measured. */
    public RunSpec warmUp(Duration v) {
        return set(Load.WARM_UP, v);
    }
    /** Length of the measured window; null with {@link #maxTransactions} for a count-bound run. */
    public RunSpec runTime(Duration v) {
        return set(Load.RUN_TIME, v == null ? Duration.ZERO : v);
    }
    /** Stop after this many measured transactions (0: no limit). */
    public RunSpec maxTransactions(long v) {
        return set(Load.MAX_TRANSACTIONS, v);
    }

    public RunSpec mix(String v) {
        return set(MixChoice.MIX, v);
    }
    /**
     * How the workload runs its transactions, e.g. {@code client} or {@code server} for soe (see
     * {@link org.surgebench.core.spi.Workload#variants()}); null (the default) takes the workload's default for
     * the database.
     */
    public RunSpec variant(String v) {
        return set(MixChoice.VARIANT, v);
    }
    /**
     * Whether response times include the intra-transaction think time (default false: excluded, as Swingbench's
     * TimingsIncludeSleep=false); also the sleeps a stored procedure reports.
     */
    public RunSpec timingsIncludeThink(boolean v) {
        return set(Think.INCLUDE_IN_TIMINGS, v);
    }
    /**
     * How the next transaction is chosen from the weights (default {@link MixDraw#DECK}: a shuffled deck shared by
     * the users, exact over each round; {@link MixDraw#RANDOM}: Swingbench's independent draw per transaction).
     */
    public RunSpec mixDraw(MixDraw v) {
        return set(MixChoice.DRAW, v == null ? MixDraw.DECK : v);
    }

    public RunSpec weight(String tx, int w) {
        return put(MixChoice.WEIGHTS, tx, w);
    }

    public RunSpec enable(String tx) {
        return add(MixChoice.ENABLED, tx);
    }

    public RunSpec disable(String tx) {
        return add(MixChoice.DISABLED, tx);
    }

    public RunSpec seed(long v) {
        return set(MixChoice.SEED, v);
    }
    /** Open model: target transactions per second over all users (0: closed model). */
    public RunSpec rate(double v) {
        return set(Load.RATE, v);
    }

    /** The run's schedule: one phase after another, each over the run's settings (empty: none). */
    public RunSpec phases(java.util.List<org.surgebench.core.settings.Phase> v) {
        return set(Load.PHASES, v == null ? null : java.util.List.copyOf(v));
    }
    /** Users share a pool of this many connections instead of holding one each (0: dedicated). */
    public RunSpec sharedPool(int size) {
        return set(Execution.POOL, size);
    }
    /** Which threads run the users (default {@link UserThreads#AUTO}). */
    public RunSpec userThreads(UserThreads v) {
        return set(Execution.THREADS, v == null ? UserThreads.AUTO : v);
    }
    /**
     * End the run once this many errors happened in total; the run then fails. 0 (the default): no count, the
     * share of {@link #maxErrorPercent} decides at the end instead.
     */
    public RunSpec maxErrors(long v) {
        return set(Resilience.MAX_ERRORS, v);
    }
    /**
     * Without {@link #maxErrors}, a run fails when more than this percentage of its transaction attempts
     * (transactions and log-ons) failed (default {@value #DEFAULT_MAX_ERROR_PERCENT}; 100 never fails on the
     * share). A run in which no transaction succeeded fails whatever this is.
     */
    public RunSpec maxErrorPercent(double v) {
        return set(Resilience.MAX_ERROR_PERCENT, v);
    }

    public RunSpec abortOnError(boolean v) {
        return set(Resilience.ABORT_ON_ERROR, v);
    }
    /**
     * Users that cannot log on by the end of ramp-up (and a short grace) end the run as failed, and a shared
     * pool that cannot open its connections likewise; with this the run goes on with those that could, the
     * others stop trying, and the summary says how many ran.
     */
    public RunSpec allowFewerUsers(boolean v) {
        return set(Resilience.ALLOW_FEWER_USERS, v);
    }
    /** How long a user keeps trying to reconnect before it gives up. */
    public RunSpec reconnectTimeout(Duration v) {
        return set(Resilience.RECONNECT_TIMEOUT, v);
    }
    /**
     * A transaction that has waited this long for the database is presumed cut off (a silent network) and its
     * connection is dropped, so the user reconnects; {@link Duration#ZERO} never drops one; null (the default)
     * takes the workload's {@link org.surgebench.core.spi.Workload#defaultStallTimeout()}.
     */
    public RunSpec stallTimeout(Duration v) {
        return set(Resilience.STALL_TIMEOUT, v);
    }

    /**
     * Tries a transaction up to this many times when the database rolls it back for a serialization failure or
     * a deadlock (1, the default: no retry); a retried transaction's time runs from its first try.
     */
    public RunSpec maxTries(int v) {
        return set(Resilience.MAX_TRIES, v);
    }

    /** Times each statement of each transaction on the client, as {@code pgbench -r} (off by default). */
    public RunSpec perStatement(boolean v) {
        return set(Output.PER_STATEMENT, v);
    }

    /**
     * Writes this share of the transactions (1: all; 0, the default: none) one a line to a compressed file
     * beside the results: time, user, transaction, latency in µs, outcome, retries.
     */
    public RunSpec logTransactions(double v) {
        return set(Output.LOG_TRANSACTIONS, v);
    }

    /** The database host's figures from the {@code surge agent} at HOST:PORT, with its token (null: none). */
    public RunSpec dbHostAgent(String hostPort, String token) {
        set(Output.DB_HOST_AGENT, hostPort);
        return set(Output.DB_HOST_AGENT_TOKEN, token);
    }

    public RunSpec sampleInterval(Duration v) {
        return set(Output.SAMPLE_INTERVAL, v);
    }
    /** Where the results JSON and CSV go (null: not written). */
    public RunSpec resultsDir(Path v) {
        return set(Output.RESULTS_DIR, v);
    }

    public RunSpec meterRegistry(MeterRegistry v) {
        this.meterRegistry = v;
        return this;
    }
    /** A note that goes with the results ("baseline", "after the index change"): shown in reports and compare. */
    public RunSpec comment(String v) {
        return set(Output.COMMENT, v == null || v.isBlank() ? null : v.strip());
    }

    public RunSpec option(String k, String v) {
        return put(Output.OPTIONS, k, v);
    }
    /** An option for the snapshot providers that is never written to results or logs (e.g. awr-password). */
    public RunSpec secretOption(String k, String v) {
        return put(Output.SECRET_OPTIONS, k, v);
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
        return set(Coordination.GENERATOR, v);
    }
    /** The run's id, shared by all its generators (default: a random UUID per run). */
    public RunSpec runId(String v) {
        return set(Coordination.RUN_ID, v == null || v.isBlank() ? null : v.strip());
    }
    /**
     * Connect and check the schema, then wait until this wall-clock time to start the users (ramp-up, warm-up
     * and the measured window count from it); null (the default): at once. With {@link #barrier} the run starts
     * at this time once all generators arrived.
     */
    public RunSpec startAt(java.time.Instant v) {
        return set(Coordination.START_AT, v);
    }
    /**
     * With {@link #generator}: wait until all N generators of the run have connected, meeting in a small table
     * of the target database ({@code surge_run_barrier}, created and removed by the run), and start together.
     */
    public RunSpec barrier(boolean v) {
        return set(Coordination.BARRIER, v);
    }
    /** How long to wait at the barrier for the other generators before failing (default 10 minutes). */
    public RunSpec barrierTimeout(Duration v) {
        return set(Coordination.BARRIER_TIMEOUT, v);
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
        long perUser = w.iterationsPerUser(options());
        if (perUser <= 0) {
            return;
        }
        if (totalMaxTransactions() > 0) {
            throw new org.surgebench.core.common.SettingException("{max-transactions} and the " + w.name()
                    + " option work-loop both bound the run: give one of them.");
        }
        maxTransactions(Math.multiplyExact(perUser, (long) users())).runTime(null);
    }

    /** The layer of settings this spec was given (a setting set to null is not given). */
    public RunLayer layer() {
        return given;
    }

    /** Names the source of this spec's settings, as a run's provenance shows it ("command line"). */
    public RunSpec source(String name) {
        given = given.named(name);
        return this;
    }

    /**
     * Lays {@code layer} beneath what this spec is given and above the layers already beneath it, the workload's
     * defaults and the engine's: a Swingbench file under the command line's flags, say.
     */
    public RunSpec under(RunLayer layer) {
        lower.add(layer);
        return this;
    }

    /**
     * Keeps in this spec's own layer only the settings {@code given} accepts (those a front door was given) and
     * lays the rest, named {@code rest}, beneath every other layer: a front door's own defaults yield to a file.
     */
    public RunSpec keepGiven(java.util.function.Predicate<Setting<?>> given, String rest) {
        RunLayer all = this.given;
        this.given = all.only(given);
        frontDoorDefaults = all.only(given.negate()).named(rest);
        return this;
    }

    /** The settings laid one over another, with the source of each value, as {@link #freeze()} resolves them. */
    public java.util.Map<String, String> provenance() {
        return stack().provenance();
    }

    private <T> RunSpec set(Setting<T> setting, T value) {
        given = given.with(setting, value);
        return this;
    }

    private <V> RunSpec put(Setting<java.util.Map<String, V>> setting, String key, V value) {
        java.util.Map<String, V> m =
                new java.util.LinkedHashMap<>(given.get(setting).orElse(java.util.Map.of()));
        m.put(key, value);
        return set(setting, m);
    }

    private RunSpec add(Setting<java.util.Set<String>> setting, String tx) {
        java.util.Set<String> s =
                new java.util.LinkedHashSet<>(given.get(setting).orElse(java.util.Set.of()));
        s.add(tx);
        return set(setting, s);
    }

    /**
     * A spec with the same settings that shares nothing changeable with this one (its listeners and meter
     * registry are the same objects): to change for one run without touching this one.
     */
    public RunSpec copy() {
        return new RunSpec(this);
    }
}
