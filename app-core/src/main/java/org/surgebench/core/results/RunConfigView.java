package org.surgebench.core.results;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.surgebench.core.common.MixDraw;
import org.surgebench.core.common.UserThreads;
import org.surgebench.core.settings.Connection;
import org.surgebench.core.settings.EngineDefaults;
import org.surgebench.core.settings.Execution;
import org.surgebench.core.settings.Load;
import org.surgebench.core.settings.MixChoice;
import org.surgebench.core.settings.Output;
import org.surgebench.core.settings.Resilience;
import org.surgebench.core.settings.RunLayer;
import org.surgebench.core.settings.Settings;
import org.surgebench.core.settings.Think;

/**
 * Reads the flat configuration of results written before the settings records were stored (format 1), and maps
 * it onto them ({@link #toConfig()}). Users, rate and transaction count were this process's share; a value the
 * old layout did not keep takes the engine's default, and has no provenance.
 */
record RunConfigView(
        String workload,
        String mix,
        String variant,
        Map<String, Integer> weights,
        String mixDraw,
        String url,
        String user,
        String dialect,
        double scale,
        int users,
        long thinkMinMs,
        long thinkMaxMs,
        long intraThinkMinMs,
        long intraThinkMaxMs,
        boolean timingsIncludeThink,
        double rampUpSeconds,
        double warmUpSeconds,
        double runTimeSeconds,
        long maxTransactions,
        long seed,
        double targetRate,
        String poolMode,
        int poolSize,
        long queryTimeoutSeconds,
        List<String> fromWorkloadDefaults,
        Map<String, String> options,
        String comment,
        String userThreads,
        boolean userThreadsAuto,
        String userThreadsReason,
        String loopTransport) {

    RunConfig toConfig() {
        Duration runTime = seconds(runTimeSeconds);
        Duration interval = Output.SAMPLE_INTERVAL.engineDefault();
        // A window shorter than the default sampling interval was sampled more often: the records check it.
        interval = !runTime.isZero() && runTime.compareTo(interval) < 0 ? runTime : interval;
        // Laid over the engine's defaults, so that a setting added since reads as its default here.
        RunLayer old = RunLayer.of("results format 1")
                .with(Connection.URL, url)
                .with(Connection.USER, user)
                .with(Load.USERS, users)
                .with(Load.RAMP_UP, seconds(rampUpSeconds))
                .with(Load.WARM_UP, seconds(warmUpSeconds))
                .with(Load.RUN_TIME, runTime)
                .with(Load.MAX_TRANSACTIONS, maxTransactions)
                .with(Load.RATE, targetRate)
                .with(Think.MIN, ms(thinkMinMs))
                .with(Think.MAX, ms(thinkMaxMs))
                .with(Think.INTRA_MIN, ms(intraThinkMinMs))
                .with(Think.INTRA_MAX, ms(intraThinkMaxMs))
                .with(Think.INCLUDE_IN_TIMINGS, timingsIncludeThink)
                .with(MixChoice.DRAW, draw())
                .with(MixChoice.SEED, seed)
                .with(Execution.THREADS, threads())
                .with(Execution.POOL, "shared".equals(poolMode) ? poolSize : 0)
                .with(Resilience.QUERY_TIMEOUT, Duration.ofSeconds(queryTimeoutSeconds))
                .with(Output.COMMENT, comment)
                .with(Output.SAMPLE_INTERVAL, interval)
                .with(Output.OPTIONS, options);
        // The old layout kept no password and no driver properties: none, rather than the engine's.
        Settings settings = old.over(EngineDefaults.LAYER.only(s -> !Connection.SETTINGS.contains(s)))
                .with(Connection.PROPERTIES, Map.of())
                .resolve();
        return new RunConfig(
                workload,
                mix,
                variant,
                weights,
                url,
                user,
                dialect,
                scale,
                new UserThreadsUsed(userThreads, userThreadsAuto, userThreadsReason, loopTransport),
                settings,
                provenance());
    }

    /** What the old layout said of the sources: which values the workload's defaults gave. */
    private Map<String, String> provenance() {
        Map<String, String> out = new LinkedHashMap<>();
        List<String> fromWorkload = fromWorkloadDefaults == null ? List.of() : fromWorkloadDefaults;
        if (fromWorkload.contains("users")) {
            out.put(Settings.pathOf(Load.USERS), RunLayer.WORKLOAD_DEFAULT);
        }
        if (fromWorkload.contains("think time")) {
            out.put(Settings.pathOf(Think.MIN), RunLayer.WORKLOAD_DEFAULT);
            out.put(Settings.pathOf(Think.MAX), RunLayer.WORKLOAD_DEFAULT);
        }
        if (fromWorkload.contains("query timeout")) {
            out.put(Settings.pathOf(Resilience.QUERY_TIMEOUT), RunLayer.WORKLOAD_DEFAULT);
        }
        return out;
    }

    private MixDraw draw() {
        return mixDraw == null ? MixDraw.DECK : MixDraw.parse(mixDraw);
    }

    /** What was asked: auto when auto chose, else what the users ran on. */
    private UserThreads threads() {
        try {
            return userThreadsAuto || userThreads == null
                    ? UserThreads.AUTO
                    : UserThreads.valueOf(
                            userThreads.toUpperCase(java.util.Locale.ROOT).replace('-', '_'));
        } catch (IllegalArgumentException merged) {
            return UserThreads.AUTO; // A merge's "event-loop, platform": each generator chose for itself.
        }
    }

    private static Duration seconds(double s) {
        return Duration.ofMillis(Math.round(s * 1000));
    }

    private static Duration ms(long ms) {
        return Duration.ofMillis(ms);
    }
}
