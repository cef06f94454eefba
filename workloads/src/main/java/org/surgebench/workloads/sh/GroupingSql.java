package org.surgebench.workloads.sh;

import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;
import org.surgebench.core.spi.Feature;
import org.surgebench.core.spi.SqlDialects;

/**
 * Writes a ROLLUP or CUBE aggregation. Databases with grouping sets (PostgreSQL, Oracle) get {@code GROUP BY
 * ROLLUP(...)}/{@code CUBE(...)}; the others (H2, MariaDB, MySQL) get the same grouping sets spelled out as a UNION
 * ALL over a common table expression
 * (the same rows; the superaggregate rows carry NULL in the rolled-up columns). Like Swingbench's queries, no
 * ORDER BY: the client reads the first row of whatever order the database chose.
 */
final class GroupingSql {
    enum Kind {
        ROLLUP,
        CUBE
    }

    /** A grouping column: expression and output name. */
    record Dim(String expr, String alias) {}

    /**
     * The aggregate {@code SUM(expr)}, shown as text with a format mask ({@code TO_CHAR(SUM(expr), format)}, as
     * Swingbench formats its sums) when {@code format} is not null.
     */
    record Measure(String expr, String alias, String format) {
        String of(String dialect, String argument) {
            String sum = "SUM(" + argument + ")";
            return format == null ? sum : formatted(dialect, sum, format);
        }
    }

    /** A number as text with a format mask, as the database writes one ({@code SqlDialect.numberText}). */
    static String formatted(String dialect, String expr, String mask) {
        return SqlDialects.named(dialect).numberText(expr, mask);
    }

    private GroupingSql() {}

    /** The aggregation of {@code fromWhere} (a FROM clause with its WHERE conditions and their values). */
    static ShStatement render(String dialect, Kind kind, List<Dim> dims, Measure measure, ShStatement fromWhere) {
        if (SqlDialects.named(dialect).has(Feature.GROUPING_SETS)) {
            StringJoiner select = new StringJoiner(", ", "SELECT ", ", ");
            StringJoiner group = new StringJoiner(", ", "GROUP BY " + kind.name() + " (", ")");
            for (Dim d : dims) {
                select.add(d.expr() + " AS " + d.alias());
                group.add(d.expr());
            }
            return new ShStatement()
                    .sql(select + measure.of(dialect, measure.expr()) + " AS " + measure.alias() + "\n")
                    .append(fromWhere)
                    .sql("\n" + group);
        }
        StringJoiner base = new StringJoiner(", ", "WITH base AS (SELECT ", ", ");
        for (Dim d : dims) {
            base.add(d.expr() + " AS " + d.alias());
        }
        ShStatement out = new ShStatement()
                .sql(base + measure.expr() + " AS " + measure.alias() + "\n")
                .append(fromWhere)
                .sql(")\n");
        StringJoiner union = new StringJoiner("\nUNION ALL\n");
        for (boolean[] set : groupingSets(kind, dims.size())) {
            StringJoiner select = new StringJoiner(", ", "SELECT ", ", ");
            StringJoiner group = new StringJoiner(", ", " GROUP BY ", "");
            group.setEmptyValue("");
            for (int i = 0; i < dims.size(); i++) {
                String alias = dims.get(i).alias();
                select.add(set[i] ? alias : "NULL AS " + alias);
                if (set[i]) {
                    group.add(alias);
                }
            }
            union.add(select + measure.of(dialect, measure.alias()) + " AS " + measure.alias() + " FROM base" + group);
        }
        return out.sql(union.toString());
    }

    /**
     * The grouping sets of ROLLUP(a, b, c): (a, b, c), (a, b), (a), (); of CUBE(a, b): (a, b), (a), (b), ().
     * true at index i means the i-th column is grouped.
     */
    static List<boolean[]> groupingSets(Kind kind, int n) {
        List<boolean[]> sets = new ArrayList<>();
        if (kind == Kind.ROLLUP) {
            for (int len = n; len >= 0; len--) {
                boolean[] s = new boolean[n];
                for (int i = 0; i < len; i++) {
                    s[i] = true;
                }
                sets.add(s);
            }
            return sets;
        }
        for (int mask = (1 << n) - 1; mask >= 0; mask--) {
            boolean[] s = new boolean[n];
            for (int i = 0; i < n; i++) {
                s[i] = (mask & (1 << (n - 1 - i))) != 0;
            }
            sets.add(s);
        }
        return sets;
    }
}
