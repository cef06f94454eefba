package org.surgebench.workloads.cc;

import io.vertx.core.Future;
import java.util.Map;
import org.surgebench.core.spi.EventLoopContext;
import org.surgebench.core.spi.EventLoopTransaction;

/**
 * {@link CcTransactions} for event-loop users: the same calls ({@link CcCallsOnEventLoop}) on the same inputs
 * ({@link CcInputs}, drawn from the same stream), one after the other. The calls commit part way, as the package
 * does; the engine begins the next transaction before the statement after each commit. Each change waits the
 * run's intra-transaction think time first on the event loop's timer ({@link EventLoopContext#think()}), left out
 * of the response time as on threads.
 */
final class CcOnEventLoop {
    private CcOnEventLoop() {}

    static Map<String, EventLoopTransaction> transactions() {
        return Map.of(
                "NC", CcOnEventLoop::newCustomer,
                "UCD", CcOnEventLoop::updateCustomer,
                "RCD", CcOnEventLoop::retrieveCustomer);
    }

    static Future<?> newCustomer(EventLoopContext ctx) {
        CcInputs.NewCustomer in = CcInputs.NewCustomer.draw(ctx.random());
        CcCallsOnEventLoop calls = new CcCallsOnEventLoop(ctx);
        return calls.newCustAccount(CcRows.PIN)
                .compose(name -> calls.getCustAccount(name, CcRows.PIN)
                        .compose(x -> calls.newCustCLI(in.region(), CcRows.COUNTRY, in.cli(), in.callPackage()))
                        .compose(x -> calls.getCustCLI(CcRows.COUNTRY, in.region(), in.cli()))
                        .compose(x -> calls.getPackageCLIs())
                        .compose(x -> changes(ctx, calls, in.changes(), 0, name, in.region(), in.cli())));
    }

    static Future<?> updateCustomer(EventLoopContext ctx) {
        CcInputs.Customer in = CcInputs.Customer.draw(ctx.shared(), ctx.random(), true);
        CcCallsOnEventLoop calls = new CcCallsOnEventLoop(ctx);
        return calls.getCustAccount(in.name(), CcRows.PIN)
                .compose(x -> calls.getCustCLI(CcRows.COUNTRY, in.region(), in.cli()))
                .compose(x -> calls.getPackageCLIs())
                .compose(x -> changes(ctx, calls, in.changes(), 0, in.name(), in.region(), in.cli()));
    }

    static Future<?> retrieveCustomer(EventLoopContext ctx) {
        CcInputs.Customer in = CcInputs.Customer.draw(ctx.shared(), ctx.random(), false);
        CcCallsOnEventLoop calls = new CcCallsOnEventLoop(ctx);
        return calls.getCustAccount(in.name(), CcRows.PIN)
                .compose(x -> calls.getCustCLI(CcRows.COUNTRY, in.region(), in.cli()))
                .compose(x -> calls.qryPackageCLIsHistory());
    }

    /** The changes from the {@code i}th on, one after the other, each as {@link CcTransactions}' changes. */
    private static Future<Void> changes(
            EventLoopContext ctx,
            CcCallsOnEventLoop calls,
            CcInputs.Change[] changes,
            int i,
            String name,
            String region,
            String cli) {
        if (i == changes.length) {
            return Future.succeededFuture();
        }
        CcInputs.Change c = changes[i];
        return ctx.think()
                .compose(x -> calls.getCustAccount(name, CcRows.PIN))
                .compose(x -> calls.getCustCLI(CcRows.COUNTRY, region, cli))
                .compose(x -> calls.getPackageCLIs())
                .compose(x -> calls.setPackageCLI(c.slot(), c.region(), CcRows.COUNTRY, c.cli()))
                .compose(x -> calls.getPackageCLIs())
                .compose(x -> changes(ctx, calls, changes, i + 1, name, region, cli));
    }
}
