package org.surgebench.core.run;

import io.micrometer.core.instrument.MeterRegistry;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import org.surgebench.core.common.Durations;
import org.surgebench.core.common.MixDraw;
import org.surgebench.core.common.SettingException;
import org.surgebench.core.common.UserThreads;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.settings.GeneratorShare;
import org.surgebench.core.spi.OptionValues;
import org.surgebench.core.spi.RunDefaults;
import org.surgebench.core.spi.Workloads;

/**
 * A run's settings read back: what its {@link RunSpec} was given, with the workload's {@link RunDefaults} for the
 * users, think time and query timeout not given, and, for one of several generators, its share of the users,
 * the rate and the transaction count. Nothing here is checked yet: {@link RunSpec#freeze()} checks the settings
 * and makes the {@link RunPlan} a run takes. The values are set through {@link RunSpec}, the only kind of
 * settings there is; this class keeps them and reads them back.
 */
public abstract sealed class RunSettings permits RunSpec {
    final String workload;
    String url = "jdbc:h2:./surge-data/surgebench";
    String user = "sa";
    String password = "";
    final Properties properties = new Properties();
    /** Null while not set: the workload's default applies. */
    Integer users;

    Duration thinkMin;
    Duration thinkMax;
    Duration queryTimeout;
    RunDefaults defaults;
    Duration intraThinkMin = Duration.ZERO;
    Duration intraThinkMax = Duration.ZERO;
    Duration rampUp = Duration.ZERO;
    Duration warmUp = Duration.ZERO;
    Duration runTime = Durations.parse(RunSpec.DEFAULT_RUN_TIME);
    long maxTransactions;
    String mix;
    String variant;
    boolean timingsIncludeThink;
    MixDraw mixDraw = MixDraw.DECK;
    final Map<String, Integer> weights = new LinkedHashMap<>();
    final Set<String> enable = new LinkedHashSet<>();
    final Set<String> disable = new LinkedHashSet<>();
    long seed = 1;
    double rate;
    int sharedPoolSize;
    UserThreads userThreads = UserThreads.AUTO;
    long maxErrors;
    double maxErrorPercent = RunSpec.DEFAULT_MAX_ERROR_PERCENT;
    boolean abortOnError;
    boolean allowFewerUsers;
    Duration reconnectTimeout = Duration.ofSeconds(60);
    Duration stallTimeout;
    Duration sampleInterval = Duration.ofSeconds(1);
    Path resultsDir;
    String comment;
    MeterRegistry meterRegistry;
    final Map<String, String> options = new OptionValues();
    final Map<String, String> secretOptions = new OptionValues();
    final List<RunListener> listeners = new ArrayList<>();
    GeneratorShare generator;
    String runId;
    java.time.Instant startAt;
    boolean barrier;
    Duration barrierTimeout = Duration.ofMinutes(10);

    RunSettings(String workload) {
        this.workload = workload;
    }

    /** A copy of {@code from} that shares nothing changeable with it (its listeners and registry are the same). */
    RunSettings(RunSettings from) {
        this(from.workload);
        url = from.url;
        user = from.user;
        password = from.password;
        properties.putAll(from.properties);
        users = from.users;
        thinkMin = from.thinkMin;
        thinkMax = from.thinkMax;
        queryTimeout = from.queryTimeout;
        defaults = from.defaults;
        intraThinkMin = from.intraThinkMin;
        intraThinkMax = from.intraThinkMax;
        rampUp = from.rampUp;
        warmUp = from.warmUp;
        runTime = from.runTime;
        maxTransactions = from.maxTransactions;
        mix = from.mix;
        variant = from.variant;
        timingsIncludeThink = from.timingsIncludeThink;
        mixDraw = from.mixDraw;
        weights.putAll(from.weights);
        enable.addAll(from.enable);
        disable.addAll(from.disable);
        seed = from.seed;
        rate = from.rate;
        sharedPoolSize = from.sharedPoolSize;
        userThreads = from.userThreads;
        maxErrors = from.maxErrors;
        maxErrorPercent = from.maxErrorPercent;
        abortOnError = from.abortOnError;
        allowFewerUsers = from.allowFewerUsers;
        reconnectTimeout = from.reconnectTimeout;
        stallTimeout = from.stallTimeout;
        sampleInterval = from.sampleInterval;
        resultsDir = from.resultsDir;
        comment = from.comment;
        meterRegistry = from.meterRegistry;
        options.putAll(from.options);
        secretOptions.putAll(from.secretOptions);
        listeners.addAll(from.listeners);
        generator = from.generator;
        runId = from.runId;
        startAt = from.startAt;
        barrier = from.barrier;
        barrierTimeout = from.barrierTimeout;
    }

    public String workload() {
        return workload;
    }

    public ConnectionSpec connection() {
        return new ConnectionSpec(url, user, password, properties);
    }
    /** The users this process runs: as set (else the workload's default), or this generator's share of them. */
    public int users() {
        return generator == null ? totalUsers() : (int) generator.of(totalUsers());
    }
    /** The users of the whole run, over all generators: as set, else the workload's default. */
    public int totalUsers() {
        return users != null ? users : workloadDefaults().users();
    }
    /** The number in the whole run of this process's first user (1 unless it is one of several generators). */
    public int firstUserId() {
        return generator == null ? 1 : (int) generator.firstOf(totalUsers());
    }
    /** This generator's share, or null for a run in one process. */
    public GeneratorShare generator() {
        return generator;
    }
    /** The run id asked for, or null for a random one. */
    public String runId() {
        return runId;
    }
    /** When the users start, or null for at once. */
    public java.time.Instant startAt() {
        return startAt;
    }

    public boolean barrier() {
        return barrier;
    }

    public Duration barrierTimeout() {
        return barrierTimeout;
    }
    /** Think time between transactions: as set, else the workload's default. */
    public Duration thinkMin() {
        return thinkMin != null ? thinkMin : workloadDefaults().thinkMin();
    }

    public Duration thinkMax() {
        return thinkMax != null ? thinkMax : workloadDefaults().thinkMax();
    }
    /**
     * The query timeout: as set, else the former run option {@code query-timeout=S} (still read), else the
     * workload's default; {@link Duration#ZERO} for none.
     */
    public Duration queryTimeout() {
        if (queryTimeout != null) {
            return queryTimeout;
        }
        String legacy = options.get(LEGACY_QUERY_TIMEOUT);
        return legacy != null
                ? Duration.ofSeconds(legacySeconds(legacy))
                : workloadDefaults().queryTimeout();
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
        List<String> out = new ArrayList<>();
        if (users == null) {
            out.add("users");
        }
        if (thinkMin == null && thinkMax == null) {
            out.add("think time");
        }
        if (queryTimeout == null && !options.containsKey(LEGACY_QUERY_TIMEOUT)) {
            out.add("query timeout");
        }
        return out;
    }

    public Duration intraThinkMin() {
        return intraThinkMin;
    }

    public Duration intraThinkMax() {
        return intraThinkMax;
    }

    public Duration rampUp() {
        return rampUp;
    }

    public Duration warmUp() {
        return warmUp;
    }

    public Duration runTime() {
        return runTime;
    }
    /** The transactions this process stops after (its share with {@link #generator}); 0: no limit. */
    public long maxTransactions() {
        return generator == null ? maxTransactions : generator.of(maxTransactions);
    }
    /** The transaction count of the whole run (0: no limit). */
    public long totalMaxTransactions() {
        return maxTransactions;
    }

    public String mix() {
        return mix;
    }
    /** The variant asked for, or null for the workload's default. */
    public String variant() {
        return variant;
    }

    public boolean timingsIncludeThink() {
        return timingsIncludeThink;
    }

    public MixDraw mixDraw() {
        return mixDraw;
    }

    public Map<String, Integer> weights() {
        return weights;
    }

    public Set<String> enabled() {
        return enable;
    }

    public Set<String> disabled() {
        return disable;
    }

    public long seed() {
        return seed;
    }
    /** The open model's rate this process keeps (its share with {@link #generator}); 0: closed model. */
    public double rate() {
        return generator == null ? rate : generator.rateOf(rate, totalUsers());
    }
    /** The rate of the whole run. */
    public double totalRate() {
        return rate;
    }

    public int sharedPoolSize() {
        return sharedPoolSize;
    }

    public UserThreads userThreads() {
        return userThreads;
    }

    public long maxErrors() {
        return maxErrors;
    }

    public double maxErrorPercent() {
        return maxErrorPercent;
    }

    public boolean abortOnError() {
        return abortOnError;
    }

    public boolean allowFewerUsers() {
        return allowFewerUsers;
    }

    public Duration reconnectTimeout() {
        return reconnectTimeout;
    }
    /** The stall timeout asked for, or null for the workload's default. */
    public Duration stallTimeout() {
        return stallTimeout;
    }

    public Duration sampleInterval() {
        return sampleInterval;
    }

    public Path resultsDir() {
        return resultsDir;
    }

    public MeterRegistry meterRegistry() {
        return meterRegistry;
    }
    /** The run's comment, or null. */
    public String comment() {
        return comment;
    }

    public Map<String, String> options() {
        return options;
    }

    public Map<String, String> secretOptions() {
        return secretOptions;
    }

    public List<RunListener> listeners() {
        return listeners;
    }

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
