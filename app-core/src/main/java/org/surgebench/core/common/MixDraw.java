package org.surgebench.core.common;

import java.util.Locale;

/**
 * How the users choose the next transaction from the mix's weights.
 *
 * <p>Swingbench draws each transaction independently by weight, so the shares of a short run scatter around the
 * weights (at Sales History's defaults a 60-second run makes about 630 draws, and a query's share then has a
 * spread of up to 1.4 points). {@link #DECK} deals from a shuffled deck shared by all users instead: the same
 * expected mix, and over every whole round of the deck exactly the weights.
 */
public enum MixDraw {
    /**
     * One shared deck with a card per weight unit (weights divided by their greatest common divisor), shuffled
     * anew for each round with the run's seed: the same seed deals the same sequence of transactions, though which
     * user gets which card depends on timing.
     */
    DECK,
    /** An independent weighted draw per transaction from each user's seeded random stream, as Swingbench does. */
    RANDOM;

    /** The draw named {@code deck} or {@code random} (any case); a usage error names both otherwise. */
    public static MixDraw parse(String name) {
        try {
            return valueOf(name.strip().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException | NullPointerException e) {
            throw new SettingException("{mix-draw} must be deck or random (got '" + name + "').");
        }
    }

    /** The name the CLI and the results use: deck or random. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
