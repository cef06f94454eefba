package org.surgebench.workloads.file;

import io.vertx.core.Future;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.RowSet;
import io.vertx.sqlclient.Tuple;
import io.vertx.sqlclient.data.Numeric;
import java.util.ArrayList;
import java.util.List;
import org.surgebench.core.spi.EventLoopContext;
import org.surgebench.core.spi.StatementKind;

/**
 * One transaction of a workload file for an event-loop user: the statements of the {@link FileCursor} the threads'
 * {@link FileTransaction} walks, chained as futures, each in its numbered form ({@link NamedSql}) with the values the
 * threads bind; every row read and counted, the first one's values kept under {@code into}, then a commit. BEGIN
 * comes from the engine. A transaction with a think time of its own, or a write that returns rows into names, has
 * no event-loop form ({@link #runsOnEventLoop}).
 */
final class FileOnEventLoop {
    private final String shortName;

    FileOnEventLoop(String shortName) {
        this.shortName = shortName;
    }

    /**
     * Whether the transaction has an event-loop form: the loops leave no think time out of a transaction's time, and
     * they read rows of queries only.
     */
    static boolean runsOnEventLoop(TransactionSpec t) {
        if (t.think() != null) {
            return false;
        }
        return t.statements().stream()
                .filter(s -> !s.into().isEmpty())
                .flatMap(s -> FileCheck.texts(s.sql()).stream())
                .allMatch(sql -> StatementKind.of(NamedSql.parse(sql.strip()).jdbc()) == StatementKind.SELECT);
    }

    Future<?> execute(EventLoopContext ctx) {
        return next(new FileCursor(ctx.<RunState>shared().plan(shortName), ctx.random()), ctx);
    }

    /** Runs the cursor's next statement, then the rest; commits after the last. */
    private static Future<Void> next(FileCursor cursor, EventLoopContext ctx) {
        RunState.Step step;
        Tuple values;
        try {
            step = cursor.next();
            if (step == null) {
                return ctx.commit();
            }
            values = Tuple.from(LoopValues.of(cursor.parameters(step), step.types()));
        } catch (RuntimeException e) {
            return Future.failedFuture(e);
        }
        if (step.kind() != StatementKind.SELECT) {
            return ctx.update(step.numbered(), values).compose(x -> next(cursor, ctx));
        }
        return ctx.query(step.numbered(), values).compose(rows -> {
            IfEmpty end = read(ctx, cursor, step, rows);
            if (end == null) {
                return next(cursor, ctx);
            }
            return end == IfEmpty.COMMIT ? ctx.commit() : ctx.rollback();
        });
    }

    /** Counts every row, keeps the first one's under the names; what they decide ({@link FileCursor#ending}). */
    private static IfEmpty read(EventLoopContext ctx, FileCursor cursor, RunState.Step step, RowSet<Row> rows) {
        long n = 0;
        for (Row row : rows) {
            if (n == 0) {
                List<Object> first = new ArrayList<>(step.into().size());
                for (int i = 0; i < step.into().size(); i++) {
                    Object v = row.getValue(i);
                    // A numeric as JDBC gives it, so that it binds again as the threads bind it.
                    first.add(v instanceof Numeric num ? num.bigDecimalValue() : v);
                }
                cursor.firstRow(step, first);
            }
            n++;
        }
        ctx.rows(n);
        return cursor.ending(step, n);
    }
}
