package org.surgebench.core.db.postgres;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Active-session samples from pg_stat_activity, taken about once a second (PostgreSQL's answer to Oracle's
 * ASH): how often each wait event was seen on an active session. A session active without a wait event is
 * counted as {@code CPU} (running or waiting for a CPU), as ASH does.
 */
public final class WaitSamples {
    public static final String CPU = "CPU";

    private final Map<String, long[]> byEvent = new LinkedHashMap<>();
    private final Map<String, String> classOf = new LinkedHashMap<>();
    private final List<Double> times = new ArrayList<>();
    private final Map<String, List<Double>> perClassSeries = new TreeMap<>();
    private long sampleCount;
    private long activeTotal;

    /** One sample: the wait (class, event) of each active session, with null for on CPU. */
    public void add(double atSeconds, List<String[]> activeWaits) {
        sampleCount++;
        Map<String, Double> perClass = new LinkedHashMap<>();
        for (String[] w : activeWaits) {
            String cls = w[0] == null ? CPU : w[0];
            String event = w[1] == null ? CPU : w[1];
            byEvent.computeIfAbsent(event, k -> new long[1])[0]++;
            classOf.putIfAbsent(event, cls);
            perClass.merge(cls, 1.0, Double::sum);
            activeTotal++;
        }
        int idx = times.size();
        times.add(Math.round(atSeconds * 10) / 10.0);
        for (String cls : perClass.keySet()) {
            perClassSeries.computeIfAbsent(cls, k -> new ArrayList<>());
        }
        for (Map.Entry<String, List<Double>> e : perClassSeries.entrySet()) {
            List<Double> col = e.getValue();
            while (col.size() < idx) {
                col.add(0.0);
            }
            col.add(perClass.getOrDefault(e.getKey(), 0.0));
        }
    }

    public long sampleCount() {
        return sampleCount;
    }

    /** The most seen events: event, waitClass, samples, pctDbTime (share of active samples), avgActiveSessions. */
    public List<Map<String, Object>> top(int n) {
        List<Map<String, Object>> out = new ArrayList<>();
        byEvent.entrySet().stream()
                .sorted(Comparator.comparingLong((Map.Entry<String, long[]> e) -> -e.getValue()[0])
                        .thenComparing(Map.Entry::getKey))
                .limit(n)
                .forEach(e -> {
                    long c = e.getValue()[0];
                    Map<String, Object> m = new LinkedHashMap<>();
                    m.put("event", e.getKey());
                    m.put("waitClass", classOf.get(e.getKey()));
                    m.put("samples", c);
                    m.put("pctDbTime", PgLoadProfile.round(activeTotal == 0 ? 0 : c * 100.0 / activeTotal));
                    m.put("avgActiveSessions", PgLoadProfile.round(sampleCount == 0 ? 0 : (double) c / sampleCount));
                    out.add(m);
                });
        return out;
    }

    /** Average active sessions over all samples. */
    public double averageActiveSessions() {
        return sampleCount == 0 ? 0 : PgLoadProfile.round((double) activeTotal / sampleCount);
    }

    /** Column-wise series: {@code t} and one column of active sessions per wait class. */
    public Map<String, List<Double>> series() {
        Map<String, List<Double>> out = new LinkedHashMap<>();
        out.put("t", List.copyOf(times));
        for (Map.Entry<String, List<Double>> e : perClassSeries.entrySet()) {
            List<Double> col = new ArrayList<>(e.getValue());
            while (col.size() < times.size()) {
                col.add(0.0);
            }
            out.put(e.getKey(), col);
        }
        return out;
    }
}
