package org.surgebench.core.metrics;

import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;

/**
 * The client's time in each statement of one transaction type ({@code --per-statement}), written by many users
 * at once without locks, listed in the order the statements were first seen (the transaction's own order).
 */
final class StatementTimes {
    private record Timer(int order, LongAdder count, LongAdder nanos) {}

    private final ConcurrentHashMap<String, Timer> bySql = new ConcurrentHashMap<>();
    private final AtomicInteger seen = new AtomicInteger();

    void record(String sql, long nanos) {
        Timer t = bySql.get(sql);
        if (t == null) {
            t = bySql.computeIfAbsent(sql, k -> new Timer(seen.getAndIncrement(), new LongAdder(), new LongAdder()));
        }
        t.count().increment();
        t.nanos().add(nanos);
    }

    List<StatementTime> summary() {
        return bySql.entrySet().stream()
                .sorted(Comparator.comparingInt(e -> e.getValue().order()))
                .map(e -> {
                    long n = e.getValue().count().sum();
                    double ms = n == 0 ? 0 : e.getValue().nanos().sum() / 1e6 / n;
                    return new StatementTime(e.getKey(), n, Math.round(ms * 1000) / 1000.0);
                })
                .toList();
    }
}
