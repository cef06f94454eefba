package org.surgebench.core.spi;

import io.vertx.core.Future;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.RowSet;
import io.vertx.sqlclient.Tuple;

/**
 * What an {@link EventLoopTransaction} sees: its user's random stream and the run's shared state, as in
 * {@link TxContext}, and the user's connection as futures. Every statement is a prepared statement on the
 * server (prepared once per connection), as pgjdbc's are after its prepare threshold, and is counted.
 */
public interface EventLoopContext {
    /** This user's random stream (the same stream its blocking twin would draw from). */
    Rng random();

    /** The object the workload's {@code prepareRun} returned, shared by all users. */
    <T> T shared();

    int userId();

    /** The SQL that differs between databases, as {@link TxContext#sql()}: the run's database's. */
    SqlDialect sql();

    /** Runs a SELECT and hands back its rows. */
    Future<RowSet<Row>> query(String sql, Tuple parameters);

    /**
     * Runs a SELECT whose values are written into its text (literal SQL, a new text nearly every time) without
     * preparing it on the server, as a JDBC {@code Statement} sends it: a prepared statement kept per text would
     * only fill the connection's cache and the server's memory. By default as {@link #query}.
     */
    default Future<RowSet<Row>> queryLiteral(String sql) {
        return query(sql, Tuple.tuple());
    }

    /** Runs an INSERT, UPDATE or DELETE; the future holds the rows it changed. */
    Future<Integer> update(String sql, Tuple parameters);

    /**
     * Runs a call of stored code (a query of a function) and hands back its rows, counting nothing: the caller counts
     * what the code reports it ran, with {@link #count}, as a blocking transaction's {@link TxContext#prepareCall}.
     */
    Future<RowSet<Row>> call(String sql, Tuple parameters);

    /** Counts statements run by other means (what stored code reports it ran), as {@link TxContext#count}. */
    void count(StatementKind kind, int n);

    Future<Void> commit();

    /**
     * The run's intra-transaction think time ({@code --intra-think-min/--intra-think-max}), waited on a timer of the
     * user's event loop, never blocking it, as {@link TxContext#think()} sleeps it on a thread: drawn from the same
     * think stream, left out of the transaction's response time unless the run asks for it, not time waiting for the
     * database, and ended by a stop. Completes at once when the run has none. A workload whose event-loop forms call
     * it says so ({@code Workload.eventLoopsThinkInside}); the engine refuses the think time for the others.
     */
    Future<Void> think();

    /**
     * Completes after {@code nanos} ({@code nanos} &gt; 0: on a later turn of the loop, stop or not), waited on a timer
     * of the user's event loop, never blocking it: a short pause that is part of the transaction's time, where its
     * thread twin waits on its thread (e.g. for the clock to pass a moment).
     */
    Future<Void> pause(long nanos);

    Future<Void> rollback();

    /** Adds rows a query returned to the transaction's row count, as {@link TxContext#rows}. */
    void rows(long n);
}
