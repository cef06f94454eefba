package org.surgebench.workloads.cc;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * What every user of a run shares: how many customer accounts generate made (cc_params' "customer count", as
 * Swingbench's wizard records it), the accounts whose parameters a run can derive from their ids.
 */
record CcRun(long accounts) {
    static final String CUSTOMER_COUNT = "customer count";

    static CcRun prepare(Connection c) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT param_value FROM cc_params WHERE param_name = ?")) {
            s.setString(1, CUSTOMER_COUNT);
            try (ResultSet rs = s.executeQuery()) {
                if (!rs.next()) {
                    throw new SQLException("cc_params has no customer count: generate cc again.");
                }
                return new CcRun(Long.parseLong(rs.getString(1).strip()));
            }
        }
    }
}
