package org.surgebench.core.driver;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.surgebench.core.db.Database;
import org.surgebench.core.metrics.IntervalSnapshot;
import org.surgebench.core.metrics.LatencyStats;
import org.surgebench.core.metrics.RunMetrics;
import org.surgebench.core.metrics.StatementCounts;
import org.surgebench.core.metrics.TxSummary;
import org.surgebench.core.results.GeneratorLabel;
import org.surgebench.core.results.RunConfigView;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.results.RunSummary;
import org.surgebench.core.run.RunPlan;
import org.surgebench.core.run.RunTarget;
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
    record Users(int asked, int peakLoggedOn, Integer poolConnections, long acceptedLogonErrors) {
    }

    private RunResults() {
    }

    /** The run as it ran: who it was, where, with which mix, measured how. */
    record Run(String runId, Workload workload, Database db, MixPlan plan, RunMetrics metrics,
               List<IntervalSnapshot> series, Instant startedAt, RunSetup setup) {
    }

    /** How the run ended: its users, why it stopped, what it warned of, what the database said. */
    record End(Users users, String stopReason, String stopMessage, String logonShortfall, List<String> warnings,
               Map<String, Object> database) {
    }

    static RunResult build(RunPlan spec, Run run, End end) {
        String runId = run.runId();
        Workload workload = run.workload();
        Database db = run.db();
        MixPlan plan = run.plan();
        RunMetrics metrics = run.metrics();
        List<IntervalSnapshot> series = run.series();
        RunSetup setup = run.setup();
        Users users = end.users();
        String stopReason = end.stopReason();
        List<TxSummary> txs = metrics.summaries();
        double secs = metrics.measuredSeconds();
        long count = txs.stream().mapToLong(TxSummary::count).sum();
        long logonErrors = metrics.measuredLogonErrors();
        long errors = txs.stream().mapToLong(TxSummary::errors).sum() + logonErrors;
        StatementCounts stmts = txs.stream().map(TxSummary::statements).reduce(StatementCounts.ZERO,
                StatementCounts::plus);
        double tps = secs > 0 ? round(count / secs) : 0;
        LatencyStats service = metrics.overallService();
        LatencyStats response = txs.stream().map(TxSummary::response).filter(r -> r.count() > 0)
                .reduce((a, b) -> a.count() >= b.count() ? a : b).orElse(LatencyStats.EMPTY);
        var errorList = metrics.errorLog().summary();
        // The refusals of users the run was told to do without are accepted: they count, but fail no share.
        long judged = errors - Math.min(logonErrors, users.acceptedLogonErrors());
        RunVerdict.Outcome verdict = RunVerdict.judge(spec, stopReason, end.stopMessage(), end.logonShortfall(),
                end.warnings(), count, judged, errorList, tps, secs);
        RunSummary summary = new RunSummary(round(secs), count, errors, tps, round(tps * 60),
                secs > 0 ? round(stmts.total() / secs) : 0, service, spec.rate() > 0 ? response : service, stmts,
                users.asked(), stopReason, end.stopMessage(), users.peakLoggedOn(), logonErrors,
                users.poolConnections(), verdict.failure(), verdict.warnings(), windowStart(series), windowEnd(series));
        RunConfigView config = spec.view(new RunTarget(plan.mixName(), plan.variant(), plan.weights(),
                db.spec().where(), db.spec().user(), db.dialect().name(), setup.schema().scale(), users.asked()));
        // Called on the sampler thread, the series' only writer, after its last sample.
        List<IntervalSnapshot> copy = List.copyOf(series);
        GeneratorLabel generator = spec.generator().map(g -> new GeneratorLabel(g.index(), g.count(),
                spec.firstUserId(), spec.users(), spec.totalUsers())).orElse(null);
        return new RunResult(runId, run.startedAt(), Instant.now(), config, setup.environment(),
                summary, txs, errorList, copy, end.database(), setup.hostStats(), Map.of(),
                metrics.distributions(), metrics.histograms(), generator, null);
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

    private static double round(double v) {
        return Math.round(v * 1000) / 1000.0;
    }
}
