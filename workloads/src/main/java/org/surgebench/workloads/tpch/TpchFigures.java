package org.surgebench.workloads.tpch;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The TPC-H-like figures of a power and a throughput test (clause 5.4), computed as the specification says but not
 * TPC results (docs/tpch.md):
 * <ul>
 *   <li>power = 3600 x SF / the geometric mean of the power test's 24 intervals in seconds (22 queries, RF1,
 *       RF2); where the longest query took more than 1000 times the shortest, every query interval below a
 *       thousandth of the longest counts as that thousandth (clause 5.4.1.4);</li>
 *   <li>throughput = S x 22 x 3600 / Ts x SF, S query streams in Ts seconds;</li>
 *   <li>QphH-like = the geometric mean of the two.</li>
 * </ul>
 * A figure whose intervals include one that timed out or failed is not computed, and says why: a cancelled query
 * never makes a figure look fast.
 *
 * @param power      the power figure, or null
 * @param throughput the throughput figure, or null
 * @param qphH       their geometric mean, or null
 * @param why        why a figure asked for is missing (empty when none is)
 */
public record TpchFigures(Double power, Double throughput, Double qphH, List<String> why) {
    /** Said beside every figure, wherever it is shown. */
    public static final String NOT_TPC = "not a TPC result";

    /** How much longer than the shortest query the longest may be before the shortest are raised (5.4.1.4). */
    static final double MAX_RATIO = 1000;

    static TpchFigures of(double scale, List<TpchTiming> power, List<TpchTiming> throughput, int streams, double ts) {
        List<String> why = new ArrayList<>();
        Double p = power.isEmpty() ? null : power(scale, power, why);
        Double t = throughput.isEmpty() ? null : throughput(scale, throughput, streams, ts, why);
        Double q = p != null && t != null ? Math.sqrt(p * t) : null;
        return new TpchFigures(p, t, q, List.copyOf(why));
    }

    private static Double power(double scale, List<TpchTiming> timings, List<String> why) {
        String bad = notOk(timings);
        if (bad != null) {
            why.add("power not computed: " + bad);
            return null;
        }
        double longest = timings.stream()
                .filter(t -> t.name().startsWith("Q"))
                .mapToDouble(TpchTiming::seconds)
                .max()
                .orElse(0);
        double floor = longest / MAX_RATIO;
        double logSum = 0;
        for (TpchTiming t : timings) {
            double s = t.name().startsWith("Q") ? Math.max(t.seconds(), floor) : t.seconds();
            logSum += Math.log(s);
        }
        return 3600 * scale / Math.exp(logSum / timings.size());
    }

    private static Double throughput(double scale, List<TpchTiming> timings, int streams, double ts, List<String> why) {
        String bad = notOk(timings);
        if (bad != null) {
            why.add("throughput not computed: " + bad);
            return null;
        }
        return streams * 22 * 3600 / ts * scale;
    }

    /** "Q9 of stream 0 timed out after 60.0 s", or null when every interval finished. */
    private static String notOk(List<TpchTiming> timings) {
        for (TpchTiming t : timings) {
            if (!t.ok()) {
                return String.format(
                        Locale.ROOT,
                        "%s of %s %s after %.1f s",
                        t.name(),
                        t.streamLabel(),
                        t.outcome() == TpchTiming.Outcome.TIMEOUT ? "timed out" : "failed",
                        t.seconds());
            }
        }
        return null;
    }
}
