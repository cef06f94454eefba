package org.surgebench.workloads.tpcds;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.surgebench.core.spi.VerifyCheck;

/**
 * What holds after generation and after any run of the fourteen transactions: every key of a sale, return or
 * inventory row lies within its dimension (dates in 2004), quantities and amounts are 1 to 400 (new rows 1..100,
 * updated ones their table's band), and each dimension holds its keys 1..rows without a gap.
 */
final class TpcdsVerify {
    /** The highest value an update writes (web's band). */
    static final int HIGHEST = 400;

    private TpcdsVerify() {}

    static List<VerifyCheck> checks() {
        return List.of(
                VerifyCheck.of(
                        "every sale, return and inventory row has its keys within their dimensions (dates in "
                                + "2004) and quantities and amounts from 1 to 400",
                        (c, o) -> factsOutside(c)),
                VerifyCheck.of("each dimension holds its keys 1..rows without a gap", (c, o) -> gaps(c)));
    }

    private static String factsOutside(Connection c) throws SQLException {
        Ranges ranges = Ranges.read(c);
        List<String> bad = new ArrayList<>();
        for (FactTable f : FactTable.ALL) {
            List<String> outside = new ArrayList<>();
            for (Map.Entry<String, Draw> e : f.columns().entrySet()) {
                Draw d = e.getValue();
                long[] range = switch (d) {
                    case NUMBER -> new long[] {1, Long.MAX_VALUE};
                    case QUANTITY, AMOUNT -> new long[] {1, HIGHEST};
                    default -> ranges.of(d);
                };
                outside.add(e.getKey() + " IS NULL OR " + e.getKey() + " NOT BETWEEN " + range[0] + " AND " + range[1]);
            }
            long n = count(c, "SELECT COUNT(*) FROM " + f.name() + " WHERE " + String.join(" OR ", outside));
            if (n > 0) {
                bad.add(n + " rows of " + f.name());
            }
        }
        return bad.isEmpty() ? null : String.join(", ", bad) + " have a value outside its range";
    }

    private static String gaps(Connection c) throws SQLException {
        List<String> bad = new ArrayList<>();
        for (DimensionRows.Dimension d : DimensionRows.GENERIC) {
            String t = d.draw().table;
            String k = d.draw().key;
            long n = count(c, "SELECT COUNT(*) - MAX(" + k + ") + MIN(" + k + ") - 1 FROM " + t);
            if (n != 0) {
                bad.add(t);
            }
        }
        return bad.isEmpty() ? null : "keys missing or repeated in " + String.join(", ", bad);
    }

    private static long count(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
