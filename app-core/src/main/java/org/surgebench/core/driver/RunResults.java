package org.surgebench.core.driver;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.surgebench.core.db.Database;
import org.surgebench.core.metrics.ErrorSummary;
import org.surgebench.core.metrics.IntervalSnapshot;
import org.surgebench.core.metrics.LatencyStats;
import org.surgebench.core.metrics.RunMetrics;
import org.surgebench.core.metrics.TxSummary;
import org.surgebench.core.results.GeneratorLabel;
import org.surgebench.core.results.RunConfig;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.results.RunSummary;
import org.surgebench.core.run.RunPlan;
import org.surgebench.core.run.RunTarget;
import org.surgebench.core.run.StopReason;
import org.surgebench.core.run.UserThreadsDecision;
import org.surgebench.core.spi.Workload;

/** Builds the {@link RunResult} of a finished run. */
final class RunResults {
    /**
     * Users asked for and logged on.
     *
     * @param asked           the most users asked for at once
     * @param peakLoggedOn    the most logged on at once
     * @param poolConnections the most connections a shared pool held, or null with a connection per user
     * @param acceptedLogonErrors failed log-ons of the users left out with --allow-fewer-users
     */
    record Users(int asked, int peakLoggedOn, Integer poolConnections, long acceptedLogonErrors) {}

    private RunResults() {}

    /** The run as it ran: who it was, where, with which mix, on which threads, measured how. */
    record Run(
            String runId,
            Workload workload,
            Database db,
            MixPlan plan,
            UserThreadsDecision threads,
            RunMetrics metrics,
            List<IntervalSnapshot> series,
            Instant startedAt,
            RunSetup setup) {}

    /**
     * How the run ended: its users, why it stopped, what it warned of, what the database said, and what was still
     * running when the window closed.
     */
    record End(
            Users users,
            StopReason stopReason,
            String stopMessage,
            String logonShortfall,
            List<String> warnings,
            Map<String, Object> database,
            InFlight inFlight) {}

    static RunResult build(RunPlan plan, Run run, End end) {
        RunMetrics metrics = run.metrics();
        List<TxSummary> txs = metrics.summaries();
        List<ErrorSummary> errors = metrics.errorLog().summary();
        WindowTotals totals = WindowTotals.of(metrics, txs);
        RunVerdict.Outcome verdict = RunVerdict.judge(plan, end, totals, errors);
        RunSummary summary = summary(plan, run, end, totals, txs, verdict);
        RunSetup setup = run.setup();
        return new RunResult(
                run.runId(),
                run.startedAt(),
                Instant.now(),
                config(plan, run, end.users().asked()),
                setup.environment(),
                summary,
                txs,
                errors,
                // Called on the sampler thread, the series' only writer, after its last sample.
                List.copyOf(run.series()),
                database(run, end),
                setup.snapshots().hostStats(),
                Map.of(),
                metrics.distributions(),
                metrics.histograms(),
                plan.generator()
                        .map(g -> new GeneratorLabel(
                                g.index(), g.count(), plan.firstUserId(), plan.users(), plan.totalUsers()))
                        .orElse(null),
                null,
                null,
                null,
                null);
    }

    private static RunSummary summary(
            RunPlan plan, Run run, End end, WindowTotals totals, List<TxSummary> txs, RunVerdict.Outcome verdict) {
        // A transaction still running at the close waited at least this long: the maximum says so.
        LatencyStats service = end.inFlight().withLongestInMax(run.metrics().overallService());
        LatencyStats response = end.inFlight()
                .withLongestInMax(txs.stream()
                        .map(TxSummary::response)
                        .filter(r -> r.count() > 0)
                        .reduce((a, b) -> a.count() >= b.count() ? a : b)
                        .orElse(LatencyStats.EMPTY));
        Users users = end.users();
        double tps = totals.tps();
        return new RunSummary(
                WindowTotals.round(totals.seconds()),
                totals.transactions(),
                totals.errors(),
                tps,
                WindowTotals.round(tps * 60),
                totals.qps(),
                service,
                // A pooled user's response time holds its wait for a connection (VirtualUser): the closed loop's queue.
                plan.rate().isPresent()
                        ? response
                        : plan.sharedPool()
                                ? end.inFlight().withLongestInMax(run.metrics().overallResponse())
                                : service,
                totals.statements(),
                users.asked(),
                end.stopReason() == null ? null : end.stopReason().label(),
                end.stopMessage(),
                users.peakLoggedOn(),
                totals.logonErrors(),
                users.poolConnections(),
                verdict.failure(),
                verdict.warnings(),
                windowStart(run.series()),
                windowEnd(run.series()));
    }

    /** The run's configuration as its results record it. */
    private static RunConfig config(RunPlan plan, Run run, int usersAsked) {
        MixPlan mix = run.plan();
        Database db = run.db();
        return plan.view(new RunTarget(
                mix.mixName(),
                mix.variant(),
                mix.weights(),
                db.spec().where(),
                db.spec().user(),
                db.dialect().name(),
                run.setup().schema().scale(),
                usersAsked,
                run.threads()));
    }

    /** The database's snapshots, and the settings the workload's sessions made ({@link LoadRun#SESSION_SETTINGS}). */
    private static Map<String, Object> database(Run run, End end) {
        Map<String, String> settings =
                run.workload().sessionSettings(run.setup().shared());
        if (settings.isEmpty()) {
            return end.database();
        }
        Map<String, Object> database = new LinkedHashMap<>(end.database());
        database.put(LoadRun.SESSION_SETTINGS, new TreeMap<>(settings));
        return database;
    }

    /** The wall-clock start of the first measured interval, or null when none was measured. */
    static Instant windowStart(List<IntervalSnapshot> series) {
        for (IntervalSnapshot s : series) {
            if (s.measured() && s.endedAt() != null) {
                return s.endedAt().minusNanos(Math.round(s.intervalSeconds() * 1e9));
            }
        }
        return null;
    }

    /** The wall-clock end of the last measured interval, or null when none was measured. */
    static Instant windowEnd(List<IntervalSnapshot> series) {
        for (int i = series.size() - 1; i >= 0; i--) {
            if (series.get(i).measured() && series.get(i).endedAt() != null) {
                return series.get(i).endedAt();
            }
        }
        return null;
    }
}
