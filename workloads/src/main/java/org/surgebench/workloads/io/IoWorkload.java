package org.surgebench.workloads.io;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.surgebench.core.spi.DdlScripts;
import org.surgebench.core.spi.EventLoopTransaction;
import org.surgebench.core.spi.Mix;
import org.surgebench.core.spi.Schema;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.TableDef;
import org.surgebench.core.spi.TransactionDef;
import org.surgebench.core.spi.Workload;

/**
 * Storage I/O in the style of SLOB: tables with one row per database block, read and updated a work unit of
 * rows at a time through the key index (random single-block reads), and a scan table read in full (sequential
 * reads). Scale is GB of data per schema; each schema is one table {@code io_data_N} and, with a scan table
 * size, its scan table {@code io_scan_N}.
 */
public final class IoWorkload implements Workload {

    @Override
    public String name() {
        return "io";
    }

    @Override
    public List<org.surgebench.core.spi.OptionSpec> options() {
        return IoOptions.all();
    }

    @Override
    public String description() {
        return "SLOB-style storage I/O: one row per block, random single-block reads, updates and full scans "
                + "(scale = GB per schema)";
    }

    @Override
    public double minScale() {
        return 0.001;
    }

    @Override
    public double maxScale() {
        return 16_000;
    }

    /** "size 1 GB per schema (131,072 blocks of 8 KB), 1 schema": what --scale or --option size built. */
    @Override
    public String sizeLabel(double scale, Map<String, String> options) {
        return IoShape.of(new SchemaOptions("", scale, 0, options)).label();
    }

    @Override
    public Schema schema(SchemaOptions options) {
        IoShape shape = IoShape.of(options);
        List<TableDef> tables = new ArrayList<>();
        List<String> create = new ArrayList<>();
        List<String> indexes = new ArrayList<>();
        List<String> finish = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (int n = 1; n <= shape.schemas(); n++) {
            names.add(IoShape.table(n));
        }
        for (int n = 1; shape.scanRows() > 0 && n <= shape.schemas(); n++) {
            names.add(IoShape.scanTable(n));
        }
        String dir = options.dialect() + "/";
        for (String table : names) {
            long rows = table.startsWith(IoShape.SCAN_PREFIX) ? shape.scanRows() : shape.rowsPerSchema();
            Map<String, String> vars = DdlScripts.variables(options, Map.of("table", table));
            create.addAll(script(dir + "table.sql", options, vars, options.dialect()));
            indexes.addAll(DdlScripts.load(IoWorkload.class, dir + "index.sql", options, vars));
            finish.addAll(DdlScripts.load(IoWorkload.class, dir + "finish.sql", options, vars));
            tables.add(new TableDef(
                    table, IoRows.COLUMNS, rows, rows, IoShape.BLOCK_BYTES, IoRows.generator(table, rows)));
        }
        create.addAll(script(dir + "meta.sql", options, DdlScripts.variables(options, Map.of()), options.dialect()));
        tables.add(new TableDef(
                IoShape.META_TABLE,
                List.of("schemas", "rows_per_schema", "scan_rows", "block_bytes"),
                1,
                1,
                40,
                (seed, from, to, sink) -> sink.value(shape.schemas())
                        .value(shape.rowsPerSchema())
                        .value(shape.scanRows())
                        .value(IoShape.BLOCK_BYTES)
                        .endRow()));
        return new Schema(tables, create, indexes, finish);
    }

    private static List<String> script(String path, SchemaOptions options, Map<String, String> vars, String dialect) {
        List<String> out = DdlScripts.load(IoWorkload.class, path, options, vars);
        if (out.isEmpty()) {
            throw org.surgebench.core.common.SurgeException.usage(
                    "The io workload has no schema for " + dialect + " databases yet.");
        }
        return out;
    }

    @Override
    public List<TransactionDef> transactions() {
        return List.of(
                new TransactionDef(
                        "READ", "Random read: a work unit of rows through the key index", 75, true, true, IoRun::read),
                new TransactionDef(
                        "UPDATE", "Update: a work unit of rows rewritten, then commit", 25, true, false, IoRun::update),
                new TransactionDef("SCAN", "Scan: the schema's scan table read in full", 0, false, true, IoRun::scan));
    }

    /** READ, UPDATE and SCAN on event loops too ({@code --user-threads event-loop}). */
    @Override
    public Map<String, EventLoopTransaction> eventLoopTransactions() {
        return IoOnEventLoop.transactions();
    }

    @Override
    public List<Mix> mixes() {
        return List.of(
                new Mix("slob", "SLOB's default: update-pct 25", mix(IoKnobs.DEFAULT_UPDATE_PCT, 0)),
                new Mix("read-only", "update-pct 0: random single-block reads only", mix(0, 0)),
                new Mix("80-20", "update-pct 20: the 80/20 random workload", mix(20, 0)),
                new Mix("scan", "scan-pct 100: full scans of the scan table only", mix(0, 100)));
    }

    private static Map<String, Integer> mix(int updatePct, int scanPct) {
        Map<String, String> o = new LinkedHashMap<>();
        o.put("update-pct", Integer.toString(updatePct));
        o.put("scan-pct", Integer.toString(scanPct));
        return IoKnobs.of(o).weights();
    }

    /** update-pct and scan-pct given as options set the mix, as SLOB's UPDATE_PCT and SCAN_PCT do. */
    @Override
    public Mix optionMix(Map<String, String> runOptions) {
        if (!IoKnobs.shapesMix(runOptions)) {
            return null;
        }
        IoKnobs k = IoKnobs.of(runOptions);
        return new Mix(
                "update-pct=" + k.updatePct() + ",scan-pct=" + k.scanPct(), "from the run's options", k.weights());
    }

    /** work-loop: iterations per user, SLOB's WORK_LOOP. */
    @Override
    public long iterationsPerUser(Map<String, String> runOptions) {
        return IoKnobs.of(runOptions).workLoop();
    }

    @Override
    public Object prepareRun(Connection connection, SchemaOptions options) throws SQLException {
        return IoRun.prepare(connection, IoKnobs.of(options.options()), options.sql());
    }

    /** The io tables the run reads: its schemas' data tables, and their scan tables when it scans. */
    @Override
    public long dataSetBytes(Object shared) {
        return shared instanceof IoRun run ? run.dataSetBytes() : -1;
    }

    /** The multiblock read setting the sessions made (--option multiblock), as the server reported it. */
    @Override
    public Map<String, String> sessionSettings(Object shared) {
        return shared instanceof IoRun run ? run.sessionSettings() : Map.of();
    }
}
