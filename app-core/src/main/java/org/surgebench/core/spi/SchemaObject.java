package org.surgebench.core.spi;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A table, view or sequence a workload creates, named in lower case. These are what Surgebench records as its
 * own in the registry and the only objects it ever drops (indexes and constraints go with their tables).
 *
 * @param kind {@link #TABLE}, {@link #VIEW} or {@link #SEQUENCE}
 * @param name the unquoted name, lower case
 */
public record SchemaObject(String kind, String name) {
    public static final String TABLE = "table";
    public static final String VIEW = "view";
    public static final String SEQUENCE = "sequence";

    /** The object a create statement makes: CREATE [OR REPLACE] [GLOBAL TEMPORARY|UNLOGGED ...] TABLE name ... */
    private static final Pattern CREATE = Pattern.compile("(?is)^\\s*CREATE\\s+(?:OR\\s+REPLACE\\s+)?"
            + "(?:(?:GLOBAL|LOCAL|TEMPORARY|TEMP|UNLOGGED|CACHED|MEMORY|FORCE|NOFORCE|EDITIONABLE|NONEDITIONABLE)\\s+)*"
            + "(TABLE|VIEW|SEQUENCE)\\s+(?:IF\\s+NOT\\s+EXISTS\\s+)?([A-Za-z_][A-Za-z0-9_$#]*)\\b");

    public SchemaObject {
        kind = kind.toLowerCase(Locale.ROOT);
        name = name.toLowerCase(Locale.ROOT);
        if (!kind.equals(TABLE) && !kind.equals(VIEW) && !kind.equals(SEQUENCE)) {
            throw new IllegalArgumentException("not a table, view or sequence: " + kind);
        }
    }

    /** The tables, views and sequences that these create statements make, in order, each once. */
    public static List<SchemaObject> createdBy(List<String> createSql) {
        LinkedHashSet<SchemaObject> out = new LinkedHashSet<>();
        for (String sql : createSql) {
            Matcher m = CREATE.matcher(sql);
            if (m.find()) {
                out.add(new SchemaObject(m.group(1), m.group(2)));
            }
        }
        return List.copyOf(out);
    }

    /** "tables customers and orders, view products" for a sentence. */
    public static String describe(Collection<SchemaObject> objects) {
        Map<String, List<String>> byKind = new TreeMap<>();
        for (SchemaObject o : objects) {
            byKind.computeIfAbsent(o.kind(), k -> new ArrayList<>()).add(o.name());
        }
        List<String> parts = new ArrayList<>();
        for (String kind : List.of(TABLE, VIEW, SEQUENCE)) {
            List<String> names = byKind.get(kind);
            if (names != null) {
                parts.add(kind + (names.size() > 1 ? "s " : " ") + and(names));
            }
        }
        return String.join(", ", parts);
    }

    private static String and(List<String> names) {
        if (names.size() == 1) {
            return names.get(0);
        }
        return String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
    }

    @Override
    public String toString() {
        return kind + " " + name;
    }
}
