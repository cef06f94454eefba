package org.surgebench.workloads.io;

import java.util.Locale;
import java.util.Map;
import org.surgebench.core.common.SurgeException;

/**
 * SLOB's run settings as {@code surge run io --option KEY=VALUE}: what share of iterations update
 * ({@code update-pct}, SLOB's UPDATE_PCT), what share of the reads are full scans of the scan table
 * ({@code scan-pct}), rows per iteration ({@code work-unit}), how much of a row an update rewrites
 * ({@code redo-stress=lite|heavy}), sessions per schema ({@code threads-per-schema}), schemas used
 * ({@code schemas}, default all), a hot spot ({@code hotspot-size}, {@code hotspot-offset},
 * {@code hotspot-frequency}), think time ({@code think-tm-min}, {@code think-tm-max} in seconds,
 * {@code think-tm-frequency}), iterations per user ({@code work-loop}) and whether PostgreSQL sessions time
 * their reads ({@code io-timing}, default true: track_io_timing, a superuser setting), and the database's
 * multiblock read setting every session makes ({@code multiblock}; -1 when not given: the database's own, and
 * scans are plain sequential scans; see {@link IoRun}).
 */
public record IoKnobs(
        int updatePct,
        int scanPct,
        int workUnit,
        boolean heavyRedo,
        int threadsPerSchema,
        int schemas,
        long hotspotRows,
        long hotspotOffsetRows,
        int hotspotFrequency,
        double thinkMinSeconds,
        double thinkMaxSeconds,
        int thinkFrequency,
        long workLoop,
        boolean ioTiming,
        int multiblock) {
    /** SLOB's defaults: UPDATE_PCT 25, SCAN_PCT 0, WORK_UNIT 64, REDO_STRESS LITE. */
    static final int DEFAULT_UPDATE_PCT = 25;

    static final int DEFAULT_WORK_UNIT = 64;
    static final int MAX_WORK_UNIT = 1024;
    /** PostgreSQL's effective_io_concurrency goes to 1000; the server refuses what it does not take. */
    static final int MAX_MULTIBLOCK = 1000;

    /** The settings of a run's options; schemas 0 means all the schema has. */
    public static IoKnobs of(Map<String, String> options) {
        int update = whole(options, "update-pct", DEFAULT_UPDATE_PCT, 0, 100);
        int scan = whole(options, "scan-pct", 0, 0, 100);
        int unit = whole(options, "work-unit", DEFAULT_WORK_UNIT, 1, MAX_WORK_UNIT);
        String redo = options.getOrDefault("redo-stress", "lite").strip().toLowerCase(Locale.ROOT);
        if (!redo.equals("lite") && !redo.equals("heavy")) {
            throw SurgeException.usage("--option redo-stress=" + options.get("redo-stress") + " must be lite (an "
                    + "update rewrites one wide column) or heavy (all of them).");
        }
        int threads = whole(options, "threads-per-schema", 1, 1, 4096);
        int schemas = whole(options, "schemas", 0, 0, IoShape.MAX_SCHEMAS);
        String hot = options.get("hotspot-size");
        long hotRows = hot == null ? 0 : IoShape.blocks("hotspot-size", hot);
        long hotOffset = options.containsKey("hotspot-offset")
                ? IoShape.blocks("hotspot-offset", options.get("hotspot-offset"))
                : 0;
        int hotFrequency =
                whole(options, "hotspot-frequency", hot == null ? 0 : 3, hot == null ? 0 : 1, Integer.MAX_VALUE);
        if (hot == null && (options.containsKey("hotspot-offset") || options.containsKey("hotspot-frequency"))) {
            throw SurgeException.usage("--option hotspot-offset and hotspot-frequency need --option hotspot-size "
                    + "(e.g. hotspot-size=8M).");
        }
        if (hot != null && hotRows < 1) {
            throw SurgeException.usage("--option hotspot-size=" + hot + " must be at least one block.");
        }
        double thinkMin = seconds(options, "think-tm-min");
        double thinkMax = options.containsKey("think-tm-max") ? seconds(options, "think-tm-max") : thinkMin;
        if (thinkMax < thinkMin) {
            throw SurgeException.usage(
                    "--option think-tm-max (" + thinkMax + " s) is below think-tm-min (" + thinkMin + " s).");
        }
        int thinkFrequency = whole(options, "think-tm-frequency", thinkMax > 0 ? 1 : 0, 0, Integer.MAX_VALUE);
        if (thinkFrequency > 0 && thinkMax == 0) {
            throw SurgeException.usage("--option think-tm-frequency needs --option think-tm-max (seconds).");
        }
        long loop = wholeLong(options, "work-loop", 0);
        String timing = options.getOrDefault("io-timing", "true").strip().toLowerCase(Locale.ROOT);
        if (!timing.equals("true") && !timing.equals("false")) {
            throw SurgeException.usage("--option io-timing=" + options.get("io-timing") + " must be true or false.");
        }
        int multiblock = options.containsKey("multiblock") ? whole(options, "multiblock", 0, 0, MAX_MULTIBLOCK) : -1;
        return new IoKnobs(
                update,
                scan,
                unit,
                redo.equals("heavy"),
                threads,
                schemas,
                hotRows,
                hotOffset,
                hotFrequency,
                thinkMin,
                thinkMax,
                thinkFrequency,
                loop,
                timing.equals("true"),
                multiblock);
    }

    /** The weights of the READ, UPDATE and SCAN transactions, out of 10,000 iterations. */
    public Map<String, Integer> weights() {
        int reads = (100 - updatePct) * (100 - scanPct);
        int scans = (100 - updatePct) * scanPct;
        // In a fixed order (Map.of's changes from one JVM to the next): surge list and the results print it.
        Map<String, Integer> weights = new java.util.LinkedHashMap<>();
        weights.put("READ", reads);
        weights.put("UPDATE", updatePct * 100);
        weights.put("SCAN", scans);
        return weights;
    }

    /** True when the run's options name any setting that shapes the mix. */
    static boolean shapesMix(Map<String, String> options) {
        return options.containsKey("update-pct") || options.containsKey("scan-pct");
    }

    private static int whole(Map<String, String> options, String name, int fallback, int min, int max) {
        long v = wholeLong(options, name, fallback);
        if (v < min || v > max) {
            throw SurgeException.usage(
                    "--option " + name + "=" + options.get(name) + " must be from " + min + " to " + max + ".");
        }
        return (int) v;
    }

    private static long wholeLong(Map<String, String> options, String name, long fallback) {
        String v = options.get(name);
        if (v == null) {
            return fallback;
        }
        try {
            long n = Long.parseLong(v.strip());
            if (n < 0) {
                throw new NumberFormatException();
            }
            return n;
        } catch (NumberFormatException e) {
            throw SurgeException.usage("--option " + name + "=" + v + " must be a whole number, 0 or more.");
        }
    }

    private static double seconds(Map<String, String> options, String name) {
        String v = options.get(name);
        if (v == null) {
            return 0;
        }
        try {
            double d = Double.parseDouble(v.strip());
            if (d >= 0 && d <= 3600) {
                return d;
            }
        } catch (NumberFormatException e) {
            // falls through to the message
        }
        throw SurgeException.usage("--option " + name + "=" + v + " must be seconds from 0 to 3600, e.g. 0.5.");
    }
}
