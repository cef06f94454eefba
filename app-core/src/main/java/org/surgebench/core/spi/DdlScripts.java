package org.surgebench.core.spi;

import java.util.List;
import java.util.Map;
import org.surgebench.core.api.SurgeException;
import org.surgebench.core.db.SqlScript;

/**
 * Builds a {@link Schema} from SQL resources kept beside a workload's classes, one folder per dialect:
 * {@code <dialect>/create.sql} (tables, sequences, views), {@code indexes.sql} (independent statements run in
 * parallel after the load), {@code finish.sql} (in order: foreign keys, sequence restarts, metadata) and
 * {@code drop.sql}. {@code ${name}} in a script is replaced from {@code vars}.
 */
public final class DdlScripts {
    private DdlScripts() {
    }

    public static Schema schema(Class<?> anchor, String workload, SchemaOptions options, List<TableDef> tables,
                                Map<String, String> vars) {
        String dir = options.dialect() + "/";
        List<String> create = load(anchor, dir + "create.sql", vars);
        if (create.isEmpty()) {
            throw SurgeException.usage("The " + workload + " workload has no schema for " + options.dialect()
                    + " databases yet.");
        }
        return new Schema(tables, create, load(anchor, dir + "indexes.sql", vars), load(anchor, dir + "finish.sql", vars),
                load(anchor, dir + "drop.sql", vars));
    }

    public static List<String> load(Class<?> anchor, String path, Map<String, String> vars) {
        List<String> raw = SqlScript.resource(anchor, path);
        if (vars.isEmpty()) {
            return raw;
        }
        return raw.stream().map(s -> substitute(s, vars)).toList();
    }

    static String substitute(String sql, Map<String, String> vars) {
        String out = sql;
        for (Map.Entry<String, String> e : vars.entrySet()) {
            out = out.replace("${" + e.getKey() + "}", e.getValue());
        }
        return out;
    }
}
