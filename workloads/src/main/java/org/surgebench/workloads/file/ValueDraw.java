package org.surgebench.workloads.file;

import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.RowSink;

/**
 * Draws one value from a {@link ValueSpec}: a column's, written into a generated row, or a parameter's, bound to a
 * statement. Keeps no state of its own between draws (all of it is in the {@link Rng}), so that one instance
 * serves every load thread and every user.
 */
interface ValueDraw {

    /** Writes the value of the row with this key (the rng is seeded from the seed, the table and the key). */
    void write(Rng rng, long key, RowSink sink);

    /** The value for a parameter: a Long, BigDecimal, String, LocalDate, LocalDateTime, a sampled value or null. */
    Object draw(Rng rng);

    /** About how many bytes the value takes in a row, for size estimates. */
    int bytes();
}
