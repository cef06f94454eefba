package org.surgebench.workloads.tpcds;

import io.vertx.core.Future;
import io.vertx.sqlclient.Tuple;
import java.util.Map;
import org.surgebench.core.spi.EventLoopContext;
import org.surgebench.core.spi.Rng;
import org.surgebench.workloads.LoopSql;

/**
 * The fourteen transactions for event-loop users: {@link TpcdsRun}'s statement, values drawn in the same order
 * from the same stream, then a commit. BEGIN comes from the engine.
 */
final class TpcdsOnEventLoop {
    private TpcdsOnEventLoop() {}

    static Future<?> insert(EventLoopContext ctx, FactTable f) {
        TpcdsRun run = ctx.shared();
        Rng r = ctx.random();
        Tuple values = Tuple.tuple();
        for (Map.Entry<String, Draw> c : f.columns().entrySet()) {
            Draw d = c.getValue();
            values.addLong(
                    d == Draw.NUMBER
                            ? run.ranges().number(f.name(), r)
                            : run.ranges().draw(d, r));
        }
        return ctx.update(LoopSql.numbered(f.insertSql()), values).compose(x -> ctx.commit());
    }

    static Future<?> update(EventLoopContext ctx, FactTable f) {
        TpcdsRun run = ctx.shared();
        Rng r = ctx.random();
        Tuple values = Tuple.tuple();
        for (int n = f.updated().size(); n > 0; n--) {
            values.addInteger(r.between(f.updateFrom(), f.updateTo()));
        }
        for (String column : f.lookup()) {
            Draw d = f.columns().get(column);
            values.addLong(
                    d == Draw.NUMBER
                            ? run.ranges().number(f.name(), r)
                            : run.ranges().draw(d, r));
        }
        return ctx.update(LoopSql.numbered(f.updateSql()), values).compose(x -> ctx.commit());
    }
}
