package org.surgebench.core.merge;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.surgebench.core.metrics.IntervalSnapshot;
import org.surgebench.core.metrics.StatementCounts;
import org.surgebench.core.metrics.TxInterval;

/**
 * Lines up several generators' 1-second series by wall clock and adds them up: an interval of the merged
 * series holds the intervals of every generator that ended in the same second, counted from the earliest
 * generator's first interval. Counts, users, statements and rows are sums, rates follow from them and the
 * averages are weighted by count (all exact); a percentile of one interval is the highest of the
 * generators' (an upper bound: the series keeps no histogram per interval; the run's percentiles come from the
 * merged histograms and are exact).
 */
final class SeriesMerge {
    private SeriesMerge() {}

    static List<IntervalSnapshot> merge(List<List<IntervalSnapshot>> parts) {
        Instant origin = origin(parts);
        TreeMap<Long, List<IntervalSnapshot>> bySecond = new TreeMap<>();
        for (List<IntervalSnapshot> series : parts) {
            for (IntervalSnapshot s : series) {
                bySecond.computeIfAbsent(secondOf(origin, s), k -> new ArrayList<>())
                        .add(s);
            }
        }
        List<IntervalSnapshot> out = new ArrayList<>();
        for (Map.Entry<Long, List<IntervalSnapshot>> e : bySecond.entrySet()) {
            out.add(add(e.getKey(), origin.plusSeconds(e.getKey()), e.getValue()));
        }
        return out;
    }

    /** The earliest generator's first interval's start: second 0 of the merged series. */
    static Instant origin(List<List<IntervalSnapshot>> parts) {
        Instant origin = null;
        for (List<IntervalSnapshot> series : parts) {
            for (IntervalSnapshot s : series) {
                Instant start = start(s);
                if (origin == null || start.isBefore(origin)) {
                    origin = start;
                }
            }
        }
        return origin;
    }

    /** The merged series' second an interval is counted in: the one it ended in, from the origin (at least 1). */
    static long secondOf(Instant origin, IntervalSnapshot s) {
        return Math.max(Math.round(Duration.between(origin, s.endedAt()).toMillis() / 1000.0), 1);
    }

    private static Instant start(IntervalSnapshot s) {
        return s.endedAt().minusNanos(Math.round(s.intervalSeconds() * 1e9));
    }

    private static IntervalSnapshot add(long second, Instant endedAt, List<IntervalSnapshot> same) {
        double interval = 0;
        boolean measured = false;
        int users = 0;
        long tx = 0;
        long errors = 0;
        double weightedAvg = 0;
        double p95 = 0;
        double p99 = 0;
        double responseP95 = 0;
        StatementCounts statements = StatementCounts.ZERO;
        Map<String, List<TxInterval>> perTx = new LinkedHashMap<>();
        for (IntervalSnapshot s : same) {
            interval = Math.max(interval, s.intervalSeconds());
            measured |= s.measured();
            users = Counts.addInts(users, s.users());
            tx = Counts.add(tx, s.transactions());
            errors = Counts.add(errors, s.errors());
            weightedAvg += s.avgMs() * s.transactions();
            p95 = Math.max(p95, s.p95Ms());
            p99 = Math.max(p99, s.p99Ms());
            responseP95 = Math.max(responseP95, s.responseP95Ms());
            statements = Counts.add(statements, s.statements());
            for (TxInterval t : s.perTransaction()) {
                perTx.computeIfAbsent(t.shortName(), k -> new ArrayList<>()).add(t);
            }
        }
        List<TxInterval> txs = new ArrayList<>();
        for (Map.Entry<String, List<TxInterval>> e : perTx.entrySet()) {
            txs.add(addTx(e.getKey(), e.getValue(), interval));
        }
        return new IntervalSnapshot(
                second,
                round3(interval),
                measured,
                users,
                tx,
                errors,
                perSecond(tx, interval),
                perSecond(Counts.total(statements), interval),
                tx == 0 ? 0 : round3(weightedAvg / tx),
                p95,
                p99,
                responseP95,
                statements,
                List.copyOf(txs),
                endedAt);
    }

    private static TxInterval addTx(String name, List<TxInterval> same, double interval) {
        long count = 0;
        long errors = 0;
        long rows = 0;
        double weightedAvg = 0;
        double p95 = 0;
        double p99 = 0;
        double max = 0;
        for (TxInterval t : same) {
            count = Counts.add(count, t.count());
            errors = Counts.add(errors, t.errors());
            rows = Counts.add(rows, t.rows());
            weightedAvg += t.avgMs() * t.count();
            p95 = Math.max(p95, t.p95Ms());
            p99 = Math.max(p99, t.p99Ms());
            max = Math.max(max, t.maxMs());
        }
        return new TxInterval(
                name,
                count,
                errors,
                perSecond(count, interval),
                count == 0 ? 0 : round3(weightedAvg / count),
                p95,
                p99,
                max,
                rows);
    }

    private static double perSecond(long n, double seconds) {
        return seconds <= 0 ? 0 : round3(n / seconds);
    }

    private static double round3(double v) {
        return Math.round(v * 1000) / 1000.0;
    }
}
