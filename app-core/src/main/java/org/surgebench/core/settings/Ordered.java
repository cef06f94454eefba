package org.surgebench.core.settings;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/** Read-only copies that keep the order given (a record's maps and sets: null reads as empty). */
final class Ordered {
    private Ordered() {}

    static <K, V> Map<K, V> map(Map<K, V> m) {
        return m == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(m));
    }

    static <T> Set<T> set(Set<T> s) {
        return s == null ? Set.of() : Collections.unmodifiableSet(new LinkedHashSet<>(s));
    }
}
