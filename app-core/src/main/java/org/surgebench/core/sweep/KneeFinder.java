package org.surgebench.core.sweep;

import java.util.List;

/**
 * Finds the knee of a scaling curve: the last user count at which adding users still bought throughput.
 * A step is saturated when, compared with the step before it, TPS grew by less than a quarter of the growth
 * in users while the average response time climbed by 20% or more. The knee is the step just before the
 * first saturated one; with no saturated step, the knee was not reached.
 *
 * <p>Seed 002's 1 TB mixed table, for instance: 200 to 300 users (+50%) brought +5.6% TPS while response
 * time went from 53 to 105 ms, so the knee is at 200 users.
 */
public final class KneeFinder {
    /** TPS growth must reach this share of the user growth for a step to still scale. */
    public static final double SCALING_SHARE = 0.25;
    /** Response time must climb by at least this much for a step to count as saturated. */
    public static final double RESPONSE_CLIMB = 0.20;

    public static final String RULE = "knee = the last step before the first step whose TPS grew by less than "
            + "25% of its growth in users (vs the step before) while its average response time rose by 20% or more";

    private KneeFinder() {}

    /**
     * The knee's index in {@code steps} (ordered by users), or null when it was not reached. Steps that ran
     * short of users are left out: 96 users measured as 300 would look like a knee that is not there.
     */
    public static Integer find(List<SweepStep> steps) {
        List<Integer> valid = new java.util.ArrayList<>();
        for (int i = 0; i < steps.size(); i++) {
            if (!steps.get(i).shortOfUsers()) {
                valid.add(i);
            }
        }
        for (int k = 1; k < valid.size(); k++) {
            SweepStep a = steps.get(valid.get(k - 1));
            SweepStep b = steps.get(valid.get(k));
            if (a.users() <= 0 || a.tps() <= 0 || b.users() <= a.users()) {
                continue;
            }
            double userGrowth = (double) b.users() / a.users() - 1;
            double tpsGrowth = b.tps() / a.tps() - 1;
            double rtGrowth = a.avgMs() <= 0 ? 0 : b.avgMs() / a.avgMs() - 1;
            if (tpsGrowth < SCALING_SHARE * userGrowth && rtGrowth >= RESPONSE_CLIMB) {
                return valid.get(k - 1);
            }
        }
        return null;
    }

    /** The knee by a service level: the last of {@code steps} (in the axis' order) that held it; null when none. */
    public static Integer find(List<SweepStep> steps, Slo slo) {
        if (slo == null) {
            return find(steps);
        }
        for (int i = steps.size() - 1; i >= 0; i--) {
            if (slo.heldBy(steps.get(i))) {
                return i;
            }
        }
        return null;
    }

    /**
     * Whether the knee at {@code knee} may be the client's rather than the database's: the knee step or the step
     * after it (the one that stopped scaling) ran with the load generator CPU-saturated (issue 45: a sweep whose
     * every step ran at 99.6-99.9 % host CPU printed "Knee at 8 users").
     */
    public static boolean clientBound(List<SweepStep> steps, Integer knee) {
        return clientBound(steps, knee, false);
    }

    /**
     * As {@link #clientBound(List, Integer)}; for a knee by a service level ({@code bySlo}) only the step after it
     * counts: the knee step held the level, so a saturated client there did not make it the knee, while a
     * saturated client in the step that missed the level may have made that step miss it. A knee at the sweep's
     * last step is then never the client's (nothing after it missed the level).
     */
    public static boolean clientBound(List<SweepStep> steps, Integer knee, boolean bySlo) {
        if (knee == null) {
            return false;
        }
        if (!bySlo && steps.get(knee).clientBound()) {
            return true;
        }
        for (int i = knee + 1; i < steps.size(); i++) {
            if (!steps.get(i).shortOfUsers()) {
                return steps.get(i).clientBound();
            }
        }
        return false;
    }
}
