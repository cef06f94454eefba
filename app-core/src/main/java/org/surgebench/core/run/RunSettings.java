package org.surgebench.core.run;

import io.micrometer.core.instrument.MeterRegistry;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import org.surgebench.core.common.MixDraw;
import org.surgebench.core.common.SettingException;
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
 * A run's settings read back before they are checked: the layer its {@link RunSpec} was given, over the layers
 * beneath it (a Swingbench file, a front door's own defaults), the workload's {@link RunDefaults} and the
 * engine's ({@link EngineDefaults}); for one of several generators, its share of the users, the rate and the
 * transaction count. {@link RunSpec#freeze()} resolves the same layers once, checked, into the {@link RunPlan}
 * a run takes.
 */
public abstract sealed class RunSettings permits RunSpec {
    /** The source of what a {@link RunSpec} is given, unless a front door names itself. */
    public static final String JAVA_API = "Java API";

    final String workload;
    /** What this spec was given. */
    RunLayer given = RunLayer.of(JAVA_API);
    /** The layers beneath {@link #given} and above the workload's defaults, top first. */
    final List<RunLayer> lower = new ArrayList<>();
    /** A front door's own defaults for what it was not given: beneath {@link #lower}, so a file wins over them. */
    RunLayer frontDoorDefaults = RunLayer.of("front door default");

    RunDefaults defaults;
    MeterRegistry meterRegistry;
    final List<RunListener> listeners = new ArrayList<>();

    RunSettings(String workload) {
        this.workload = workload;
    }

    /** A copy of {@code from} (layers are immutable; its listeners and registry are the same). */
    RunSettings(RunSettings from) {
        this(from.workload);
        given = from.given;
        lower.addAll(from.lower);
        frontDoorDefaults = from.frontDoorDefaults;
        defaults = from.defaults;
        meterRegistry = from.meterRegistry;
        listeners.addAll(from.listeners);
    }

    /**
     * Every layer, top first, down to the engine's defaults: the former run option {@code query-timeout=S}
     * (still read) lies under the given layers, over the workload's defaults.
     */
    RunLayer stack() {
        RunLayer top = given;
        for (RunLayer l : lower) {
            top = top.over(l);
        }
        top = top.over(frontDoorDefaults);
        String legacy = top.get(Output.OPTIONS).orElse(Map.of()).get(LEGACY_QUERY_TIMEOUT);
        if (legacy != null) {
            top = top.over(RunLayer.of("option " + LEGACY_QUERY_TIMEOUT)
                    .with(Resilience.QUERY_TIMEOUT, Duration.ofSeconds(legacySeconds(legacy))));
        }
        return top.over(workloadDefaults().layer(WORKLOAD_DEFAULTS)).over(EngineDefaults.LAYER);
    }

    private <T> T value(Setting<T> setting) {
        return stack().get(setting).orElse(null);
    }

    public String workload() {
        return workload;
    }

    public ConnectionSpec connection() {
        RunLayer s = stack();
        Properties p = new Properties();
        p.putAll(s.get(Connection.PROPERTIES).orElse(Map.of()));
        return new ConnectionSpec(
                s.get(Connection.URL).orElse(null),
                s.get(Connection.USER).orElse(null),
                s.get(Connection.PASSWORD).orElse(null),
                p);
    }
    /** The users this process runs: as set (else the workload's default), or this generator's share of them. */
    public int users() {
        GeneratorShare g = generator();
        return g == null ? totalUsers() : (int) g.of(totalUsers());
    }
    /** The users of the whole run, over all generators: as set, else the workload's default. */
    public int totalUsers() {
        return value(Load.USERS);
    }
    /** The number in the whole run of this process's first user (1 unless it is one of several generators). */
    public int firstUserId() {
        GeneratorShare g = generator();
        return g == null ? 1 : (int) g.firstOf(totalUsers());
    }
    /** This generator's share, or null for a run in one process. */
    public GeneratorShare generator() {
        return value(Coordination.GENERATOR);
    }
    /** The run id asked for, or null for a random one. */
    public String runId() {
        return value(Coordination.RUN_ID);
    }
    /** When the users start, or null for at once. */
    public java.time.Instant startAt() {
        return value(Coordination.START_AT);
    }

    public boolean barrier() {
        return value(Coordination.BARRIER);
    }

    public Duration barrierTimeout() {
        return value(Coordination.BARRIER_TIMEOUT);
    }
    /** Think time between transactions: as set, else the workload's default. */
    public Duration thinkMin() {
        return value(Think.MIN);
    }

    public Duration thinkMax() {
        return value(Think.MAX);
    }
    /**
     * The query timeout: as set, else the former run option {@code query-timeout=S} (still read), else the
     * workload's default; {@link Duration#ZERO} for none.
     */
    public Duration queryTimeout() {
        return value(Resilience.QUERY_TIMEOUT);
    }

    /** The workload's run defaults (the engine's for a workload not found). */
    public RunDefaults workloadDefaults() {
        if (defaults == null) {
            defaults = Workloads.find(workload).map(w -> w.runDefaults()).orElse(RunDefaults.ENGINE);
        }
        return defaults;
    }

    /** Which of users, think time and query timeout the run takes from the workload's defaults. */
    public List<String> fromWorkloadDefaults() {
        return fromWorkloadDefaults(stack().provenance());
    }

    /** The same, read from the sources of a run's settings. */
    static List<String> fromWorkloadDefaults(Map<String, String> provenance) {
        return RunLayer.fromWorkloadDefaults(s -> provenance.get(s.name()));
    }

    public Duration intraThinkMin() {
        return value(Think.INTRA_MIN);
    }

    public Duration intraThinkMax() {
        return value(Think.INTRA_MAX);
    }

    public Duration rampUp() {
        return value(Load.RAMP_UP);
    }

    public Duration warmUp() {
        return value(Load.WARM_UP);
    }
    /** The run's schedule ({@code --phase}), as given; empty: none. */
    public java.util.List<org.surgebench.core.settings.Phase> phases() {
        java.util.List<org.surgebench.core.settings.Phase> p = value(Load.PHASES);
        return p == null ? java.util.List.of() : p;
    }

    /** The measured window (the phases' added up, when there are phases); null for a run bound by a count only. */
    public Duration runTime() {
        if (!phases().isEmpty()) {
            return org.surgebench.core.settings.Phase.total(phases());
        }
        Duration d = value(Load.RUN_TIME);
        return d == null || d.isZero() ? null : d;
    }
    /** The transactions this process stops after (its share with {@link #generator}); 0: no limit. */
    public long maxTransactions() {
        GeneratorShare g = generator();
        return g == null ? totalMaxTransactions() : g.of(totalMaxTransactions());
    }
    /** The transaction count of the whole run (0: no limit). */
    public long totalMaxTransactions() {
        return value(Load.MAX_TRANSACTIONS);
    }

    public String mix() {
        return value(MixChoice.MIX);
    }
    /** The variant asked for, or null for the workload's default. */
    public String variant() {
        return value(MixChoice.VARIANT);
    }

    public boolean timingsIncludeThink() {
        return value(Think.INCLUDE_IN_TIMINGS);
    }

    public MixDraw mixDraw() {
        return value(MixChoice.DRAW);
    }

    public Map<String, Integer> weights() {
        return value(MixChoice.WEIGHTS);
    }

    public Set<String> enabled() {
        return value(MixChoice.ENABLED);
    }

    public Set<String> disabled() {
        return value(MixChoice.DISABLED);
    }

    public long seed() {
        return value(MixChoice.SEED);
    }
    /** The open model's rate this process keeps (its share with {@link #generator}); 0: closed model. */
    public double rate() {
        GeneratorShare g = generator();
        return g == null ? totalRate() : g.rateOf(totalRate(), totalUsers());
    }
    /** The rate of the whole run. */
    public double totalRate() {
        return value(Load.RATE);
    }

    public int sharedPoolSize() {
        return value(Execution.POOL);
    }

    public UserThreads userThreads() {
        return value(Execution.THREADS);
    }

    public long maxErrors() {
        return value(Resilience.MAX_ERRORS);
    }

    public double maxErrorPercent() {
        return value(Resilience.MAX_ERROR_PERCENT);
    }

    public boolean abortOnError() {
        return value(Resilience.ABORT_ON_ERROR);
    }

    public boolean allowFewerUsers() {
        return value(Resilience.ALLOW_FEWER_USERS);
    }

    public Duration reconnectTimeout() {
        return value(Resilience.RECONNECT_TIMEOUT);
    }
    /** The stall timeout asked for, or null for the workload's default. */
    public Duration stallTimeout() {
        return value(Resilience.STALL_TIMEOUT);
    }

    public Duration sampleInterval() {
        return value(Output.SAMPLE_INTERVAL);
    }

    public Path resultsDir() {
        return value(Output.RESULTS_DIR);
    }

    public MeterRegistry meterRegistry() {
        return meterRegistry;
    }
    /** The run's comment, or null. */
    public String comment() {
        return value(Output.COMMENT);
    }

    public Map<String, String> options() {
        return value(Output.OPTIONS);
    }

    public Map<String, String> secretOptions() {
        return value(Output.SECRET_OPTIONS);
    }

    public List<RunListener> listeners() {
        return listeners;
    }

    /** The source name of the workload's defaults in a run's provenance. */
    public static final String WORKLOAD_DEFAULTS = RunLayer.WORKLOAD_DEFAULT;

    /** The run option {@code query-timeout=S}, read by Sales History before {@link RunSpec#queryTimeout(Duration)}. */
    private static final String LEGACY_QUERY_TIMEOUT = "query-timeout";

    private static long legacySeconds(String v) {
        String s = v.strip();
        try {
            long seconds = Long.parseLong(s.endsWith("s") ? s.substring(0, s.length() - 1) : s);
            if (seconds >= 0) {
                return seconds;
            }
        } catch (NumberFormatException e) {
            // Reported below.
        }
        throw new SettingException("The option query-timeout must be a whole number of seconds, 0 for none (got '" + v
                + "'); {query-timeout} takes a time such as 55s.");
    }
}
