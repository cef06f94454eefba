package org.surgebench.workloads.script.expr;

import org.surgebench.core.spi.Rng;

/**
 * {@code permute(i, size, seed)}: the position of {@code i} (modulo size) in a pseudorandom permutation of
 * {@code 0 .. size-1} chosen by the seed, as pgbench's documentation defines it. The permutation is Surgebench's own
 * (keyed multiply, xor-shift and add rounds on the smallest power of two that holds {@code size}, walked until the
 * value falls inside the range): the same seed always gives the same permutation, but not pgbench's.
 */
final class Permutation {
    private static final int ROUNDS = 4;

    private Permutation() {}

    static long permute(long value, long size, long seed) {
        if (size <= 0) {
            throw new EvalException("permute size parameter must be greater than zero");
        }
        if (size == 1) {
            return 0;
        }
        int bits = 64 - Long.numberOfLeadingZeros(size - 1);
        long mask = bits == 64 ? -1L : (1L << bits) - 1;
        long[] keys = new long[ROUNDS * 2];
        Rng keyed = new Rng(0).reseed(seed, 0x9E2D_7A11L, size);
        for (int i = 0; i < keys.length; i++) {
            keys[i] = keyed.nextLong();
        }
        long v = Math.floorMod(value, size);
        // Cycle walking: the mix is a bijection of [0, 2^bits), so repeating it until the value is below size gives a
        // bijection of [0, size); as 2^bits < 2 * size, it takes fewer than two steps on average.
        do {
            v = mix(v, keys, bits, mask);
        } while (Long.compareUnsigned(v, size) >= 0);
        return v;
    }

    /** A bijection of [0, 2^bits): each step (odd multiply, xor with the high half shifted down, add) is one. */
    private static long mix(long v, long[] keys, int bits, long mask) {
        int shift = Math.max(1, (bits + 1) / 2);
        for (int r = 0; r < ROUNDS; r++) {
            v = (v * (keys[2 * r] | 1)) & mask;
            v ^= v >>> shift;
            v = (v + keys[2 * r + 1]) & mask;
        }
        return v;
    }
}
