package org.surgebench.core.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.surgebench.core.dbview.DatabaseView;
import org.surgebench.core.dbview.DatabaseViewPrinter;
import org.surgebench.core.dbview.HostSection;
import org.surgebench.core.dbview.ViewSection;
import org.surgebench.core.figures.Noise;
import org.surgebench.core.figures.RunFigure;
import org.surgebench.core.figures.RunFigures;
import org.surgebench.core.metrics.BusiestMinute;
import org.surgebench.core.metrics.StatementCounts;
import org.surgebench.core.metrics.TxSummary;
import org.surgebench.core.results.RunResult;

/**
 * Several runs side by side: one row per figure, one column per run, and for numbers the change against
 * the first run. Shared by {@code surge compare}'s console table and its HTML page.
 */
public final class Comparison {
    private final List<String> labels;
    private final List<RunResult> runs;
    /** The figures each transaction type gets a row of (the catalogue's labels after its short name). */
    static final List<RunFigure> PER_TRANSACTION = List.of(RunFigures.TPS, RunFigures.AVG_MS, RunFigures.P95_MS);

    private final Map<String, List<Object>> rows = new LinkedHashMap<>();
    private final Map<String, RunFigure> figures = new LinkedHashMap<>();

    /** The heading of the verdict column: the last run against the first. */
    public static final String VERDICT = "last vs first";

    /** The heading of the noise column: whether the last run's difference from the first is beyond their noise. */
    public static final String NOISE = RepeatComparison.NOISE;

    public Comparison(List<String> labels, List<RunResult> runs) {
        if (labels.size() != runs.size() || runs.size() < 2) {
            throw new IllegalArgumentException("compare needs two or more runs with a label each");
        }
        this.labels = List.copyOf(labels);
        this.runs = List.copyOf(runs);
        build();
    }

    public List<String> labels() {
        return labels;
    }

    public List<RunResult> runs() {
        return runs;
    }

    /** Figure name to one value per run (null where a run lacks it). */
    public Map<String, List<Object>> rows() {
        return rows;
    }

    /**
     * The last run against the first on a row of the run's figures ({@link RunFigures}): "better", "worse", "same",
     * or blank for a row that is not one of them or lacks either value.
     */
    public String verdict(String row) {
        RunFigure f = figures.get(row);
        List<Object> values = rows.get(row);
        if (f == null || values == null) {
            return "";
        }
        return f.verdict(number(values.get(0)), number(values.get(values.size() - 1)));
    }

    /**
     * Whether the last run's difference from the first on a run's figure is larger than the noise within the two
     * runs ({@link Noise#within}: batches of their measured seconds): {@link Noise#BEYOND}, {@link Noise#WITHIN},
     * or blank for a figure with no per-second series (and for a run too short to cut into batches). Within noise,
     * the runs do not tell the set-ups apart; beyond it they may still, as run-to-run noise is not in it (a repeat
     * holds that: {@code --repeat N}).
     */
    public String noise(String row) {
        RunFigure f = figures.get(row);
        if (f == null || !f.label().equals(row)) {
            return "";
        }
        RunResult first = runs.get(0);
        RunResult last = runs.get(runs.size() - 1);
        Double a = number(rows.get(row).get(0));
        Double b = number(rows.get(row).get(runs.size() - 1));
        if (a == null || b == null) {
            return "";
        }
        return Noise.verdict(a, Noise.within(first, f), b, Noise.within(last, f));
    }

    /** The catalogue figure of a row, or null for the run's description and the database's and host's figures. */
    public RunFigure figureOf(String row) {
        return figures.get(row);
    }

    private static Double number(Object v) {
        return v instanceof Number n ? n.doubleValue() : null;
    }

    private void build() {
        row("comment", r -> r.config().settings().output().comment());
        row("workload", r -> r.config().workload());
        row("mix", r -> r.config().mix());
        row("variant", r -> r.config().variant());
        row("mix draw", r -> r.config().settings().mix().draw().label());
        row("database", r -> r.environment().database());
        row("started", r -> r.startedAt() == null ? null : RunReport.WHEN.format(r.startedAt()));
        row("users", r -> r.summary().maxUsers());
        row("measured s", r -> r.summary().measuredSeconds());
        for (RunFigure f : RunFigures.ALL) {
            figure(f.label(), f, f.run());
        }
        // Swingbench's MaximumTransactionRate, from the per-second series of either kind of result.
        row(
                "busiest minute (transactions)",
                r -> r.timeSeries().isEmpty() ? null : BusiestMinute.transactions(r.timeSeries()));
        // Swingbench's DML figures, per second so that runs of different lengths compare.
        statementRow("selects/s", r -> r.select());
        statementRow("inserts/s", r -> r.insert());
        statementRow("updates/s", r -> r.update());
        statementRow("deletes/s", r -> r.delete());
        statementRow("commits/s", r -> r.commit());
        statementRow("rollbacks/s", r -> r.rollback());
        Set<String> txs = new LinkedHashSet<>();
        runs.forEach(r -> r.transactions().forEach(t -> txs.add(t.shortName())));
        for (String tx : txs) {
            for (RunFigure f : PER_TRANSACTION) {
                figure(
                        tx + " " + f.label(),
                        f,
                        r -> tx(r, tx) == null ? null : f.perTransaction().apply(tx(r, tx)));
            }
        }
        // The database's and the hosts' figures under the labels of the reports, so runs on PostgreSQL and on
        // Oracle line up where the figure means the same ("DB read IO requests/s").
        List<Map<String, Double>> figures =
                runs.stream().map(Comparison::labelledFigures).toList();
        Set<String> labels = new LinkedHashSet<>();
        figures.forEach(f -> labels.addAll(f.keySet()));
        for (String label : labels) {
            List<Object> values = new ArrayList<>();
            figures.forEach(f -> values.add(f.get(label)));
            rows.put(label, values);
        }
        rows.values().removeIf(values -> values.stream().allMatch(v -> v == null));
    }

    /** A row of a catalogue figure: its verdict follows the figure's better direction. */
    private void figure(String name, RunFigure figure, java.util.function.Function<RunResult, Double> f) {
        row(name, f::apply);
        figures.put(name, figure);
    }

    private void row(String name, java.util.function.Function<RunResult, Object> f) {
        List<Object> values = new ArrayList<>();
        for (RunResult r : runs) {
            values.add(f.apply(r));
        }
        rows.put(name, values);
    }

    /** Statements of one kind per measured second. */
    private void statementRow(String name, java.util.function.ToLongFunction<StatementCounts> kind) {
        row(
                name,
                r -> r.summary().measuredSeconds() <= 0
                        ? null
                        : Math.round(kind.applyAsLong(r.summary().statements())
                                        / r.summary().measuredSeconds()
                                        * 100)
                                / 100.0);
    }

    private static TxSummary tx(RunResult r, String shortName) {
        return r.transaction(shortName);
    }

    private static Map<String, Double> labelledFigures(RunResult r) {
        List<ViewSection> sections = new ArrayList<>(DatabaseViewPrinter.sections(DatabaseView.of(r)));
        sections.addAll(HostSection.sections(r.host()));
        Map<String, Double> out = new LinkedHashMap<>();
        for (ViewSection s : sections) {
            for (ViewSection.Figure f : s.figures()) {
                if (f.number() != null) {
                    out.putIfAbsent(f.label(), f.number());
                }
            }
        }
        return out;
    }

    /** A cell: the value, and for numbers after the first run the change against the first run. */
    public static String cell(List<Object> values, int i) {
        Object v = values.get(i);
        String s = HtmlPage.num(v);
        if (i > 0 && v instanceof Number n && values.get(0) instanceof Number base && base.doubleValue() != 0) {
            double pct = (n.doubleValue() / base.doubleValue() - 1) * 100;
            if (Math.abs(pct) >= 0.05) {
                s += String.format(Locale.ROOT, " (%+.1f%%)", pct);
            }
        }
        return s;
    }

    /** The console table. */
    public String format() {
        int first = Math.max(
                24, rows.keySet().stream().mapToInt(String::length).max().orElse(10) + 2);
        int width = 30;
        StringBuilder sb = new StringBuilder();
        sb.append(pad("", first));
        for (String l : labels) {
            sb.append(pad(l, width));
        }
        sb.append(pad(VERDICT, 15)).append(NOISE).append('\n');
        rows.forEach((name, values) -> {
            sb.append(pad(name, first));
            for (int i = 0; i < values.size(); i++) {
                sb.append(pad(cell(values, i), width));
            }
            sb.append((pad(verdict(name), 15) + noise(name)).stripTrailing()).append('\n');
        });
        return sb.toString();
    }

    private static String pad(String s, int w) {
        String t = s.length() >= w - 1 ? s.substring(0, w - 2) + "~" : s;
        return String.format(Locale.ROOT, "%-" + w + "s", t);
    }
}
