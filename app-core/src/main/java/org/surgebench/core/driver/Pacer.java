package org.surgebench.core.driver;

import java.util.concurrent.atomic.AtomicLong;

/**
 * The open model's schedule: transaction k is intended to start at {@code start + k / rate}, whichever user
 * takes it. Response time is measured from that intended start, so a database that falls behind shows
 * its queueing in the figures instead of hiding it (no coordinated omission).
 */
final class Pacer {
    private final long startNanos;
    private final double intervalNanos;
    private final AtomicLong ticket = new AtomicLong();

    Pacer(long startNanos, double ratePerSecond) {
        this.startNanos = startNanos;
        this.intervalNanos = 1e9 / ratePerSecond;
    }

    long nextStart() {
        return startNanos + (long) (ticket.getAndIncrement() * intervalNanos);
    }
}
