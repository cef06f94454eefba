package org.surgebench.workloads.script.expr;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits an expression into tokens as pgbench's expression scanner does: integers, doubles ({@code 3.5},
 * {@code .5}, {@code 1e3}), {@code :variables}, words (keywords and function names, any case), operators,
 * parentheses and commas.
 */
final class ExprLexer {
    enum Kind {
        INT,
        DOUBLE,
        VARIABLE,
        WORD,
        OPERATOR,
        OPEN,
        CLOSE,
        COMMA,
        END
    }

    /** A token and the column (0-based) where it starts. */
    record Token(Kind kind, String text, int column) {
        boolean is(Kind k, String t) {
            return kind == k && text.equalsIgnoreCase(t);
        }

        /** How a message shows the token. */
        String shown() {
            return kind == Kind.END ? "the end of the expression" : "\"" + text + "\"";
        }
    }

    private static final String[] OPERATORS = {
        "<<", ">>", "<=", ">=", "<>", "!=", "+", "-", "*", "/", "%", "<", ">", "=", "&", "|", "#", "~"
    };

    private ExprLexer() {}

    static List<Token> tokens(String s) throws ExprSyntaxException {
        List<Token> out = new ArrayList<>();
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (Character.isDigit(c) || (c == '.' && i + 1 < s.length() && Character.isDigit(s.charAt(i + 1)))) {
                i = number(s, i, out);
            } else if (c == ':') {
                int j = i + 1;
                while (j < s.length() && isNameChar(s.charAt(j))) {
                    j++;
                }
                if (j == i + 1) {
                    throw new ExprSyntaxException("a variable name must follow \":\" (column " + (i + 1) + ")");
                }
                out.add(new Token(Kind.VARIABLE, s.substring(i + 1, j), i));
                i = j;
            } else if (Character.isLetter(c) || c == '_') {
                int j = i + 1;
                while (j < s.length() && isNameChar(s.charAt(j))) {
                    j++;
                }
                out.add(new Token(Kind.WORD, s.substring(i, j), i));
                i = j;
            } else if (c == '(' || c == ')' || c == ',') {
                out.add(new Token(c == '(' ? Kind.OPEN : c == ')' ? Kind.CLOSE : Kind.COMMA, String.valueOf(c), i));
                i++;
            } else {
                i = operator(s, i, out);
            }
        }
        out.add(new Token(Kind.END, "", s.length()));
        return out;
    }

    static boolean isNameChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_';
    }

    private static int number(String s, int i, List<Token> out) {
        int j = i;
        boolean dbl = false;
        while (j < s.length() && Character.isDigit(s.charAt(j))) {
            j++;
        }
        if (j < s.length() && s.charAt(j) == '.') {
            dbl = true;
            j++;
            while (j < s.length() && Character.isDigit(s.charAt(j))) {
                j++;
            }
        }
        if (j < s.length() && (s.charAt(j) == 'e' || s.charAt(j) == 'E')) {
            int k = j + 1;
            if (k < s.length() && (s.charAt(k) == '+' || s.charAt(k) == '-')) {
                k++;
            }
            if (k < s.length() && Character.isDigit(s.charAt(k))) {
                dbl = true;
                j = k;
                while (j < s.length() && Character.isDigit(s.charAt(j))) {
                    j++;
                }
            }
        }
        out.add(new Token(dbl ? Kind.DOUBLE : Kind.INT, s.substring(i, j), i));
        return j;
    }

    private static int operator(String s, int i, List<Token> out) throws ExprSyntaxException {
        for (String op : OPERATORS) {
            if (s.startsWith(op, i)) {
                out.add(new Token(Kind.OPERATOR, op, i));
                return i + op.length();
            }
        }
        throw new ExprSyntaxException("unexpected character (" + s.charAt(i) + ") at column " + (i + 1));
    }
}
