package org.surgebench.core.spi;

/**
 * A small re-seedable random source (SplitMix64). Generators and users reseed one instance instead of
 * allocating a new random per row, and the same seed always gives the same values on every JDK.
 * Not thread-safe: one per worker or user.
 */
public final class Rng {
    private long state;

    public Rng(long seed) {
        reseed(seed);
    }

    public Rng reseed(long seed) {
        state = seed;
        return this;
    }

    /** Where the stream is: {@code reseed(state())} later gives the values that follow this point again. */
    public long state() {
        return state;
    }

    /** Reseeds from several parts, e.g. (run seed, table id, key). */
    public Rng reseed(long a, long b, long c) {
        state = mix(mix(mix(a) ^ b) ^ c);
        return this;
    }

    public long nextLong() {
        long z = (state += 0x9E3779B97F4A7C15L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** Uniform in {@code 0..bound-1}. */
    public int nextInt(int bound) {
        return (int) Math.floorMod(nextLong(), (long) bound);
    }

    /** Uniform in {@code min..max}, both inclusive. */
    public long between(long min, long max) {
        return min + Math.floorMod(nextLong(), max - min + 1);
    }

    public int between(int min, int max) {
        return (int) between((long) min, (long) max);
    }

    public double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }

    public boolean chance(double p) {
        return nextDouble() < p;
    }

    /** Approximately normal (sum of uniforms), clamped into {@code min..max}, centred between them. */
    public long normal(long min, long max) {
        double sum = 0;
        for (int i = 0; i < 4; i++) {
            sum += nextDouble();
        }
        long v = min + Math.round((sum / 4.0) * (max - min));
        return Math.max(min, Math.min(max, v));
    }

    public <T> T pick(T[] values) {
        return values[nextInt(values.length)];
    }

    /** Picks an index by integer weights. */
    public int weighted(int[] cumulativeWeights) {
        int total = cumulativeWeights[cumulativeWeights.length - 1];
        int r = nextInt(total);
        for (int i = 0; i < cumulativeWeights.length; i++) {
            if (r < cumulativeWeights[i]) {
                return i;
            }
        }
        return cumulativeWeights.length - 1;
    }

    public static long mix(long z) {
        z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
        z = (z ^ (z >>> 33)) * 0xc4ceb9fe1a85ec53L;
        return z ^ (z >>> 33);
    }

    /** A stable 64-bit id for a name (e.g. a table), so seeds do not depend on load order. */
    public static long idOf(String name) {
        long h = 1125899906842597L;
        for (int i = 0; i < name.length(); i++) {
            h = 31 * h + name.charAt(i);
        }
        return mix(h);
    }
}
