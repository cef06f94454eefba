package org.surgebench.workloads.sh;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.surgebench.core.api.SurgeException;
import org.surgebench.core.spi.SchemaOptions;

/**
 * What every user of a run shares: the dimensions to draw parameters from, each query's SQL for the run's
 * dialect, whether to send literal SQL, and the query timeout.
 */
final class ShRun {
    static final String LITERAL_SQL = "literal-sql";
    static final String QUERY_TIMEOUT = "query-timeout";
    static final int DEFAULT_TIMEOUT_SECONDS = 120;

    private final ShDimensions dimensions;
    private final boolean literalSql;
    private final int timeoutSeconds;
    private final Map<String, SqlTemplate> templates = new HashMap<>();

    ShRun(ShDimensions dimensions, String dialect, boolean literalSql, int timeoutSeconds, List<ShQuery> queries) {
        this.dimensions = dimensions;
        this.literalSql = literalSql;
        this.timeoutSeconds = timeoutSeconds;
        for (ShQuery q : queries) {
            templates.put(q.shortName(), q.template(dialect));
        }
    }

    static ShRun of(ShDimensions dimensions, SchemaOptions options) {
        return new ShRun(dimensions, options.dialect(), options.flag(LITERAL_SQL), timeoutSeconds(options),
                ShQueries.ALL);
    }

    static int timeoutSeconds(SchemaOptions options) {
        String v = options.option(QUERY_TIMEOUT, Integer.toString(DEFAULT_TIMEOUT_SECONDS)).strip();
        try {
            int seconds = Integer.parseInt(v.endsWith("s") ? v.substring(0, v.length() - 1) : v);
            if (seconds < 0) {
                throw new NumberFormatException();
            }
            return seconds;
        } catch (NumberFormatException e) {
            throw SurgeException.usage("The option query-timeout must be a whole number of seconds, 0 for none "
                    + "(got '" + v + "').");
        }
    }

    ShDimensions dimensions() {
        return dimensions;
    }

    boolean literalSql() {
        return literalSql;
    }

    int timeoutSeconds() {
        return timeoutSeconds;
    }

    SqlTemplate template(ShQuery query) {
        return templates.get(query.shortName());
    }
}
