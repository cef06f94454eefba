package org.surgebench.workloads.file;

import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.sampling.distribution.RejectionInversionZipfSampler;
import org.apache.commons.rng.sampling.distribution.SharedStateDiscreteSampler;
import org.surgebench.core.spi.Rng;

/**
 * Ranks 1..n by Zipf's law of an exponent (rank 1 the most often), with Commons RNG's rejection-inversion
 * sampler (constant time per draw, no table of n entries), fed from the caller's {@link Rng} so that draws stay
 * deterministic per seed.
 */
final class Zipf {
    /** What a workload file means by zipfian without a skew: YCSB's constant. */
    static final double DEFAULT_SKEW = 0.99;

    private final SharedStateDiscreteSampler sampler;

    Zipf(long n, double skew) {
        if (n > Integer.MAX_VALUE) {
            throw new IllegalArgumentException(
                    "a skewed draw takes at most " + Integer.MAX_VALUE + " values, not " + n);
        }
        if (!(skew > 0) || skew > 100) {
            throw new IllegalArgumentException("skew " + skew + " is not above 0 and at most 100");
        }
        this.sampler = RejectionInversionZipfSampler.of(() -> 0L, (int) n, skew);
    }

    /** A rank in 1..n. */
    long rank(Rng rng) {
        UniformRandomProvider source = rng::nextLong;
        return sampler.withUniformRandomProvider(source).sample();
    }
}
