package org.surgebench.core.run;

import java.util.Map;

/**
 * What only a started run knows, and its results record beside the plan: the mix it resolved, the database it
 * reached, the scale it found there, what its users ran on.
 *
 * @param mix      the mix's name
 * @param variant  the variant that ran, or null for a workload without variants
 * @param weights  the weights the users drew from
 * @param url      where the database is, without secrets
 * @param user     the database user
 * @param dialect  the database's short name (postgresql, h2...)
 * @param scale    the schema's scale
 * @param users    the most users asked for at once (a pool's size stands for them when users share one)
 * @param threads  what the users ran on, as the run decided when it started
 */
public record RunTarget(
        String mix,
        String variant,
        Map<String, Integer> weights,
        String url,
        String user,
        String dialect,
        double scale,
        int users,
        UserThreadsDecision threads) {}
