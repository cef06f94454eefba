package org.surgebench.core.run;

import io.micrometer.core.instrument.MeterRegistry;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Properties;
import java.util.Set;
import org.surgebench.core.common.MixDraw;
import org.surgebench.core.common.SettingException;
import org.surgebench.core.common.UserThreads;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.results.RunConfig;
import org.surgebench.core.results.UserThreadsUsed;
import org.surgebench.core.settings.Connection;
import org.surgebench.core.settings.GeneratorShare;
import org.surgebench.core.settings.RunLayer;
import org.surgebench.core.settings.Settings;
import org.surgebench.core.spi.Workload;

/**
 * A run's settings, checked and fixed: what {@link RunSpec#freeze()} returns and what the driver, the sweep and
 * the results take. The spec's layers (what it was given, a Swingbench file beneath, the workload's defaults,
 * the engine's) are resolved once into {@link Settings}, each group checked, and the plan knows which layer
 * each value came from ({@link #provenance()}). Nothing can change it once made, so every part of a run reads
 * the same values; a setting that was not given reads as an empty {@link Optional} rather than as 0 or null. A sweep makes each step with a
 * {@code with...} method, which checks the new plan again and leaves this one as it is.
 */
public final class RunPlan {
    /** The settings as given, from which a {@code with...} plan is made again. */
    private final RunSpec given;
    /** The workload whose defaults apply, or null for the engine's. */
    private final Workload workload;
    /** The settings the run uses: every layer resolved once, each group checked. */
    private final Settings settings;
    /** Setting name to the source of its value. */
    private final Map<String, String> provenance;
    /** Each phase's settings (its layer over the run's), in order; empty for a run of one phase. */
    private final List<Settings> phases;

    private final MeterRegistry meterRegistry;
    private final List<RunListener> listeners;

    /** {@code given}: a copy no one else holds. */
    RunPlan(RunSpec given, Workload workload) {
        RunSpec fixed = given.copy();
        if (workload != null) {
            fixed.workloadDefaults(workload.runDefaults());
            fixed.boundByIterations(workload);
        }
        RunLayer stack = fixed.stack();
        this.settings = stack.resolve();
        Instant startAt = settings.coordination().startAt();
        if (startAt != null && Instant.now().isAfter(startAt.plusSeconds(1))) {
            throw new SettingException("{start-at} " + startAt + " has passed (it is " + Instant.now()
                    + " now): give a time far enough ahead for every generator to connect first.");
        }
        refuseRunTimeBesidePhases(stack, settings);
        this.provenance = Collections.unmodifiableMap(stack.provenance());
        this.phases = phases(stack, settings.load().phases());
        this.given = given;
        this.workload = workload;
        this.meterRegistry = fixed.meterRegistry();
        this.listeners = List.copyOf(fixed.listeners());
    }

    /**
     * With phases the measured window is theirs added up: a run time the user gave as well (not a default, nor a
     * Swingbench file's, which always states one) would be silently another run than asked, so it is refused.
     */
    private static void refuseRunTimeBesidePhases(RunLayer stack, Settings settings) {
        String source =
                stack.sourceOf(org.surgebench.core.settings.Load.RUN_TIME).orElse(null);
        if (!settings.load().phases().isEmpty() && RunLayer.askedByUser(source)) {
            throw new SettingException("{phase} and {run-time} (given by the " + source + ") both set the measured "
                    + "window: give one of them (with phases the run time is theirs added up).");
        }
    }

    /**
     * Each phase's settings, resolved and checked as the run's are (a phase's value that cannot be used is one
     * sentence naming the phase); before any user logs on.
     */
    private static List<Settings> phases(RunLayer stack, List<org.surgebench.core.settings.Phase> phases) {
        List<Settings> out = new java.util.ArrayList<>();
        for (int i = 0; i < phases.size(); i++) {
            try {
                out.add(phases.get(i).layer(i + 1).over(stack).resolve());
            } catch (SettingException e) {
                throw new SettingException("{phase} " + (i + 1) + " (" + phases.get(i) + "): " + e.template());
            }
        }
        return List.copyOf(out);
    }

    /** Each phase's settings, in order (the phase's over the run's); empty for a run without phases. */
    public List<Settings> phases() {
        return phases;
    }

    /** The same plan with another user count (of the whole run); this one is left as it is. */
    public RunPlan withUsers(int users) {
        return new RunPlan(given.copy().users(users), workload);
    }

    /** The same plan measured for {@code runTime}, with no transaction count. */
    public RunPlan withRunTime(Duration runTime) {
        return new RunPlan(given.copy().runTime(runTime).maxTransactions(0), workload);
    }

    /** The same plan writing its results to {@code dir} (null: not written). */
    public RunPlan withResultsDir(Path dir) {
        return new RunPlan(given.copy().resultsDir(dir), workload);
    }

    /** The same plan with one option set (an option sweep's step). */
    public RunPlan withOption(String key, String value) {
        return new RunPlan(given.copy().option(key, value), workload);
    }

    /** The run's settings, by group, as the run uses them. */
    public Settings settings() {
        return settings;
    }

    /** Each setting's name and the source its value came from ("command line", "workload default"...). */
    public Map<String, String> provenance() {
        return provenance;
    }

    public String workload() {
        return given.workload();
    }

    public ConnectionSpec connection() {
        Connection c = settings.connection();
        Properties p = new Properties();
        p.putAll(c.properties());
        return new ConnectionSpec(c.url(), c.user(), c.password(), p);
    }
    /** The users this process runs (its share of them when it is one of several generators). */
    public int users() {
        return settings.usersHere();
    }
    /** The users of the whole run, over all generators. */
    public int totalUsers() {
        return settings.load().users();
    }
    /** The number in the whole run of this process's first user. */
    public int firstUserId() {
        return settings.coordination().firstUser(totalUsers());
    }
    /** This generator's share of a run that several generators drive together; empty for a run in one process. */
    public Optional<GeneratorShare> generator() {
        return Optional.ofNullable(settings.coordination().generator());
    }
    /** The run id asked for; empty for a random one. */
    public Optional<String> runId() {
        return Optional.ofNullable(settings.coordination().runId());
    }
    /** When the users start; empty for at once. */
    public Optional<Instant> startAt() {
        return Optional.ofNullable(settings.coordination().startAt());
    }

    public boolean barrier() {
        return settings.coordination().barrier();
    }

    public Duration barrierTimeout() {
        return settings.coordination().barrierTimeout();
    }

    public Duration thinkMin() {
        return settings.think().min();
    }

    public Duration thinkMax() {
        return settings.think().max();
    }

    public Duration intraThinkMin() {
        return settings.think().intraMin();
    }

    public Duration intraThinkMax() {
        return settings.think().intraMax();
    }
    /** The query timeout; {@link Duration#ZERO} for none. */
    public Duration queryTimeout() {
        return settings.resilience().queryTimeout();
    }
    /** Which of users, think time and query timeout came from the workload's defaults. */
    public List<String> fromWorkloadDefaults() {
        return List.copyOf(RunSettings.fromWorkloadDefaults(provenance));
    }

    public Duration rampUp() {
        return settings.load().rampUp();
    }

    public Duration warmUp() {
        return settings.load().warmUp();
    }
    /** The measured window; empty for a run bound by a transaction count only. */
    public Optional<Duration> runTime() {
        return Optional.of(settings.load().runTime()).filter(d -> !d.isZero());
    }
    /** The transactions this process stops after (its share of them); empty: no count. */
    public OptionalLong maxTransactions() {
        long n = settings.coordination().shareOf(settings.load().maxTransactions());
        return n > 0 ? OptionalLong.of(n) : OptionalLong.empty();
    }
    /** The transaction count of the whole run; empty: no count. */
    public OptionalLong totalMaxTransactions() {
        long n = settings.load().maxTransactions();
        return n > 0 ? OptionalLong.of(n) : OptionalLong.empty();
    }
    /** The mix asked for; empty for the workload's default. */
    public Optional<String> mix() {
        return Optional.ofNullable(settings.mix().mix());
    }
    /** The variant asked for; empty for the workload's default for the database. */
    public Optional<String> variant() {
        return Optional.ofNullable(settings.mix().variant());
    }

    public boolean timingsIncludeThink() {
        return settings.think().includeInTimings();
    }

    public MixDraw mixDraw() {
        return settings.mix().draw();
    }

    public Map<String, Integer> weights() {
        return settings.mix().weights();
    }

    public Set<String> enabled() {
        return settings.mix().enabled();
    }

    public Set<String> disabled() {
        return settings.mix().disabled();
    }

    public long seed() {
        return settings.mix().seed();
    }
    /** The open model's rate this process keeps (its share of it); empty for the closed model. */
    public OptionalDouble rate() {
        double rate = settings.coordination().rateHere(settings.load().rate(), totalUsers());
        return rate > 0 ? OptionalDouble.of(rate) : OptionalDouble.empty();
    }
    /** Whether the users run an open model at a rate, rather than one transaction after another. */
    public boolean open() {
        return settings.load().open();
    }
    /** The size of the pool the users share; empty when each user holds a connection of its own. */
    public OptionalInt sharedPoolSize() {
        int size = settings.execution().pool();
        return size > 0 ? OptionalInt.of(size) : OptionalInt.empty();
    }

    public boolean sharedPool() {
        return settings.execution().sharedPool();
    }

    public UserThreads userThreads() {
        return settings.execution().threads();
    }
    /** The error count that ends the run; empty when the share of {@link #maxErrorPercent} decides instead. */
    public OptionalLong maxErrors() {
        long n = settings.resilience().maxErrors();
        return n > 0 ? OptionalLong.of(n) : OptionalLong.empty();
    }

    public double maxErrorPercent() {
        return settings.resilience().maxErrorPercent();
    }

    public boolean abortOnError() {
        return settings.resilience().abortOnError();
    }

    public boolean allowFewerUsers() {
        return settings.resilience().allowFewerUsers();
    }

    public Duration reconnectTimeout() {
        return settings.resilience().reconnectTimeout();
    }
    /** The stall timeout asked for; empty for the workload's default. */
    public Optional<Duration> stallTimeout() {
        return Optional.ofNullable(settings.resilience().stallTimeout());
    }

    public Duration sampleInterval() {
        return settings.output().sampleInterval();
    }
    /** Where the results go; empty: not written. */
    public Optional<Path> resultsDir() {
        return Optional.ofNullable(settings.output().resultsDir());
    }

    public Optional<MeterRegistry> meterRegistry() {
        return Optional.ofNullable(meterRegistry);
    }

    public Optional<String> comment() {
        return Optional.ofNullable(settings.output().comment());
    }
    /** The run's options (read-only). */
    public Map<String, String> options() {
        return settings.output().options();
    }
    /** The options never written to results or logs (read-only). */
    public Map<String, String> secretOptions() {
        return settings.output().secretOptions();
    }

    public List<RunListener> listeners() {
        return listeners;
    }

    /**
     * The run's configuration as its results record it: the settings without secrets, the layer each value came
     * from (by its path in the settings, {@code think.min}), and what the started run found ({@code target}).
     */
    public RunConfig view(RunTarget target) {
        UserThreadsDecision threads = target.threads();
        return new RunConfig(
                workload(),
                target.mix(),
                target.variant(),
                target.weights(),
                target.url(),
                target.user(),
                target.dialect(),
                target.scale(),
                new UserThreadsUsed(threads.kind().label(), threads.auto(), threads.reason(), threads.transport()),
                settings.withoutSecrets(),
                Settings.byPath(provenance));
    }
}
