package org.surgebench.workloads.script;

/**
 * Where SQL text is not code: quoted strings ({@code '...'} with {@code ''}, {@code E'...'} with backslash escapes),
 * quoted names ({@code "..."}, {@code `...`}), dollar quotes ({@code $tag$ ... $tag$}) and comments
 * ({@code -- ...} to the end of the line, {@code /* ... *}{@code /}, nested). Semicolons, backslashes and
 * {@code :variables} there are text, as psql and pgbench read them.
 */
final class SqlQuotes {
    private SqlQuotes() {}

    /** Returned by {@link #skip} for a quote or comment that the text does not close. */
    static final int UNCLOSED = -1;

    /**
     * If a quote or comment starts at {@code i}, the index just after its end ({@link #UNCLOSED} when it does not
     * end), else {@code i}.
     */
    static int skip(String s, int i) {
        char c = s.charAt(i);
        char next = i + 1 < s.length() ? s.charAt(i + 1) : '\0';
        if (c == '\'') {
            boolean escapes = i > 0 && (s.charAt(i - 1) == 'E' || s.charAt(i - 1) == 'e') && !nameCharBefore(s, i - 1);
            return quoted(s, i, '\'', escapes);
        }
        if (c == '"' || c == '`') {
            return quoted(s, i, c, false);
        }
        if (c == '-' && next == '-') {
            int end = s.indexOf('\n', i);
            return end < 0 ? s.length() : end;
        }
        if (c == '/' && next == '*') {
            return blockComment(s, i);
        }
        if (c == '$' && !nameCharBefore(s, i)) {
            return dollarQuoted(s, i);
        }
        return i;
    }

    /** The text with its comments replaced by a space (quoted text kept), e.g. to read which statement it is. */
    static String withoutComments(String s) {
        StringBuilder out = new StringBuilder(s.length());
        int i = 0;
        while (i < s.length()) {
            int j = skip(s, i);
            if (j == UNCLOSED) {
                j = s.length();
            }
            if (j == i) {
                out.append(s.charAt(i++));
            } else {
                boolean comment = s.startsWith("--", i) || s.startsWith("/*", i);
                out.append(comment ? " " : s.substring(i, j));
                i = j;
            }
        }
        return out.toString();
    }

    private static boolean nameCharBefore(String s, int i) {
        if (i == 0) {
            return false;
        }
        char p = s.charAt(i - 1);
        return Character.isLetterOrDigit(p) || p == '_' || p == '$';
    }

    private static int quoted(String s, int i, char quote, boolean backslashEscapes) {
        int j = i + 1;
        while (j < s.length()) {
            char c = s.charAt(j);
            if (backslashEscapes && c == '\\') {
                j += 2;
            } else if (c == quote) {
                if (j + 1 < s.length() && s.charAt(j + 1) == quote) {
                    j += 2;
                } else {
                    return j + 1;
                }
            } else {
                j++;
            }
        }
        return UNCLOSED;
    }

    private static int blockComment(String s, int i) {
        int depth = 0;
        int j = i;
        while (j + 1 < s.length()) {
            if (s.charAt(j) == '/' && s.charAt(j + 1) == '*') {
                depth++;
                j += 2;
            } else if (s.charAt(j) == '*' && s.charAt(j + 1) == '/') {
                depth--;
                j += 2;
                if (depth == 0) {
                    return j;
                }
            } else {
                j++;
            }
        }
        return UNCLOSED;
    }

    /** {@code $tag$ ... $tag$} (the tag may be empty); a {@code $} not starting one ({@code $1}) is code. */
    private static int dollarQuoted(String s, int i) {
        int j = i + 1;
        if (j < s.length() && Character.isDigit(s.charAt(j))) {
            return i;
        }
        while (j < s.length() && (Character.isLetterOrDigit(s.charAt(j)) || s.charAt(j) == '_')) {
            j++;
        }
        if (j >= s.length() || s.charAt(j) != '$') {
            return i;
        }
        String tag = s.substring(i, j + 1);
        int end = s.indexOf(tag, j + 1);
        return end < 0 ? UNCLOSED : end + tag.length();
    }
}
