package org.surgebench.workloads.sh;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/**
 * One execution's SQL, written once and read two ways: with the values inlined as literals (Swingbench's
 * literal SQL: a new statement text nearly every time, no cursor sharing) or with {@code ?} markers and the
 * values to bind in order.
 */
final class ShStatement {
    private final StringBuilder bindSql = new StringBuilder();
    private final StringBuilder literalSql = new StringBuilder();
    private final List<Object> values = new ArrayList<>();

    /** SQL text as is. */
    ShStatement sql(String text) {
        bindSql.append(text);
        literalSql.append(text);
        return this;
    }

    /** One value. */
    ShStatement value(Object v) {
        bindSql.append('?');
        literalSql.append(literal(v));
        values.add(v);
        return this;
    }

    /** Values separated by commas, for an IN list. */
    ShStatement values(List<?> vs) {
        for (int i = 0; i < vs.size(); i++) {
            if (i > 0) {
                sql(", ");
            }
            value(vs.get(i));
        }
        return this;
    }

    /** Appends another statement's text and values. */
    ShStatement append(ShStatement other) {
        bindSql.append(other.bindSql);
        literalSql.append(other.literalSql);
        values.addAll(other.values);
        return this;
    }

    String bindSql() {
        return bindSql.toString();
    }

    String literalSql() {
        return literalSql.toString();
    }

    List<Object> values() {
        return List.copyOf(values);
    }

    /** ANSI literals, read alike by PostgreSQL, H2 and Oracle. */
    static String literal(Object v) {
        if (v instanceof Integer || v instanceof Long) {
            return v.toString();
        }
        if (v instanceof LocalDate d) {
            return "DATE '" + d + "'";
        }
        if (v instanceof String s) {
            return "'" + s.replace("'", "''") + "'";
        }
        throw new IllegalArgumentException("Unsupported parameter type: " + (v == null ? "null" : v.getClass()));
    }
}
