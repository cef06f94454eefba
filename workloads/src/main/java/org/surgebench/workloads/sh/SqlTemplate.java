package org.surgebench.workloads.sh;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * SQL with named parameters ({@code :year_start}), rendered either with {@code ?} bind markers (the default:
 * one cursor per query, shared by every execution) or with the values as literals (Swingbench's literal
 * SQL, which gives every execution its own statement text and defeats cursor sharing).
 */
final class SqlTemplate {
    private static final Pattern PARAM = Pattern.compile("(?<![:\\w]):([a-z][a-z0-9_]*)");

    private final String text;
    private final String bindSql;
    private final List<String> bindOrder;

    SqlTemplate(String text) {
        this.text = text;
        List<String> order = new ArrayList<>();
        Matcher m = PARAM.matcher(text);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            order.add(m.group(1));
            m.appendReplacement(sb, "?");
        }
        m.appendTail(sb);
        this.bindSql = sb.toString();
        this.bindOrder = List.copyOf(order);
    }

    /** The SQL with {@code ?} markers. */
    String bindSql() {
        return bindSql;
    }

    /** Parameter names in the order of the {@code ?} markers (a name may repeat). */
    List<String> bindOrder() {
        return bindOrder;
    }

    /** The SQL with every parameter written as a literal; fails on a missing parameter. */
    String literalSql(Map<String, Object> params) {
        Matcher m = PARAM.matcher(text);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(sb, Matcher.quoteReplacement(literal(value(params, m.group(1)))));
        }
        m.appendTail(sb);
        return sb.toString();
    }

    static Object value(Map<String, Object> params, String name) {
        if (!params.containsKey(name)) {
            throw new IllegalArgumentException("No value for the query parameter :" + name);
        }
        return params.get(name);
    }

    /** ANSI literals, understood alike by PostgreSQL, H2 and Oracle. */
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
