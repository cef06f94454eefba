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
        PreparedStatement ps = ctx.prepare(f.insertSql());
        long[] row = run.newRow(f, ctx.random());
        for (int i = 0; i < row.length; i++) {
            ps.setLong(i + 1, row[i]);
        }
        ctx.update(ps);
        ctx.commit();
    }

    /** Update*: the quantity and amounts of the rows a random lookup finds, from the table's band; commit. */
    static void update(TxContext ctx, FactTable f) throws SQLException {
        TpcdsRun run = ctx.shared();
        PreparedStatement ps = ctx.prepare(f.updateSql());
        long[] values = run.change(f, ctx.random());
        int band = f.updated().size();
        for (int i = 0; i < values.length; i++) {
            if (i < band) {
                ps.setInt(i + 1, (int) values[i]);
            } else {
                ps.setLong(i + 1, values[i]);
            }
        }
        ctx.update(ps);
        ctx.commit();
    }

    /** A New* row of {@code f}, its columns in order, drawn as the package draws them (both variants send it). */
    long[] newRow(FactTable f, Rng r) {
        long[] row = new long[f.columns().size()];
        int i = 0;
        for (Map.Entry<String, Draw> c : f.columns().entrySet()) {
            Draw d = c.getValue();
            row[i++] = d == Draw.NUMBER ? ranges.number(f.name(), r) : ranges.draw(d, r);
        }
        return row;
    }

    /** An Update*'s values: one of the table's band per updated column, then the lookup's columns. */
    long[] change(FactTable f, Rng r) {
        int band = f.updated().size();
        long[] values = new long[band + f.lookup().size()];
        for (int i = 0; i < band; i++) {
            values[i] = r.between(f.updateFrom(), f.updateTo());
        }
        int i = band;
        for (String column : f.lookup()) {
            Draw d = f.columns().get(column);
            values[i++] = d == Draw.NUMBER ? ranges.number(f.name(), r) : ranges.draw(d, r);
        }
        return values;
    }
}
