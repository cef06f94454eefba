package org.surgebench.workloads.capture;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.surgebench.workloads.capture.ComparedColumn.Found;
import org.surgebench.workloads.capture.ComparedColumn.Role;
import org.surgebench.workloads.capture.SqlTokens.Kind;
import org.surgebench.workloads.capture.SqlTokens.Token;
import org.surgebench.workloads.file.ValueSpec;

/**
 * A captured statement as a workload file's statement: each placeholder ({@code $1}, {@code ?}, {@code :1}) and each
 * literal compared with a column becomes a named parameter drawn from the data: a sample of the column it is
 * compared with (read from the catalog), a new key for an insert's own key column, a fixed row count for
 * {@code LIMIT}/{@code FETCH FIRST} (the server kept no value: 10) and {@code OFFSET} (0). A literal compared with
 * nothing stays as it is; a placeholder compared with nothing makes the statement one the capture cannot replay,
 * and {@link #refusal()} says why.
 *
 * @param sql        the statement with {@code :name} parameters; null when refused
 * @param parameters the sources of its parameters, by name
 * @param refusal    why it cannot be replayed; null when it can
 */
record StatementTemplate(String sql, Map<String, ValueSpec> parameters, String refusal) {
    /** The row count a {@code LIMIT ?} replays with: the server does not keep the value the client sent. */
    static final int LIMIT = 10;

    /** A list of values as a digest writes it: {@code IN (...)}, {@code VALUES (...)}. */
    private static final java.util.regex.Pattern IN_LIST =
            java.util.regex.Pattern.compile("(?i)(\\bIN\\s*)\\(\\s*\\.\\.\\.\\s*\\)");

    private static final java.util.regex.Pattern VALUES_LIST =
            java.util.regex.Pattern.compile("(?i)(\\bVALUES\\s*)(\\(\\s*\\.\\.\\.\\s*\\))");

    static StatementTemplate refused(String why) {
        return new StatementTemplate(null, Map.of(), why);
    }

    /** The template of a statement's text, with columns looked up in the catalog and samples of {@code count}. */
    static StatementTemplate of(String captured, Catalog catalog, int count) {
        String text = listsWritten(captured, catalog);
        List<Token> tokens = SqlTokens.of(text);
        for (int i = 0; i + 2 < tokens.size(); i++) {
            if (tokens.get(i).kind() == Kind.DOT
                    && tokens.get(i + 1).kind() == Kind.DOT
                    && tokens.get(i + 2).kind() == Kind.DOT) {
                return refused("the server kept a shortened text (...)");
            }
        }
        TableScope scope = new TableScope(tokens, catalog);
        Catalog.Table inserted = insertedTable(tokens, catalog);
        List<String> insertColumns = inserted == null ? null : insertColumns(tokens, inserted);
        ComparedColumn compared = new ComparedColumn(tokens);
        Map<String, ValueSpec> parameters = new LinkedHashMap<>();
        Map<Integer, String> names = new HashMap<>();
        Map<String, String> byPlaceholder = new HashMap<>();
        for (int i = 0; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            if (!t.isValue()) {
                continue;
            }
            boolean placeholder = t.kind() == Kind.PLACEHOLDER;
            if (placeholder && !t.text().equals("?") && byPlaceholder.containsKey(t.text())) {
                names.put(i, byPlaceholder.get(t.text()));
                continue;
            }
            Found f = compared.of(i, insertColumns);
            if (!placeholder && f != null && (f.role() == Role.LIMIT || f.role() == Role.OFFSET)) {
                continue; // a row count written in the text is the application's own: it stays
            }
            Bound b = f == null ? null : bound(f, f.role() == Role.INSERTED ? inserted : null, scope, catalog, count);
            if (b == null || b.spec() == null) {
                if (placeholder) {
                    return refused(
                            b == null
                                    ? "its value " + t.text() + " is compared with no column" + context(text, tokens, i)
                                    : b.why());
                }
                continue; // a literal compared with nothing stays in the text
            }
            // The same column twice in one statement (BETWEEN ? AND ?) is two draws: two names.
            String name = b.name();
            for (int n = 2; parameters.containsKey(name); n++) {
                name = b.name() + "_" + n;
            }
            parameters.put(name, b.spec());
            names.put(i, name);
            if (placeholder) {
                byPlaceholder.put(t.text(), name);
            }
        }
        return new StatementTemplate(rewritten(text, tokens, names), parameters, null);
    }

    /** A parameter's name and source, or why there is none ({@code spec} null). */
    private record Bound(String name, ValueSpec spec, String why) {}

    private static Bound bound(Found f, Catalog.Table insertTable, TableScope scope, Catalog catalog, int count) {
        if (f.role() == Role.LIMIT) {
            return new Bound("row_limit", new ValueSpec.Uniform(LIMIT + ".." + LIMIT, null), null);
        }
        if (f.role() == Role.OFFSET) {
            return new Bound("row_offset", new ValueSpec.Uniform("0..0", null), null);
        }
        Optional<Catalog.Table> table =
                insertTable != null ? Optional.of(insertTable) : scope.tableOf(f.qualifier(), f.column());
        String written = (f.qualifier() == null ? "" : f.qualifier() + ".") + f.column();
        if (table.isEmpty() || !table.get().columns().containsKey(f.column())) {
            return new Bound(null, null, "it compares a value with " + written + ", which no table it names has");
        }
        Catalog.Table t = table.get();
        String base = t.name().substring(t.name().lastIndexOf('.') + 1).toLowerCase(Locale.ROOT) + "_" + f.column();
        base = base.replaceAll("[^a-z0-9_]", "_");
        if (f.role() == Role.ARITHMETIC) {
            // The server kept no step, and the column's own values would run it out of range in a few thousand
            // updates (quantity = quantity - 500000): a small one.
            return new Bound(
                    base + "_step",
                    t.integers().contains(f.column())
                            ? new ValueSpec.Uniform("1..10", null)
                            : new ValueSpec.Decimal("1.00..10.00", null),
                    null);
        }
        if (f.role() == Role.INSERTED
                && t.primaryKey().contains(f.column())
                && !t.foreignKeys().contains(f.column())
                && t.integers().contains(f.column())) {
            // An insert's own key: a new one each time, or the replay would insert keys that are there.
            return new Bound("new_" + base, new ValueSpec.Unique(t.name() + "." + f.column()), null);
        }
        if (!catalog.hasValues(t, f.column())) {
            return new Bound(null, null, t.name() + "." + f.column() + " holds no value to sample");
        }
        var sample = new ValueSpec.SampleSpec(t.name(), f.column(), f.column() + " IS NOT NULL", null, count);
        return new Bound(base, new ValueSpec.Sample(sample, null), null);
    }

    /**
     * MariaDB's and MySQL's digests write a list of values as {@code (...)}: an insert's {@code VALUES (...)}
     * becomes one placeholder per column it names, {@code IN (...)} one placeholder (the digest of either is the
     * same again). Any other {@code ...} is a text the server cut short.
     */
    private static String listsWritten(String text, Catalog catalog) {
        String out = IN_LIST.matcher(text).replaceAll("$1(?)");
        java.util.regex.Matcher values = VALUES_LIST.matcher(out);
        if (values.find()) {
            List<Token> tokens = SqlTokens.of(out);
            Catalog.Table table = insertedTable(tokens, catalog);
            if (table != null) {
                int n = insertColumns(tokens, table).size();
                String list = "(" + String.join(", ", java.util.Collections.nCopies(n, "?")) + ")";
                out = out.substring(0, values.start(2)) + list + out.substring(values.end(2));
            }
        }
        return out;
    }

    /** The table of {@code INSERT INTO t}, or null for another statement. */
    private static Catalog.Table insertedTable(List<Token> tokens, Catalog catalog) {
        if (tokens.size() < 3 || !tokens.get(0).is("insert") || !tokens.get(1).is("into")) {
            return null;
        }
        String name = tokens.get(2).name();
        if (tokens.size() > 4 && tokens.get(3).kind() == Kind.DOT) {
            name = name + "." + tokens.get(4).name();
        }
        return catalog.table(name).orElse(null);
    }

    /** The columns an insert names in parentheses after its table, or else all the table's, in order. */
    private static List<String> insertColumns(List<Token> tokens, Catalog.Table table) {
        int i = tokens.size() > 3 && tokens.get(3).kind() == Kind.DOT ? 5 : 3;
        if (i >= tokens.size() || tokens.get(i).kind() != Kind.OPEN) {
            return List.copyOf(table.columns().keySet());
        }
        List<String> out = new ArrayList<>();
        for (int j = i + 1; j < tokens.size() && tokens.get(j).kind() != Kind.CLOSE; j++) {
            if (tokens.get(j).kind() == Kind.WORD) {
                out.add(tokens.get(j).name().toLowerCase(Locale.ROOT));
            }
        }
        return out;
    }

    private static String rewritten(String text, List<Token> tokens, Map<Integer, String> names) {
        StringBuilder out = new StringBuilder();
        int from = 0;
        for (int i = 0; i < tokens.size(); i++) {
            String name = names.get(i);
            if (name != null) {
                Token t = tokens.get(i);
                out.append(text, from, t.start()).append(':').append(name);
                from = t.end();
            }
        }
        return out.append(text, from, text.length()).toString().strip();
    }

    /** The text around token {@code i}, to show where the value is. */
    private static String context(String text, List<Token> tokens, int i) {
        int from = tokens.get(Math.max(0, i - 2)).start();
        int to = tokens.get(Math.min(tokens.size() - 1, i + 1)).end();
        return " (in \"" + text.substring(from, to) + "\")";
    }
}
