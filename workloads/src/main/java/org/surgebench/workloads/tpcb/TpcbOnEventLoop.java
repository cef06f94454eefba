package org.surgebench.workloads.tpcb;

import io.vertx.core.Future;
import io.vertx.sqlclient.Tuple;
import java.util.Map;
import org.surgebench.core.spi.EventLoopContext;
import org.surgebench.core.spi.EventLoopTransaction;
import org.surgebench.workloads.tpcb.TpcbWorkload.Draw;
import org.surgebench.workloads.tpcb.TpcbWorkload.Shape;

/**
 * tpcb's transactions for event-loop users: the statements of {@link TpcbWorkload#tpcb} and
 * {@link TpcbWorkload#selectOnly}, in the same order, with the same random draws ({@link TpcbWorkload.Draw}), in PostgreSQL's parameter
 * syntax (the text pgjdbc sends the server for the JDBC forms). BEGIN comes from the engine.
 */
final class TpcbOnEventLoop {
    private TpcbOnEventLoop() {}

    static Map<String, EventLoopTransaction> transactions() {
        return Map.of("TPCB", TpcbOnEventLoop::tpcb, "SEL", TpcbOnEventLoop::selectOnly);
    }

    static Future<?> tpcb(EventLoopContext ctx) {
        Draw d = Draw.of(ctx.shared(), ctx.random());
        long aid = d.aid();
        long bid = d.bid();
        long tid = d.tid();
        int delta = d.delta();
        return ctx.update("UPDATE pgbench_accounts SET abalance = abalance + $1 WHERE aid = $2", Tuple.of(delta, aid))
                .compose(x -> ctx.query("SELECT abalance FROM pgbench_accounts WHERE aid = $1", Tuple.of(aid)))
                .compose(x -> ctx.update(
                        "UPDATE pgbench_tellers SET tbalance = tbalance + $1 WHERE tid = $2", Tuple.of(delta, tid)))
                .compose(x -> ctx.update(
                        "UPDATE pgbench_branches SET bbalance = bbalance + $1 WHERE bid = $2", Tuple.of(delta, bid)))
                .compose(x -> ctx.update(
                        "INSERT INTO pgbench_history (tid, bid, aid, delta, mtime) "
                                + "VALUES ($1, $2, $3, $4, CURRENT_TIMESTAMP)",
                        Tuple.of(tid, bid, aid, delta)))
                .compose(x -> ctx.commit());
    }

    static Future<?> selectOnly(EventLoopContext ctx) {
        Shape s = ctx.shared();
        long aid = ctx.random().between(1, s.accounts());
        return ctx.query("SELECT abalance FROM pgbench_accounts WHERE aid = $1", Tuple.of(aid))
                .compose(x -> ctx.commit());
    }
}
