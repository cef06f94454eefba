package org.surgebench.core.spi;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A named transaction mix: weight per transaction short name; a transaction absent or with weight 0
 * is not run.
 */
public record Mix(String name, String description, Map<String, Integer> weights) {

    public Mix {
        weights = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(weights));
    }
}
