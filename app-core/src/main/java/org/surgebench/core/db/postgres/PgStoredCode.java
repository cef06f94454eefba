package org.surgebench.core.db.postgres;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The functions and procedures a workload's code statements create, as they exist in the current schema: a drop
 * of the workload drops them with their full signature (each overload the statements made), so nothing generate
 * installed is left behind.
 */
final class PgStoredCode {
    private static final Pattern CREATE = Pattern.compile(
            "(?is)\\bCREATE\\s+(?:OR\\s+REPLACE\\s+)?(FUNCTION|PROCEDURE)\\s+(?:[A-Za-z_][A-Za-z0-9_$]*\\.)?"
                    + "([A-Za-z_][A-Za-z0-9_$]*)\\s*\\(");

    private PgStoredCode() {}

    static List<String> dropStatements(Connection c, List<String> codeSql) throws SQLException {
        Set<String> names = new LinkedHashSet<>();
        for (String sql : codeSql) {
            Matcher m = CREATE.matcher(sql);
            while (m.find()) {
                names.add(m.group(2).toLowerCase(Locale.ROOT));
            }
        }
        List<String> out = new ArrayList<>();
        if (names.isEmpty()) {
            return out;
        }
        try (PreparedStatement ps = c.prepareStatement("SELECT p.oid::regprocedure::text, p.prokind FROM pg_proc p "
                + "WHERE p.pronamespace = current_schema()::regnamespace AND p.proname = ANY (?) ORDER BY 1")) {
            ps.setArray(1, c.createArrayOf("text", names.toArray()));
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    String kind = "p".equals(rs.getString(2)) ? "PROCEDURE" : "FUNCTION";
                    out.add("DROP " + kind + " IF EXISTS " + rs.getString(1));
                }
            }
        }
        return out;
    }
}
