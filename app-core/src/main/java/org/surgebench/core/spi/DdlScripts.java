package org.surgebench.core.spi;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.surgebench.core.common.SurgeException;

/**
 * Builds a {@link Schema} from SQL resources kept beside a workload's classes, one folder per dialect:
 * {@code <dialect>/create.sql} (tables, sequences, views), {@code indexes.sql} (independent statements run in
 * parallel after the load), {@code finish.sql} (in order: foreign keys, sequence restarts, metadata) and
 * {@code code.sql} where the workload has stored code (functions, packages; each block ends with a line holding
 * only {@code /}). There is no drop script: the objects create.sql makes are recorded as the workload's, and only
 * those are dropped.
 *
 * <p>Scripts are templates: {@code ${name}} is replaced from the workload's {@code vars}, then from the schema
 * options ({@code --option tablespace=USERS} gives {@code ${tablespace}}), then from {@link #DEFAULTS}. A line
 * starting with {@code --if:NAME } is kept (without that prefix) only when variable NAME (usually an
 * option) is set and not {@code false}; {@code --if:!NAME } only when it is not. This keeps storage choices (partitioning, compression,
 * tablespaces, parallel degree) in the SQL files of the dialect that has them.
 *
 * <p>What databases share is written once: a line {@code --include PATH} is replaced by the script at PATH
 * (relative to the workload's folder, e.g. {@code common/create.sql} or {@code mariadb/table.sql}) before
 * anything else, so a dialect's script is the common part plus what differs for it. A dialect has a script only
 * where its own folder has the file: including keeps that explicit, and a database without its own create.sql
 * stays one the workload has no schema for. Where a dialect's statement differs from the common one only in a
 * line or two (a primary key declared with the table, a storage clause), the common script has both as
 * {@code --if:NAME} lines and the dialect's script turns NAME on with a line {@code --set NAME} before its
 * include: {@code --set} sets the variable to true for the lines after it.
 */
public final class DdlScripts {
    /** Values for the storage variables when no option sets them. */
    public static final Map<String, String> DEFAULTS =
            Map.of("partitions", "32", "dop", "8", "reverse", "true", "bitmap", "true");

    /** Options that shape storage: refused where nothing would apply them. */
    static final List<String> STORAGE_OPTIONS = List.of("partition", "compress", "tablespace");

    private static final Map<String, String> WHERE_SUPPORTED = Map.of(
            "partition", "only Oracle partitions the workloads' tables on request",
            "compress", "only Oracle compresses tables on request",
            "tablespace", "Oracle and PostgreSQL have tablespaces");

    private DdlScripts() {}

    public static Schema schema(
            Class<?> anchor, String workload, SchemaOptions options, List<TableDef> tables, Map<String, String> vars) {
        String dir = options.dialect() + "/";
        refuseIgnoredStorageOptions(anchor, workload, options);
        Map<String, String> all = variables(options, vars);
        List<String> create = load(anchor, dir + "create.sql", options, all);
        if (create.isEmpty()) {
            throw SurgeException.usage(
                    "The " + workload + " workload has no schema for " + options.dialect() + " databases yet.");
        }
        return new Schema(
                tables,
                create,
                load(anchor, dir + "indexes.sql", options, all),
                load(anchor, dir + "finish.sql", options, all),
                load(anchor, dir + "code.sql", options, all));
    }

    /**
     * {@code --partition}, {@code --compress}, {@code --tablespace} given for a dialect whose scripts do not use
     * them (and that does not apply them itself) are refused with one sentence, before anything is created:
     * never a schema silently different from the one asked for.
     */
    static void refuseIgnoredStorageOptions(Class<?> anchor, String workload, SchemaOptions options) {
        String dir = options.dialect() + "/";
        StringBuilder scripts = new StringBuilder();
        for (String f : List.of("create.sql", "indexes.sql", "finish.sql")) {
            String text = read(anchor, dir + f);
            scripts.append(text == null ? "" : text);
        }
        for (String name : STORAGE_OPTIONS) {
            String v = options.options().get(name);
            boolean set = v != null && !v.isBlank() && !"false".equalsIgnoreCase(v);
            if (!set || options.sql().appliesItself(name)) {
                continue;
            }
            if (!scripts.toString().contains("--if:" + name)
                    && !scripts.toString().contains("${" + name + "}")) {
                throw SurgeException.usage("--" + name + " has no effect for " + workload + " on " + options.dialect()
                        + " (" + WHERE_SUPPORTED.get(name) + "): leave it out; nothing was created.");
            }
        }
    }

    /** The statements of one script, without options or conditional lines. */
    public static List<String> load(Class<?> anchor, String path, Map<String, String> vars) {
        return load(anchor, path, new SchemaOptions("", 1, 1, Map.of()), vars);
    }

    /** The statements of one script after conditional lines and variables; empty when it does not exist. */
    public static List<String> load(Class<?> anchor, String path, SchemaOptions options, Map<String, String> vars) {
        String text = read(anchor, path);
        if (text == null) {
            return List.of();
        }
        return SqlScript.parse(render(text, options, vars));
    }

    /**
     * The server-side generation SQL of a table ({@code <dialect>/server-side/<table>.sql}), rendered like the
     * schema scripts; {@code ${from}}, {@code ${to}} and {@code ${seed}} are left for the generator. Null when
     * there is none.
     */
    public static String serverSide(Class<?> anchor, SchemaOptions options, String table) {
        return serverSide(anchor, options, table, Map::of);
    }

    /**
     * As {@link #serverSide(Class, SchemaOptions, String)} with the workload's own variables (row counts, word
     * lists...), computed only when the table has server-side SQL for this dialect.
     */
    public static String serverSide(
            Class<?> anchor,
            SchemaOptions options,
            String table,
            java.util.function.Supplier<Map<String, String>> vars) {
        String text =
                read(anchor, options.dialect() + "/server-side/" + table.toLowerCase(java.util.Locale.ROOT) + ".sql");
        if (text == null) {
            return null;
        }
        List<String> statements = SqlScript.parse(render(text, options, variables(options, vars.get())));
        if (statements.size() != 1) {
            throw new IllegalStateException(
                    "Server-side SQL for " + table + " must be one statement, found " + statements.size() + ".");
        }
        return statements.get(0);
    }

    /**
     * The variables of a schema's scripts: workload vars first, then options, then defaults; storage options are
     * checked. For a workload that renders a script several times with vars of its own (one table each).
     */
    public static Map<String, String> variables(SchemaOptions options, Map<String, String> vars) {
        Map<String, String> all = new LinkedHashMap<>(DEFAULTS);
        all.putAll(options.options());
        all.putAll(vars);
        // These end up inside DDL: accept plain identifiers and numbers only.
        for (String name : List.of("tablespace")) {
            String v = all.get(name);
            if (v != null && !v.matches("[A-Za-z][A-Za-z0-9_$#]{0,127}")) {
                throw SurgeException.usage("--option " + name + "=" + v + " is not a tablespace name.");
            }
        }
        for (String name : List.of("partitions", "dop")) {
            String v = all.get(name);
            if (v != null && !v.matches("[1-9][0-9]{0,4}")) {
                throw SurgeException.usage("--option " + name + "=" + v + " must be a whole number from 1 to 99999.");
            }
        }
        return all;
    }

    static String render(String text, SchemaOptions options, Map<String, String> vars) {
        Map<String, String> scope = vars;
        StringBuilder out = new StringBuilder();
        for (String line : text.split("\\R", -1)) {
            String t = line.stripLeading();
            if (t.startsWith(SET)) {
                scope = new LinkedHashMap<>(scope);
                scope.put(t.substring(SET.length()).strip(), "true");
                continue;
            }
            if (t.startsWith("--if:")) {
                int space = t.indexOf(' ');
                String cond = space < 0 ? t.substring(5) : t.substring(5, space);
                boolean negate = cond.startsWith("!");
                String name = negate ? cond.substring(1) : cond;
                String v = scope.get(name);
                boolean set = v != null && !v.isBlank() && !"false".equalsIgnoreCase(v);
                if (set == negate) {
                    continue;
                }
                line = space < 0 ? "" : t.substring(space + 1);
            }
            out.append(substitute(line, scope)).append('\n');
        }
        return out.toString();
    }

    private static final String INCLUDE = "--include ";

    private static final String SET = "--set ";

    /** The script at {@code path} with its includes expanded; null when there is no such script. */
    private static String read(Class<?> anchor, String path) {
        return read(anchor, path, 0);
    }

    private static String read(Class<?> anchor, String path, int depth) {
        String text = resource(anchor, path);
        if (text == null || !text.contains(INCLUDE)) {
            return text;
        }
        StringBuilder out = new StringBuilder();
        for (String line : text.split("\\R", -1)) {
            if (!line.startsWith(INCLUDE)) {
                out.append(line).append('\n');
                continue;
            }
            String included = line.substring(INCLUDE.length()).strip();
            String body = depth < 4 ? read(anchor, included, depth + 1) : null;
            if (body == null) {
                throw new IllegalStateException(path + " includes " + included + ", which "
                        + (depth < 4 ? "does not exist" : "nests includes too deep") + ".");
            }
            out.append(body);
            if (!body.endsWith("\n")) {
                out.append('\n');
            }
        }
        return out.toString();
    }

    private static String resource(Class<?> anchor, String path) {
        try (InputStream in = anchor.getResourceAsStream(path)) {
            return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException("Cannot read " + path, e);
        }
    }

    static String substitute(String sql, Map<String, String> vars) {
        String out = sql;
        for (Map.Entry<String, String> e : vars.entrySet()) {
            out = out.replace("${" + e.getKey() + "}", e.getValue());
        }
        return out;
    }
}
