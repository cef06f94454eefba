package org.surgebench.core.driver;

import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.concurrent.locks.LockSupport;
import org.surgebench.core.metrics.TxMetrics;
import org.surgebench.core.run.RunPlan;
import org.surgebench.core.spi.Rng;
import org.surgebench.core.spi.StatementKind;
import org.surgebench.core.spi.TxContext;

/**
 * One user's {@link TxContext}. Holds the user's connection and its prepared statements (a {@link StatementCache}:
 * the user's own on a dedicated connection; on a shared pool the one the pooled connection keeps, or, where the
 * pool cannot keep one, one for the transaction), and counts statements into the metrics of the transaction that
 * is running. Used by one virtual thread only.
 */
final class UserContext implements TxContext {

    private final int userId;
    private final Rng random;
    private final Rng thinkRandom;
    private final Object shared;
    private final String dialect;
    /** {@link #waitingSince} outside a transaction and while thinking inside one. */
    static final long NOT_WAITING = Long.MIN_VALUE;

    private volatile long waitingSince = NOT_WAITING;
    private final long intraThinkMinNanos;
    private final long intraThinkMaxNanos;
    private final RunControl control;
    private StatementCache statements = new StatementCache(null);
    /** Whether each statement's time goes into the running transaction's metrics ({@code --per-statement}). */
    private boolean perStatement;

    private Connection connection;
    private TxMetrics current;
    /** Think time of the running transaction: slept in {@link #think()} or reported by {@link #recordThink}. */
    private long thinkNanos;

    private int queryTimeoutSeconds;

    /** A user's context in a run: its random streams from the plan's seed, its think times and query timeout. */
    UserContext(int userId, RunPlan plan, Object shared, String dialect, RunControl control) {
        this(
                userId,
                plan.seed(),
                shared,
                dialect,
                plan.intraThinkMin().toNanos(),
                plan.intraThinkMax().toNanos(),
                control);
        this.queryTimeoutSeconds = (int) plan.queryTimeout().toSeconds();
        this.perStatement = plan.settings().output().perStatement();
    }

    UserContext(
            int userId,
            long seed,
            Object shared,
            String dialect,
            long intraThinkMinNanos,
            long intraThinkMaxNanos,
            RunControl control) {
        this.userId = userId;
        this.random = new Rng(0).reseed(seed, 0x5EED, userId);
        this.thinkRandom = new Rng(0).reseed(seed, 0x7111, userId);
        this.shared = shared;
        this.dialect = dialect;
        this.intraThinkMinNanos = intraThinkMinNanos;
        this.intraThinkMaxNanos = intraThinkMaxNanos;
        this.control = control;
    }

    /** The run's query timeout, set on every statement this user prepares (0: none). */
    void queryTimeoutSeconds(int seconds) {
        this.queryTimeoutSeconds = seconds;
    }

    @Override
    public int queryTimeoutSeconds() {
        return queryTimeoutSeconds;
    }

    /** Binds the user to {@code connection}, with statements of its own prepared on it. */
    void bind(Connection connection) {
        this.connection = connection;
        if (statements.home() != connection) {
            statements = new StatementCache(connection);
        }
    }

    /** Binds the user to a pooled connection for one transaction, with the statements that connection keeps. */
    void bind(Connection borrowed, StatementCache kept) {
        this.connection = borrowed;
        this.statements = kept;
    }

    void begin(TxMetrics metrics) {
        this.current = metrics;
        this.thinkNanos = 0;
    }

    /** The think time of the transaction begun last, so far. */
    long thinkNanos() {
        return thinkNanos;
    }

    /** Forgets cached statements, e.g. after the connection was replaced or at the end of a pooled transaction. */
    void closeStatements() {
        statements.close();
    }

    Rng thinkRandom() {
        return thinkRandom;
    }

    @Override
    public Connection connection() {
        return connection;
    }

    @Override
    public Rng random() {
        return random;
    }

    @Override
    public int userId() {
        return userId;
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T shared() {
        return (T) shared;
    }

    @Override
    public String dialect() {
        return dialect;
    }

    @Override
    public PreparedStatement prepare(String sql) throws SQLException {
        return statements.prepare(sql, queryTimeoutSeconds);
    }

    @Override
    public CallableStatement prepareCall(String sql) throws SQLException {
        return statements.prepareCall(sql, queryTimeoutSeconds);
    }

    private StatementKind kindOf(PreparedStatement ps) {
        StatementCache.Cached c = statements.of(ps);
        return c == null ? StatementKind.OTHER : c.kind();
    }

    @Override
    public ResultSet query(PreparedStatement statement) throws SQLException {
        current.statements(StatementKind.SELECT, 1);
        if (!perStatement) {
            return statement.executeQuery();
        }
        long t0 = System.nanoTime();
        try {
            return statement.executeQuery();
        } finally {
            timed(statement, t0);
        }
    }

    @Override
    public int update(PreparedStatement statement) throws SQLException {
        current.statements(kindOf(statement), 1);
        if (!perStatement) {
            return statement.executeUpdate();
        }
        long t0 = System.nanoTime();
        try {
            return statement.executeUpdate();
        } finally {
            timed(statement, t0);
        }
    }

    @Override
    public int[] batch(PreparedStatement statement) throws SQLException {
        long t0 = perStatement ? System.nanoTime() : 0;
        int[] r = statement.executeBatch();
        current.statements(kindOf(statement), r.length);
        if (perStatement) {
            timed(statement, t0);
        }
        return r;
    }

    /** Notes a statement's time since {@code t0} ({@code --per-statement}), in the measured window only. */
    private void timed(PreparedStatement statement, long t0) {
        StatementCache.Cached c = statements.of(statement);
        statementTime(c == null ? "(a statement not prepared by the context)" : c.sql(), t0);
    }

    /** Notes the time of the statement {@code sql} since {@code t0}, in the measured window only. */
    void statementTime(String sql, long t0) {
        long nanos = System.nanoTime() - t0;
        if (control.measuring()) {
            current.statementTime(sql, nanos);
        }
    }

    /** Whether statements are timed ({@code --per-statement}). */
    boolean perStatement() {
        return perStatement;
    }

    @Override
    public void count(StatementKind kind, int n) {
        current.statements(kind, n);
    }

    @Override
    public void commit() throws SQLException {
        current.statements(StatementKind.COMMIT, 1);
        if (!perStatement) {
            connection.commit();
            return;
        }
        long t0 = System.nanoTime();
        try {
            connection.commit();
        } finally {
            statementTime("COMMIT", t0);
        }
    }

    @Override
    public void rollback() throws SQLException {
        current.statements(StatementKind.ROLLBACK, 1);
        connection.rollback();
    }

    @Override
    public void think() {
        think(intraThinkMinNanos, intraThinkMaxNanos);
    }

    @Override
    public void think(Duration min, Duration max) {
        think(min.toNanos(), max.toNanos());
    }

    private void think(long minNanos, long maxNanos) {
        if (maxNanos > 0) {
            // Thinking is not waiting for the database: the stall clock stops and starts again afterwards.
            boolean waiting = waitingSince != NOT_WAITING;
            waitingSince = NOT_WAITING;
            long t0 = System.nanoTime();
            sleep(thinkDraw(minNanos, maxNanos));
            long t1 = System.nanoTime();
            thinkNanos += t1 - t0;
            if (waiting) {
                waitingSince = t1;
            }
        }
    }

    /**
     * A draw of the run's intra-transaction think time from the think stream, as {@link #think()} sleeps it, for an
     * event-loop user that waits it on a timer instead; 0 when the run has none (and then nothing is drawn).
     */
    long intraThinkNanos() {
        return intraThinkMaxNanos > 0 ? thinkDraw(intraThinkMinNanos, intraThinkMaxNanos) : 0;
    }

    private long thinkDraw(long minNanos, long maxNanos) {
        return minNanos + (long) (thinkRandom.nextDouble() * (maxNanos - minNanos));
    }

    @Override
    public Duration intraThinkMin() {
        return Duration.ofNanos(intraThinkMinNanos);
    }

    @Override
    public Duration intraThinkMax() {
        return Duration.ofNanos(intraThinkMaxNanos);
    }

    @Override
    public void recordThink(long nanos) {
        thinkNanos += Math.max(0, nanos);
    }

    /** Marks the start of a transaction's time with the database (System.nanoTime), or its end. */
    void waiting(long since) {
        waitingSince = since;
    }

    /** Since when the user has been waiting for the database, or {@link #NOT_WAITING}; read by the stall watchdog. */
    long waitingSince() {
        return waitingSince;
    }

    @Override
    public void rows(long n) {
        current.rows(n);
    }

    /** Sleeps in short slices so that a stop request ends the sleep within ~50 ms. */
    void sleep(long nanos) {
        long end = System.nanoTime() + nanos;
        long left;
        while ((left = end - System.nanoTime()) > 0 && !control.stopping()) {
            LockSupport.parkNanos(Math.min(left, 50_000_000L));
        }
    }
}
