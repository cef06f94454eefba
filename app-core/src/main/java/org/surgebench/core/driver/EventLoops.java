package org.surgebench.core.driver;

import io.vertx.core.Context;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.core.transport.Transport;
import io.vertx.sqlclient.SqlConnection;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.surgebench.core.common.UserThreads;
import org.surgebench.core.db.Dialect;
import org.surgebench.core.db.EventLoopClient;
import org.surgebench.core.run.RunPlan;
import org.surgebench.core.run.UserThreadsDecision;
import org.surgebench.core.spi.EventLoopTransaction;
import org.surgebench.core.spi.Workload;

/**
 * The event loops of a run whose users run on them ({@code --user-threads event-loop}, or auto's choice): one per
 * core at most (fewer with fewer users), the users spread over them in turn, and what every {@link LoopUser}
 * connects with and runs.
 */
final class EventLoops implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(EventLoops.class);

    /** How long the end of a run waits for the loops to close their connections (a silent server never answers). */
    private static final long CLOSE_SECONDS = 2;
    /** How long the connection before the start may take ({@link #warmUp}). */
    private static final long WARM_UP_SECONDS = 60;

    private final Vertx vertx;
    private final String transportName;
    private final EventLoopClient client;
    private final EventLoopTransaction[] transactions;
    private final LogonGate logons;

    /**
     * @param users        the run's users, at most one loop each
     * @param client       how the users connect
     * @param transactions the mix's transactions in the mix plan's order
     */
    EventLoops(int users, EventLoopClient client, EventLoopTransaction[] transactions) {
        int loops = Math.max(1, Math.min(users, Runtime.getRuntime().availableProcessors()));
        Transport transport = LoopTransport.choose();
        this.vertx = Vertx.builder()
                .with(new VertxOptions().setEventLoopPoolSize(loops))
                .withTransport(transport)
                .build();
        this.transportName = transport.name();
        this.client = client;
        this.transactions = transactions.clone();
        this.logons = new LogonGate(loops * LogonGate.PER_LOOP);
        LOG.debug("{} event loops for {} users, {} transport", loops, users, transportName);
    }

    /** The transport the loops run on ({@link LoopTransport}): io_uring, epoll or nio. */
    String transportName() {
        return transportName;
    }

    /**
     * The event loops of a run whose users run on them ({@code threads}, which {@link UserThreadsChoice} checked
     * against the run); null when they run on threads.
     */
    static EventLoops forPlan(
            RunPlan plan, UserThreadsDecision threads, Workload workload, MixPlan mix, Dialect dialect) {
        if (threads.kind() != UserThreads.EVENT_LOOP) {
            return null;
        }
        EventLoops loops = new EventLoops(
                plan.users(), EventLoopCheck.client(plan, dialect), EventLoopCheck.transactions(workload, mix));
        loops.warmUp();
        return loops;
    }

    /**
     * Opens one connection and closes it, before the run starts: the first connect loads and compiles the client's
     * classes, which on a busy machine took longer than the 10 s the log-on check gives the users after the start
     * (no user of 500 was on by then, while threads' users connect with the driver the setup has loaded). A failure
     * here is left to the users' own log-ons to meet and report.
     */
    private void warmUp() {
        try {
            client.connect(vertx).compose(SqlConnection::close).await(WARM_UP_SECONDS, TimeUnit.SECONDS);
        } catch (Exception e) {
            LOG.debug("The event loops' first connection failed: {}", e.toString());
        }
    }

    /** Closes a run's setup and event loops (either may be null). */
    static void closeAll(RunSetup setup, EventLoops loops) {
        if (setup != null) {
            setup.close();
        }
        if (loops != null) {
            loops.close();
        }
    }

    Vertx vertx() {
        return vertx;
    }

    EventLoopClient client() {
        return client;
    }

    /** The users' log-ons, a few at a time ({@link LogonGate}). */
    LogonGate logons() {
        return logons;
    }

    EventLoopTransaction[] transactions() {
        return transactions;
    }

    /** A context on the next event loop in turn; called on the user's own thread, so each user gets its own. */
    Context nextContext() {
        return vertx.getOrCreateContext();
    }

    @Override
    public void close() {
        try {
            vertx.close().await(CLOSE_SECONDS, TimeUnit.SECONDS);
        } catch (Exception e) {
            LOG.debug("The event loops did not close in time: {}", e.toString());
        }
    }
}
