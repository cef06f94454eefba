package org.surgebench.core.spi;

import io.vertx.core.Future;

/**
 * A transaction written for the event-loop users ({@code --user-threads event-loop}): the same statements as
 * its {@link Transaction} twin, sent without blocking a thread. The engine sends BEGIN just before calling it,
 * without waiting for BEGIN's answer (pgjdbc too sends BEGIN with the first statement), and counts its time
 * from then until the returned future completes; the transaction commits or rolls back itself
 * through the context, so that every statement is counted. Runs on an event loop: it must never block.
 * One whose blocking twin runs in autocommit is wrapped in {@link #inAutocommit}: no BEGIN, and no COMMIT of its own.
 */
@FunctionalInterface
public interface EventLoopTransaction {
    Future<?> execute(EventLoopContext ctx);

    /**
     * Whether its statements run in autocommit, each a transaction of its own on the server, as its blocking twin's
     * (pgjdbc sends no BEGIN and no COMMIT in autocommit): the engine sends no BEGIN before it, and it commits nothing.
     */
    default boolean autocommit() {
        return false;
    }

    /** {@code tx} run in autocommit (see {@link #autocommit()}). */
    static EventLoopTransaction inAutocommit(EventLoopTransaction tx) {
        return new EventLoopTransaction() {
            @Override
            public Future<?> execute(EventLoopContext ctx) {
                return tx.execute(ctx);
            }

            @Override
            public boolean autocommit() {
                return true;
            }
        };
    }
}
