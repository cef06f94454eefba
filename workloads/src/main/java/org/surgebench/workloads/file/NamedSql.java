package org.surgebench.workloads.file;

import java.util.ArrayList;
import java.util.List;

/**
 * SQL with named parameters ({@code WHERE customer_id = :customer}) as JDBC takes it: each {@code :name} becomes a
 * {@code ?}, and the names are kept in order. Text inside quotes ('...', "...") and comments is left alone, and so
 * is PostgreSQL's cast {@code ::type}. The one rewriting also gives the text the event loops send: PostgreSQL's
 * {@code $1, $2...}, the text pgjdbc sends the server for the JDBC one (so both executors run one statement).
 *
 * @param jdbc     the SQL with {@code ?} in place of each name
 * @param numbered the SQL with {@code $1, $2...} in place of each name, as the event loops send it
 * @param names    the parameter names in the order of the {@code ?}s (a name used twice is there twice)
 */
record NamedSql(String jdbc, String numbered, List<String> names) {

    NamedSql {
        names = List.copyOf(names);
    }

    static NamedSql parse(String sql) {
        StringBuilder out = new StringBuilder(sql.length());
        StringBuilder numbered = new StringBuilder(sql.length() + 8);
        List<String> names = new ArrayList<>();
        int i = 0;
        int n = sql.length();
        while (i < n) {
            char c = sql.charAt(i);
            int skip = skipped(sql, i);
            if (skip > i) {
                out.append(sql, i, skip);
                numbered.append(sql, i, skip);
                i = skip;
            } else if (c == ':' && i + 1 < n && sql.charAt(i + 1) == ':') {
                out.append("::");
                numbered.append("::");
                i += 2;
            } else if (c == ':' && i + 1 < n && Character.isJavaIdentifierStart(sql.charAt(i + 1))) {
                int end = i + 1;
                while (end < n && (Character.isLetterOrDigit(sql.charAt(end)) || sql.charAt(end) == '_')) {
                    end++;
                }
                names.add(sql.substring(i + 1, end));
                out.append('?');
                numbered.append('$').append(names.size());
                i = end;
            } else {
                out.append(c);
                numbered.append(c);
                i++;
            }
        }
        return new NamedSql(out.toString(), numbered.toString(), names);
    }

    /** Where the quoted text or comment starting at {@code i} ends; {@code i} when none starts there. */
    private static int skipped(String sql, int i) {
        char c = sql.charAt(i);
        if (c == '\'' || c == '"' || c == '`') {
            int j = i + 1;
            while (j < sql.length()) {
                if (sql.charAt(j) == c) {
                    if (j + 1 < sql.length() && sql.charAt(j + 1) == c) {
                        j += 2; // a doubled quote inside
                        continue;
                    }
                    return j + 1;
                }
                j++;
            }
            return sql.length();
        }
        if (sql.startsWith("--", i)) {
            int end = sql.indexOf('\n', i);
            return end < 0 ? sql.length() : end;
        }
        if (sql.startsWith("/*", i)) {
            int end = sql.indexOf("*/", i + 2);
            return end < 0 ? sql.length() : end + 2;
        }
        return i;
    }
}
