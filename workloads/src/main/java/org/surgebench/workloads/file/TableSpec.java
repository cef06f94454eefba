package org.surgebench.workloads.file;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Map;

/**
 * A table generate creates and loads.
 *
 * @param rows      rows per unit of scale (scale 10: ten times as many); 0 for a table only transactions fill
 * @param fixedRows rows whatever the scale (a list of countries); instead of {@code rows}
 * @param create    the statements that create it (common, or per database)
 * @param indexes   statements run after the load, beside other tables' (primary keys, indexes)
 * @param finish    statements run in order after every table's indexes (foreign keys, statistics)
 * @param columns   a generator per column, in the order the rows are written
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record TableSpec(
        Long rows, Long fixedRows, SqlText create, SqlText indexes, SqlText finish, Map<String, ValueSpec> columns) {

    public TableSpec {
        columns = columns == null
                ? Map.of()
                : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(columns));
    }
}
