package org.surgebench.workloads.script.expr;

/**
 * pgbench's hash functions of one 64-bit integer: FNV-1a (64-bit) and MurmurHash64A, each over the integer's eight
 * bytes, least significant first, with the seed mixed in as pgbench does (the offset basis XOR the seed for
 * FNV-1a, the seed for MurmurHash2). Checked against the values pgbench 15 prints.
 */
final class Hashes {
    private static final long FNV_PRIME = 0x100000001b3L;
    private static final long FNV_OFFSET_BASIS = 0xcbf29ce484222325L;
    private static final long MURMUR_MUL = 0xc6a4a7935bd1e995L;
    private static final int MURMUR_SHIFT = 47;

    private Hashes() {}

    static long fnv1a(long value, long seed) {
        long h = FNV_OFFSET_BASIS ^ seed;
        long v = value;
        for (int i = 0; i < Long.BYTES; i++) {
            h ^= v & 0xff;
            h *= FNV_PRIME;
            v >>= 8;
        }
        return h;
    }

    static long murmur2(long value, long seed) {
        long h = seed ^ (Long.BYTES * MURMUR_MUL);
        long k = value * MURMUR_MUL;
        k ^= k >>> MURMUR_SHIFT;
        k *= MURMUR_MUL;
        h ^= k;
        h *= MURMUR_MUL;
        h ^= h >>> MURMUR_SHIFT;
        h *= MURMUR_MUL;
        h ^= h >>> MURMUR_SHIFT;
        return h;
    }
}
