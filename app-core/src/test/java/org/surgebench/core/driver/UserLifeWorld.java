package org.surgebench.core.driver;

import io.vertx.core.Future;
import io.vertx.core.Handler;
import io.vertx.core.Vertx;
import io.vertx.sqlclient.SqlClient;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.impl.SqlClientInternal;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BooleanSupplier;
import java.util.function.UnaryOperator;
import org.surgebench.core.api.CounterWorkload;
import org.surgebench.core.db.ConnectionPool;
import org.surgebench.core.db.ConnectionSpec;
import org.surgebench.core.db.Dialect;
import org.surgebench.core.db.Dialects;
import org.surgebench.core.db.EventLoopClient;
import org.surgebench.core.metrics.ErrorLog;
import org.surgebench.core.metrics.TxMetrics;
import org.surgebench.core.run.RunPlan;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.spi.EventLoopTransaction;
import org.surgebench.core.spi.Mix;
import org.surgebench.core.spi.Schema;
import org.surgebench.core.spi.SchemaOptions;
import org.surgebench.core.spi.TransactionDef;
import org.surgebench.core.spi.Workload;

/**
 * A stub world for one user of {@link UserLifeTest}: a clock that jumps to the end of each wait (and notes the
 * wait), a server that refuses log-ons and fails transactions as scripted (JDBC connections and the event-loop
 * client's connections as {@link Proxy} objects, as HikariCP tests its pool), and a run that notes what its user
 * told it. Whatever either executor did to the connections goes into one {@link #trace}, in the same words.
 */
final class UserLifeWorld {
    static final String PG = "jdbc:postgresql://127.0.0.1:5432/surge";
    static final long MS = 1_000_000L;

    /** One scripted transaction: how long it takes on the clock, and the error it ends with (null: commits). */
    record Outcome(long nanos, Throwable error, Runnable then) {}

    final List<String> trace = new CopyOnWriteArrayList<>();
    final List<Long> waits = new CopyOnWriteArrayList<>();
    final Control control = new Control();
    final Dialect dialect = Dialects.forUrl(PG);
    final ErrorLog errorLog = new ErrorLog(dialect::classify);
    final TxMetrics metrics = new TxMetrics("T", "Test");
    final Clock clock = new Clock();
    /** The user living in this world, once made. */
    volatile RunUser user;
    /** The workload's own pauses around its transaction (keying and thinking); null: the run's think time. */
    org.surgebench.core.spi.UserPauses pauses;
    /** How many log-ons the server refuses (with 53300) before it takes one; -1 for all. */
    int refusals;

    private final Deque<Outcome> script = new ArrayDeque<>();
    private int connections;

    UserLifeWorld then(long nanos, Throwable error) {
        script.add(new Outcome(nanos, error, null));
        return this;
    }

    /** The last transaction: it commits, then the run stops. */
    UserLifeWorld last(long nanos) {
        return last(nanos, () -> control.stopping = true);
    }

    /** The last transaction: it commits, then {@code then} runs (a stop of some kind). */
    UserLifeWorld last(long nanos, Runnable then) {
        script.add(new Outcome(nanos, null, then));
        return this;
    }

    /** The run's plan for this world's one user, with {@code more} settings. */
    RunPlan plan(UnaryOperator<RunSpec> more) {
        return more.apply(new RunSpec("life")
                        .connection(new ConnectionSpec(PG, "surge", ""))
                        .users(1)
                        .runTime(Duration.ofSeconds(10)))
                .freeze(workload());
    }

    UserServices services(RunPlan plan, Pacer pacer) {
        MixPlan mix = MixPlan.resolve(workload(), null, plan);
        return new UserServices(mix, null, new TxMetrics[] {metrics}, pool(), pacer, control, dialect, errorLog, null);
    }

    /** Runs the next scripted transaction: the clock moves on by its time, then it ends as scripted. */
    private Outcome next() {
        Outcome o = script.isEmpty() ? new Outcome(0, null, () -> control.stopping = true) : script.poll();
        clock.now += o.nanos();
        trace.add("tx " + (o.error() == null ? "ok" : ErrorLog.stateOf(o.error())));
        if (o.then() != null) {
            o.then().run();
        }
        return o;
    }

    private void blockingTransaction() throws SQLException {
        Throwable e = next().error();
        if (e instanceof SQLException sql) {
            throw sql;
        }
        if (e != null) {
            throw (RuntimeException) e;
        }
    }

    EventLoopTransaction loopTransaction() {
        return ctx -> {
            Throwable e = next().error();
            return e == null ? Future.succeededFuture() : Future.failedFuture(e);
        };
    }

    private Workload workload() {
        CounterWorkload counter = new CounterWorkload();
        return new Workload() {
            @Override
            public String name() {
                return "life";
            }

            @Override
            public String description() {
                return "one scripted transaction";
            }

            @Override
            public Schema schema(SchemaOptions options) {
                return counter.schema(options);
            }

            @Override
            public List<TransactionDef> transactions() {
                return List.of(new TransactionDef("T", "Test", 1, true, false, ctx -> blockingTransaction()));
            }

            @Override
            public List<Mix> mixes() {
                return List.of(new Mix("default", "the one transaction", Map.of("T", 1)));
            }

            @Override
            public org.surgebench.core.spi.UserPauses pauses(Map<String, String> runOptions) {
                return pauses;
            }
        };
    }

    /** Whether the server takes the next log-on; notes a refusal in the trace. */
    private SQLException refuse() {
        if (refusals == 0) {
            return null;
        }
        refusals = Math.max(-1, refusals - 1);
        trace.add("refused");
        return new SQLException("too many clients", "53300");
    }

    private ConnectionPool pool() {
        return new ConnectionPool() {
            @Override
            public Connection getConnection() throws SQLException {
                SQLException e = refuse();
                if (e != null) {
                    throw e;
                }
                return jdbc(++connections);
            }

            @Override
            public void evict(Connection c) {
                QuietJdbc.close(c);
            }

            @Override
            public void resize(int maxSize) {}

            @Override
            public void close() {}
        };
    }

    /** A JDBC connection that notes rollbacks and its close (the rollback a close does first is the close's). */
    private Connection jdbc(int n) {
        trace.add("connect#" + n);
        boolean[] closed = {false};
        return (Connection) Proxy.newProxyInstance(
                Connection.class.getClassLoader(), new Class<?>[] {Connection.class}, (p, m, args) -> {
                    switch (m.getName()) {
                        case "rollback" -> trace.add("rollback#" + n);
                        case "close", "abort" -> {
                            if (!closed[0]) {
                                if (trace.get(trace.size() - 1).equals("rollback#" + n)) {
                                    trace.remove(trace.size() - 1); // QuietJdbc.close rolls back first
                                }
                                trace.add("close#" + n);
                            }
                            closed[0] = true;
                        }
                        case "isClosed" -> {
                            return closed[0];
                        }
                        case "isValid" -> {
                            return !closed[0];
                        }
                        default -> {
                            return m.getReturnType() == boolean.class ? Boolean.FALSE : null;
                        }
                    }
                    return null;
                });
    }

    EventLoopClient loopClient() {
        return new EventLoopClient() {
            @Override
            public Future<SqlConnection> connect(Vertx vertx) {
                SQLException e = refuse();
                return e != null ? Future.failedFuture(e) : Future.succeededFuture(loop(++connections));
            }

            @Override
            public void cancel(SqlConnection connection) {}
        };
    }

    /** An event-loop connection: BEGIN and the group pass, ROLLBACK and close are noted. */
    private SqlConnection loop(int n) {
        trace.add("connect#" + n);
        Object[] self = new Object[1];
        self[0] = Proxy.newProxyInstance(
                SqlConnection.class.getClassLoader(),
                new Class<?>[] {SqlConnection.class, SqlClientInternal.class},
                (p, m, args) -> switch (m.getName()) {
                    case "group" -> {
                        @SuppressWarnings("unchecked")
                        Handler<SqlClient> h = (Handler<SqlClient>) args[0];
                        h.handle((SqlClient) self[0]);
                        yield null;
                    }
                    case "query" -> query(n, (String) args[0]);
                    case "close" -> {
                        if (trace.get(trace.size() - 1).equals("rollback#" + n)) {
                            // The user rolls an open transaction back as it logs off: the close's, as on JDBC.
                            trace.remove(trace.size() - 1);
                        }
                        trace.add("close#" + n);
                        yield Future.succeededFuture();
                    }
                    default -> m.getReturnType() == boolean.class ? Boolean.FALSE : null;
                });
        return (SqlConnection) self[0];
    }

    private Object query(int n, String sql) {
        return Proxy.newProxyInstance(
                io.vertx.sqlclient.Query.class.getClassLoader(),
                new Class<?>[] {io.vertx.sqlclient.Query.class},
                (p, m, args) -> {
                    if ("ROLLBACK".equals(sql)) {
                        trace.add("rollback#" + n);
                    }
                    return Future.succeededFuture();
                });
    }

    /** The clock of the stub world: each wait notes its length and moves the clock to its end at once. */
    final class Clock implements UserClock {
        volatile long now;

        @Override
        public long now() {
            return now;
        }

        @Override
        public void sleep(long nanos, BooleanSupplier waiting) {
            if (nanos > 0 && waiting.getAsBoolean()) {
                waits.add(nanos);
                now += nanos;
            }
        }

        @Override
        public void at(LoopWaiter timer, long deadline, BooleanSupplier waiting, Runnable next) {
            if (deadline > now && waiting.getAsBoolean()) {
                waits.add(deadline - now);
                now = deadline;
            }
            // On the loop's next turn, as a timer would call it.
            Vertx.currentContext().runOnContext(v -> next.run());
        }
    }

    /** The run as its user sees it: always measuring, never counting; it notes what the user tells it. */
    static final class Control implements RunControl {
        volatile boolean stopping;
        final List<String> events = new CopyOnWriteArrayList<>();
        final List<Throwable> errors = new CopyOnWriteArrayList<>();
        final List<SQLException> logonFailures = new CopyOnWriteArrayList<>();
        final List<Boolean> logons = new CopyOnWriteArrayList<>();

        @Override
        public boolean stopping() {
            return stopping;
        }

        @Override
        public boolean measuring() {
            return true;
        }

        @Override
        public boolean counting() {
            return false;
        }

        @Override
        public void errorSeen(Throwable error) {
            errors.add(error);
        }

        @Override
        public void loggedOn(boolean on) {
            logons.add(on);
        }

        @Override
        public void logonFailed(SQLException error) {
            logonFailures.add(error);
        }

        @Override
        public Slot reserve() {
            return Slot.FREE;
        }

        @Override
        public Slot tryReserve() {
            return Slot.FREE;
        }

        @Override
        public void recordOutsideWindow(Runnable record) {
            record.run();
        }

        @Override
        public boolean release(boolean success) {
            return true;
        }

        @Override
        public void stalled(String message) {
            events.add(message);
        }

        @Override
        public void event(String message) {
            events.add(message);
        }
    }
}
