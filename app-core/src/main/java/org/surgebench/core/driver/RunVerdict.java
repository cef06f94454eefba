package org.surgebench.core.driver;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.surgebench.core.metrics.ErrorSummary;
import org.surgebench.core.run.RunPlan;

/**
 * Whether a finished run failed, in one sentence, and what a reader should be warned of. A run fails when it
 * ended on a policy or a fault (the database lost, --max-errors, too few users), when no transaction
 * succeeded, or when more than --max-errors' share of its attempts failed: a green exit code must mean a
 * run that measured what was asked.
 */
final class RunVerdict {
    /** An open-model run that fell short of its target by more than this share is worth a warning. */
    static final double RATE_SHORTFALL = 0.05;

    /** The failure sentence (null when the run did not fail) and the warnings. */
    record Outcome(String failure, List<String> warnings) {}

    private RunVerdict() {}

    /**
     * Judges a finished run from how it {@code end}ed and what its measured window counted; the most frequent
     * errors come first in {@code byState}.
     */
    static Outcome judge(RunPlan plan, RunResults.End end, WindowTotals totals, List<ErrorSummary> byState) {
        List<String> warnings = new ArrayList<>(end.warnings());
        double tps = totals.tps();
        double rate = plan.rate().orElse(0);
        if (rate > 0 && totals.seconds() > 0 && tps < rate * (1 - RATE_SHORTFALL)) {
            warnings.add(String.format(
                    Locale.ROOT,
                    "The target rate of %s tx/s was not reached: %s tx/s achieved "
                            + "(%.1f %% short); add users (each runs one transaction at a time) or lower --rate.",
                    number(rate),
                    number(tps),
                    100 * (1 - tps / rate)));
        }
        // The refusals of users the run was told to do without are accepted: they count, but fail no share.
        long judged =
                totals.errors() - Math.min(totals.logonErrors(), end.users().acceptedLogonErrors());
        return new Outcome(failure(plan, end, totals.transactions(), judged, byState), List.copyOf(warnings));
    }

    private static String failure(
            RunPlan plan, RunResults.End end, long transactions, long errors, List<ErrorSummary> byState) {
        if (end.stopReason() != null && end.stopReason().failed() && end.stopMessage() != null) {
            return end.stopMessage();
        }
        if (end.logonShortfall() != null) {
            return end.logonShortfall();
        }
        if (transactions == 0) {
            return errors > 0
                    ? String.format(
                            Locale.ROOT,
                            "No transaction succeeded: all %,d attempts failed, most with %s.",
                            errors,
                            top(byState))
                    : "No transaction completed in the measured window, and none failed: the users were waiting on "
                            + "the database (a lock, a stalled server) or the window was too short.";
        }
        long attempts = transactions + errors;
        double percent = 100.0 * errors / attempts;
        if (plan.maxErrors().isEmpty() && percent > plan.maxErrorPercent()) {
            return String.format(
                    Locale.ROOT,
                    "%,d of %,d attempts failed (%.1f %%, more than the %s %% a run may "
                            + "have; --max-errors changes it), most with %s.",
                    errors,
                    attempts,
                    percent,
                    number(plan.maxErrorPercent()),
                    top(byState));
        }
        return null;
    }

    /** The most frequent error: its SQLState, where it first hit, and its message, shortened. */
    static String top(List<ErrorSummary> byState) {
        if (byState.isEmpty()) {
            return "errors before the measured window";
        }
        ErrorSummary e = byState.get(0);
        String msg = e.sampleMessage() == null ? "" : e.sampleMessage();
        if (msg.length() > 160) {
            msg = msg.substring(0, 157) + "...";
        }
        return e.label() + " in " + e.firstTransaction() + (msg.isEmpty() ? "" : " (" + msg + ")");
    }

    static String number(double v) {
        return v == Math.rint(v) ? String.format(Locale.ROOT, "%.0f", v) : String.format(Locale.ROOT, "%.1f", v);
    }
}
