package org.surgebench.core.api;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import org.surgebench.core.common.SurgeException;
import org.surgebench.core.figures.RepeatResult;
import org.surgebench.core.report.RepeatComparison;
import org.surgebench.core.report.RepeatReport;
import org.surgebench.core.report.RepeatTable;
import org.surgebench.core.results.Json;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.run.RunSpec;
import org.surgebench.core.run.StopReason;

/**
 * {@code --repeat N}: the same run N times against the same schema, one after the other, each an ordinary run
 * with its own results, then the spread of every figure over them ({@link RepeatResult}), written as
 * {@code <workload>-repeat-<time>.json} and {@code .html} beside the runs' results. A run that fails or is
 * interrupted ends the repeats; the spread is of the runs before it.
 */
public final class Repeat {
    private static final DateTimeFormatter STAMP =
            DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT).withZone(ZoneOffset.UTC);

    /** Runs one run of the repeats: {@link Surgebench#run(RunSpec)}, or a front door's run that prints as it goes. */
    @FunctionalInterface
    public interface Once {
        RunResult run(int index, RunSpec spec) throws InterruptedException;
    }

    private Repeat() {}

    /** Refuses a count that is no repeat, before any run connects. */
    public static void check(int n) {
        if (n < 1) {
            throw SurgeException.usage("--repeat must be at least 1, the run itself (got " + n + ").");
        }
    }

    /**
     * Runs {@code n} runs, each of a fresh spec from {@code specs} (a run's listeners and live state are its own),
     * through {@code once}; returns the spread of the runs that passed, written where the first spec writes its
     * results (nowhere without), or null when fewer than two passed (no spread to tell).
     */
    public static RepeatResult run(int n, Supplier<RunSpec> specs, Once once) throws InterruptedException {
        check(n);
        Instant started = Instant.now();
        List<RunResult> passed = new ArrayList<>();
        RunSpec first = null;
        for (int i = 1; i <= n; i++) {
            RunSpec spec = specs.get();
            first = first == null ? spec : first;
            RunResult r = once.run(i, spec);
            if (ends(r)) {
                break;
            }
            passed.add(r);
        }
        if (passed.size() < 2) {
            return null;
        }
        RepeatResult repeat = RepeatResult.of(first.workload(), started, n, passed);
        Path dir = first.resultsDir();
        if (dir == null) {
            return repeat;
        }
        try {
            return write(repeat, dir);
        } catch (IOException e) {
            throw new SurgeException(
                    SurgeException.IO, "Cannot write the repeat's results to " + dir + ": " + e.getMessage(), e);
        }
    }

    /** Whether a run ends the repeats: it failed or was interrupted (the next would fare no better, or is unwanted). */
    public static boolean ends(RunResult r) {
        return r.summary().failed() || StopReason.of(r.summary().stopReason()) == StopReason.INTERRUPTED;
    }

    /** Writes {@code <workload>-repeat-<time>.json} and {@code .html} into {@code dir} (-2, -3... when taken). */
    public static RepeatResult write(RepeatResult repeat, Path dir) throws IOException {
        Files.createDirectories(dir);
        String base = org.surgebench.core.results.ResultWriter.fileSafe(repeat.workload()) + "-repeat-"
                + STAMP.format(repeat.startedAt());
        String name = base;
        for (int k = 2; Files.exists(dir.resolve(name + ".json")); k++) {
            name = base + "-" + k;
        }
        return JsonAndPage.write(dir, name, repeat::withFiles, RepeatReport::write);
    }

    public static RepeatResult read(Path json) throws IOException {
        return Json.mapper().readValue(json.toFile(), RepeatResult.class);
    }

    /** The spread of each figure as text: what {@code surge run --repeat N} prints last. */
    public static String table(RepeatResult repeat) {
        return RepeatTable.format(repeat);
    }

    /** Repeats side by side as text, with whether each difference is beyond the noise; {@code labels} name them. */
    public static String comparisonTable(List<RepeatResult> sets, List<String> labels) {
        return new RepeatComparison(labels, sets).format();
    }

    /** Writes the comparison page of repeats to {@code target}. */
    public static void compare(List<RepeatResult> sets, List<String> labels, Path target) throws IOException {
        new RepeatComparison(labels, sets).write(target);
    }
}
