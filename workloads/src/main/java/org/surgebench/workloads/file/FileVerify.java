package org.surgebench.workloads.file;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.VerifyCheck;

/** A workload file's checks: each holds when its query returns no rows; the rows it returns are what is wrong. */
final class FileVerify {
    /** Rows counted at most per check: enough to say how bad it is without reading a whole table. */
    private static final int MOST = 1000;

    private FileVerify() {}

    static List<VerifyCheck> checks(WorkloadFile file, FileProblem problems) {
        List<VerifyCheck> out = new ArrayList<>();
        for (int i = 0; i < file.verify().size(); i++) {
            VerifySpec v = file.verify().get(i);
            String at = "/verify/" + i + "/sql";
            out.add(VerifyCheck.of(v.name(), (c, o) -> check(problems, at, v, c, o)));
        }
        return out;
    }

    private static String check(FileProblem problems, String at, VerifySpec v, Connection c, SchemaOptions o)
            throws Exception {
        String sql = v.sql().forDatabase(o.dialect());
        if (sql == null) {
            return problems.at(at, "no SQL for " + o.dialect()).getMessage();
        }
        try (PreparedStatement ps = c.prepareStatement(sql.strip());
                ResultSet rs = ps.executeQuery()) {
            int n = 0;
            String first = null;
            while (rs.next() && n < MOST) {
                if (n == 0) {
                    first = row(rs);
                }
                n++;
            }
            return n == 0
                    ? null
                    : (n == MOST ? MOST + " or more" : String.valueOf(n)) + " row" + (n == 1 ? "" : "s")
                            + " break it, e.g. (" + first + ")";
        }
    }

    private static String row(ResultSet rs) throws java.sql.SQLException {
        List<String> values = new ArrayList<>();
        for (int i = 1; i <= rs.getMetaData().getColumnCount(); i++) {
            values.add(rs.getMetaData().getColumnLabel(i).toLowerCase(java.util.Locale.ROOT) + " " + rs.getString(i));
        }
        return String.join(", ", values);
    }
}
