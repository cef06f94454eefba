package org.surgebench.core.driver;

import java.util.concurrent.atomic.AtomicLong;

/**
 * Spreads the users' reconnect attempts so that, while the database is away, one user tries every
 * {@link #SPACING_NANOS}: the users that lost their connections together would otherwise all retry on the same
 * doubling backoff (100 ms to 5 s), and the first would find the database back up to 5 s after it was. A user
 * takes the next free slot when it comes before the end of its own backoff, else it waits its backoff, so the
 * database never sees more than a few attempts a second more than the backoff alone gives, however many users
 * wait. The outages a run reports (docs/reliability.md) then end within a fraction of a second of the database's
 * return, not at the next step of a backoff.
 */
final class ReconnectSlots {
    static final long SPACING_NANOS = 250_000_000L;

    private final AtomicLong lastSlot = new AtomicLong(Long.MIN_VALUE / 2);

    /** How long a user whose log-on failed at {@code now} waits: its slot, or {@code backoff} if that is sooner. */
    long wait(long now, long backoff) {
        while (true) {
            long last = lastSlot.get();
            long slot = Math.max(last + SPACING_NANOS, now + UserLife.INITIAL_BACKOFF_NANOS);
            if (slot - now >= backoff) {
                return backoff;
            }
            if (lastSlot.compareAndSet(last, slot)) {
                return slot - now;
            }
        }
    }
}
