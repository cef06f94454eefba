package org.surgebench.core.db.oracle;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import org.surgebench.core.snapshot.LoadProfile;

/**
 * Computes the figures users quote from an AWR report out of the rows of two snapshots: the load profile
 * per second (a {@link LoadProfile}, AWR's own figures in its extras), the top foreground wait events and the 'db file sequential read' latency with its histogram.
 * Counters are cumulative per instance, so each is the end value minus the begin value of the same instance,
 * summed over instances (the whole cluster on RAC). Pure: no database access.
 */
final class AwrFigures {
    static final double MB = 1024.0 * 1024.0;
    static final String SEQUENTIAL_READ = "db file sequential read";
    static final int TOP_EVENTS = 5;

    /** Load-profile fields and the V$SYSSTAT statistic each is the per-second rate of. */
    static final Map<String, String> PER_SECOND = linked(
            "physicalReadIoRequestsPerSec", "physical read IO requests",
            "physicalWriteIoRequestsPerSec", "physical write IO requests",
            "physicalReadTotalIoRequestsPerSec", "physical read total IO requests",
            "physicalWriteTotalIoRequestsPerSec", "physical write total IO requests",
            "userCallsPerSec", "user calls",
            "executesPerSec", "execute count",
            "logicalReadsPerSec", "session logical reads",
            "blockChangesPerSec", "db block changes",
            "commitsPerSec", "user commits",
            "physicalReadBlocksPerSec", "physical reads",
            "physicalWriteBlocksPerSec", "physical writes");

    /** Load-profile fields in MB/s and the byte counter each comes from. */
    static final Map<String, String> MB_PER_SECOND = linked(
            "readMBPerSec", "physical read bytes",
            "writeMBPerSec", "physical write bytes",
            "readTotalMBPerSec", "physical read total bytes",
            "writeTotalMBPerSec", "physical write total bytes",
            "redoMBPerSec", "redo size");

    /** Every V$SYSSTAT statistic read from DBA_HIST_SYSSTAT. */
    static final List<String> SYSSTAT_NAMES = sysstatNames();

    /** The rates above that are fields of {@link LoadProfile}; the others are AWR's own. */
    private static final Set<String> SHARED_RATES = Set.of(
            "physicalReadIoRequestsPerSec",
            "physicalWriteIoRequestsPerSec",
            "executesPerSec",
            "logicalReadsPerSec",
            "commitsPerSec",
            "readMBPerSec",
            "writeMBPerSec",
            "redoMBPerSec");

    /** Where the IO request counts come from, as the view of the results says too. */
    static final String IO_SOURCE = "AWR: V$SYSSTAT physical read + write IO requests";

    /**
     * The names of the load profile in the results ({@code database.awr}), in the order they have always had:
     * the snapshots and instances, the rates, then the times, waits and read latency.
     */
    static final List<String> LAYOUT = layout();

    private AwrFigures() {}

    /**
     * The load profile of the window: what every database gives in the record's fields, the rest of what AWR
     * gives (all-file IO, user calls, block changes, DB CPU, top waits, the read latency histogram) in its extras.
     */
    static LoadProfile compute(long beginSnap, long endSnap, AwrRows rows) {
        double seconds = elapsedSeconds(beginSnap, endSnap, rows.snapshots());
        Map<String, Long> stats = deltas(beginSnap, endSnap, rows.sysstat(), AwrRows.Stat::name, AwrRows.Stat::value);
        Map<String, Long> time = deltas(beginSnap, endSnap, rows.timeModel(), AwrRows.Stat::name, AwrRows.Stat::value);
        Map<String, Double> rates = new LinkedHashMap<>();
        PER_SECOND.forEach((field, stat) -> rates.put(field, rate(stats.getOrDefault(stat, 0L), seconds)));
        MB_PER_SECOND.forEach((field, stat) -> rates.put(field, round(stats.getOrDefault(stat, 0L) / MB / seconds, 3)));
        long transactions = stats.getOrDefault("user commits", 0L) + stats.getOrDefault("user rollbacks", 0L);
        long dbTimeMicros = time.getOrDefault("DB time", 0L);
        long dbCpuMicros = time.getOrDefault("DB CPU", 0L);
        Double sequentialReadMs = sequentialReadAvgMs(beginSnap, endSnap, rows.events());
        Map<String, Object> x = new LinkedHashMap<>();
        x.put("beginSnapId", beginSnap);
        x.put("endSnapId", endSnap);
        x.put(
                "instances",
                rows.snapshots().stream()
                        .map(AwrRows.Snap::instance)
                        .distinct()
                        .sorted()
                        .toList());
        rates.forEach((field, v) -> {
            if (!SHARED_RATES.contains(field)) {
                x.put(field, v);
            }
        });
        x.put("logicalReads", stats.getOrDefault("session logical reads", 0L));
        x.put("dbCpuPerSec", round(dbCpuMicros / 1e6 / seconds, 3));
        x.put("topWaitEvents", topEvents(beginSnap, endSnap, rows.events(), dbCpuMicros, dbTimeMicros));
        x.put("dbFileSequentialReadAvgMs", sequentialReadMs);
        x.put("dbFileSequentialReadHistogram", histogram(beginSnap, endSnap, rows.histogram()));
        return new LoadProfile(
                round(seconds, 3),
                rate(transactions, seconds),
                rates.get("commitsPerSec"),
                null,
                rates.get("executesPerSec"),
                rates.get("logicalReadsPerSec"),
                null,
                rates.get("physicalReadIoRequestsPerSec"),
                rates.get("physicalWriteIoRequestsPerSec"),
                rates.get("readMBPerSec"),
                rates.get("writeMBPerSec"),
                // AWR's single-block read is 'db file sequential read', under that name in the results.
                sequentialReadMs,
                rates.get("redoMBPerSec"),
                // DB time per second is the average number of active sessions.
                round(dbTimeMicros / 1e6 / seconds, 3),
                IO_SOURCE,
                x);
    }

    /** Seconds between the two snapshots, the longest over instances; refuses an instance restart. */
    static double elapsedSeconds(long beginSnap, long endSnap, List<AwrRows.Snap> snaps) {
        Map<Integer, AwrRows.Snap> begin = new HashMap<>();
        for (AwrRows.Snap s : snaps) {
            if (s.snapId() == beginSnap) {
                begin.put(s.instance(), s);
            }
        }
        double seconds = 0;
        for (AwrRows.Snap e : snaps) {
            if (e.snapId() != endSnap) {
                continue;
            }
            AwrRows.Snap b = begin.get(e.instance());
            if (b == null) {
                continue;
            }
            if (b.startupMillis() != e.startupMillis()) {
                throw new IllegalStateException("instance " + e.instance() + " restarted between AWR snapshots "
                        + beginSnap + " and " + endSnap + ", so its counters cannot be compared");
            }
            seconds = Math.max(seconds, (e.endMillis() - b.endMillis()) / 1000.0);
        }
        if (seconds <= 0) {
            throw new IllegalStateException(
                    "AWR snapshots " + beginSnap + " and " + endSnap + " were not both found for the same instance");
        }
        return seconds;
    }

    /** End minus begin per (instance, key), summed over instances; a key missing at the begin counts from 0. */
    static <T> Map<String, Long> deltas(
            long beginSnap, long endSnap, List<T> rows, Function<T, String> key, Function<T, Long> value) {
        Map<String, Long> begin = new HashMap<>();
        Map<String, Long> out = new TreeMap<>();
        for (T r : rows) {
            if (snapOf(r) == beginSnap) {
                begin.put(instanceOf(r) + "/" + key.apply(r), value.apply(r));
            }
        }
        for (T r : rows) {
            if (snapOf(r) == endSnap) {
                long d = value.apply(r) - begin.getOrDefault(instanceOf(r) + "/" + key.apply(r), 0L);
                out.merge(key.apply(r), Math.max(0, d), Long::sum);
            }
        }
        return out;
    }

    private static long snapOf(Object r) {
        return switch (r) {
            case AwrRows.Stat s -> s.snapId();
            case AwrRows.Event e -> e.snapId();
            case AwrRows.Bucket b -> b.snapId();
            default -> throw new IllegalArgumentException(String.valueOf(r));
        };
    }

    private static int instanceOf(Object r) {
        return switch (r) {
            case AwrRows.Stat s -> s.instance();
            case AwrRows.Event e -> e.instance();
            case AwrRows.Bucket b -> b.instance();
            default -> throw new IllegalArgumentException(String.valueOf(r));
        };
    }

    /**
     * The top foreground events by time waited, as AWR's "Top Foreground Events" section ranks them: idle
     * waits excluded, DB CPU ranked among them.
     */
    static List<Map<String, Object>> topEvents(
            long beginSnap, long endSnap, List<AwrRows.Event> events, long dbCpuMicros, long dbTimeMicros) {
        Map<String, Long> waits = deltas(beginSnap, endSnap, events, AwrRows.Event::name, AwrRows.Event::waitsFg);
        Map<String, Long> micros =
                deltas(beginSnap, endSnap, events, AwrRows.Event::name, AwrRows.Event::timeWaitedMicroFg);
        Map<String, String> waitClass = new HashMap<>();
        events.forEach(e -> waitClass.put(e.name(), e.waitClass()));
        record Ranked(String name, String waitClass, Long waits, long micros) {}
        List<Ranked> ranked = new ArrayList<>();
        micros.forEach((name, us) -> {
            if (!"Idle".equals(waitClass.get(name)) && us > 0) {
                ranked.add(new Ranked(name, waitClass.get(name), waits.getOrDefault(name, 0L), us));
            }
        });
        if (dbCpuMicros > 0) {
            ranked.add(new Ranked("DB CPU", null, null, dbCpuMicros));
        }
        ranked.sort(Comparator.comparingLong(Ranked::micros).reversed().thenComparing(Ranked::name));
        List<Map<String, Object>> out = new ArrayList<>();
        for (Ranked r : ranked.subList(0, Math.min(TOP_EVENTS, ranked.size()))) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("event", r.name());
            m.put("waitClass", r.waitClass());
            m.put("waits", r.waits());
            m.put("timeSeconds", round(r.micros() / 1e6, 3));
            m.put("avgWaitMs", r.waits() == null || r.waits() == 0 ? null : round(r.micros() / 1000.0 / r.waits(), 3));
            m.put("pctDbTime", dbTimeMicros > 0 ? round(100.0 * r.micros() / dbTimeMicros, 1) : null);
            out.add(m);
        }
        return out;
    }

    /** Average foreground 'db file sequential read' in milliseconds, or null when there was none. */
    static Double sequentialReadAvgMs(long beginSnap, long endSnap, List<AwrRows.Event> events) {
        List<AwrRows.Event> seq =
                events.stream().filter(e -> SEQUENTIAL_READ.equals(e.name())).toList();
        long waits = deltas(beginSnap, endSnap, seq, AwrRows.Event::name, AwrRows.Event::waitsFg)
                .getOrDefault(SEQUENTIAL_READ, 0L);
        long micros = deltas(beginSnap, endSnap, seq, AwrRows.Event::name, AwrRows.Event::timeWaitedMicroFg)
                .getOrDefault(SEQUENTIAL_READ, 0L);
        return waits == 0 ? null : round(micros / 1000.0 / waits, 3);
    }

    /** Waits per latency bucket ("< N ms") in the window, with the share of all waits. */
    static List<Map<String, Object>> histogram(long beginSnap, long endSnap, List<AwrRows.Bucket> buckets) {
        List<AwrRows.Bucket> seq =
                buckets.stream().filter(b -> SEQUENTIAL_READ.equals(b.event())).toList();
        Map<String, Long> counts =
                deltas(beginSnap, endSnap, seq, b -> Long.toString(b.waitTimeMilli()), AwrRows.Bucket::waitCount);
        long total = counts.values().stream().mapToLong(Long::longValue).sum();
        List<Map<String, Object>> out = new ArrayList<>();
        counts.entrySet().stream()
                .sorted(Comparator.comparingLong(e -> Long.parseLong(e.getKey())))
                .forEach(e -> {
                    Map<String, Object> m = new LinkedHashMap<>();
                    m.put("ltMs", Long.parseLong(e.getKey()));
                    m.put("waits", e.getValue());
                    m.put("pct", total > 0 ? round(100.0 * e.getValue() / total, 2) : 0.0);
                    out.add(m);
                });
        return out;
    }

    private static double rate(long delta, double seconds) {
        return round(delta / seconds, 2);
    }

    static double round(double v, int decimals) {
        double f = Math.pow(10, decimals);
        return Math.round(v * f) / f;
    }

    private static Map<String, String> linked(String... kv) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put(kv[i], kv[i + 1]);
        }
        return java.util.Collections.unmodifiableMap(m);
    }

    private static List<String> layout() {
        List<String> names = new ArrayList<>(List.of("beginSnapId", "endSnapId", "instances", "elapsedSeconds"));
        names.addAll(PER_SECOND.keySet());
        names.addAll(MB_PER_SECOND.keySet());
        names.addAll(List.of(
                "transactionsPerSec",
                "logicalReads",
                "averageActiveSessions",
                "dbCpuPerSec",
                "topWaitEvents",
                "dbFileSequentialReadAvgMs",
                "dbFileSequentialReadHistogram"));
        return List.copyOf(names);
    }

    private static List<String> sysstatNames() {
        List<String> names = new ArrayList<>(PER_SECOND.values());
        names.addAll(MB_PER_SECOND.values());
        names.add("user rollbacks");
        return List.copyOf(names);
    }
}
