package org.surgebench.workloads.tpch;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLTimeoutException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import org.surgebench.core.spi.WorkloadTests;

/**
 * The specification's power and throughput tests (clause 5.3.3, 5.3.4) over the workload's own query and refresh
 * code. Power: RF1, the 22 queries in stream 0's order, RF2, one after the other. Throughput: query streams 1..N,
 * each on its own connection in its own order ({@link TpchStreams}), beside a refresh stream that runs N pairs of
 * RF1 and RF2; it lasts from the first stream's start to the last stream's end. Every interval is timed on its
 * own; a query the timeout cancels, or one that fails, is kept as such and never counted as fast.
 */
final class TpchTestRun {
    private final WorkloadTests.Connector db;
    private final String dialect;
    private final TpchRun shared;
    private final int timeoutSeconds;
    private final Consumer<TpchTiming> progress;

    TpchTestRun(
            WorkloadTests.Connector db,
            String dialect,
            TpchShape shape,
            int timeoutSeconds,
            Consumer<TpchTiming> progress) {
        this.db = db;
        this.dialect = dialect;
        this.shared = new TpchRun(shape);
        this.timeoutSeconds = timeoutSeconds;
        this.progress = progress;
    }

    /** The result of one test: its intervals and its length in seconds. */
    record Done(List<TpchTiming> timings, double seconds) {}

    Done power() throws SQLException {
        List<TpchTiming> out = new ArrayList<>();
        long t0 = System.nanoTime();
        try (Connection refresh = db.open();
                Connection queries = db.open()) {
            refresh.setAutoCommit(false);
            TpchStreamContext r = new TpchStreamContext(refresh, shared, dialect, 0, 0);
            TpchStreamContext q = new TpchStreamContext(queries, shared, dialect, 0, timeoutSeconds);
            out.add(refreshFunction(r, "power", 0, "RF1", t0));
            for (TpchQuery query : TpchStreams.order(0)) {
                out.add(query(q, "power", 0, query, t0));
            }
            out.add(refreshFunction(r, "power", 0, "RF2", t0));
            r.closeStatements();
            q.closeStatements();
        }
        return new Done(out, (System.nanoTime() - t0) / 1e9);
    }

    Done throughput(int streams) throws SQLException, InterruptedException {
        List<TpchTiming> out = Collections.synchronizedList(new ArrayList<>());
        List<Connection> connections = new ArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(streams + 1);
        try {
            // Connected before the clock starts: logging on is not part of the test.
            for (int i = 0; i <= streams; i++) {
                connections.add(db.open());
            }
            long t0 = System.nanoTime();
            List<Future<?>> running = new ArrayList<>();
            for (int s = 1; s <= streams; s++) {
                TpchStreamContext q = new TpchStreamContext(connections.get(s), shared, dialect, s, timeoutSeconds);
                int stream = s;
                running.add(pool.submit(() -> {
                    for (TpchQuery query : TpchStreams.order(stream)) {
                        out.add(query(q, "throughput", stream, query, t0));
                    }
                    q.closeStatements();
                    return null;
                }));
            }
            Connection refresh = connections.get(0);
            refresh.setAutoCommit(false);
            TpchStreamContext r = new TpchStreamContext(refresh, shared, dialect, 0, 0);
            running.add(pool.submit(() -> {
                for (int pair = 0; pair < streams; pair++) {
                    out.add(refreshFunction(r, "throughput", -1, "RF1", t0));
                    out.add(refreshFunction(r, "throughput", -1, "RF2", t0));
                }
                r.closeStatements();
                return null;
            }));
            for (Future<?> f : running) {
                join(f);
            }
            return new Done(List.copyOf(out), (System.nanoTime() - t0) / 1e9);
        } finally {
            pool.shutdownNow();
            for (Connection c : connections) {
                close(c);
            }
        }
    }

    private TpchTiming query(TpchStreamContext ctx, String test, int stream, TpchQuery q, long t0) {
        long start = System.nanoTime();
        TpchTiming.Outcome outcome = TpchTiming.Outcome.OK;
        String problem = null;
        try {
            TpchQueryRunner.execute(ctx, q);
        } catch (SQLTimeoutException e) {
            outcome = TpchTiming.Outcome.TIMEOUT;
            problem = e.getMessage();
        } catch (SQLException | RuntimeException e) {
            outcome = TpchTiming.Outcome.ERROR;
            problem = firstLine(e);
        }
        long rows = ctx.takeRows();
        return done(test, stream, q.name(), t0, start, new Ending(outcome, rows, problem));
    }

    private TpchTiming refreshFunction(TpchStreamContext ctx, String test, int stream, String name, long t0) {
        long start = System.nanoTime();
        TpchTiming.Outcome outcome = TpchTiming.Outcome.OK;
        String problem = null;
        try {
            if (name.equals("RF1")) {
                TpchRefresh.rf1(ctx);
            } else {
                TpchRefresh.rf2(ctx);
            }
        } catch (SQLException | RuntimeException e) {
            outcome = TpchTiming.Outcome.ERROR;
            problem = firstLine(e);
            try {
                ctx.rollback();
            } catch (SQLException ignored) {
                // the failure above is the one to report
            }
        }
        return done(test, stream, name, t0, start, new Ending(outcome, 0, problem));
    }

    /** How an interval ended: its outcome, the rows it read, the database's message when it did not finish. */
    private record Ending(TpchTiming.Outcome outcome, long rows, String problem) {}

    private TpchTiming done(String test, int stream, String name, long t0, long start, Ending e) {
        long end = System.nanoTime();
        TpchTiming t = new TpchTiming(
                test,
                stream,
                name,
                (start - t0) / 1e6,
                (end - start) / 1e9,
                e.outcome(),
                e.outcome() == TpchTiming.Outcome.OK ? e.rows() : 0,
                e.problem());
        progress.accept(t);
        return t;
    }

    private static void join(Future<?> f) throws SQLException, InterruptedException {
        try {
            f.get();
        } catch (java.util.concurrent.ExecutionException e) {
            if (e.getCause() instanceof SQLException s) {
                throw s;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    private static String firstLine(Exception e) {
        String m = e.getMessage() == null
                ? e.getClass().getSimpleName()
                : e.getMessage().strip();
        int i = m.indexOf('\n');
        return i < 0 ? m : m.substring(0, i).strip();
    }

    private static void close(Connection c) {
        try {
            c.close();
        } catch (SQLException e) {
            // the test's outcome is already known
        }
    }
}
