package org.surgebench.workloads.file;

/**
 * The keys of a table's sequence column at one scale: {@code rows} values from {@code start} by {@code step}, so a
 * reference to it ({@code ref: venue.venue_id}) draws only keys that exist.
 */
record TableKeys(long rows, long start, long step) {

    /** The key of the row of this rank (1-based). */
    long key(long rank) {
        return start + (rank - 1) * step;
    }
}
