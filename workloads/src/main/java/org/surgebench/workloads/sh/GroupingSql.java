package org.surgebench.workloads.sh;

import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;

/**
 * Writes a ROLLUP or CUBE aggregation. PostgreSQL and Oracle get {@code GROUP BY ROLLUP(...)}/{@code CUBE(...)};
 * H2 has neither, so it gets the same grouping sets spelled out as a UNION ALL over a common table expression
 * (the rows and their order are the same; the superaggregate rows carry NULL in the rolled-up columns).
 */
final class GroupingSql {
    enum Kind { ROLLUP, CUBE }

    /** A grouping column: expression and output name. */
    record Dim(String expr, String alias) {
    }

    /** An aggregate: function (SUM, COUNT), its argument and output name. */
    record Measure(String function, String expr, String alias) {
    }

    private GroupingSql() {
    }

    static String render(String dialect, Kind kind, List<Dim> dims, List<Measure> measures, String fromWhere) {
        StringJoiner order = new StringJoiner(", ", "ORDER BY ", "");
        for (int i = 1; i <= dims.size(); i++) {
            order.add(i + " NULLS LAST");
        }
        if (!"h2".equals(dialect)) {
            StringJoiner select = new StringJoiner(", ", "SELECT ", "");
            StringJoiner group = new StringJoiner(", ", "GROUP BY " + kind.name() + " (", ")");
            for (Dim d : dims) {
                select.add(d.expr() + " AS " + d.alias());
                group.add(d.expr());
            }
            for (Measure m : measures) {
                select.add(m.function() + "(" + m.expr() + ") AS " + m.alias());
            }
            return select + "\n" + fromWhere + "\n" + group + "\n" + order;
        }
        StringJoiner base = new StringJoiner(", ", "WITH base AS (SELECT ", "\n" + fromWhere + ")");
        for (Dim d : dims) {
            base.add(d.expr() + " AS " + d.alias());
        }
        for (Measure m : measures) {
            base.add(m.expr() + " AS " + m.alias());
        }
        StringJoiner union = new StringJoiner("\nUNION ALL\n");
        for (boolean[] set : groupingSets(kind, dims.size())) {
            StringJoiner select = new StringJoiner(", ", "SELECT ", " FROM base");
            StringJoiner group = new StringJoiner(", ", " GROUP BY ", "");
            group.setEmptyValue("");
            for (int i = 0; i < dims.size(); i++) {
                String alias = dims.get(i).alias();
                select.add(set[i] ? alias : "NULL AS " + alias);
                if (set[i]) {
                    group.add(alias);
                }
            }
            for (Measure m : measures) {
                select.add(m.function() + "(" + m.alias() + ") AS " + m.alias());
            }
            union.add(select + group.toString());
        }
        return base + "\n" + union + "\n" + order;
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
