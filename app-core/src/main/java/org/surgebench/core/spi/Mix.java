package org.surgebench.core.spi;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A named transaction mix: weight per transaction short name; a transaction absent or with weight 0
 * is not run.
 */
public record Mix(String name, String description, Map<String, Integer> weights) {

    public Mix {
        weights = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(weights));
    }

    /**
     * The mix a Swingbench configuration file ships: each transaction enabled by default at its default weight (a
     * weight of 0 is left out, so it is not run).
     */
    public static Mix ofEnabled(String name, String description, List<TransactionDef> transactions) {
        Map<String, Integer> weights = new LinkedHashMap<>();
        for (TransactionDef t : transactions) {
            if (t.enabledByDefault() && t.defaultWeight() > 0) {
                weights.put(t.shortName(), t.defaultWeight());
            }
        }
        return new Mix(name, description, weights);
    }

    /** Every transaction at its default weight, also those the configuration file ships disabled. */
    public static Mix ofAll(String name, String description, List<TransactionDef> transactions) {
        Map<String, Integer> weights = new LinkedHashMap<>();
        for (TransactionDef t : transactions) {
            weights.put(t.shortName(), t.defaultWeight());
        }
        return new Mix(name, description, weights);
    }
}
