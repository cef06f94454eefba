package org.surgebench.core.driver;

import org.surgebench.core.spi.Rng;

/**
 * What the running phase of a run's schedule sets in every user's life as it goes: the think times and the mix.
 * Written by the sampler at a phase's start, read by the users; only a run with phases has one (a run without
 * reads its plan's, fixed for the run).
 */
final class LivePhase {
    /** One phase's mix: a plan over the run's transactions, and its deck (null: an independent draw each). */
    private record Dealer(MixPlan plan, MixDeck deck) {}

    private volatile Dealer dealer;
    private volatile long thinkMinNanos;
    private volatile long thinkMaxNanos;

    /** From now on, this mix (over the run's transactions) and these think times. */
    void set(MixPlan plan, MixDeck deck, long thinkMin, long thinkMax) {
        thinkMinNanos = thinkMin;
        thinkMaxNanos = thinkMax;
        dealer = new Dealer(plan, deck);
    }

    /** The index of the next transaction in the run's mix plan. */
    int next(Rng rng) {
        Dealer d = dealer;
        return d.deck != null ? d.deck.next() : d.plan.pick(rng.nextInt(d.plan.totalWeight()));
    }

    /** A think time drawn between this phase's bounds (0 when it has none). */
    long thinkNanos(Rng rng) {
        long min = thinkMinNanos;
        long max = thinkMaxNanos;
        return max <= 0 ? 0 : min + (long) (rng.nextDouble() * (max - min));
    }
}
