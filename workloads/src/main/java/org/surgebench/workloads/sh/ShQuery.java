package org.surgebench.workloads.sh;

import org.surgebench.core.spi.Rng;

/**
 * One query of the Sales History mix: Swingbench's short name and name, the short name Surgebench used before
 * (accepted for one release), its default weight, how it draws its parameters and how it writes its SQL.
 */
record ShQuery(String shortName, String formerName, String name, int weight, Picker picker, Writer writer) {

    /** Draws one execution's parameters from the cached dimension values. */
    @FunctionalInterface
    interface Picker {
        ShParams pick(Rng random, ShDimensions dimensions);
    }

    /** Writes the SQL of one execution for a dialect ({@code h2}, {@code postgresql}, {@code oracle}). */
    @FunctionalInterface
    interface Writer {
        ShStatement write(String dialect, ShParams params);
    }
}
