package org.surgebench.workloads.io;

import io.vertx.core.Future;
import io.vertx.sqlclient.Tuple;
import java.util.Map;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.spi.EventLoopContext;
import org.surgebench.core.spi.EventLoopTransaction;
import org.surgebench.workloads.LoopSql;

/**
 * io's READ, UPDATE and SCAN for event-loop users: {@link IoRun}'s statements, with the same {@link IoIteration}
 * drawn from the same stream. BEGIN comes from the engine. A user's first transaction makes the run's session
 * settings first (the multiblock setting, read back, and the timing of reads), which threads make on a connection
 * of their own before theirs: the server sees the same settings, inside that first transaction. SLOB's think
 * time (think-tm-*) sleeps inside the user's turn, which an event loop must not: an iteration it falls after fails,
 * saying to run on threads.
 */
final class IoOnEventLoop {
    private IoOnEventLoop() {}

    static Map<String, EventLoopTransaction> transactions() {
        return Map.of("READ", IoOnEventLoop::read, "UPDATE", IoOnEventLoop::update, "SCAN", IoOnEventLoop::scan);
    }

    static Future<?> read(EventLoopContext ctx) {
        IoRun run = ctx.shared();
        IoIteration it = IoIteration.of(run, ctx.userId(), ctx.random());
        return session(ctx, run, it)
                .compose(x -> ctx.query(LoopSql.numbered(run.readSql(ctx.userId())), Tuple.of(it.low(), it.top())))
                .compose(rows -> {
                    ctx.rows(rows.iterator().next().getLong(0));
                    return ctx.commit();
                });
    }

    static Future<?> update(EventLoopContext ctx) {
        IoRun run = ctx.shared();
        IoIteration it = IoIteration.withTexts(run, ctx.userId(), ctx.random());
        Tuple values = Tuple.tuple();
        it.texts().forEach(values::addString);
        values.addLong(it.low()).addLong(it.top());
        return session(ctx, run, it)
                .compose(x -> ctx.update(LoopSql.numbered(run.updateSql(ctx.userId())), values))
                .compose(n -> {
                    ctx.rows(n);
                    return ctx.commit();
                });
    }

    static Future<?> scan(EventLoopContext ctx) {
        IoRun run = ctx.shared();
        IoIteration it = IoIteration.numberOnly(run, ctx.userId());
        Future<?> before = session(ctx, run, it);
        if (run.bitmapScan()) {
            for (String setting : IoRun.BITMAP_SCAN) {
                before = before.compose(x -> ctx.update(setting, Tuple.tuple()));
            }
        }
        return before.compose(x -> ctx.query(run.scanSql(ctx.userId()), Tuple.tuple()))
                .compose(rows -> {
                    ctx.rows(rows.iterator().next().getLong(0));
                    return ctx.commit();
                });
    }

    /**
     * The session settings of the user's first transaction (see the class comment); refuses an iteration that SLOB's
     * think time follows, before any statement.
     */
    private static Future<?> session(EventLoopContext ctx, IoRun run, IoIteration it) {
        if (run.thinksAfter(it.number())) {
            return Future.failedFuture(SurgeException.usage("io's think time (--option think-tm-*) sleeps between "
                    + "iterations, which event-loop users cannot: run with --user-threads auto."));
        }
        Future<?> done = Future.succeededFuture();
        String timeReads = ctx.sql().timeReadsStatement();
        boolean timed = run.timing() && timeReads != null;
        if ((run.multiblockSetting() == null && !timed) || !run.firstLoopSession(ctx.userId())) {
            return done;
        }
        if (run.multiblockSetting() != null) {
            done = ctx.update(run.setMultiblockSql(), Tuple.tuple())
                    .compose(x -> ctx.query(run.showMultiblockSql(), Tuple.tuple()))
                    .map(rows -> {
                        var first = rows.iterator();
                        run.reportMultiblock(
                                first.hasNext() ? String.valueOf(first.next().getValue(0)) : "?");
                        return null;
                    });
        }
        if (timed) {
            done = done.compose(x -> ctx.update(timeReads, Tuple.tuple()));
        }
        return done;
    }
}
