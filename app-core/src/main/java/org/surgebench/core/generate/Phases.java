package org.surgebench.core.generate;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/** The phases of one generation as they run: the listener hears of each, the report gets their timings. */
final class Phases {
    @FunctionalInterface
    interface Step {
        void run() throws SQLException;
    }

    private final GenerateListener listener;
    private final List<GenerateReport.PhaseTiming> timings = new ArrayList<>();

    Phases(GenerateListener listener) {
        this.listener = listener;
    }

    GenerateListener listener() {
        return listener;
    }

    /** Runs a phase that reports no progress of its own: done when the step returns. */
    void timed(String phase, long total, String unit, Step step) throws SQLException {
        listener.onPhaseStart(phase, total, unit);
        long t0 = System.nanoTime();
        step.run();
        double secs = (System.nanoTime() - t0) / 1e9;
        timings.add(new GenerateReport.PhaseTiming(phase, round(secs)));
        listener.onProgress(phase, total, 0);
        listener.onPhaseEnd(phase, secs);
    }

    /** Records the end of a phase that reported its own start and progress. */
    void ended(String phase, double secs) {
        timings.add(new GenerateReport.PhaseTiming(phase, round(secs)));
        listener.onPhaseEnd(phase, secs);
    }

    void note(String message) {
        if (message != null) {
            listener.onMessage(message);
        }
    }

    List<GenerateReport.PhaseTiming> timings() {
        return List.copyOf(timings);
    }

    /** The seconds the named phase took, over all its runs. */
    double seconds(String phase) {
        return timings.stream().filter(p -> p.phase().equals(phase)).mapToDouble(GenerateReport.PhaseTiming::seconds)
                .sum();
    }

    static double round(double v) {
        return Math.round(v * 1000) / 1000.0;
    }
}
