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

    /**
     * The short names of the databases Surgebench has SQL for, whether or not their module is on this class path
     * (Oracle's is in db-oracle): where a file gives SQL per database, these are its keys.
     */
    private static final java.util.Set<String> SHIPPED =
            java.util.Set.of("h2", "postgresql", "mariadb", "mysql", "oracle");

    /** The short names of the databases whose SQL is registered here or shipped in another module. */
    public static java.util.Set<String> names() {
        java.util.Set<String> out = new java.util.TreeSet<>(SHIPPED);
        out.addAll(byName().keySet());
        return out;
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
