package org.surgebench.core.spi;

/**
 * Writes the rows for keys {@code from..to} (inclusive) into a sink.
 * Must be deterministic: the same seed and key give the same row whichever worker or chunk writes it,
 * which is why generators reseed an {@link Rng} from (seed, table, key) rather than keep a stream.
 * Implementations must be safe to call from several threads at once (keep no mutable fields).
 */
@FunctionalInterface
public interface RowGenerator {
    void generate(long seed, long from, long to, RowSink sink) throws Exception;
}
