package org.surgebench.workloads.capture;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A statement's text cut into tokens, enough to find what each placeholder or literal is compared with: words
 * (names and keywords; a quoted name is a word without its quotes), literals, placeholders in each server's form
 * ({@code $1}, {@code ?}, {@code :1}, {@code :name}, {@code :"SYS_B_0"}), operators and punctuation. Comments are
 * dropped; PostgreSQL's {@code ::} cast is an operator, not a placeholder.
 */
final class SqlTokens {
    enum Kind {
        WORD,
        STRING,
        NUMBER,
        PLACEHOLDER,
        OPERATOR,
        OPEN,
        CLOSE,
        COMMA,
        DOT,
        OTHER
    }

    /**
     * One token.
     *
     * @param kind  what it is
     * @param text  its text as written (a quoted name with its quotes)
     * @param start where it starts in the statement
     * @param end   where it ends (exclusive)
     */
    record Token(Kind kind, String text, int start, int end) {
        /** A word's name: unquoted, in lower case unless it was quoted. */
        String name() {
            char q = text.charAt(0);
            if (q == '"' || q == '`') {
                return text.substring(1, text.length() - 1);
            }
            return text.toLowerCase(Locale.ROOT);
        }

        boolean is(String word) {
            return kind == Kind.WORD && text.equalsIgnoreCase(word);
        }

        /** A value the statement compares: a placeholder or a literal. */
        boolean isValue() {
            return kind == Kind.PLACEHOLDER || kind == Kind.STRING || kind == Kind.NUMBER;
        }
    }

    private SqlTokens() {}

    static List<Token> of(String sql) {
        List<Token> out = new ArrayList<>();
        int i = 0;
        int n = sql.length();
        while (i < n) {
            char c = sql.charAt(i);
            int end;
            Kind kind;
            if (Character.isWhitespace(c)) {
                i++;
                continue;
            } else if (sql.startsWith("--", i)) {
                int nl = sql.indexOf('\n', i);
                i = nl < 0 ? n : nl;
                continue;
            } else if (sql.startsWith("/*", i)) {
                int close = sql.indexOf("*/", i + 2);
                i = close < 0 ? n : close + 2;
                continue;
            } else if (c == '\'') {
                end = quoted(sql, i, '\'');
                kind = Kind.STRING;
            } else if (c == '"' || c == '`') {
                end = quoted(sql, i, c);
                kind = Kind.WORD;
            } else if (Character.isLetter(c) || c == '_') {
                end = word(sql, i);
                kind = Kind.WORD;
            } else if (Character.isDigit(c) || (c == '.' && i + 1 < n && Character.isDigit(sql.charAt(i + 1)))) {
                end = number(sql, i);
                kind = Kind.NUMBER;
            } else if (c == '$' && i + 1 < n && Character.isDigit(sql.charAt(i + 1))) {
                end = digits(sql, i + 1);
                kind = Kind.PLACEHOLDER;
            } else if (c == '?') {
                end = i + 1;
                kind = Kind.PLACEHOLDER;
            } else if (c == ':' && i + 1 < n && sql.charAt(i + 1) == ':') {
                end = i + 2;
                kind = Kind.OPERATOR;
            } else if (c == ':' && i + 1 < n && sql.charAt(i + 1) == '"') {
                end = quoted(sql, i + 1, '"');
                kind = Kind.PLACEHOLDER;
            } else if (c == ':' && i + 1 < n && (Character.isLetterOrDigit(sql.charAt(i + 1)))) {
                end = word(sql, i + 1);
                kind = Kind.PLACEHOLDER;
            } else if (c == '(' || c == ')' || c == ',' || c == '.') {
                end = i + 1;
                kind = c == '(' ? Kind.OPEN : c == ')' ? Kind.CLOSE : c == ',' ? Kind.COMMA : Kind.DOT;
            } else if ("=<>!+-*/|%^&~".indexOf(c) >= 0) {
                end = i + 1;
                while (end < n && "=<>!|".indexOf(sql.charAt(end)) >= 0) {
                    end++;
                }
                kind = Kind.OPERATOR;
            } else {
                end = i + 1;
                kind = Kind.OTHER;
            }
            out.add(new Token(kind, sql.substring(i, end), i, end));
            i = end;
        }
        return out;
    }

    private static int quoted(String sql, int i, char q) {
        int j = i + 1;
        while (j < sql.length()) {
            if (sql.charAt(j) == q) {
                if (j + 1 < sql.length() && sql.charAt(j + 1) == q) {
                    j += 2;
                    continue;
                }
                return j + 1;
            }
            j++;
        }
        return sql.length();
    }

    private static int word(String sql, int i) {
        int j = i;
        while (j < sql.length()
                && (Character.isLetterOrDigit(sql.charAt(j))
                        || sql.charAt(j) == '_'
                        || sql.charAt(j) == '$'
                        || sql.charAt(j) == '#')) {
            j++;
        }
        return j;
    }

    private static int digits(String sql, int i) {
        int j = i;
        while (j < sql.length() && Character.isDigit(sql.charAt(j))) {
            j++;
        }
        return j;
    }

    private static int number(String sql, int i) {
        int j = digits(sql, i);
        if (j < sql.length() && sql.charAt(j) == '.') {
            j = digits(sql, j + 1);
        }
        if (j < sql.length() && (sql.charAt(j) == 'e' || sql.charAt(j) == 'E')) {
            int k = j + 1;
            if (k < sql.length() && (sql.charAt(k) == '+' || sql.charAt(k) == '-')) {
                k++;
            }
            if (k < sql.length() && Character.isDigit(sql.charAt(k))) {
                j = digits(sql, k);
            }
        }
        return j;
    }
}
