package org.surgebench.workloads.file;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.surgebench.core.spi.Schema;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.SqlScript;
import org.surgebench.core.spi.TableDef;

/**
 * A workload file's tables as a {@link Schema} for one database and scale: each table's create statements (its
 * own for that database, or the common ones), its rows and generator, its indexes (run beside other tables'
 * after the load) and its finishing statements (in order, last).
 */
final class FileSchema {
    private FileSchema() {}

    static Schema of(WorkloadFile file, FileProblem problems, SchemaOptions options) {
        FileTables tables = new FileTables(file.tables(), options.scale());
        List<TableDef> defs = new ArrayList<>();
        List<String> create = new ArrayList<>();
        List<String> indexes = new ArrayList<>();
        List<String> finish = new ArrayList<>();
        for (Map.Entry<String, TableSpec> e : file.tables().entrySet()) {
            String at = "/tables/" + FileLocations.escape(e.getKey());
            TableSpec t = e.getValue();
            create.addAll(statements(problems, at + "/create", t.create(), options.dialect()));
            indexes.addAll(statements(problems, at + "/indexes", t.indexes(), options.dialect()));
            finish.addAll(statements(problems, at + "/finish", t.finish(), options.dialect()));
            List<ValueDraw> draws = new ArrayList<>();
            for (ValueSpec c : t.columns().values()) {
                draws.add(ValueDraws.of(c, tables::keys));
            }
            TableRows rows = new TableRows(e.getKey(), draws);
            long n = tables.rows(e.getKey());
            defs.add(new TableDef(e.getKey(), List.copyOf(t.columns().keySet()), n, n, rows.rowBytes(), rows));
        }
        return new Schema(defs, create, indexes, finish);
    }

    /** The statements of a script for a database; none when there is no script, a sentence when it lacks that database. */
    static List<String> statements(FileProblem problems, String at, SqlText sql, String database) {
        if (sql == null) {
            return List.of();
        }
        String text = sql.forDatabase(database);
        if (text == null) {
            throw problems.at(at, "no SQL for " + database + ": add '" + database + ":' or 'common:' SQL");
        }
        return SqlScript.parse(text);
    }
}
