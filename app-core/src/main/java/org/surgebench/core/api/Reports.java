package org.surgebench.core.api;

import java.util.List;
import org.surgebench.core.report.Comparison;
import org.surgebench.core.report.RunReport;
import org.surgebench.core.report.SweepReport;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.sweep.SweepResult;

/**
 * The engine's report pages and tables for results a front door already read: a run's or a sweep's HTML
 * report, and runs side by side as text ({@link Surgebench#compare} writes the HTML comparison). How the pages
 * are laid out is not API; that they come from here is.
 */
public final class Reports {
    private Reports() {}

    /** A run's self-contained HTML report ({@code surge report}); a result with gaps is a RuntimeException. */
    public static String html(RunResult run) {
        return RunReport.html(run);
    }

    /** A sweep's self-contained HTML report ({@code surge report}); a result with gaps is a RuntimeException. */
    public static String html(SweepResult sweep) {
        return SweepReport.html(sweep);
    }

    /** Runs side by side as a text table ({@code surge compare}'s output); {@code labels} name the runs. */
    public static String comparisonTable(List<RunResult> runs, List<String> labels) {
        return new Comparison(labels, runs).format();
    }

    /**
     * Runs side by side as {@code surge compare}'s HTML page (the same page {@link Surgebench#compare} writes),
     * for a front door that shows it rather than writing it; {@code labels} name the runs.
     */
    public static String comparisonHtml(List<RunResult> runs, List<String> labels) {
        return org.surgebench.core.report.CompareReport.html(new Comparison(labels, runs));
    }

    /** Sweeps side by side as text: per figure, a row per user count and a column per sweep. */
    public static String sweepComparisonTable(List<SweepResult> sweeps, List<String> labels) {
        return new org.surgebench.core.report.SweepComparison(labels, sweeps).format();
    }
}
