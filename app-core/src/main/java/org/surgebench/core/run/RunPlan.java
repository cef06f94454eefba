package org.surgebench.core.run;

import io.micrometer.core.instrument.MeterRegistry;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import org.surgebench.core.common.MixDraw;
import org.surgebench.core.common.Secrets;
import org.surgebench.core.common.UserThreads;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.results.RunConfigView;
import org.surgebench.core.settings.GeneratorShare;
import org.surgebench.core.spi.Workload;

/**
 * A run's settings, checked and fixed: what {@link RunSpec#freeze()} returns and what the driver, the sweep and
 * the results take. Nothing can change it once made (it keeps a private copy of the spec it was frozen from), so
 * every part of a run reads the same values; the workload's defaults are applied, and a setting that was not
 * given reads as an empty {@link Optional} rather than as 0 or null. A sweep makes each step with a
 * {@code with...} method, which checks the new plan again and leaves this one as it is.
 */
public final class RunPlan {
    /** The settings as given, from which a {@code with...} plan is made again. */
    private final RunSpec given;
    /** The workload whose defaults apply, or null for the engine's. */
    private final Workload workload;
    /** The settings the run uses: {@link #given} with the workload's defaults and its iteration bound. */
    private final RunSpec values;

    /** {@code given}: a copy no one else holds. */
    RunPlan(RunSpec given, Workload workload) {
        RunSpec fixed = given.copy();
        if (workload != null) {
            fixed.workloadDefaults(workload.runDefaults());
            fixed.boundByIterations(workload);
        }
        RunPlanCheck.check(fixed);
        this.given = given;
        this.workload = workload;
        this.values = fixed;
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

    public String workload() {
        return values.workload();
    }

    public ConnectionSpec connection() {
        return values.connection();
    }
    /** The users this process runs (its share of them when it is one of several generators). */
    public int users() {
        return values.users();
    }
    /** The users of the whole run, over all generators. */
    public int totalUsers() {
        return values.totalUsers();
    }
    /** The number in the whole run of this process's first user. */
    public int firstUserId() {
        return values.firstUserId();
    }
    /** This generator's share of a run that several generators drive together; empty for a run in one process. */
    public Optional<GeneratorShare> generator() {
        return Optional.ofNullable(values.generator());
    }
    /** The run id asked for; empty for a random one. */
    public Optional<String> runId() {
        return Optional.ofNullable(values.runId());
    }
    /** When the users start; empty for at once. */
    public Optional<Instant> startAt() {
        return Optional.ofNullable(values.startAt());
    }

    public boolean barrier() {
        return values.barrier();
    }

    public Duration barrierTimeout() {
        return values.barrierTimeout();
    }

    public Duration thinkMin() {
        return values.thinkMin();
    }

    public Duration thinkMax() {
        return values.thinkMax();
    }

    public Duration intraThinkMin() {
        return values.intraThinkMin();
    }

    public Duration intraThinkMax() {
        return values.intraThinkMax();
    }
    /** The query timeout; {@link Duration#ZERO} for none. */
    public Duration queryTimeout() {
        return values.queryTimeout();
    }
    /** Which of users, think time and query timeout came from the workload's defaults. */
    public List<String> fromWorkloadDefaults() {
        return List.copyOf(values.fromWorkloadDefaults());
    }

    public Duration rampUp() {
        return values.rampUp();
    }

    public Duration warmUp() {
        return values.warmUp();
    }
    /** The measured window; empty for a run bound by a transaction count only. */
    public Optional<Duration> runTime() {
        return Optional.ofNullable(values.runTime()).filter(d -> !d.isZero());
    }
    /** The transactions this process stops after (its share of them); empty: no count. */
    public OptionalLong maxTransactions() {
        long n = values.maxTransactions();
        return n > 0 ? OptionalLong.of(n) : OptionalLong.empty();
    }
    /** The transaction count of the whole run; empty: no count. */
    public OptionalLong totalMaxTransactions() {
        long n = values.totalMaxTransactions();
        return n > 0 ? OptionalLong.of(n) : OptionalLong.empty();
    }
    /** The mix asked for; empty for the workload's default. */
    public Optional<String> mix() {
        return Optional.ofNullable(values.mix());
    }
    /** The variant asked for; empty for the workload's default for the database. */
    public Optional<String> variant() {
        return Optional.ofNullable(values.variant());
    }

    public boolean timingsIncludeThink() {
        return values.timingsIncludeThink();
    }

    public MixDraw mixDraw() {
        return values.mixDraw();
    }

    public Map<String, Integer> weights() {
        return java.util.Collections.unmodifiableMap(values.weights());
    }

    public Set<String> enabled() {
        return java.util.Collections.unmodifiableSet(values.enabled());
    }

    public Set<String> disabled() {
        return java.util.Collections.unmodifiableSet(values.disabled());
    }

    public long seed() {
        return values.seed();
    }
    /** The open model's rate this process keeps (its share of it); empty for the closed model. */
    public OptionalDouble rate() {
        double rate = values.rate();
        return rate > 0 ? OptionalDouble.of(rate) : OptionalDouble.empty();
    }
    /** Whether the users run an open model at a rate, rather than one transaction after another. */
    public boolean open() {
        return values.totalRate() > 0;
    }
    /** The size of the pool the users share; empty when each user holds a connection of its own. */
    public OptionalInt sharedPoolSize() {
        int size = values.sharedPoolSize();
        return size > 0 ? OptionalInt.of(size) : OptionalInt.empty();
    }

    public boolean sharedPool() {
        return sharedPoolSize().isPresent();
    }

    public UserThreads userThreads() {
        return values.userThreads();
    }
    /** The error count that ends the run; empty when the share of {@link #maxErrorPercent} decides instead. */
    public OptionalLong maxErrors() {
        long n = values.maxErrors();
        return n > 0 ? OptionalLong.of(n) : OptionalLong.empty();
    }

    public double maxErrorPercent() {
        return values.maxErrorPercent();
    }

    public boolean abortOnError() {
        return values.abortOnError();
    }

    public boolean allowFewerUsers() {
        return values.allowFewerUsers();
    }

    public Duration reconnectTimeout() {
        return values.reconnectTimeout();
    }
    /** The stall timeout asked for; empty for the workload's default. */
    public Optional<Duration> stallTimeout() {
        return Optional.ofNullable(values.stallTimeout());
    }

    public Duration sampleInterval() {
        return values.sampleInterval();
    }
    /** Where the results go; empty: not written. */
    public Optional<Path> resultsDir() {
        return Optional.ofNullable(values.resultsDir());
    }

    public Optional<MeterRegistry> meterRegistry() {
        return Optional.ofNullable(values.meterRegistry());
    }

    public Optional<String> comment() {
        return Optional.ofNullable(values.comment());
    }
    /** The run's options (read-only). */
    public Map<String, String> options() {
        return java.util.Collections.unmodifiableMap(values.options());
    }
    /** The options never written to results or logs (read-only). */
    public Map<String, String> secretOptions() {
        return java.util.Collections.unmodifiableMap(values.secretOptions());
    }

    public List<RunListener> listeners() {
        return List.copyOf(values.listeners());
    }

    /**
     * The run's configuration as its results record it: the plan's values and what the started run found
     * ({@code target}); options with secrets masked.
     */
    public RunConfigView view(RunTarget target) {
        return new RunConfigView(
                workload(),
                target.mix(),
                target.variant(),
                target.weights(),
                mixDraw().label(),
                target.url(),
                target.user(),
                target.dialect(),
                target.scale(),
                users(),
                thinkMin().toMillis(),
                thinkMax().toMillis(),
                intraThinkMin().toMillis(),
                intraThinkMax().toMillis(),
                timingsIncludeThink(),
                rampUp().toMillis() / 1000.0,
                warmUp().toMillis() / 1000.0,
                runTime().map(t -> t.toMillis() / 1000.0).orElse(0.0),
                maxTransactions().orElse(0),
                seed(),
                rate().orElse(0),
                sharedPool() ? "shared" : "dedicated",
                sharedPoolSize().orElse(target.users()),
                queryTimeout().toSeconds(),
                fromWorkloadDefaults(),
                Secrets.maskOptions(options()),
                comment().orElse(null),
                target.threads().kind().label(),
                target.threads().auto(),
                target.threads().reason(),
                target.threads().transport());
    }
}
