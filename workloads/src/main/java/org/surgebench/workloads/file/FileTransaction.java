package org.surgebench.workloads.file;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import org.surgebench.core.spi.StatementKind;
import org.surgebench.core.spi.Transaction;
import org.surgebench.core.spi.TxContext;

/**
 * One transaction of a workload file on a thread, run through the {@link TxContext} so every statement is counted
 * by kind: the statements its {@link FileCursor} gives, in order, the first row of a statement with {@code into}
 * setting names for the statements after it, then a commit and the transaction's think time.
 */
final class FileTransaction implements Transaction {
    private final String shortName;

    FileTransaction(String shortName) {
        this.shortName = shortName;
    }

    @Override
    public void execute(TxContext ctx) throws SQLException {
        FileCursor cursor = new FileCursor(ctx.<RunState>shared().plan(shortName), ctx.random());
        boolean ended = false;
        RunState.Step step;
        while (!ended && (step = cursor.next()) != null) {
            ended = run(ctx, cursor, step);
        }
        if (!ended) {
            ctx.commit();
        }
        if (cursor.think() != null) {
            ctx.think(cursor.think().min(), cursor.think().max());
        }
    }

    /** Runs one statement; true when it ended the transaction (a row for into was missing). */
    private static boolean run(TxContext ctx, FileCursor cursor, RunState.Step step) throws SQLException {
        List<Object> values = cursor.parameters(step);
        PreparedStatement ps = ctx.prepare(step.sql());
        for (int i = 0; i < values.size(); i++) {
            bind(ps, i + 1, values.get(i));
        }
        if (step.kind() == StatementKind.SELECT) {
            try (ResultSet rs = ctx.query(ps)) {
                return read(ctx, cursor, step, rs);
            }
        }
        if (step.into().isEmpty()) {
            ctx.update(ps);
            return false;
        }
        // A write that returns rows (INSERT ... RETURNING): counted as its kind, its first row read.
        ctx.count(step.kind(), 1);
        ps.execute();
        try (ResultSet rs = ps.getResultSet()) {
            return read(ctx, cursor, step, rs);
        }
    }

    /** Reads every row (as an application would), the first into the names; true when the transaction ended. */
    private static boolean read(TxContext ctx, FileCursor cursor, RunState.Step step, ResultSet rs)
            throws SQLException {
        long rows = 0;
        while (rs != null && rs.next()) {
            if (rows == 0) {
                List<Object> first = new ArrayList<>(step.into().size());
                for (int i = 0; i < step.into().size(); i++) {
                    first.add(rs.getObject(i + 1));
                }
                cursor.firstRow(step, first);
            }
            rows++;
        }
        ctx.rows(rows);
        IfEmpty end = cursor.ending(step, rows);
        if (end == IfEmpty.ROLLBACK) {
            ctx.rollback();
        } else if (end == IfEmpty.COMMIT) {
            ctx.commit();
        }
        return end != null;
    }

    private static void bind(PreparedStatement ps, int i, Object v) throws SQLException {
        switch (v) {
            case null -> ps.setNull(i, Types.NULL);
            case Long l -> ps.setLong(i, l);
            case String s -> ps.setString(i, s);
            case java.math.BigDecimal d -> ps.setBigDecimal(i, d);
            default -> ps.setObject(i, v);
        }
    }
}
