package org.surgebench.workloads.script;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The column names a query's result will have, where its text says them plainly, so that the load-time check knows
 * which variables a {@code \gset} or {@code \aset} will set: the items of the last top-level select list or
 * {@code RETURNING} list, each a plain column ({@code aid}, {@code a.aid}) or named with {@code AS name}. Null when
 * any item is something else ({@code *}, an expression without a name): then any name may come.
 */
final class ResultNames {
    private ResultNames() {}

    static Set<String> of(String sql) {
        List<String> words = topLevelWords(sql);
        int start = -1;
        for (int i = 0; i < words.size(); i++) {
            String w = words.get(i).toUpperCase(Locale.ROOT);
            if (w.equals("SELECT") || w.equals("RETURNING")) {
                start = i + 1;
            }
        }
        if (start < 0) {
            return null;
        }
        Set<String> names = new LinkedHashSet<>();
        List<String> item = new ArrayList<>();
        for (int i = start; i <= words.size(); i++) {
            String w = i < words.size() ? words.get(i) : ",";
            String upper = w.toUpperCase(Locale.ROOT);
            boolean end = i == words.size() || upper.equals("FROM") || upper.equals("INTO") || upper.equals("WHERE");
            if (w.equals(",") || end) {
                String name = nameOf(item);
                if (name == null) {
                    return null;
                }
                names.add(name);
                item.clear();
                if (end) {
                    break;
                }
            } else if (!(item.isEmpty() && (upper.equals("DISTINCT") || upper.equals("ALL")))) {
                item.add(w);
            }
        }
        return names;
    }

    /** The name of one select-list item, or null when its text does not say it. */
    private static String nameOf(List<String> item) {
        int n = item.size();
        if (n >= 3 && item.get(n - 2).equalsIgnoreCase("AS")) {
            return identifier(item.get(n - 1));
        }
        if (n == 1) {
            String w = item.get(0);
            int dot = w.lastIndexOf('.');
            return identifier(dot < 0 ? w : w.substring(dot + 1));
        }
        return null;
    }

    /** An identifier as the database names the column: folded to lower case unless quoted. */
    private static String identifier(String w) {
        if (w.length() > 2 && w.startsWith("\"") && w.endsWith("\"")) {
            return w.substring(1, w.length() - 1).replace("\"\"", "\"");
        }
        return w.matches("[A-Za-z_][A-Za-z0-9_$]*") ? w.toLowerCase(Locale.ROOT) : null;
    }

    /**
     * The words of the statement outside parentheses: names (with their dots and quotes), commas, and each other
     * run of code as one word; what is inside parentheses, quotes or comments is one word with its surroundings.
     */
    private static List<String> topLevelWords(String sql) {
        List<String> words = new ArrayList<>();
        StringBuilder w = new StringBuilder();
        int depth = 0;
        int i = 0;
        while (i < sql.length()) {
            int j = SqlQuotes.skip(sql, i);
            if (j == SqlQuotes.UNCLOSED) {
                j = sql.length();
            }
            if (j > i) {
                if (!sql.startsWith("--", i) && !sql.startsWith("/*", i)) {
                    w.append(sql, i, j);
                }
                i = j;
                continue;
            }
            char c = sql.charAt(i++);
            if (c == '(') {
                depth++;
                w.append(c);
            } else if (c == ')') {
                depth = Math.max(0, depth - 1);
                w.append(c);
            } else if (depth > 0) {
                w.append(c);
            } else if (Character.isWhitespace(c) || c == ',') {
                flush(words, w);
                if (c == ',') {
                    words.add(",");
                }
            } else {
                w.append(c);
            }
        }
        flush(words, w);
        return words;
    }

    private static void flush(List<String> words, StringBuilder w) {
        if (!w.isEmpty()) {
            words.add(w.toString());
            w.setLength(0);
        }
    }
}
