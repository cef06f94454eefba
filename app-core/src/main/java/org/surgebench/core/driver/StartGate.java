package org.surgebench.core.driver;

import java.time.Duration;
import java.time.Instant;
import java.util.function.Consumer;
import org.surgebench.core.common.Durations;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.run.RunPlan;

/**
 * Holds a run back until its start: {@code --start-at}, the instant all generators agreed on at the
 * {@link StartBarrier}, or both (then the later, which must be the given time: a barrier passed after it would
 * start the generators apart). Waits on the wall clock, with a line of progress every ten seconds.
 */
final class StartGate {
    /** A start time this far gone is still taken as "now": the time it took to connect. */
    private static final Duration LATE_GRACE = Duration.ofSeconds(1);

    private static final Duration PROGRESS = Duration.ofSeconds(10);

    private StartGate() {}

    static void await(RunPlan plan, StartBarrier barrier, Consumer<String> progress) {
        Instant at = plan.startAt().orElse(null);
        if (at != null && Instant.now().isAfter(at.plus(LATE_GRACE))) {
            throw new org.surgebench.core.common.SettingException("{start-at} " + at + " has passed (it is "
                    + Instant.now() + " now): give a time far enough ahead for every generator to connect first.");
        }
        if (barrier != null) {
            Instant together = barrier.await(plan.barrierTimeout(), progress);
            if (at != null && together.isAfter(at.plus(LATE_GRACE))) {
                throw new org.surgebench.core.common.SettingException(
                        SurgeException.RUN_FAILED,
                        "The generators of run " + plan.runId().orElse(null)
                                + " were all there only after {start-at} " + at
                                + ": give a later time, or leave {start-at} "
                                + "out to start as soon as all are there.");
            }
            at = at == null ? together : at;
            progress.accept("All " + plan.generator().orElseThrow().count() + " generators of run "
                    + plan.runId().orElse(null) + " are there;"
                    + " starting at " + at + ".");
        } else if (at != null) {
            progress.accept("Connected; starting at " + at + ".");
        }
        if (at == null) {
            return;
        }
        long nextProgress = System.nanoTime() + PROGRESS.toNanos();
        while (true) {
            Duration left = Duration.between(Instant.now(), at);
            if (left.isNegative() || left.isZero()) {
                return;
            }
            if (System.nanoTime() >= nextProgress) {
                progress.accept("Starting in " + Durations.format(left.withNanos(0)) + ".");
                nextProgress = System.nanoTime() + PROGRESS.toNanos();
            }
            try {
                Thread.sleep(Math.min(left.toMillis() + 1, 1000));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new SurgeException(SurgeException.RUN_FAILED, "Interrupted while waiting for the start.", e);
            }
        }
    }
}
