package org.surgebench.core.db.oracle;

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
 * The PL/SQL packages a workload's code statements create (soe's ORDERENTRY, tpcc's TPCC), as they exist in the
 * user's schema: a drop of the workload drops them (spec and body), so nothing generate installed is left behind.
 * Looked up first, as DROP PACKAGE has no IF EXISTS before 23ai.
 */
final class OracleStoredCode {
    private static final Pattern CREATE =
            Pattern.compile("(?is)^CREATE\\s+(?:OR\\s+REPLACE\\s+)?PACKAGE\\s+(?!BODY\\b)([A-Za-z][A-Za-z0-9_$#]*)\\b");

    private OracleStoredCode() {}

    static List<String> dropStatements(Connection c, List<String> codeSql) throws SQLException {
        Set<String> names = new LinkedHashSet<>();
        for (String sql : codeSql) {
            Matcher m = CREATE.matcher(sql.strip());
            if (m.find()) {
                names.add(m.group(1).toUpperCase(Locale.ROOT));
            }
        }
        List<String> out = new ArrayList<>();
        for (String name : names) {
            try (PreparedStatement ps = c.prepareStatement(
                    "SELECT COUNT(*) FROM user_objects WHERE object_type = 'PACKAGE' AND object_name = ?")) {
                ps.setString(1, name);
                try (ResultSet rs = ps.executeQuery()) {
                    rs.next();
                    if (rs.getLong(1) > 0) {
                        out.add("DROP PACKAGE " + name);
                    }
                }
            }
        }
        return out;
    }
}
