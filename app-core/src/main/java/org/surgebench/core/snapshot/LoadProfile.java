package org.surgebench.core.snapshot;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A database's load over the measured window, per second, in the figures every database's statistics give
 * (Oracle AWR, PostgreSQL's statistics views, MariaDB's and MySQL's status counters): the snapshot providers
 * compute one, and the sweep, the views and the reports read these fields rather than names in a map. What
 * only one database has (PostgreSQL's WAL records, MariaDB's fsyncs, Oracle's user calls) goes in
 * {@link #extras}, by the name it has in the results.
 *
 * <p>In a results file the profile is one JSON object in its database's own layout ({@link #toMap}): the names
 * in the order that database's files have always had them, a figure the database gives but had no value for
 * written as null; {@link #fromMap} reads it back, from old results files too. Field list per database:
 * docs/reports.md.
 *
 * @param physicalReadIoRequestsPerSec read requests to storage (not blocks): Oracle's physical read IO requests,
 *                                     PostgreSQL's pg_stat_io reads, InnoDB's data reads
 * @param avgReadMs                    the average time of a single-block read (Oracle: 'db file sequential read')
 * @param redoMBPerSec                 redo (Oracle, InnoDB) or WAL (PostgreSQL) written
 * @param ioSource                     where the IO request counts come from, in the database's own words
 * @param extras                       the database's own figures, in the order it gives them
 */
public record LoadProfile(
        Double elapsedSeconds,
        Double transactionsPerSec,
        Double commitsPerSec,
        Double rollbacksPerSec,
        Double executesPerSec,
        Double logicalReadsPerSec,
        Double bufferHitRatioPct,
        Double physicalReadIoRequestsPerSec,
        Double physicalWriteIoRequestsPerSec,
        Double readMBPerSec,
        Double writeMBPerSec,
        Double avgReadMs,
        Double redoMBPerSec,
        Double averageActiveSessions,
        String ioSource,
        Map<String, Object> extras) {

    public LoadProfile {
        extras = extras == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(extras));
    }

    /**
     * The profile as its database's results files hold it. {@code layout} names the fields in the file's order:
     * a shared field it names is written even when null (the database gives that figure but had none this time:
     * PostgreSQL's average read time without track_io_timing), one it does not name is left out (a figure the
     * database does not give); an extra is written where the database gave it, and extras the layout does not name
     * follow in their order.
     */
    public Map<String, Object> toMap(List<String> layout) {
        Map<String, Object> shared = shared();
        Map<String, Object> m = new LinkedHashMap<>();
        for (String name : layout) {
            if (shared.containsKey(name)) {
                m.put(name, shared.get(name));
            } else if (extras.containsKey(name)) {
                m.put(name, extras.get(name));
            }
        }
        extras.forEach(m::putIfAbsent);
        return m;
    }

    /** The shared fields by their names in the results, nulls included. */
    private Map<String, Object> shared() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("elapsedSeconds", elapsedSeconds);
        m.put("transactionsPerSec", transactionsPerSec);
        m.put("commitsPerSec", commitsPerSec);
        m.put("rollbacksPerSec", rollbacksPerSec);
        m.put("executesPerSec", executesPerSec);
        m.put("logicalReadsPerSec", logicalReadsPerSec);
        m.put("bufferHitRatioPct", bufferHitRatioPct);
        m.put("physicalReadIoRequestsPerSec", physicalReadIoRequestsPerSec);
        m.put("physicalWriteIoRequestsPerSec", physicalWriteIoRequestsPerSec);
        m.put("readMBPerSec", readMBPerSec);
        m.put("writeMBPerSec", writeMBPerSec);
        m.put("avgReadMs", avgReadMs);
        m.put("redoMBPerSec", redoMBPerSec);
        m.put("averageActiveSessions", averageActiveSessions);
        m.put("ioSource", ioSource);
        return m;
    }

    /** A profile from a results file's object (any database, any version): unknown names become extras. */
    public static LoadProfile fromMap(Map<String, ?> m) {
        if (m == null) {
            return null;
        }
        Map<String, Object> extras = new LinkedHashMap<>(m);
        return new LoadProfile(
                number(extras, "elapsedSeconds"),
                number(extras, "transactionsPerSec"),
                number(extras, "commitsPerSec"),
                number(extras, "rollbacksPerSec"),
                number(extras, "executesPerSec"),
                number(extras, "logicalReadsPerSec"),
                number(extras, "bufferHitRatioPct"),
                number(extras, "physicalReadIoRequestsPerSec"),
                number(extras, "physicalWriteIoRequestsPerSec"),
                number(extras, "readMBPerSec"),
                number(extras, "writeMBPerSec"),
                number(extras, "avgReadMs"),
                number(extras, "redoMBPerSec"),
                number(extras, "averageActiveSessions"),
                text(extras, "ioSource"),
                extras);
    }

    /** Read + write IO requests per second, or null when either is missing. */
    public Double ioRequestsPerSec() {
        return physicalReadIoRequestsPerSec == null || physicalWriteIoRequestsPerSec == null
                ? null
                : Math.round((physicalReadIoRequestsPerSec + physicalWriteIoRequestsPerSec) * 100) / 100.0;
    }

    /** A database-specific figure as a number, or null. */
    public Double extra(String name) {
        return extras.get(name) instanceof Number n ? n.doubleValue() : null;
    }

    private static Double number(Map<String, Object> m, String name) {
        Object v = m.remove(name);
        return v instanceof Number n ? n.doubleValue() : null;
    }

    private static String text(Map<String, Object> m, String name) {
        Object v = m.remove(name);
        return v == null ? null : String.valueOf(v);
    }
}
