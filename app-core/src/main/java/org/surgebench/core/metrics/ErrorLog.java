package org.surgebench.core.metrics;

import java.sql.SQLException;
import java.sql.SQLTimeoutException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Function;
import org.surgebench.core.spi.SqlErrorKind;

/**
 * Errors grouped by SQLState (or exception class where there is none), each with its first message. Query
 * timeouts are grouped apart from other errors of the same SQLState, so a run shows them as their own kind.
 */
public final class ErrorLog {

    private record Entry(String state, String kind, LongAdder count, String sample, String transaction) {}

    private final ConcurrentHashMap<String, Entry> byState = new ConcurrentHashMap<>();
    private final Function<SQLException, SqlErrorKind> classify;

    /** Errors read by the JDBC classes and ISO SQLStates only ({@link SqlErrorKind#standard}). */
    public ErrorLog() {
        this(SqlErrorKind::standard);
    }

    /** Errors read by the database's dialect ({@code Dialect.classify}). */
    public ErrorLog(Function<SQLException, SqlErrorKind> classify) {
        this.classify = classify;
    }

    public void record(String transaction, Throwable error) {
        String state = stateOf(error);
        String kind = isTimeout(error) ? ErrorSummary.TIMEOUT : ErrorSummary.ERROR;
        byState.computeIfAbsent(
                        state + "/" + kind,
                        k -> new Entry(state, kind, new LongAdder(), oneLine(error.getMessage()), transaction))
                .count()
                .increment();
    }

    /** A statement cancelled by its query timeout, as the dialect reads the error. */
    public boolean isTimeout(Throwable error) {
        return error instanceof SQLTimeoutException
                || error instanceof SQLException sql && classify.apply(sql) == SqlErrorKind.TIMEOUT;
    }

    public static String stateOf(Throwable error) {
        if (error instanceof SQLException sql && sql.getSQLState() != null) {
            return sql.getSQLState();
        }
        return error.getClass().getSimpleName();
    }

    /** How many errors of this SQLState and kind were recorded so far. */
    public long count(String state, String kind) {
        Entry e = byState.get(state + "/" + kind);
        return e == null ? 0 : e.count().sum();
    }

    public List<ErrorSummary> summary() {
        List<ErrorSummary> out = new ArrayList<>();
        byState.forEach((key, e) ->
                out.add(new ErrorSummary(e.state(), e.count().sum(), e.sample(), e.transaction(), e.kind())));
        out.sort(Comparator.comparingLong(ErrorSummary::count).reversed());
        return out;
    }

    private static String oneLine(String message) {
        if (message == null) {
            return "";
        }
        String line = message.strip().replaceAll("\\s+", " ");
        return line.length() > 300 ? line.substring(0, 300) + "..." : line;
    }
}
