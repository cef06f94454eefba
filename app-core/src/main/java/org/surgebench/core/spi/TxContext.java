package org.surgebench.core.spi;

import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;

/**
 * What a transaction gets from the engine: the user's connection (auto-commit off), its random source,
 * prepared statements cached per user, think-time sleeps, and statement counting.
 * Use {@link #query}, {@link #update}, {@link #commit} and {@link #rollback} so that every statement is
 * counted by kind; QPS is computed from these counts.
 */
public interface TxContext {

    Connection connection();

    /** The user's seeded random source: the same seed gives every user the same sequence. */
    Rng random();

    /** The user's number, 1-based. */
    int userId();

    /** What the workload's {@link Workload#prepareRun} returned. */
    <T> T shared();

    /** The SQL dialect's short name ({@code h2}, {@code postgresql}, {@code oracle}): the folder of SQL resources. */
    String dialect();

    /** The SQL that differs between databases, asked by what it is for; see {@link SqlDialect}. */
    default SqlDialect sql() {
        return SqlDialects.named(dialect());
    }

    /** A prepared statement cached for this user; its kind is classified once from its SQL. */
    PreparedStatement prepare(String sql) throws SQLException;

    /**
     * A call of a stored procedure or function ({@code {? = call name(?, ?)}}), cached for this user like
     * {@link #prepare}. Executing it counts nothing: the caller counts what the procedure reports it ran, with
     * {@link #count}.
     */
    default CallableStatement prepareCall(String sql) throws SQLException {
        return connection().prepareCall(sql);
    }

    /** Executes a prepared query, counting one select. Close the result set (try-with-resources). */
    ResultSet query(PreparedStatement statement) throws SQLException;

    /** Executes a prepared insert/update/delete, counting it by the kind of its SQL. */
    int update(PreparedStatement statement) throws SQLException;

    /** Executes a prepared batch, counting one statement of its kind per batched row. */
    int[] batch(PreparedStatement statement) throws SQLException;

    /** Counts statements run by other means (e.g. a generated-keys insert). */
    void count(StatementKind kind, int n);

    void commit() throws SQLException;

    void rollback() throws SQLException;

    /**
     * Sleeps a random intra-transaction think time within the configured bounds (no-op when zero). Response times
     * leave it out unless the run asks for it ({@code RunSpec.timingsIncludeThink}).
     */
    void think();

    /**
     * Sleeps a think time of the transaction's own, uniform between {@code min} and {@code max} (e.g. a workload
     * file's per-transaction think time), as {@link #think()} sleeps the run's: response times leave it out, it is
     * not time waiting for the database, and a stop ends it. This default sleeps on the calling thread.
     */
    default void think(Duration min, Duration max) {
        long nanos = min.toNanos() + (long) (random().nextDouble() * (max.toNanos() - min.toNanos()));
        long t0 = System.nanoTime();
        try {
            Thread.sleep(Duration.ofNanos(nanos));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        recordThink(System.nanoTime() - t0);
    }

    /** The run's lower bound of the intra-transaction think time, for code that sleeps elsewhere (stored procedures). */
    default Duration intraThinkMin() {
        return Duration.ZERO;
    }

    /** The run's upper bound of the intra-transaction think time. */
    default Duration intraThinkMax() {
        return Duration.ZERO;
    }

    /**
     * Think time slept outside {@link #think()}, e.g. inside the database by a stored procedure that reports it:
     * response times leave it out like {@link #think()}'s.
     */
    default void recordThink(long nanos) {}

    /**
     * The run's query timeout in whole seconds (0: none). Statements from {@link #prepare} have it already;
     * a transaction that creates its own {@link java.sql.Statement} sets it there.
     */
    default int queryTimeoutSeconds() {
        return 0;
    }

    /** Adds rows returned by a query to the transaction's row count (reported for analytic workloads). */
    void rows(long n);
}
