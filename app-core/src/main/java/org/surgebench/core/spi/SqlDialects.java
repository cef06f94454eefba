package org.surgebench.core.spi;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.ServiceLoader;

/** The {@link SqlDialect}s registered with {@link ServiceLoader}, by name. */
public final class SqlDialects {
    private static final Map<String, SqlDialect> BY_NAME = load();

    private SqlDialects() {}

    private static Map<String, SqlDialect> load() {
        Map<String, SqlDialect> out = new LinkedHashMap<>();
        ServiceLoader.load(SqlDialect.class, SqlDialects.class.getClassLoader()).forEach(d -> out.put(d.name(), d));
        return Map.copyOf(out);
    }

    /** The short names of the databases whose SQL is registered (postgresql, mariadb, h2, ...). */
    public static java.util.Set<String> names() {
        return new java.util.TreeSet<>(BY_NAME.keySet());
    }

    /** The SQL of the database of this short name (a dialect's {@code name()}). */
    public static SqlDialect named(String name) {
        SqlDialect d = BY_NAME.get(name);
        if (d == null) {
            throw new IllegalArgumentException("No SQL dialect named '" + name + "'; registered: " + BY_NAME.keySet());
        }
        return d;
    }
}
