package org.surgebench.workloads.file;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.HashMap;
import java.util.Map;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.StatementKind;
import org.surgebench.core.spi.Transaction;
import org.surgebench.core.spi.TxContext;

/**
 * One transaction of a workload file, run through the {@link TxContext} so every statement is counted by kind:
 * its statements in order, each parameter drawn once per transaction when a statement first uses it (a repeated
 * statement draws afresh, each time, those no earlier statement used), the first row of a statement with
 * {@code into} setting names for the statements after it, then a commit and the transaction's think time.
 */
final class FileTransaction implements Transaction {
    private final String shortName;

    FileTransaction(String shortName) {
        this.shortName = shortName;
    }

    @Override
    public void execute(TxContext ctx) throws SQLException {
        RunState.Plan plan = ctx.<RunState>shared().plan(shortName);
        Map<String, Object> values = new HashMap<>();
        Rng rng = ctx.random();
        boolean ended = false;
        for (RunState.Step step : plan.steps()) {
            long times = step.repeat() == null
                    ? 1
                    : rng.between(step.repeat().min(), step.repeat().max());
            for (long n = 0; n < times && !ended; n++) {
                values.keySet().removeAll(step.fresh());
                ended = run(ctx, plan, step, values, rng);
            }
            if (ended) {
                break;
            }
        }
        if (!ended) {
            ctx.commit();
        }
        if (plan.think() != null) {
            ctx.think(plan.think().min(), plan.think().max());
        }
    }

    /** Runs one statement; true when it ended the transaction (a row for into was missing). */
    private static boolean run(
            TxContext ctx, RunState.Plan plan, RunState.Step step, Map<String, Object> values, Rng rng)
            throws SQLException {
        PreparedStatement ps = ctx.prepare(step.sql());
        for (int i = 0; i < step.names().size(); i++) {
            String name = step.names().get(i);
            Object v = values.containsKey(name) ? values.get(name) : draw(plan, name, values, rng);
            bind(ps, i + 1, v);
        }
        if (step.kind() == StatementKind.SELECT) {
            try (ResultSet rs = ctx.query(ps)) {
                return read(ctx, step, rs, values);
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
            return read(ctx, step, rs, values);
        }
    }

    private static Object draw(RunState.Plan plan, String name, Map<String, Object> values, Rng rng) {
        Object v = plan.draws().get(name).draw(rng);
        values.put(name, v);
        return v;
    }

    /** Reads every row (as an application would), the first into the names; true when the transaction ended. */
    private static boolean read(TxContext ctx, RunState.Step step, ResultSet rs, Map<String, Object> values)
            throws SQLException {
        long rows = 0;
        while (rs != null && rs.next()) {
            if (rows == 0) {
                for (int i = 0; i < step.into().size(); i++) {
                    values.put(step.into().get(i), rs.getObject(i + 1));
                }
            }
            rows++;
        }
        ctx.rows(rows);
        if (rows > 0 || step.into().isEmpty()) {
            return false;
        }
        switch (step.ifEmpty()) {
            case ROLLBACK -> ctx.rollback();
            case COMMIT -> ctx.commit();
            case CONTINUE -> {
                step.into().forEach(n -> values.put(n, null));
                return false;
            }
        }
        return true;
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
