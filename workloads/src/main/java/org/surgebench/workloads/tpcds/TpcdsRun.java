package org.surgebench.workloads.tpcds;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Map;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.TxContext;

/**
 * The fourteen transactions from the client, each the statements of its function in Swingbench's package
 * pkg_tpcds_transactions: one INSERT of a new row (New*) or one UPDATE of the rows a random item and ticket or
 * order number find (Update*), then a commit. An update that finds no row still commits, as the package's does.
 * The ranges are read once, when the run starts, and shared by every user.
 */
record TpcdsRun(Ranges ranges) {

    static TpcdsRun prepare(Connection c) throws SQLException {
        return new TpcdsRun(Ranges.read(c));
    }

    /** New*: one row of {@code f} drawn as the package draws it, then commit. */
    static void insert(TxContext ctx, FactTable f) throws SQLException {
        TpcdsRun run = ctx.shared();
        Rng r = ctx.random();
        PreparedStatement ps = ctx.prepare(f.insertSql());
        int i = 1;
        for (Map.Entry<String, Draw> c : f.columns().entrySet()) {
            Draw d = c.getValue();
            if (d == Draw.NUMBER) {
                ps.setLong(i++, run.ranges.number(f.name(), r));
            } else {
                ps.setLong(i++, run.ranges.draw(d, r));
            }
        }
        ctx.update(ps);
        ctx.commit();
    }

    /** Update*: the quantity and amounts of the rows a random lookup finds, from the table's band; commit. */
    static void update(TxContext ctx, FactTable f) throws SQLException {
        TpcdsRun run = ctx.shared();
        Rng r = ctx.random();
        PreparedStatement ps = ctx.prepare(f.updateSql());
        int i = 1;
        for (int n = f.updated().size(); n > 0; n--) {
            ps.setInt(i++, r.between(f.updateFrom(), f.updateTo()));
        }
        for (String column : f.lookup()) {
            Draw d = f.columns().get(column);
            ps.setLong(i++, d == Draw.NUMBER ? run.ranges.number(f.name(), r) : run.ranges.draw(d, r));
        }
        ctx.update(ps);
        ctx.commit();
    }
}
