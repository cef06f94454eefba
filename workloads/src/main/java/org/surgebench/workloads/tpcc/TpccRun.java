package org.surgebench.workloads.tpcc;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.spi.Rng;

/**
 * What every user of a run shares: the number of warehouses (counted in the database, so a run never draws a
 * warehouse that is not there) and the NURand constants of the load's seed.
 *
 * <p>Each user has a home warehouse, as each TPC-C terminal has (clause 2.1.2 calls it the terminal's
 * warehouse): users are spread over the warehouses in turn, user 1 on warehouse 1, user W+1 on warehouse 1 again.
 */
record TpccRun(int warehouses, TpccKeys keys) {
    /** Payment's customer is of another warehouse in 15 % of the calls, a supplying warehouse in 1 % of lines. */
    static final int REMOTE_PAYMENT_PCT = 15;

    static final int REMOTE_LINE_PCT = 1;
    /** 1 % of New-Orders have an unused item as their last line and roll back (clause 2.4.1.4). */
    static final int ROLLBACK_PCT = 1;
    /** The unused item id of a rolled-back New-Order: one above the catalogue. */
    static final int UNUSED_ITEM = TpccShape.ITEMS + 1;

    static TpccRun read(Connection c, long seed, double scale) throws SQLException {
        int n;
        try (PreparedStatement ps = c.prepareStatement("SELECT COUNT(*), MIN(w_id), MAX(w_id) FROM warehouse");
                ResultSet rs = ps.executeQuery()) {
            rs.next();
            n = rs.getInt(1);
            if (n == 0 || rs.getInt(2) != 1 || rs.getInt(3) != n) {
                throw new SurgeException(
                        SurgeException.SCHEMA,
                        "The tpcc schema's WAREHOUSE table has " + n
                                + " rows numbered " + rs.getInt(2) + ".." + rs.getInt(3) + " instead of 1.."
                                + Math.round(scale) + ": regenerate it with `surge generate tpcc`.");
            }
        }
        return new TpccRun(n, TpccKeys.forSeed(seed));
    }

    int homeWarehouse(int userId) {
        return (userId - 1) % warehouses + 1;
    }

    /** A warehouse other than {@code home}, uniformly; {@code home} itself when there is only one. */
    int otherWarehouse(Rng r, int home) {
        if (warehouses == 1) {
            return home;
        }
        int w = r.between(1, warehouses - 1);
        return w >= home ? w + 1 : w;
    }

    /** One New-Order line: item, supplying warehouse, quantity. */
    record Line(int item, int supplyWarehouse, int quantity) {}

    /**
     * The lines of a New-Order (clause 2.4.1.5): 5..15 items by NURand, each supplied by the home warehouse but
     * 1 % by another, quantities 1..10; a rolled-back order's last line has the unused item. Sorted by supplying
     * warehouse and item so that concurrent New-Orders lock stock rows in one order and never deadlock.
     */
    Line[] newOrderLines(Rng r, int home, boolean rollback) {
        int n = r.between(TpccShape.MIN_LINES, TpccShape.MAX_LINES);
        Line[] lines = new Line[n];
        for (int i = 0; i < n; i++) {
            int item = rollback && i == n - 1 ? UNUSED_ITEM : keys.itemId(r);
            int supply = warehouses > 1 && r.nextInt(100) < REMOTE_LINE_PCT ? otherWarehouse(r, home) : home;
            lines[i] = new Line(item, supply, r.between(1, 10));
        }
        java.util.Arrays.sort(
                lines, java.util.Comparator.comparingInt(Line::supplyWarehouse).thenComparingInt(Line::item));
        return lines;
    }
}
