package org.surgebench.workloads.soe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.surgebench.core.api.VerifyReport;
import org.surgebench.core.metrics.TxSummary;
import org.surgebench.core.results.RunResult;

/** Assertions shared by the H2 and PostgreSQL tests of runs. */
final class SoeRunChecks {
    /** The oltp mix's effective shares (weights 15/10/50/40/5/5 over 125). */
    static final Map<String, Double> OLTP_SHARES =
            Map.of("NCR", 0.12, "UCD", 0.08, "BP", 0.40, "OP", 0.32, "PO", 0.04, "BO", 0.04);

    private SoeRunChecks() {}

    /**
     * Transactions in {@code n} whole rounds of the mix's deck (a round holds each transaction as often as its
     * weight): a run of that many runs every transaction of the mix in its share, in a fraction of the time a
     * timed run of a few seconds takes, and is as long on a busy machine as on a quiet one.
     */
    static long rounds(String mix, int n) {
        return n
                * new SoeWorkload()
                        .mix(mix).weights().values().stream()
                                .mapToLong(Integer::longValue)
                                .sum();
    }

    static void assertVerified(VerifyReport report) {
        assertTrue(report.ok(), "verify failed: " + report.failures());
    }

    static void assertNoErrors(RunResult r) {
        assertEquals(0, r.summary().errors(), "errors: " + r.errors());
        assertTrue(r.summary().transactions() > 0, "no transaction ran");
    }

    /**
     * Each transaction's observed share is within {@code points} percentage points of its weight, or within
     * four standard deviations of a binomial draw when the run was too short for that (a busy machine).
     */
    static void assertMix(RunResult r, Map<String, Double> shares, double points) {
        long total = r.summary().transactions();
        for (Map.Entry<String, Double> e : shares.entrySet()) {
            TxSummary t = r.transaction(e.getKey());
            long count = t == null ? 0 : t.count();
            double p = e.getValue();
            double tolerance = Math.max(points / 100, 4 * Math.sqrt(p * (1 - p) / total));
            double observed = count / (double) total;
            assertEquals(p, observed, tolerance, e.getKey() + " share over " + total + " transactions");
        }
        assertEquals(
                shares.size(),
                r.transactions().stream().filter(t -> t.count() > 0).count(),
                "only the mix's transactions ran: "
                        + r.transactions().stream().map(TxSummary::shortName).toList());
    }

    static void assertNoWrites(RunResult r) {
        var s = r.summary().statements();
        assertEquals(0, s.insert(), "inserts");
        assertEquals(0, s.update(), "updates");
        assertEquals(0, s.delete(), "deletes");
        assertTrue(s.select() > 0, "selects ran");
    }
}
