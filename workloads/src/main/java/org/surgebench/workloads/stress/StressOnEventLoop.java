package org.surgebench.workloads.stress;

import io.vertx.core.Future;
import io.vertx.sqlclient.Tuple;
import java.time.Instant;
import java.time.ZoneId;
import java.util.Map;
import org.surgebench.core.spi.EventLoopContext;
import org.surgebench.core.spi.EventLoopTransaction;
import org.surgebench.core.spi.Rng;

/**
 * Stress Test's transactions for event-loop users: the statements of {@link StressRun}, with the same random draws
 * in the same order, in PostgreSQL's parameter syntax. BEGIN comes from the engine. Simple Select sends no commit,
 * as its blocking twin: its transaction stays open until the next one's BEGIN, which PostgreSQL takes inside it
 * with a warning, as the JDBC connection's next statement continues it.
 */
final class StressOnEventLoop {
    private StressOnEventLoop() {}

    static Map<String, EventLoopTransaction> transactions() {
        return Map.of(
                "I", StressOnEventLoop::insert,
                "S", StressOnEventLoop::select,
                "U", StressOnEventLoop::update,
                "D", StressOnEventLoop::delete);
    }

    static Future<?> insert(EventLoopContext ctx) {
        StressRun run = ctx.shared();
        Rng r = ctx.random();
        int id = run.nextId();
        int aint = StressRows.aint(r);
        double afloat = 1 + r.nextDouble() * 999;
        String small = StressRows.letters(r, StressRows.SMALL_CHARS);
        String big = StressRows.letters(r, StressRows.BIG_CHARS);
        long at = System.currentTimeMillis() + r.between(0, StressRows.DATE_SPREAD_MS);
        // java.sql.Date's day in this JVM's time zone, as the JDBC form's setDate sends it.
        var day = Instant.ofEpochMilli(at).atZone(ZoneId.systemDefault()).toLocalDate();
        return ctx.update(
                        "INSERT INTO stresstesttable (id, aint, afloat, asmallvarchar, abigvarchar, adate) "
                                + "VALUES ($1, $2, $3, $4, $5, $6)",
                        Tuple.of(id, aint, afloat, small, big, day))
                .compose(x -> ctx.commit());
    }

    static Future<?> select(EventLoopContext ctx) {
        StressRun run = ctx.shared();
        return ctx.query(
                "SELECT id, aint, afloat, asmallvarchar, abigvarchar, adate FROM stresstesttable WHERE id = $1",
                Tuple.of(run.anyId(ctx.random())));
    }

    static Future<?> update(EventLoopContext ctx) {
        StressRun run = ctx.shared();
        return ctx.update("UPDATE stresstesttable SET aint = aint + 1 WHERE id = $1", Tuple.of(run.anyId(ctx.random())))
                .compose(x -> ctx.commit());
    }

    static Future<?> delete(EventLoopContext ctx) {
        StressRun run = ctx.shared();
        return ctx.update("DELETE FROM stresstesttable WHERE id = $1", Tuple.of(run.anyId(ctx.random())))
                .compose(x -> ctx.commit());
    }
}
