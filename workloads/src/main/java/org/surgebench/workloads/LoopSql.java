package org.surgebench.workloads;

/**
 * A workload's JDBC statement text as its event-loop form sends it: PostgreSQL's numbered parameters ($1, $2...)
 * for JDBC's question marks, which the non-blocking client does not rewrite, so that both forms run one text.
 * For statements whose literals, identifiers and comments hold no question mark (every statement it is given).
 */
public final class LoopSql {
    private LoopSql() {}

    public static String numbered(String jdbcSql) {
        StringBuilder out = new StringBuilder(jdbcSql.length() + 8);
        int n = 0;
        for (int i = 0; i < jdbcSql.length(); i++) {
            char c = jdbcSql.charAt(i);
            if (c == '?') {
                out.append('$').append(++n);
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}
