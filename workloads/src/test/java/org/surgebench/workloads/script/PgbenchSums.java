package org.surgebench.workloads.script;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.surgebench.core.db.ConnectionSpec;

/**
 * What pgbench's tables hold, as the database sums it: the balances of accounts, tellers and branches, and the
 * history's deltas and rows. pgbench's invariant: each transaction adds its delta to the balances it updates and one
 * history row with that delta, so the balances change by the history's change.
 */
record PgbenchSums(long accounts, long tellers, long branches, long historyDelta, long historyRows) {

    static PgbenchSums read(ConnectionSpec db) throws SQLException {
        try (Connection c = DriverManager.getConnection(db.url(), db.user(), db.password());
                Statement s = c.createStatement()) {
            return new PgbenchSums(
                    sum(s, "SELECT COALESCE(SUM(abalance), 0) FROM pgbench_accounts"),
                    sum(s, "SELECT COALESCE(SUM(tbalance), 0) FROM pgbench_tellers"),
                    sum(s, "SELECT COALESCE(SUM(bbalance), 0) FROM pgbench_branches"),
                    sum(s, "SELECT COALESCE(SUM(delta), 0) FROM pgbench_history"),
                    sum(s, "SELECT COUNT(*) FROM pgbench_history"));
        }
    }

    private static long sum(Statement s, String sql) throws SQLException {
        try (ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    /** The change from {@code before} to this. */
    PgbenchSums minus(PgbenchSums before) {
        return new PgbenchSums(
                accounts - before.accounts,
                tellers - before.tellers,
                branches - before.branches,
                historyDelta - before.historyDelta,
                historyRows - before.historyRows);
    }
}
