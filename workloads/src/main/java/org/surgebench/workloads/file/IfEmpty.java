package org.surgebench.workloads.file;

import java.util.Arrays;
import java.util.Locale;
import java.util.function.Function;
import org.surgebench.core.common.SurgeException;

/** What a statement with {@code into} does when it returns no row. */
enum IfEmpty {
    /** The transaction ends, rolled back (the default). */
    ROLLBACK,
    /** The transaction ends, committed. */
    COMMIT,
    /** The names are null and the transaction goes on. */
    CONTINUE;

    static IfEmpty of(String text, Function<String, SurgeException> problem) {
        if (text == null) {
            return ROLLBACK;
        }
        for (IfEmpty e : values()) {
            if (e.name().equalsIgnoreCase(text.strip())) {
                return e;
            }
        }
        throw problem.apply("'" + text + "' is not one of "
                + String.join(
                        ", ",
                        Arrays.stream(values())
                                .map(e -> e.name().toLowerCase(Locale.ROOT))
                                .toList()));
    }
}
