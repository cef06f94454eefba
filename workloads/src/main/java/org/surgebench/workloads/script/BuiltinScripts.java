package org.surgebench.workloads.script;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.surgebench.core.common.SurgeException;

/**
 * pgbench's built-in scripts, as {@code pgbench --show-script=NAME} prints them (kept beside this class, with where
 * they come from): they use pgbench's tables, which {@code surge generate tpcb} makes on every database.
 */
public final class BuiltinScripts {
    /** The names, in pgbench's order. */
    public static final List<String> NAMES = List.of("tpcb-like", "simple-update", "select-only");

    /** How a script source names a built-in script: {@code builtin:tpcb-like}. */
    public static final String PREFIX = "builtin:";

    private BuiltinScripts() {}

    /** The built-in script of that name or, as pgbench takes it, of a name it is the only prefix of. */
    public static String resolve(String name) {
        if (NAMES.contains(name)) {
            return name;
        }
        List<String> matches = NAMES.stream().filter(n -> n.startsWith(name)).toList();
        if (matches.size() == 1 && !name.isEmpty()) {
            return matches.get(0);
        }
        throw SurgeException.usage("There is no built-in script '" + name + "'"
                + (matches.size() > 1 ? " (it begins " + String.join(" and ", matches) + ")" : "") + "; there are "
                + String.join(", ", NAMES) + " (as " + PREFIX + "NAME).");
    }

    /** The text of the built-in script of that exact name. */
    public static String text(String name) {
        try (InputStream in = BuiltinScripts.class.getResourceAsStream("builtin/" + name + ".sql")) {
            if (in == null) {
                throw new IllegalStateException("built-in script " + name + " is missing from the build");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
