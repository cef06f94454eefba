package org.surgebench.core.driver;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import org.HdrHistogram.Histogram;
import org.surgebench.core.common.Durations;
import org.surgebench.core.metrics.IntervalSnapshot;
import org.surgebench.core.metrics.LatencyStats;
import org.surgebench.core.metrics.RunMetrics;
import org.surgebench.core.results.PhaseResult;
import org.surgebench.core.run.RunPlan;
import org.surgebench.core.settings.Phase;
import org.surgebench.core.settings.Settings;
import org.surgebench.core.spi.Workload;

/**
 * A run's schedule as the sampler keeps it ({@code --phase}): each phase starts at the sample that ends the one
 * before (the first at the run's start, its warm-up included), and sets the users (as the desktop app's user
 * count does), the rate ({@link PhasedPacer}), the mix and the think times ({@link LivePhase}); the measured
 * intervals of each phase are tallied into its own figures. Only a run with phases has one.
 */
final class PhaseSchedule {
    private final RunPlan plan;
    private final List<Phase> phases;
    /** Each phase's mix over the run's transactions, in order. */
    private final List<MixPlan> mixes;

    private final LivePhase live = new LivePhase();
    private final List<PhaseResult> done = new ArrayList<>();
    /** When each phase ends, nanoseconds after the run's start. */
    private final long[] ends;

    private int current = -1;
    /** Whether the next phase's settings started at this sample, its users to follow once the interval is in. */
    private boolean turning;

    private long startNanos;
    private double seconds;
    private long transactions;
    private long errors;
    private long statements;
    private final Histogram response = RunMetrics.newHistogram();

    private PhaseSchedule(RunPlan plan, Workload workload, MixPlan runMix) {
        this.plan = plan;
        this.phases = plan.settings().load().phases();
        this.mixes = plan.phases().stream()
                .map(s -> MixPlan.resolve(workload, runMix.variant(), plan.options(), s.mix())
                        .over(runMix))
                .toList();
        this.ends = new long[phases.size()];
        long at = plan.warmUp().toNanos();
        for (int i = 0; i < phases.size(); i++) {
            at += phases.get(i).duration().toNanos();
            ends[i] = at;
        }
    }

    /** The schedule of a run with phases; null for one without. */
    static PhaseSchedule of(RunPlan plan, Workload workload, MixPlan runMix) {
        return plan.phases().isEmpty() ? null : new PhaseSchedule(plan, workload, runMix);
    }

    /** What the users read of the running phase. */
    LivePhase live() {
        return live;
    }

    /**
     * Starts the first phase at the run's start (its rate, mix and think times), tells {@code event} so, and
     * returns its users here: the run starts with them.
     */
    int start(Pacer pacer, long runStartNanos, java.util.function.Consumer<String> event) {
        apply(0, pacer, runStartNanos);
        current = 0;
        event.accept(began());
        return plan.phases().get(0).usersHere();
    }

    /**
     * At the sample due {@code elapsedNanos} after the start, before its interval is drained: when the running phase
     * ends there and another follows, the next one's rate, mix and think times start now, so that the transactions
     * of the one closing are those of its own intervals (give or take those in flight).
     */
    void turn(long elapsedNanos, Pacer pacer, long runStartNanos) {
        if (elapsedNanos >= ends[current] && current + 1 < phases.size()) {
            apply(current + 1, pacer, runStartNanos + elapsedNanos);
            turning = true;
        }
    }

    /**
     * After the interval ending {@code elapsedNanos} after the start was drained: tallies it into the running phase
     * (when measured), and at the phase's end closes it, gives the next one its users and tells {@code event}.
     */
    void sampled(
            IntervalSnapshot s,
            long elapsedNanos,
            RunMetrics metrics,
            IntConsumer setUsers,
            java.util.function.Consumer<String> event) {
        if (s.measured()) {
            seconds += s.intervalSeconds();
            transactions += s.transactions();
            errors += s.errors();
            statements += s.statements().total();
            metrics.addLastResponse(response);
        }
        if (elapsedNanos < ends[current] || done.size() > current) {
            return;
        }
        close();
        if (!turning) {
            return;
        }
        turning = false;
        current++;
        startNanos = elapsedNanos;
        setUsers.accept(plan.phases().get(current).usersHere());
        event.accept(began());
    }

    private String began() {
        return "Phase " + (current + 1) + "/" + phases.size() + " (" + phases.get(current) + ") begins.";
    }

    /** Phase {@code index}'s rate (from {@code atNanos}), mix and think times. */
    private void apply(int index, Pacer pacer, long atNanos) {
        Settings s = plan.phases().get(index);
        if (pacer instanceof PhasedPacer p) {
            p.rate(s.coordination().rateHere(s.load().rate(), s.load().users()), atNanos);
        }
        MixPlan mix = mixes.get(index);
        live.set(
                mix,
                mix.deckFor(plan),
                s.think().min().toNanos(),
                s.think().max().toNanos());
    }

    /** The phases measured, the running one up to now (at the run's end). */
    List<PhaseResult> results() {
        if (done.size() <= current) {
            close();
        }
        return List.copyOf(done);
    }

    private void close() {
        Settings ps = plan.phases().get(current);
        double rate = ps.coordination().rateHere(ps.load().rate(), ps.load().users());
        LatencyStats r = LatencyStats.of(response);
        done.add(new PhaseResult(
                current + 1,
                phases.get(current).toString(),
                // The first phase's measured window opens after the warm-up.
                Math.max(startNanos, plan.warmUp().toNanos()) / 1e9,
                Math.round(seconds * 1000) / 1000.0,
                ps.usersHere(),
                rate > 0 ? rate : null,
                mixes.get(current).mixName(),
                transactions,
                errors,
                statements,
                r));
        seconds = 0;
        transactions = 0;
        errors = 0;
        statements = 0;
        response.reset();
    }

    /** "3 phases, 7m" for the run's start line. */
    String describe() {
        return phases.size() + " phases, " + Durations.format(Phase.total(phases));
    }
}
