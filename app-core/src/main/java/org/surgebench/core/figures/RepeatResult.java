package org.surgebench.core.figures;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.surgebench.core.results.RunResult;

/**
 * A repeated run ({@code surge run ... --repeat N}): the runs' own results files and, for every catalogue figure,
 * the runs' values and their spread (mean, standard deviation, 95 % interval of the mean). The document written as
 * {@code <workload>-repeat-<time>.json}; {@code surge compare} takes two of them.
 *
 * @param kind      always {@code repeat} (tells a repeat document from a run's and a sweep's)
 * @param asked     the runs asked for ({@code --repeat N}); {@code runs} holds fewer when one ended the repeats
 * @param runs      each run's result JSON, in the order run (null entries for results not written)
 * @param figures   each catalogue figure's values and spread, in the catalogue's order
 * @param files     this document's files (json, html), by kind
 */
public record RepeatResult(
        String kind,
        String workload,
        Instant startedAt,
        int asked,
        List<String> runs,
        List<FigureSpread> figures,
        Map<String, String> files) {

    public static final String KIND = "repeat";

    /**
     * One figure over the runs.
     *
     * @param key    the catalogue's key ({@code tps}, {@code p95Ms})
     * @param label  the catalogue's label
     * @param values each run's value
     * @param spread their spread
     */
    public record FigureSpread(String key, String label, List<Double> values, Spread spread) {}

    /** The repeat of {@code results}, run in that order out of {@code asked}. */
    public static RepeatResult of(String workload, Instant startedAt, int asked, List<RunResult> results) {
        List<String> jsons = results.stream()
                .map(r -> r.files() == null ? null : r.files().get("json"))
                .toList();
        List<FigureSpread> figures = RunFigures.ALL.stream()
                .map(f -> {
                    List<Double> values = results.stream().map(f.run()).toList();
                    // Every catalogue figure is a rate, a time or a count: none is below 0.
                    return new FigureSpread(f.key(), f.label(), values, Spread.ofNonNegative(values));
                })
                .toList();
        return new RepeatResult(
                KIND, workload, startedAt, asked, java.util.Collections.unmodifiableList(jsons), figures, Map.of());
    }

    /** The spread of a catalogue figure, or null when this document lacks it (written before the figure was). */
    public FigureSpread figure(RunFigure f) {
        return figures.stream().filter(s -> s.key().equals(f.key())).findFirst().orElse(null);
    }

    public RepeatResult withFiles(Map<String, String> f) {
        return new RepeatResult(kind, workload, startedAt, asked, runs, figures, Map.copyOf(f));
    }
}
