package org.surgebench.core.driver;

import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.surgebench.core.common.SettingException;
import org.surgebench.core.spi.Rng;

/**
 * A shuffled deck of transactions shared by all users of a run: one card per weight unit (the weights divided by
 * their greatest common divisor, so sh's 690 units make 138 cards), dealt in order and shuffled anew for each
 * round. Over every whole round the counts are exactly the weights, so even a short run follows the mix closely;
 * an independent draw per transaction scatters around it.
 *
 * <p>Dealing is one atomic increment: card {@code n} is card {@code n % size} of round {@code n / size}, and a
 * round's order is a pure function of (seed, round), so any user may shuffle a round it finds missing; the last
 * round shuffled is kept for the others. No lock, whatever the number of users.
 */
final class MixDeck {
    /** More cards than this would make a round longer than any run; such weights are refused. */
    static final int MAX_CARDS = 1_000_000;

    private final int[] cards;
    private final long seed;
    private final AtomicLong dealt = new AtomicLong();
    private final AtomicReference<Round> current;
    /** The one card of a one-card deck (tpcb's single transaction), dealt without rounds; otherwise -1. */
    private final int onlyCard;

    private record Round(long number, int[] order) {}

    /** A deck for these weights (each {@code > 0}); the indexes dealt are positions in {@code weights}. */
    MixDeck(int[] weights, long seed) {
        int gcd = 0;
        long total = 0;
        for (int w : weights) {
            gcd = gcd(gcd, w);
            total += w;
        }
        long size = total / gcd;
        if (size > MAX_CARDS) {
            throw new SettingException("The weights add up to " + total + " (" + size + " after dividing by their "
                    + "common factor " + gcd + "); a deck holds at most " + MAX_CARDS + " cards: give smaller "
                    + "weights or {mix-draw} random.");
        }
        this.cards = new int[(int) size];
        int k = 0;
        for (int i = 0; i < weights.length; i++) {
            for (int c = 0; c < weights[i] / gcd; c++) {
                cards[k++] = i;
            }
        }
        this.seed = seed;
        this.current = new AtomicReference<>(shuffled(0));
        this.onlyCard = cards.length == 1 ? cards[0] : -1;
    }

    /** Cards per round. */
    int size() {
        return cards.length;
    }

    /** The index of the next transaction. Thread-safe. */
    int next() {
        if (onlyCard >= 0) {
            // Every round of one card is the same: no shuffle, no shared counter, nothing allocated per transaction.
            return onlyCard;
        }
        long n = dealt.getAndIncrement();
        long number = n / cards.length;
        Round r = current.get();
        if (r.number != number) {
            Round fresh = shuffled(number);
            r = fresh;
            // Keep the newest round: a user that was slow to read an older one must not set the deck back.
            current.accumulateAndGet(fresh, (a, b) -> a.number >= b.number ? a : b);
        }
        return r.order[(int) (n % cards.length)];
    }

    /** Round {@code number}'s order: a Fisher-Yates shuffle of the cards from (seed, number). */
    private Round shuffled(long number) {
        int[] order = cards.clone();
        Rng rng = new Rng(0).reseed(seed, 0xDEC4, number);
        for (int i = order.length - 1; i > 0; i--) {
            int j = rng.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        return new Round(number, order);
    }

    private static int gcd(int a, int b) {
        while (b != 0) {
            int t = a % b;
            a = b;
            b = t;
        }
        return a;
    }
}
