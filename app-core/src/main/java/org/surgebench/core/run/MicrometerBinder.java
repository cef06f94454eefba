package org.surgebench.core.run;

import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.Timer;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.ToDoubleFunction;
import org.surgebench.core.metrics.ErrorSummary;
import org.surgebench.core.metrics.IntervalSnapshot;
import org.surgebench.core.metrics.RunMetrics;
import org.surgebench.core.metrics.StatementCounts;
import org.surgebench.core.metrics.TxMetrics;
import org.surgebench.core.spi.StatementKind;

/**
 * Publishes a run's live figures to a Micrometer registry (Prometheus, JMX, ...), every meter tagged with
 * {@code workload}, {@code run_id} and {@code generator} ("2/3"; "1/1" for a run in one process), so that a
 * monitoring system adds up the N generators of a run:
 * <ul>
 * <li>{@code surgebench.tps}, {@code surgebench.qps} (tag {@code kind}: select, insert, update, delete, commit,
 *     rollback, other), {@code surgebench.users}, {@code surgebench.errors}: the last interval's figures;</li>
 * <li>{@code surgebench.response} (tag {@code transaction}): a timer with a percentile histogram of every
 *     transaction's response time (from its intended start in the open model), recorded as it completes;</li>
 * <li>{@code surgebench.sql.errors} (tags {@code sqlstate}, {@code kind}: error or timeout): errors of the
 *     measured window by SQLState, as counters;</li>
 * <li>{@code surgebench.phase} (tag {@code phase}): 1 for the phase the run is in, 0 for the others;</li>
 * <li>{@code surgebench.response.avg}, {@code surgebench.response.p95}: the last interval's (ms).</li>
 * </ul>
 * Gauges read the latest interval snapshot; only the timers cost anything per transaction.
 */
public final class MicrometerBinder implements RunListener {
    private final MeterRegistry registry;
    private final Tags tags;
    private final RunMetrics metrics;
    private final AtomicReference<IntervalSnapshot> last = new AtomicReference<>();
    private final AtomicReference<RunPhase> phase = new AtomicReference<>(RunPhase.CONNECTING);
    private final Set<String> errorKeys = ConcurrentHashMap.newKeySet();

    /**
     * Registers the meters, and a response-time timer on each of the run's transaction types.
     *
     * @param generator "K/N", or null for a run in one process
     */
    public MicrometerBinder(
            MeterRegistry registry, String workload, String runId, String generator, RunMetrics metrics) {
        this.registry = registry;
        this.metrics = metrics;
        this.tags = Tags.of("workload", workload, "run_id", runId, "generator", generator == null ? "1/1" : generator);
        gauge("surgebench.tps", "transactions per second (last interval)", Tags.empty(), s -> s.tps());
        for (StatementKind kind : StatementKind.values()) {
            gauge(
                    "surgebench.qps",
                    "statements per second by kind (last interval)",
                    Tags.of("kind", kind.name().toLowerCase(java.util.Locale.ROOT)),
                    s -> s.intervalSeconds() <= 0 ? 0 : count(s.statements(), kind) / s.intervalSeconds());
        }
        gauge("surgebench.users", "users logged on", Tags.empty(), s -> s.users());
        gauge("surgebench.errors", "errors in the last interval", Tags.empty(), s -> s.errors());
        gauge(
                "surgebench.response.avg",
                "average response time of the last interval (ms)",
                Tags.empty(),
                s -> s.avgMs());
        gauge(
                "surgebench.response.p95",
                "95th percentile response time of the last interval (ms)",
                Tags.empty(),
                s -> s.p95Ms());
        for (RunPhase p : RunPhase.values()) {
            Gauge.builder("surgebench.phase", phase, ref -> ref.get() == p ? 1 : 0)
                    .description("1 for the phase the run is in")
                    .tags(tags)
                    .tag("phase", p.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'))
                    .register(registry);
        }
        for (TxMetrics tx : metrics.transactions()) {
            tx.observe(Timer.builder("surgebench.response")
                    .description("response time per transaction")
                    .tags(tags)
                    .tag("transaction", tx.shortName())
                    .publishPercentileHistogram()
                    .minimumExpectedValue(Duration.ofMillis(1))
                    .maximumExpectedValue(Duration.ofMinutes(2))
                    .register(registry));
        }
    }

    private void gauge(String name, String help, Tags extra, ToDoubleFunction<IntervalSnapshot> f) {
        Gauge.builder(name, last, ref -> ref.get() == null ? 0 : f.applyAsDouble(ref.get()))
                .description(help)
                .tags(tags)
                .tags(extra)
                .register(registry);
    }

    private static long count(StatementCounts c, StatementKind kind) {
        return switch (kind) {
            case SELECT -> c.select();
            case INSERT -> c.insert();
            case UPDATE -> c.update();
            case DELETE -> c.delete();
            case COMMIT -> c.commit();
            case ROLLBACK -> c.rollback();
            case OTHER -> c.other();
        };
    }

    @Override
    public void onInterval(IntervalSnapshot snapshot) {
        last.set(snapshot);
        // SQLStates appear as they occur: a counter for each new one.
        for (ErrorSummary e : metrics.errorLog().summary()) {
            String key = e.sqlState() + "/" + e.kind();
            if (errorKeys.add(key)) {
                FunctionCounter.builder(
                                "surgebench.sql.errors", metrics.errorLog(), log -> log.count(e.sqlState(), e.kind()))
                        .description("errors in the measured window by SQLState")
                        .tags(tags)
                        .tag("sqlstate", e.sqlState())
                        .tag("kind", e.kind())
                        .register(registry);
            }
        }
    }

    @Override
    public void onPhase(RunPhase p) {
        phase.set(p);
    }
}
