package org.surgebench.core.driver;

import java.util.concurrent.atomic.AtomicLong;

/**
 * The open model's schedule: transaction k is intended to start at {@code start + k / rate}, whichever user
 * takes it. Response time is measured from that intended start, so a database that falls behind shows
 * its queueing in the figures instead of hiding it (no coordinated omission).
 */
class Pacer {
    private final long startNanos;
    private final double intervalNanos;
    private final AtomicLong ticket = new AtomicLong();

    /**
     * The pacer of a run: one at the plan's rate, one whose rate its phases change ({@link PhasedPacer}) when
     * any phase names a rate, or null for the closed model throughout.
     */
    static Pacer forRun(long startNanos, org.surgebench.core.run.RunPlan plan) {
        if (plan.phases().stream().anyMatch(p -> p.load().rate() > 0)) {
            return new PhasedPacer(startNanos);
        }
        return plan.rate().isPresent() ? new Pacer(startNanos, plan.rate().getAsDouble()) : null;
    }

    Pacer(long startNanos, double ratePerSecond) {
        this.startNanos = startNanos;
        this.intervalNanos = 1e9 / ratePerSecond;
    }

    /** Whether transactions start on this schedule now (a phase of the closed model: not). */
    boolean open() {
        return true;
    }

    long nextStart() {
        return startNanos + (long) (ticket.getAndIncrement() * intervalNanos);
    }
}
