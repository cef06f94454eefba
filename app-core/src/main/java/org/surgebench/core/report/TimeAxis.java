package org.surgebench.core.report;

import java.util.ArrayList;
import java.util.List;
import org.surgebench.core.metrics.IntervalSnapshot;
import org.surgebench.core.results.RunResult;

/**
 * The one time axis of a run's report: seconds since the run started, from 0 to its last interval, on every chart
 * over time (throughput, each transaction, the database's and the host's figures), with the ramp-up and the
 * warm-up shaded. The client's series are timed from the run's start; the database's and the host's from the
 * measured window's start ({@code t}), so they are moved by {@link #windowFrom()} onto the same axis.
 *
 * @param to         the end of the last interval, seconds since the start
 * @param windowFrom when the measured window opened (the warm-up's end), seconds since the start
 * @param windowTo   when it closed
 * @param phases     the shaded spans: ramp-up (users logging on) and warm-up before the window, the run's
 *                   schedule's phases ({@code --phase}, labelled "phase N: ...") and its outages ("outage") in it
 */
public record TimeAxis(String title, double from, double to, double windowFrom, double windowTo, List<Phase> phases) {
    /** The axis' title on every chart over time. */
    public static final String TITLE = "elapsed s (since the run started)";

    /** A span of the run before or around the window, shaded on the charts. */
    public record Phase(String label, double from, double to) {}

    /** The axis of {@code r}'s report. */
    public static TimeAxis of(RunResult r) {
        List<IntervalSnapshot> ts = r.timeSeries();
        double end = ts.isEmpty() ? 0 : ts.get(ts.size() - 1).elapsedSeconds();
        double opens = Double.NaN;
        double closes = end;
        for (IntervalSnapshot s : ts) {
            if (s.measured()) {
                if (Double.isNaN(opens)) {
                    opens = s.elapsedSeconds() - s.intervalSeconds();
                }
                closes = s.elapsedSeconds();
            }
        }
        if (Double.isNaN(opens)) {
            // Nothing measured (older results, or a run that ended in its warm-up): the window as configured.
            opens = r.config().settings().load().warmUp().toMillis() / 1000.0;
        }
        opens = round(Math.max(0, opens));
        List<Phase> phases = new ArrayList<>();
        double ramp = r.config().settings().load().rampUp().toMillis() / 1000.0;
        if (ramp > 0) {
            phases.add(new Phase("ramp-up", 0, round(end > 0 ? Math.min(ramp, end) : ramp)));
        }
        if (opens > 0) {
            phases.add(new Phase("warm-up", 0, opens));
        }
        if (r.phases() != null) {
            // The run's schedule (--phase), each phase a span of its own.
            r.phases()
                    .forEach(p -> phases.add(new Phase(
                            "phase " + p.number() + ": " + p.given(), round(p.startSeconds()), round(p.endSeconds()))));
        }
        // Each outage (no transaction completed) from its start to its first transaction after.
        r.outagesFound()
                .forEach(o -> phases.add(
                        new Phase("outage", round(o.startSeconds()), round(o.startSeconds() + o.silentSeconds()))));
        if (end > closes) {
            phases.add(new Phase("after the window", round(closes), round(end)));
        }
        return new TimeAxis(TITLE, 0, round(Math.max(end, opens)), opens, round(closes), List.copyOf(phases));
    }

    private static double round(double v) {
        return Math.round(v * 1000) / 1000.0;
    }
}
