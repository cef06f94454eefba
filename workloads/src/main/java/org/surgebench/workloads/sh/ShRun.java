package org.surgebench.workloads.sh;

import org.surgebench.core.common.SurgeException;
import org.surgebench.core.spi.SchemaOptions;

/**
 * What every user of a run shares: the dimension values to draw parameters from, whether to send literal SQL
 * (the default, as Swingbench; {@code bind=true} binds the values instead) and whether to read every row of a
 * result ({@code all-rows=true}) instead of the first one only.
 */
record ShRun(ShDimensions dimensions, boolean literalSql, boolean allRows) {
    static final String BIND = "bind";
    static final String LITERAL_SQL = "literal-sql";
    static final String ALL_ROWS = "all-rows";

    static ShRun of(ShDimensions dimensions, SchemaOptions options) {
        boolean bind = options.flag(BIND);
        boolean literal =
                Boolean.parseBoolean(options.option(LITERAL_SQL, "true").strip());
        if (bind && options.options().containsKey(LITERAL_SQL) && literal) {
            throw SurgeException.usage("Choose bind variables (--bind) or literal SQL (--literal-sql), not both.");
        }
        return new ShRun(dimensions, literal && !bind, options.flag(ALL_ROWS));
    }
}
