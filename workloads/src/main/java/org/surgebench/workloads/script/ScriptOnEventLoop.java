package org.surgebench.workloads.script;

import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.RowIterator;
import io.vertx.sqlclient.RowSet;
import io.vertx.sqlclient.Tuple;
import io.vertx.sqlclient.data.Numeric;
import java.sql.SQLException;
import java.util.concurrent.TimeUnit;
import org.surgebench.core.spi.EventLoopContext;
import org.surgebench.core.spi.StatementKind;

/**
 * Runs one script once for one event-loop user: the steps of the {@link ScriptCursor} the threads' runner walks,
 * chained as futures. Only scripts {@link LoopScriptCheck} lets through run here, so the engine's BEGIN is the
 * script's own: its BEGIN sends nothing more, its END/COMMIT and ROLLBACK end the transaction through the context.
 * Each SQL command is sent in its numbered form ({@link SqlParameters}) with the values the threads bind;
 * {@code \sleep} waits on a Vert.x timer, never blocking the loop.
 */
final class ScriptOnEventLoop {
    private ScriptOnEventLoop() {}

    static Future<?> run(Script script, EventLoopContext ctx) {
        ScriptRun run = ctx.shared();
        return next(new ScriptCursor(script, run.client(ctx.userId()), ctx.random()), ctx);
    }

    /** Carries out the cursor's next step, then the rest of the script. */
    private static Future<Void> next(ScriptCursor cursor, EventLoopContext ctx) {
        Future<?> step;
        try {
            Command c = cursor.next();
            if (c == null) {
                return Future.succeededFuture();
            }
            step = switch (c) {
                case Command.Sql s -> sql(s, cursor, ctx);
                case Command.Tx t -> transaction(cursor.transaction(t), ctx);
                case Command.Sleep s -> sleep(cursor.micros(s));
                default -> throw new IllegalStateException("not a step: " + c);
            };
        } catch (RuntimeException e) {
            return Future.failedFuture(e);
        }
        return step.compose(x -> next(cursor, ctx));
    }

    private static Future<?> sql(Command.Sql s, ScriptCursor cursor, EventLoopContext ctx) {
        Tuple values = Tuple.from(cursor.parameters(s));
        if (s.kind() != StatementKind.SELECT) {
            return ctx.update(s.numbered(), values);
        }
        return ctx.query(s.numbered(), values).compose(rows -> {
            if (s.into() == null) {
                return Future.succeededFuture();
            }
            try {
                cursor.store(s, new LoopRows(rows, rows.iterator()));
                return Future.succeededFuture();
            } catch (SQLException | RuntimeException e) {
                return Future.failedFuture(e);
            }
        });
    }

    private static Future<?> transaction(TxControl control, EventLoopContext ctx) {
        if (control == null || control == TxControl.BEGIN) {
            // BEGIN: the engine sent it before the transaction's first statement (LoopScriptCheck).
            return Future.succeededFuture();
        }
        return control == TxControl.COMMIT ? ctx.commit() : ctx.rollback();
    }

    private static Future<?> sleep(long micros) {
        if (micros <= 0) {
            return Future.succeededFuture();
        }
        Context loop = Vertx.currentContext();
        if (loop == null) {
            return Future.failedFuture(new IllegalStateException("\\sleep on an event loop outside its loop"));
        }
        return loop.owner().timer(micros, TimeUnit.MICROSECONDS);
    }

    /** A query's rows as {@link ResultStore} reads them; a numeric comes as a BigDecimal, as over JDBC. */
    private static final class LoopRows implements ResultStore.Rows {
        private final RowSet<Row> rows;
        private final RowIterator<Row> it;
        private Row row;

        LoopRows(RowSet<Row> rows, RowIterator<Row> it) {
            this.rows = rows;
            this.it = it;
        }

        @Override
        public boolean next() {
            row = it.hasNext() ? it.next() : null;
            return row != null;
        }

        @Override
        public int columns() {
            return rows.columnsNames().size();
        }

        @Override
        public String label(int index) {
            return rows.columnsNames().get(index);
        }

        @Override
        public Object value(int index) {
            Object v = row.getValue(index);
            return v instanceof Numeric n ? n.bigDecimalValue() : v;
        }
    }
}
