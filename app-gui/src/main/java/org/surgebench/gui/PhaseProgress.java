package org.surgebench.gui;

import java.util.Locale;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/** One phase of a generation (create, load, index...): how far it is, as a fraction and in words. */
final class PhaseProgress {
    final String name;
    final long total;
    /** 0 to 1; 1 once the phase ended. */
    final DoubleProperty fraction = new SimpleDoubleProperty(0);
    /** "1,200 / 5,000 · 3.1 MB", then " · 2.0 s" once it ended. */
    final StringProperty text = new SimpleStringProperty();

    PhaseProgress(String name, long total, String unit) {
        this.name = name;
        this.total = total;
        text.set("0 / " + Formats.count(total) + " " + unit);
    }

    void progress(long done, long bytes) {
        if (total > 0) {
            fraction.set(Math.min(1, done / (double) total));
            text.set(Formats.count(done) + " / " + Formats.count(total)
                    + (bytes > 0 ? " · " + Formats.bytes(bytes) : ""));
        }
    }

    void ended(double seconds) {
        fraction.set(1);
        text.set(text.get() + String.format(Locale.ROOT, " · %.1f s", seconds));
    }
}
