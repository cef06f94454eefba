package org.surgebench.workloads.io;

import java.util.List;
import java.util.stream.Stream;
import org.surgebench.core.spi.OptionSpec;

/** The {@code --option} keys io reads: its shape ({@link IoShape}, generate) and SLOB's run settings ({@link IoKnobs}). */
final class IoOptions {
    /** A size as {@link IoShape#blocks} reads it: bytes with K, M, G or T, or a plain number of blocks. */
    private static final String SIZE = "([0-9]+(\\.[0-9]*)?|\\.[0-9]+)[KMGT]?";

    private static final String SIZE_WORDS = "a size (e.g. 512M, 10G, or a number of 8 KB blocks)";

    private IoOptions() {}

    static List<OptionSpec> all() {
        return Stream.of(shape(), iterations(), hotSpot(), thinkTime(), sessions())
                .flatMap(List::stream)
                .toList();
    }

    /** The shape of the schemas (generate). */
    private static List<OptionSpec> shape() {
        return List.of(
                OptionSpec.text(
                        "size",
                        null,
                        SIZE,
                        SIZE_WORDS,
                        "Data per schema, instead of --scale in GB " + "(generate; SLOB's SCALE)."),
                OptionSpec.whole(
                        "schemas",
                        null,
                        0,
                        IoShape.MAX_SCHEMAS,
                        "Data tables (SLOB schemas) to generate "
                                + "(default 1), or to use in a run (default 0: all)."),
                OptionSpec.text(
                        "scan-table-size",
                        null,
                        SIZE,
                        SIZE_WORDS,
                        "Each schema's scan table (generate; " + "SLOB's SCAN_TABLE_SZ; default none)."));
    }

    /** What an iteration does, and how many sessions share a schema (run). */
    private static List<OptionSpec> iterations() {
        return List.of(
                OptionSpec.whole(
                        "update-pct",
                        String.valueOf(IoKnobs.DEFAULT_UPDATE_PCT),
                        0,
                        100,
                        "Share of " + "iterations that update (run; SLOB's UPDATE_PCT)."),
                OptionSpec.whole(
                        "scan-pct",
                        "0",
                        0,
                        100,
                        "Share of the reads that scan the scan table (run; SLOB's " + "SCAN_PCT)."),
                OptionSpec.whole(
                        "work-unit",
                        String.valueOf(IoKnobs.DEFAULT_WORK_UNIT),
                        1,
                        IoKnobs.MAX_WORK_UNIT,
                        "Rows per iteration (run; SLOB's WORK_UNIT)."),
                OptionSpec.choice(
                        "redo-stress",
                        "lite",
                        "An update rewrites one wide column (lite) or all of them "
                                + "(heavy) (run; SLOB's REDO_STRESS).",
                        "lite",
                        "heavy"),
                OptionSpec.whole(
                        "threads-per-schema",
                        "1",
                        1,
                        4096,
                        "Sessions per schema (run; SLOB's " + "THREADS_PER_SCHEMA)."));
    }

    /** A hot spot of each schema that some iterations read (run). */
    private static List<OptionSpec> hotSpot() {
        return List.of(
                OptionSpec.text(
                        "hotspot-size",
                        null,
                        SIZE,
                        SIZE_WORDS,
                        "A hot spot of each schema that some " + "iterations read (run; SLOB's HOTSPOT_MB)."),
                OptionSpec.text("hotspot-offset", "0", SIZE, SIZE_WORDS, "Where the hot spot starts (run)."),
                OptionSpec.whole(
                        "hotspot-frequency",
                        "3",
                        1,
                        Integer.MAX_VALUE,
                        "Every how many iterations go to " + "the hot spot (run)."));
    }

    /** How long and how often a user thinks (run). */
    private static List<OptionSpec> thinkTime() {
        return List.of(
                OptionSpec.number("think-tm-min", "0", 0, 3600, "Shortest think time in seconds (run)."),
                OptionSpec.number(
                        "think-tm-max",
                        null,
                        0,
                        3600,
                        "Longest think time in seconds (run; default: " + "think-tm-min)."),
                OptionSpec.whole(
                        "think-tm-frequency",
                        null,
                        0,
                        Integer.MAX_VALUE,
                        "Every how many iterations a " + "user thinks (run; default 1 with a think time)."));
    }

    /** How long each user runs, and the settings its session makes (run). */
    private static List<OptionSpec> sessions() {
        return List.of(
                OptionSpec.whole(
                        "work-loop",
                        "0",
                        0,
                        Long.MAX_VALUE,
                        "Iterations per user; the run ends after "
                                + "users x work-loop (run; 0: run for the run time)."),
                OptionSpec.flag(
                        "io-timing",
                        true,
                        "PostgreSQL sessions time their reads (track_io_timing, a " + "superuser setting) (run)."),
                OptionSpec.whole(
                        "multiblock",
                        null,
                        0,
                        IoKnobs.MAX_MULTIBLOCK,
                        "The database's multiblock read "
                                + "setting each session makes (run; default: the database's own)."));
    }
}
