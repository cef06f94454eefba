package org.surgebench.workloads.json;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.surgebench.core.spi.Rng;

/**
 * What every user of a run shares: the keys get, update and remove draw from, 1 to the highest key when the run
 * starts (Swingbench reads PASSENGER_SEQ's last number once, when its transactions start), and the dialect's
 * statements. Keys removed before, by this run or an earlier one, find no document.
 */
record PassengerRun(long passengers, PassengerSql sql) {

    static PassengerRun prepare(Connection c, String dialect) throws SQLException {
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT MAX(id) FROM " + PassengerDocuments.TABLE)) {
            rs.next();
            return new PassengerRun(Math.max(1, rs.getLong(1)), PassengerSql.of(dialect));
        }
    }

    long anyKey(Rng r) {
        return r.between(1, passengers);
    }
}
