package org.surgebench.core.spi;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.ServiceLoader;

/** The {@link SqlDialect}s registered with {@link ServiceLoader} (and on the {@link WorkloadPath}), by name. */
public final class SqlDialects {
    /** The dialects of one class loader: read again when the workload path changes. */
    private record Loaded(ClassLoader loader, Map<String, SqlDialect> byName) {}

    private static volatile Loaded loaded;

    private SqlDialects() {}

    private static Map<String, SqlDialect> byName() {
        ClassLoader loader = WorkloadPath.loader();
        Loaded now = loaded;
        if (now == null || now.loader() != loader) {
            Map<String, SqlDialect> out = new LinkedHashMap<>();
            ServiceLoader.load(SqlDialect.class, loader).forEach(d -> out.put(d.name(), d));
            now = new Loaded(loader, Map.copyOf(out));
            loaded = now;
        }
        return now.byName();
    }

    /** The SQL of the database of this short name (a dialect's {@code name()}). */
    public static SqlDialect named(String name) {
        SqlDialect d = byName().get(name);
        if (d == null) {
            throw new IllegalArgumentException("No SQL dialect named '" + name + "'; registered: " + byName().keySet());
        }
        return d;
    }
}
