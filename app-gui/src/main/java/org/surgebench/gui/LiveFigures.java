package org.surgebench.gui;

import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import org.surgebench.core.metrics.IntervalSnapshot;

/**
 * The big numbers over a live run's charts, as the text they show: the latest interval's rates and times,
 * and the errors counted since the run started. A dash until the first interval.
 */
final class LiveFigures {
    final StringProperty tps = figure();
    final StringProperty qps = figure();
    final StringProperty avgMs = figure();
    final StringProperty p95Ms = figure();
    final StringProperty users = figure();
    final StringProperty errors = figure();
    final StringProperty elapsed = figure();
    private long totalErrors;

    /** A new run: errors count from zero again (the numbers shown stay until its first interval). */
    void clear() {
        totalErrors = 0;
    }

    void add(IntervalSnapshot s) {
        totalErrors += s.errors();
        tps.set(Formats.rate(s.tps()));
        qps.set(Formats.rate(s.qps()));
        avgMs.set(Formats.ms(s.avgMs()));
        p95Ms.set(Formats.ms(s.p95Ms()));
        users.set(Integer.toString(s.users()));
        errors.set(Formats.count(totalErrors));
        elapsed.set(Formats.seconds(s.elapsedSeconds()) + (s.measured() ? "" : " (warm-up)"));
    }

    private static StringProperty figure() {
        return new SimpleStringProperty("–");
    }
}
