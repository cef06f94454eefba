package org.surgebench.workloads.oracle;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runs the Oracle server-side generation SQL on H2, and derives the H2 files from it.
 *
 * <p>H2 has no CONNECT BY, so every row source {@code SELECT LEVEL AS n FROM dual CONNECT BY LEVEL <= e} becomes
 * {@code SELECT X AS n FROM SYSTEM_RANGE(1, e)}: the same numbers 1..e. That is the only change needed to run
 * the Oracle text on H2 in Oracle mode once {@link #addOracleFunctions} has given H2 the two Oracle functions it
 * lacks (NUMTODSINTERVAL and TO_NUMBER). In H2's own mode (the {@code h2/server-side} files) the date arithmetic
 * becomes {@code INTERVAL '1' DAY * (e)} and DATEADD, TO_NUMBER a CAST, and the Oracle hints go.
 */
public final class OracleSqlOnH2 {
    private static final Pattern ROW_SOURCE = Pattern.compile("SELECT LEVEL AS n FROM dual CONNECT BY LEVEL <= ");
    private static final Pattern NUMTODSINTERVAL = Pattern.compile("NUMTODSINTERVAL\\(");
    private static final Pattern TO_NUMBER = Pattern.compile("TO_NUMBER\\(");
    private static final Pattern ADD_MONTHS = Pattern.compile("ADD_MONTHS\\(");
    private static final Pattern HINT = Pattern.compile("/\\*\\+[^*]*\\*/ ");

    private OracleSqlOnH2() {}

    /** The Oracle text with each CONNECT BY row source replaced by SYSTEM_RANGE (same numbers, same alias). */
    public static String rowSources(String sql) {
        StringBuilder out = new StringBuilder();
        int at = 0;
        Matcher m = ROW_SOURCE.matcher(sql);
        while (m.find(at)) {
            int end = closing(sql, m.end());
            out.append(sql, at, m.start())
                    .append("SELECT X AS n FROM SYSTEM_RANGE(1, ")
                    .append(sql, m.end(), end)
                    .append(')');
            at = end;
        }
        return out.append(sql.substring(at)).toString();
    }

    /** The H2 (own mode) form of an Oracle server-side file. */
    public static String h2Dialect(String sql) {
        String out = rowSources(sql);
        out = HINT.matcher(out).replaceAll("");
        out = rewriteCalls(out, NUMTODSINTERVAL, arg -> {
            int comma = topLevelComma(arg);
            String unit = arg.substring(comma + 1).strip().replace("'", "");
            return "INTERVAL '1' " + unit + " * (" + arg.substring(0, comma).strip() + ")";
        });
        out = rewriteCalls(out, ADD_MONTHS, arg -> {
            int comma = topLevelComma(arg);
            return "DATEADD(MONTH, " + arg.substring(comma + 1).strip() + ", "
                    + arg.substring(0, comma).strip() + ")";
        });
        return rewriteCalls(out, TO_NUMBER, arg -> "CAST(" + arg + " AS BIGINT)");
    }

    /** NUMTODSINTERVAL(n, 'DAY'|'HOUR') and TO_NUMBER(text) for Oracle SQL run on H2. */
    public static void addOracleFunctions(Connection c) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute("CREATE ALIAS IF NOT EXISTS NUMTODSINTERVAL FOR '" + OracleSqlOnH2.class.getName()
                    + ".numToDsInterval'");
            s.execute("CREATE ALIAS IF NOT EXISTS TO_NUMBER FOR '" + OracleSqlOnH2.class.getName() + ".toNumber'");
        }
    }

    public static Duration numToDsInterval(long n, String unit) {
        return switch (unit.toUpperCase(java.util.Locale.ROOT)) {
            case "DAY" -> Duration.ofDays(n);
            case "HOUR" -> Duration.ofHours(n);
            case "MINUTE" -> Duration.ofMinutes(n);
            case "SECOND" -> Duration.ofSeconds(n);
            default -> throw new IllegalArgumentException("unit " + unit);
        };
    }

    public static long toNumber(String text) {
        return Long.parseLong(text.strip());
    }

    private interface Rewrite {
        String apply(String argument);
    }

    /** Replaces every {@code NAME(argument)} (balanced parentheses) by {@code rewrite(argument)}. */
    private static String rewriteCalls(String sql, Pattern name, Rewrite rewrite) {
        StringBuilder out = new StringBuilder();
        int at = 0;
        Matcher m = name.matcher(sql);
        while (m.find(at)) {
            int end = closing(sql, m.end());
            // The argument may itself contain a call to rewrite.
            String arg = rewriteCalls(sql.substring(m.end(), end), name, rewrite);
            out.append(sql, at, m.start()).append(rewrite.apply(arg));
            at = end + 1;
        }
        return out.append(sql.substring(at)).toString();
    }

    /** The index of the only comma of a two-argument call's arguments that is outside parentheses. */
    private static int topLevelComma(String args) {
        int depth = 0;
        int found = -1;
        for (int i = 0; i < args.length(); i++) {
            char ch = args.charAt(i);
            if (ch == '(') {
                depth++;
            } else if (ch == ')') {
                depth--;
            } else if (ch == ',' && depth == 0) {
                if (found >= 0) {
                    throw new IllegalArgumentException("more than two arguments: " + args);
                }
                found = i;
            }
        }
        if (found < 0) {
            throw new IllegalArgumentException("one argument only: " + args);
        }
        return found;
    }

    /** The index of the parenthesis closing the one open at {@code from} (quotes respected). */
    private static int closing(String sql, int from) {
        int depth = 0;
        boolean quoted = false;
        for (int i = from; i < sql.length(); i++) {
            char ch = sql.charAt(i);
            if (ch == '\'') {
                quoted = !quoted;
            } else if (!quoted && ch == '(') {
                depth++;
            } else if (!quoted && ch == ')') {
                if (depth == 0) {
                    return i;
                }
                depth--;
            }
        }
        throw new IllegalArgumentException(
                "unbalanced parentheses after " + sql.substring(from, Math.min(sql.length(), from + 60)));
    }
}
