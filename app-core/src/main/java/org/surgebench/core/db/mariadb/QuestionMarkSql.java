package org.surgebench.core.db.mariadb;

/**
 * The statements of event-loop users, written with PostgreSQL's numbered parameters ({@code $1, $2}), in the
 * MySQL protocol's syntax ({@code ?}), which binds parameters by position. The two only mean the same when each
 * {@code $n} appears once and in order ($1 before $2 ...): a statement that reuses or reorders them is refused
 * with a sentence that says so, rather than bound wrongly. Quoted strings, quoted identifiers and a {@code $}
 * inside a name are left as they are.
 */
final class QuestionMarkSql {
    private QuestionMarkSql() {}

    static String of(String numbered) {
        StringBuilder out = new StringBuilder(numbered.length());
        int expected = 1;
        int i = 0;
        while (i < numbered.length()) {
            char c = numbered.charAt(i);
            if (c == '\'' || c == '"' || c == '`') {
                int end = closing(numbered, i);
                out.append(numbered, i, end);
                i = end;
            } else if (c == '$' && isDigit(numbered, i + 1) && !partOfName(numbered, i)) {
                int end = i + 1;
                while (isDigit(numbered, end)) {
                    end++;
                }
                int n = Integer.parseInt(numbered.substring(i + 1, end));
                if (n != expected) {
                    throw new IllegalArgumentException("The statement binds $" + n + " where $" + expected
                            + " comes next: MySQL's ? parameters bind by position, so each $n must appear once "
                            + "and in order: " + numbered);
                }
                expected++;
                out.append('?');
                i = end;
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }

    /** The index after the quote that closes the one at {@code start} (a doubled quote or a backslash escapes). */
    private static int closing(String sql, int start) {
        char quote = sql.charAt(start);
        int i = start + 1;
        while (i < sql.length()) {
            char c = sql.charAt(i);
            if (c == '\\' && quote != '`') {
                i += 2;
            } else if (c == quote && i + 1 < sql.length() && sql.charAt(i + 1) == quote) {
                i += 2;
            } else if (c == quote) {
                return i + 1;
            } else {
                i++;
            }
        }
        return sql.length();
    }

    private static boolean isDigit(String sql, int i) {
        return i < sql.length() && Character.isDigit(sql.charAt(i));
    }

    /** Whether the {@code $} at {@code i} continues a name ({@code a$1}) rather than starting a parameter. */
    private static boolean partOfName(String sql, int i) {
        return i > 0 && (Character.isLetterOrDigit(sql.charAt(i - 1)) || sql.charAt(i - 1) == '_');
    }
}
