package org.surgebench.workloads;

import java.util.Locale;

/**
 * What a workload's scale counts where scale 1 is a round number of one kind of thing (Swingbench's JSON, Calling
 * Circle and Stress Test: a million documents, accounts or rows): how many there are at a scale, and the size
 * label that says so.
 */
public record PerScale(long perUnit, String things) {
    /** The count at {@code scale}, at least one. */
    public long at(double scale) {
        return Math.max(1, Math.round(scale * perUnit));
    }

    /** For example "scale 0.5 (500,000 rows)": a whole scale without its ".0". */
    public String label(double scale) {
        String s = scale == Math.rint(scale) ? String.valueOf((long) scale) : String.valueOf(scale);
        return String.format(Locale.ROOT, "scale %s (%,d %s)", s, at(scale), things);
    }
}
