package org.surgebench.workloads.file;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;

/**
 * One transaction: its statements run in order on the user's connection, then a commit.
 *
 * @param name       the long name for reports (the short name is its key)
 * @param weight     its weight in the default mix (1 when not given)
 * @param readOnly   whether it only reads (default: whether all its statements are queries)
 * @param enabled    whether the default mix runs it (default true)
 * @param think      a pause after it commits, {@code 1s..3s} (or one duration): the user's time at the screen
 * @param parameters parameter sources of its own, beside (and over) the file's
 * @param statements the statements, in order
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record TransactionSpec(
        String name,
        Integer weight,
        Boolean readOnly,
        Boolean enabled,
        String think,
        Map<String, ValueSpec> parameters,
        List<StatementSpec> statements) {

    public TransactionSpec {
        parameters = parameters == null
                ? Map.of()
                : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(parameters));
        statements = statements == null ? List.of() : List.copyOf(statements);
    }
}
