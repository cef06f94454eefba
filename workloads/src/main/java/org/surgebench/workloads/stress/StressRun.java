package org.surgebench.workloads.stress;

import java.sql.Connection;
import java.sql.Date;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicLong;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.TxContext;

/**
 * Swingbench's four Stress Test transactions, one statement each. As in Swingbench, inserts take their ids from
 * one counter shared by every user of the run (here it starts after the highest id in the table, where Swingbench
 * starts from 1 on a table it has just created), and selects, updates and deletes draw an id from 1 to that
 * counter, so some find a row deleted before or not inserted yet.
 */
final class StressRun {
    private final AtomicLong next;

    private StressRun(long next) {
        this.next = new AtomicLong(next);
    }

    static StressRun prepare(Connection c) throws SQLException {
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT MAX(id) FROM " + StressRows.TABLE)) {
            rs.next();
            return new StressRun(rs.getLong(1) + 1);
        }
    }

    /** The id of the next row a run inserts. */
    int nextId() {
        return Math.toIntExact(next.getAndIncrement());
    }

    /** An id from 1 to the counter, as Swingbench draws one for a select, an update or a delete. */
    int anyId(Rng r) {
        return Math.toIntExact(r.between(1, next.get()));
    }

    /** I: one row of Swingbench's values, then commit. */
    static void insert(TxContext ctx) throws SQLException {
        StressRun run = ctx.shared();
        Rng r = ctx.random();
        PreparedStatement ps = ctx.prepare("INSERT INTO stresstesttable "
                + "(id, aint, afloat, asmallvarchar, abigvarchar, adate) VALUES (?, ?, ?, ?, ?, ?)");
        ps.setInt(1, run.nextId());
        ps.setInt(2, StressRows.aint(r));
        ps.setDouble(3, 1 + r.nextDouble() * 999);
        ps.setString(4, StressRows.letters(r, StressRows.SMALL_CHARS));
        ps.setString(5, StressRows.letters(r, StressRows.BIG_CHARS));
        long at = System.currentTimeMillis() + r.between(0, StressRows.DATE_SPREAD_MS);
        ps.setDate(6, new Date(at));
        ctx.update(ps);
        ctx.commit();
    }

    /** S: one row by its id; no commit, as Swingbench sends none after it. */
    static void select(TxContext ctx) throws SQLException {
        StressRun run = ctx.shared();
        PreparedStatement ps = ctx.prepare(
                "SELECT id, aint, afloat, asmallvarchar, abigvarchar, adate " + "FROM stresstesttable WHERE id = ?");
        ps.setInt(1, run.anyId(ctx.random()));
        try (ResultSet rs = ctx.query(ps)) {
            rs.next();
        }
    }

    /** U: aint of one row plus one, then commit. */
    static void update(TxContext ctx) throws SQLException {
        StressRun run = ctx.shared();
        PreparedStatement ps = ctx.prepare("UPDATE stresstesttable SET aint = aint + 1 WHERE id = ?");
        ps.setInt(1, run.anyId(ctx.random()));
        ctx.update(ps);
        ctx.commit();
    }

    /** D: one row deleted, then commit. */
    static void delete(TxContext ctx) throws SQLException {
        StressRun run = ctx.shared();
        PreparedStatement ps = ctx.prepare("DELETE FROM stresstesttable WHERE id = ?");
        ps.setInt(1, run.anyId(ctx.random()));
        ctx.update(ps);
        ctx.commit();
    }
}
