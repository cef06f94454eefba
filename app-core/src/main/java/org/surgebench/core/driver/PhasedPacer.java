package org.surgebench.core.driver;

import java.util.concurrent.atomic.AtomicLong;

/**
 * The open model's schedule of a run whose phases change the rate: each phase that names a rate starts a schedule
 * of its own at its start ({@code k / rate} from there); a phase of the closed model has none, and its users
 * think instead. Only a run with such phases has one: a run of one rate keeps {@link Pacer}'s fixed schedule.
 */
final class PhasedPacer extends Pacer {
    /** One phase's schedule: transaction k of the phase is meant to start at {@code start + k * interval}. */
    private record Leg(long startNanos, double intervalNanos, AtomicLong ticket) {}

    /** The running phase's schedule, or null while a phase of the closed model runs. */
    private volatile Leg leg;

    PhasedPacer(long startNanos) {
        super(startNanos, 1);
    }

    /** From {@code nowNanos} on, {@code ratePerSecond} (0: the closed model). */
    void rate(double ratePerSecond, long nowNanos) {
        leg = ratePerSecond > 0 ? new Leg(nowNanos, 1e9 / ratePerSecond, new AtomicLong()) : null;
    }

    @Override
    boolean open() {
        return leg != null;
    }

    @Override
    long nextStart() {
        Leg l = leg;
        if (l == null) {
            // The phase turned closed between the user's question and this call: start now.
            return System.nanoTime();
        }
        return l.startNanos + (long) (l.ticket.getAndIncrement() * l.intervalNanos);
    }
}
