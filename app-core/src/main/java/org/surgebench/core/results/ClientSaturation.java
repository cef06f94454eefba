package org.surgebench.core.results;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.surgebench.core.host.AgentSampler;
import org.surgebench.core.host.HostDisks;

/**
 * Whether the load generator ran out of CPU in a run's measured window, so that what the run measured may be the
 * client's limit rather than the database's: its own process used {@link #THRESHOLD_PCT} or more of the host's
 * CPUs, or the host was that busy (with the database on it, client and database competed for the CPUs; without,
 * other work took them from the client). The threshold, the sentences and the word "client-bound" live here only;
 * the run's warnings, its results ({@code host.clientSaturation}), the report, the sweep table and the knee read
 * them from here.
 *
 * @param measure       {@code process} (the load generator's own CPU), {@code shared-host} (the host it shares with
 *                      the database) or {@code host} (its host, the database elsewhere)
 * @param cpuPct        that CPU's busy share over the measured window, percent of all the host's CPUs
 * @param processCpuPct the load generator's own share
 * @param thresholdPct  the threshold it was judged against
 */
public record ClientSaturation(String measure, double cpuPct, double processCpuPct, double thresholdPct) {
    /** At this share of the CPUs, or more, a run is called client-bound. */
    public static final double THRESHOLD_PCT = 90;
    /** The word for a run or a sweep step the client may have limited. */
    public static final String LABEL = "client-bound";
    /** Its key in the results' {@code host}. */
    public static final String KEY = "clientSaturation";
    /** What the sweep tables say a client-bound step is. */
    public static final String STEP_NOTE = LABEL + ": the load generator's CPU (or its host's) was "
            + (int) THRESHOLD_PCT + " % busy or more in that step; its figures may be the client's limit, not the "
            + "database's.";

    /** The verdict on a run's host figures (results {@code host}), or empty when the client had CPU to spare. */
    @SuppressWarnings("unchecked")
    public static Optional<ClientSaturation> of(Map<String, Object> host) {
        if (host == null || !(host.get("loadGenerator") instanceof Map<?, ?> g)) {
            return Optional.empty();
        }
        Map<String, Object> gen = (Map<String, Object>) g;
        double process = number(gen.get("processCpuPct"));
        if (process >= THRESHOLD_PCT) {
            return Optional.of(new ClientSaturation("process", process, process, THRESHOLD_PCT));
        }
        double busy = hostBusy(gen);
        if (busy >= THRESHOLD_PCT) {
            // Disks watched from here mean the database shares this host; an agent's are another host's.
            boolean shared = host.get(HostDisks.KEY) != null && host.get(AgentSampler.KEY) == null;
            return Optional.of(new ClientSaturation(shared ? "shared-host" : "host", busy, process, THRESHOLD_PCT));
        }
        return Optional.empty();
    }

    /** The host's busy share: all but idle and iowait (user, system, steal, interrupts); NaN when unknown. */
    private static double hostBusy(Map<String, Object> gen) {
        if (gen.get("cpuIdlePct") instanceof Number idle) {
            return round(100 - idle.doubleValue() - number(gen.get("cpuIowaitPct")));
        }
        return round(number(gen.get("cpuUserPct")) + number(gen.get("cpuSysPct")));
    }

    /** The warning of the run: what was busy, and what it means for the figures (also in the results JSON). */
    @com.fasterxml.jackson.annotation.JsonProperty("sentence")
    public String sentence() {
        String what = switch (measure) {
            case "process" -> String.format(Locale.ROOT, "its own process used %.1f %% of this host's CPUs", cpuPct);
            case "shared-host" ->
                String.format(Locale.ROOT, "this host, which it shares with the database, was %.1f %% busy", cpuPct);
            default ->
                String.format(
                        Locale.ROOT,
                        "its host was %.1f %% busy (its own process %.1f %%, other work the rest)",
                        cpuPct,
                        processCpuPct);
        };
        String advice = "shared-host".equals(measure)
                ? "client and database competed for the CPUs; run the load generator on another host"
                : "give the load generator more CPUs or a host of its own, or run fewer users";
        return String.format(
                Locale.ROOT,
                "The load generator was CPU-saturated (%s): %s over the measured window, at or above the %.0f %% at "
                        + "which the figures may be the client's limit rather than the database's; %s.",
                LABEL,
                what,
                thresholdPct,
                advice);
    }

    /** "client process CPU", "host CPU (shared with the database)", "client host CPU": what was busy. */
    public String what() {
        return switch (measure) {
            case "process" -> "client process CPU";
            case "shared-host" -> "host CPU (shared with the database)";
            default -> "client host CPU";
        };
    }

    /** "shared host CPU 99.7 %", "client CPU 93.1 %", "client host CPU 99.6 %": for a table's cell. */
    public String brief() {
        String what = switch (measure) {
            case "process" -> "client CPU";
            case "shared-host" -> "shared host CPU";
            default -> "client host CPU";
        };
        return String.format(Locale.ROOT, "%s %.1f %%", what, cpuPct);
    }

    private static double number(Object v) {
        return v instanceof Number n ? n.doubleValue() : Double.NaN;
    }

    private static double round(double v) {
        return Math.round(v * 10) / 10.0;
    }
}
