package org.surgebench.core.spi;

import io.vertx.core.Future;

/**
 * A transaction written for the event-loop users ({@code --user-threads event-loop}): the same statements as
 * its {@link Transaction} twin, sent without blocking a thread. The engine sends BEGIN just before calling it,
 * without waiting for BEGIN's answer (pgjdbc too sends BEGIN with the first statement), and counts its time
 * from then until the returned future completes; the transaction commits or rolls back itself
 * through the context, so that every statement is counted. Runs on an event loop: it must never block.
 */
@FunctionalInterface
public interface EventLoopTransaction {
    Future<?> execute(EventLoopContext ctx);
}
