package org.surgebench.workloads.file;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Map;

/**
 * How the workload runs when the run does not say otherwise ({@code RunDefaults}), and its named mixes.
 *
 * @param users        concurrent users
 * @param think        think time between transactions, {@code 1s..2s} (or one duration)
 * @param queryTimeout statements running longer are cancelled, e.g. {@code 30s}
 * @param mixes        named mixes, each a weight per transaction short name; the first is the default. None: one
 *                     mix, "default", of the transactions' own weights
 * @param phases       the run's schedule, each phase as {@code --phase} writes it ({@code 2m:users=16}); none: one
 *                     phase
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record RunSection(
        Integer users,
        String think,
        String queryTimeout,
        Map<String, Map<String, Integer>> mixes,
        java.util.List<String> phases) {

    public RunSection {
        phases = phases == null ? java.util.List.of() : java.util.List.copyOf(phases);
        mixes = mixes == null ? Map.of() : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(mixes));
    }
}
