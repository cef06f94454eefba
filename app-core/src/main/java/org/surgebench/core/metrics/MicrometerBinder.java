package org.surgebench.core.metrics;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Publishes the live figures of a run as Micrometer gauges ({@code surgebench.tps}, {@code .qps},
 * {@code .users}, {@code .response.avg}, {@code .response.p95}, {@code .errors}), so any registry
 * (Prometheus, JMX) can be attached. Reads the latest interval snapshot; costs nothing on the hot path.
 */
public final class MicrometerBinder implements RunListener {
    private final AtomicReference<IntervalSnapshot> last = new AtomicReference<>();

    public MicrometerBinder(MeterRegistry registry, String workload) {
        gauge(registry, "surgebench.tps", workload, "transactions per second", s -> s.tps());
        gauge(registry, "surgebench.qps", workload, "statements per second", s -> s.qps());
        gauge(registry, "surgebench.users", workload, "users logged on", s -> s.users());
        gauge(registry, "surgebench.response.avg", workload, "average response time (ms)", s -> s.avgMs());
        gauge(registry, "surgebench.response.p95", workload, "95th percentile response time (ms)", s -> s.p95Ms());
        gauge(registry, "surgebench.errors", workload, "errors in the last interval", s -> s.errors());
    }

    private void gauge(MeterRegistry registry, String name, String workload, String help,
                       java.util.function.ToDoubleFunction<IntervalSnapshot> f) {
        Gauge.builder(name, last, ref -> ref.get() == null ? 0 : f.applyAsDouble(ref.get()))
                .description(help).tag("workload", workload).register(registry);
    }

    @Override
    public void onInterval(IntervalSnapshot snapshot) {
        last.set(snapshot);
    }
}
