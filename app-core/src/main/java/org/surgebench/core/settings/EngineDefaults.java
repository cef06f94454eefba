package org.surgebench.core.settings;

import java.time.Duration;
import java.util.Map;
import java.util.Set;
import org.surgebench.core.common.MixDraw;
import org.surgebench.core.common.UserThreads;

/**
 * The lowest layer: what a run does when no source says otherwise. A workload's own defaults (users, think
 * time, query timeout) lie over it.
 */
public final class EngineDefaults {
    /** The engine's own run time: the CLI's, the desktop app's and the API's default. */
    public static final Duration RUN_TIME = Duration.ofSeconds(60);

    /** A run whose failed attempts exceed this share of all attempts fails (unless a count is given). */
    public static final double MAX_ERROR_PERCENT = 1.0;

    /** Every setting but those whose absence means something (mix, variant, stall timeout, results...). */
    public static final RunLayer LAYER = RunLayer.of("engine default")
            .with(Connection.URL, "jdbc:h2:./surge-data/surgebench")
            .with(Connection.USER, "sa")
            .with(Connection.PASSWORD, "")
            .with(Connection.PROPERTIES, Map.of())
            .with(Load.USERS, 8)
            .with(Load.RAMP_UP, Duration.ZERO)
            .with(Load.WARM_UP, Duration.ZERO)
            .with(Load.RUN_TIME, RUN_TIME)
            .with(Load.MAX_TRANSACTIONS, 0L)
            .with(Load.RATE, 0.0)
            .with(Think.MIN, Duration.ZERO)
            .with(Think.MAX, Duration.ZERO)
            .with(Think.INTRA_MIN, Duration.ZERO)
            .with(Think.INTRA_MAX, Duration.ZERO)
            .with(Think.INCLUDE_IN_TIMINGS, false)
            .with(MixChoice.WEIGHTS, Map.of())
            .with(MixChoice.ENABLED, Set.of())
            .with(MixChoice.DISABLED, Set.of())
            .with(MixChoice.DRAW, MixDraw.DECK)
            .with(MixChoice.SEED, 1L)
            .with(Execution.THREADS, UserThreads.AUTO)
            .with(Execution.POOL, 0)
            .with(Resilience.MAX_ERRORS, 0L)
            .with(Resilience.MAX_ERROR_PERCENT, MAX_ERROR_PERCENT)
            .with(Resilience.ABORT_ON_ERROR, false)
            .with(Resilience.ALLOW_FEWER_USERS, false)
            .with(Resilience.RECONNECT_TIMEOUT, Duration.ofSeconds(60))
            .with(Resilience.QUERY_TIMEOUT, Duration.ZERO)
            .with(Coordination.BARRIER, false)
            .with(Coordination.BARRIER_TIMEOUT, Duration.ofMinutes(10))
            .with(Output.SAMPLE_INTERVAL, Duration.ofSeconds(1))
            .with(Output.OPTIONS, Map.of())
            .with(Output.SECRET_OPTIONS, Map.of());

    private EngineDefaults() {}
}
