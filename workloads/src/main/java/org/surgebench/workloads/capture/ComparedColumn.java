package org.surgebench.workloads.capture;

import java.util.List;
import java.util.Set;
import org.surgebench.workloads.capture.SqlTokens.Kind;
import org.surgebench.workloads.capture.SqlTokens.Token;

/**
 * What a value of a statement (a placeholder or a literal) stands for, read from the tokens around it: the column
 * it is compared with or assigned to ({@code c = ?}, {@code ? < c}, {@code lower(c) = lower(?)},
 * {@code c BETWEEN ? AND ?}, {@code c IN (?, ?)}, {@code c = ANY(?)}, {@code SET c = c - ?}, an insert's
 * {@code VALUES}), or a row count ({@code LIMIT ?}, {@code FETCH FIRST ? ROWS}, {@code OFFSET ?}).
 */
final class ComparedColumn {
    /** What was found: a column ({@code qualifier} may be null), or a row limit or offset (no column). */
    record Found(String qualifier, String column, Role role) {}

    enum Role {
        COMPARED,
        /** A step added to, taken from, or multiplying the column ({@code SET c = c - ?}): not one of its values. */
        ARITHMETIC,
        INSERTED,
        LIMIT,
        OFFSET
    }

    private static final Set<String> ARITHMETIC = Set.of("+", "-", "*", "/", "%");
    private static final Set<String> COMPARISONS =
            Set.of("=", "<>", "!=", "<", "<=", ">", ">=", "+", "-", "*", "/", "||", "%", "like", "ilike");
    /** Words that are never a column. */
    private static final Set<String> KEYWORDS = Set.of(
            "select",
            "where",
            "and",
            "or",
            "not",
            "null",
            "true",
            "false",
            "case",
            "when",
            "then",
            "else",
            "end",
            "interval",
            "date",
            "timestamp",
            "time",
            "in",
            "between",
            "is",
            "exists",
            "any",
            "all",
            "some",
            "on",
            "set",
            "values",
            "by",
            "as",
            "distinct",
            "current_date",
            "current_timestamp",
            "localtimestamp",
            "sysdate",
            "systimestamp",
            "now",
            "rownum",
            "level",
            "escape",
            "like",
            "ilike");

    private final List<Token> t;

    ComparedColumn(List<Token> tokens) {
        this.t = tokens;
    }

    /** What the value at token {@code i} stands for; null when it is compared with no column. */
    Found of(int i, List<String> insertColumns) {
        int end = i;
        if (at(i + 1) != null && at(i + 1).text().equals("::") && at(i + 2) != null) {
            end = i + 2; // ?::type
        }
        Found inserted = inserted(i, end, insertColumns);
        if (inserted != null) {
            return inserted;
        }
        int[] span = unwrapped(i, i);
        int a = span[0];
        int b = span[1];
        Token prev = at(a - 1);
        if (prev != null && (prev.is("limit") || prev.is("first") || prev.is("next") || prev.is("top"))) {
            return new Found(null, null, Role.LIMIT);
        }
        if (prev != null && prev.is("offset")) {
            return new Found(null, null, Role.OFFSET);
        }
        if (prev != null
                && prev.kind() == Kind.COMMA
                && at(a - 2) != null
                && at(a - 2).isValue()
                && at(a - 3) != null
                && at(a - 3).is("limit")) {
            return new Found(null, null, Role.LIMIT); // LIMIT offset, count
        }
        if (prev != null && (isComparison(prev) || prev.is("between"))) {
            return as(columnEndingAt(a - 2), prev);
        }
        if (prev != null
                && prev.is("and")
                && at(a - 2) != null
                && at(a - 2).isValue()
                && at(a - 3) != null
                && at(a - 3).is("between")) {
            return columnEndingAt(a - 4);
        }
        Token next = at(b + 1);
        if (next != null && isComparison(next)) {
            return as(columnStartingAt(b + 2), next);
        }
        return inList(a);
    }

    /** The value with the casts and one-argument calls around it ({@code lower(?)}, {@code ?::int}, ANY(?)). */
    private int[] unwrapped(int a, int b) {
        while (true) {
            if (at(b + 1) != null
                    && at(b + 1).text().equals("::")
                    && at(b + 2) != null
                    && at(b + 2).kind() == Kind.WORD) {
                b += 2;
            } else if (at(a - 1) != null
                    && at(a - 1).kind() == Kind.OPEN
                    && at(a - 2) != null
                    && at(a - 2).kind() == Kind.WORD
                    && !at(a - 2).is("in")
                    && !at(a - 2).is("values")
                    && at(b + 1) != null
                    && at(b + 1).kind() == Kind.CLOSE) {
                a -= 2;
                b += 1;
            } else {
                return new int[] {a, b};
            }
        }
    }

    /** A value that is a whole element of an insert's VALUES (a cast allowed): the column of its place. */
    private Found inserted(int a, int b, List<String> insertColumns) {
        if (insertColumns == null) {
            return null;
        }
        Token before = at(a - 1);
        Token after = at(b + 1);
        if (before == null
                || after == null
                || !(before.kind() == Kind.OPEN || before.kind() == Kind.COMMA)
                || !(after.kind() == Kind.CLOSE || after.kind() == Kind.COMMA)) {
            return null;
        }
        // Walk back to the tuple's opening parenthesis, counting elements; it must follow VALUES or a tuple.
        int depth = 0;
        int place = 0;
        for (int j = a - 1; j >= 0; j--) {
            Kind k = t.get(j).kind();
            if (k == Kind.CLOSE) {
                depth++;
            } else if (k == Kind.OPEN && depth > 0) {
                depth--;
            } else if (k == Kind.COMMA && depth == 0) {
                place++;
            } else if (k == Kind.OPEN) {
                Token owner = at(j - 1);
                boolean tuple = owner != null
                        && (owner.is("values")
                                || owner.kind() == Kind.COMMA
                                        && at(j - 2) != null
                                        && at(j - 2).kind() == Kind.CLOSE);
                if (!tuple || place >= insertColumns.size()) {
                    return null;
                }
                return new Found(null, insertColumns.get(place), Role.INSERTED);
            }
        }
        return null;
    }

    /** {@code c IN (?, ?, ...)}: the column before IN. */
    private Found inList(int a) {
        int j = a - 1;
        while (at(j) != null
                && at(j).kind() == Kind.COMMA
                && at(j - 1) != null
                && at(j - 1).isValue()) {
            j -= 2;
        }
        if (at(j) != null
                && at(j).kind() == Kind.OPEN
                && at(j - 1) != null
                && at(j - 1).is("in")) {
            return columnEndingAt(j - 2);
        }
        return null;
    }

    /** A column reference ending at token {@code j}: {@code c}, {@code q.c}, {@code f(q.c)}, {@code c::type}. */
    private Found columnEndingAt(int j) {
        if (at(j) != null
                && at(j).kind() == Kind.WORD
                && at(j - 1) != null
                && at(j - 1).text().equals("::")) {
            j -= 2;
        }
        if (at(j) != null
                && at(j).kind() == Kind.CLOSE
                && at(j - 2) != null
                && at(j - 2).kind() == Kind.OPEN
                && at(j - 3) != null
                && at(j - 3).kind() == Kind.WORD) {
            return column(j - 1, j - 1); // f(c)
        }
        if (at(j) != null
                && at(j).kind() == Kind.CLOSE
                && at(j - 4) != null
                && at(j - 4).kind() == Kind.OPEN
                && at(j - 5) != null
                && at(j - 5).kind() == Kind.WORD) {
            return column(j - 3, j - 1); // f(q.c)
        }
        return at(j) != null && at(j).kind() == Kind.WORD
                ? (at(j - 1) != null && at(j - 1).kind() == Kind.DOT ? column(j - 2, j) : column(j, j))
                : null;
    }

    /** A column reference starting at token {@code j}. */
    private Found columnStartingAt(int j) {
        if (at(j) != null
                && at(j).kind() == Kind.WORD
                && at(j + 1) != null
                && at(j + 1).kind() == Kind.OPEN) {
            j += 2; // f(c) or f(q.c)
        }
        if (at(j) != null
                && at(j).kind() == Kind.WORD
                && at(j + 1) != null
                && at(j + 1).kind() == Kind.DOT) {
            return column(j, j + 2);
        }
        return column(j, j);
    }

    /** The column {@code q.c} (tokens {@code from} to {@code to}) or {@code c}; null for anything else. */
    private Found column(int from, int to) {
        Token c = at(to);
        if (c == null || c.kind() != Kind.WORD || KEYWORDS.contains(c.name())) {
            return null;
        }
        if (from == to) {
            return new Found(null, c.name(), Role.COMPARED);
        }
        Token q = at(from);
        return q != null && q.kind() == Kind.WORD && at(from + 1).kind() == Kind.DOT
                ? new Found(q.name(), c.name(), Role.COMPARED)
                : null;
    }

    /** A column found across an arithmetic operator is the column a step applies to. */
    private static Found as(Found f, Token operator) {
        if (f != null && ARITHMETIC.contains(operator.text())) {
            return new Found(f.qualifier(), f.column(), Role.ARITHMETIC);
        }
        return f;
    }

    private boolean isComparison(Token tok) {
        return (tok.kind() == Kind.OPERATOR || tok.kind() == Kind.WORD) && COMPARISONS.contains(tok.name());
    }

    private Token at(int j) {
        return j >= 0 && j < t.size() ? t.get(j) : null;
    }
}
