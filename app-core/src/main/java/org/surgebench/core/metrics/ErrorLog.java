package org.surgebench.core.metrics;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/** Errors grouped by SQLState (or exception class where there is none), each with its first message. */
public final class ErrorLog {

    private record Entry(LongAdder count, String sample, String transaction) {
    }

    private final ConcurrentHashMap<String, Entry> byState = new ConcurrentHashMap<>();

    public void record(String transaction, Throwable error) {
        String state = stateOf(error);
        byState.computeIfAbsent(state, s -> new Entry(new LongAdder(), oneLine(error.getMessage()), transaction))
                .count().increment();
    }

    public static String stateOf(Throwable error) {
        if (error instanceof SQLException sql && sql.getSQLState() != null) {
            return sql.getSQLState();
        }
        return error.getClass().getSimpleName();
    }

    public List<ErrorSummary> summary() {
        List<ErrorSummary> out = new ArrayList<>();
        byState.forEach((state, e) -> out.add(new ErrorSummary(state, e.count().sum(), e.sample(), e.transaction())));
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
