package org.surgebench.core.sweep;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.surgebench.core.results.ClientSaturation;

/**
 * A sweep: one measured step per user count against the same schema, the scaling table, and its knee.
 *
 * @param kind       always {@code sweep} (tells a sweep document from a run's)
 * @param kneeIndex  index of the knee step in {@code steps}, or null when not reached (see {@link KneeFinder})
 * @param dbIoSource where the database IO requests column comes from (e.g. pg_stat_io), or null when no
 *                   step had it; the disk IOPS column always comes from the database host's /proc/diskstats
 * @param comment    the user's note on the sweep (each step's results carry it too), or null
 * @param axis       what the steps step over: {@link #USERS} (also null, in sweeps written before rate sweeps) or
 *                   {@link #RATE} (the open model's rate at one user count)
 */
public record SweepResult(
        String kind,
        String workload,
        String mix,
        String url,
        Instant startedAt,
        double stepSeconds,
        double warmUpSeconds,
        List<SweepStep> steps,
        Integer kneeIndex,
        String kneeRule,
        String dbIoSource,
        Map<String, String> files,
        String comment,
        String axis) {

    public static final String USERS = "users";
    public static final String RATE = "rate";

    /** Whether the steps step over the rate at one user count, rather than over users. */
    public boolean byRate() {
        return RATE.equals(axis);
    }

    /** Where a step lies on the sweep's axis: its rate (a rate sweep's) or its users. */
    public double at(SweepStep s) {
        return byRate() ? (s.rate() == null ? 0 : s.rate()) : s.users();
    }

    /** A step's place on the axis in words: "400 tx/s" or "200 users". */
    public String name(SweepStep s) {
        return byRate() ? org.surgebench.core.common.Numbers.plain(at(s)) + " tx/s" : s.users() + " users";
    }

    public SweepResult withFiles(Map<String, String> f) {
        return new SweepResult(
                kind,
                workload,
                mix,
                url,
                startedAt,
                stepSeconds,
                warmUpSeconds,
                steps,
                kneeIndex,
                kneeRule,
                dbIoSource,
                Map.copyOf(f),
                comment,
                axis);
    }

    /** Whether the knee may be the client's, not the database's ({@link KneeFinder#clientBound}). */
    public boolean kneeClientBound() {
        return KneeFinder.clientBound(steps, kneeIndex, kneeBySlo());
    }

    /** Whether the knee follows a service level ({@code --slo}) rather than the scaling rule. */
    private boolean kneeBySlo() {
        return kneeRule != null && kneeRule.startsWith(Slo.RULE_START);
    }

    /** "knee at 200 users", "knee not reached", or "client-bound at 8 users (not the database's knee)". */
    public String kneeTitle() {
        if (kneeIndex == null) {
            return "knee not reached";
        }
        String at = name(steps.get(kneeIndex));
        return kneeClientBound()
                ? ClientSaturation.LABEL + " at " + at + " (not the database's knee)"
                : "knee at " + at;
    }

    /** The sentence under a sweep's table: the knee, or why there is none, and the rule. */
    public String kneeSentence() {
        if (kneeIndex == null) {
            return kneeRule == null || !kneeRule.startsWith(Slo.RULE_START)
                    ? "Knee not reached: TPS kept growing with users (" + kneeRule + ")."
                    : "No knee: no step held the service level (" + kneeRule + ").";
        }
        String users = name(steps.get(kneeIndex));
        if (kneeClientBound()) {
            String what = steps.stream()
                    .filter(SweepStep::clientBound)
                    .map(SweepStep::clientSaturation)
                    .findFirst()
                    .orElse("");
            if (kneeBySlo()) {
                return "Client-bound after " + users + ": the next step missed the service level while the load "
                        + "generator was CPU-saturated (" + what + "), so it may be the client's limit, not the "
                        + "database's; measure again with the load generator on a host of its own (" + kneeRule
                        + ").";
            }
            return "Client-bound at " + users + ", not a knee of the database: TPS stopped growing while the "
                    + "load generator was CPU-saturated (" + what + "); measure again with the load generator on a "
                    + "host of its own (" + kneeRule + ").";
        }
        return "Knee at " + users + " (" + kneeRule + ").";
    }

    public boolean hasDbIo() {
        return steps.stream().anyMatch(s -> s.dbIoRequestsPerSec() != null);
    }

    public boolean hasDiskIops() {
        return steps.stream().anyMatch(s -> s.diskIops() != null);
    }
}
