package org.surgebench.core.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import org.surgebench.core.common.Numbers;
import org.surgebench.core.figures.Noise;
import org.surgebench.core.figures.Spread;
import org.surgebench.core.sweep.SweepFigure;
import org.surgebench.core.sweep.SweepFigures;
import org.surgebench.core.sweep.SweepResult;
import org.surgebench.core.sweep.SweepStep;

/**
 * Two or more sweeps side by side, as the storage and database studies plot them (seed 002 puts its read-write and
 * its read-only sweep, or its 100 GB and its 1 TB sweep, on one chart of TPS and response time against users): for
 * each figure a table with a row per user count and a column per sweep, each sweep's knee, and the data of the
 * overlaid charts. Shared by {@code surge compare}'s console table and its HTML page.
 */
public final class SweepComparison {
    /** What the noise column of repeated sweeps says. */
    static final String NOISE_NOTE = RepeatComparison.NOISE + ": whether the last sweep's step differs from the "
            + "first's by more than their noise (Welch's t at 95 % over the step's runs, sweep --repeat N); "
            + "blank where a step was run once.";

    private final List<String> labels;
    private final List<SweepResult> sweeps;

    public SweepComparison(List<String> labels, List<SweepResult> sweeps) {
        if (labels.size() != sweeps.size() || sweeps.size() < 2) {
            throw new IllegalArgumentException("compare needs two or more sweeps with a label each");
        }
        this.labels = List.copyOf(labels);
        this.sweeps = List.copyOf(sweeps);
    }

    public List<String> labels() {
        return labels;
    }

    public List<SweepResult> sweeps() {
        return sweeps;
    }

    /** What the steps step over: "rate" when the first sweep is a rate sweep, else "users". */
    public String axis() {
        return sweeps.get(0).byRate() ? "rate" : "users";
    }

    /** Every user count (a rate sweep's: every rate) any sweep ran, ascending. */
    public List<Double> points() {
        TreeSet<Double> all = new TreeSet<>();
        sweeps.forEach(s -> s.steps().forEach(step -> all.add(s.at(step))));
        return List.copyOf(all);
    }

    /** One figure: per user count (or rate), one value per sweep (null where a sweep has no such step or figure). */
    public Map<Double, List<Double>> figure(SweepFigure f) {
        Map<Double, List<Double>> out = new LinkedHashMap<>();
        for (double u : points()) {
            List<Double> row = new ArrayList<>();
            for (SweepResult s : sweeps) {
                SweepStep step = step(s, u);
                row.add(step == null ? null : f.value().apply(step));
            }
            out.put(u, row);
        }
        return out;
    }

    /**
     * Per user count, whether the last sweep's {@code f} differs from the first's by more than their noise
     * ({@link Noise#verdict}: Welch's t over the step's runs), where both steps were repeated ({@code sweep --repeat
     * N}); "" where either was run once or lacks the figure.
     */
    public Map<Double, String> noise(SweepFigure f) {
        Map<Double, String> out = new LinkedHashMap<>();
        for (double u : points()) {
            SweepStep first = step(sweeps.get(0), u);
            SweepStep last = step(sweeps.get(sweeps.size() - 1), u);
            Spread a = first == null || first.spread() == null
                    ? null
                    : first.spread().of(f);
            Spread b =
                    last == null || last.spread() == null ? null : last.spread().of(f);
            out.put(u, a == null || b == null ? "" : Noise.verdict(a.mean(), a, b.mean(), b));
        }
        return out;
    }

    /** Whether some step of {@code f} has a noise verdict: both sweeps repeated their steps. */
    public boolean hasNoise(SweepFigure f) {
        return noise(f).values().stream().anyMatch(v -> !v.isEmpty());
    }

    /** The sweep catalogue's figures ({@link SweepFigures}) some sweep has, in order. */
    public List<SweepFigure> figures() {
        return SweepFigures.ALL.stream()
                .filter(f -> sweeps.stream().anyMatch(f::presentIn))
                .toList();
    }

    /** "knee at 200 users", "knee not reached", each sweep's. */
    public String knee(int sweep) {
        return sweeps.get(sweep).kneeTitle();
    }

    /** "client-bound at 1, 2 and 8 users" (the steps whose load generator was CPU-saturated), or "". */
    public String clientBound(int sweep) {
        List<String> users = sweeps.get(sweep).steps().stream()
                .filter(SweepStep::clientBound)
                .map(s -> Integer.toString(s.users()))
                .toList();
        if (users.isEmpty()) {
            return "";
        }
        String list = users.size() == 1
                ? users.get(0)
                : String.join(", ", users.subList(0, users.size() - 1)) + " and " + users.get(users.size() - 1);
        return org.surgebench.core.results.ClientSaturation.LABEL + " at " + list + " users";
    }

    private static SweepStep step(SweepResult s, double at) {
        return s.steps().stream().filter(x -> s.at(x) == at).findFirst().orElse(null);
    }

    /** The console table: each sweep named with its workload, mix and knee, then one block per figure. */
    public String format() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < sweeps.size(); i++) {
            SweepResult s = sweeps.get(i);
            sb.append(labels.get(i))
                    .append(": ")
                    .append(s.workload())
                    .append(", mix ")
                    .append(s.mix())
                    .append(", ")
                    .append(s.steps().size())
                    .append(" steps, ")
                    .append(knee(i))
                    .append(clientBound(i).isEmpty() ? "" : ", " + clientBound(i))
                    .append('\n');
        }
        // Each column as wide as its widest label or cell: nothing is cut.
        int widest = labels.stream().mapToInt(String::length).max().orElse(0);
        for (SweepFigure f : figures()) {
            for (List<Double> values : figure(f).values()) {
                for (int i = 0; i < values.size(); i++) {
                    widest = Math.max(widest, cell(values, i).length());
                }
            }
        }
        int width = widest + 2;
        for (SweepFigure f : figures()) {
            sb.append('\n').append(f.label()).append(" against ").append(axis()).append(":\n");
            sb.append(String.format(Locale.ROOT, "%6s", axis()));
            labels.forEach(l -> sb.append(pad(l, width)));
            Map<Double, String> noise = hasNoise(f) ? noise(f) : Map.of();
            sb.append(noise.isEmpty() ? "" : "  " + RepeatComparison.NOISE);
            sb.append('\n');
            figure(f).forEach((users, values) -> {
                sb.append(String.format(Locale.ROOT, "%6s", point(users)));
                for (int i = 0; i < values.size(); i++) {
                    sb.append(pad(cell(values, i), width));
                }
                sb.append(noise.isEmpty() ? "" : "  " + noise.get(users));
                sb.append('\n');
            });
        }
        sb.append("\nIn brackets: the change against the first sweep at the same " + axis() + ".\n");
        if (figures().stream().anyMatch(this::hasNoise)) {
            sb.append(NOISE_NOTE).append('\n');
        }
        return sb.toString();
    }

    /** A value and, after the first sweep, its change against the first sweep's. */
    static String cell(List<Double> values, int i) {
        Double v = values.get(i);
        if (v == null) {
            return "-";
        }
        String s = v == Math.rint(v) && Math.abs(v) < 1e15 ? Numbers.whole(v.longValue()) : Numbers.plain(v);
        Double base = values.get(0);
        if (i > 0 && base != null && base != 0) {
            double pct = (v / base - 1) * 100;
            if (Math.abs(pct) >= 0.05) {
                s += String.format(Locale.ROOT, " (%+.0f%%)", pct);
            }
        }
        return s;
    }

    /** A user count or a rate as the tables write it: whole where it is ("16", "400"), else "12.5". */
    static String point(double v) {
        return v == Math.rint(v) ? Numbers.whole(v) : Numbers.plain(v);
    }

    private static String pad(String s, int w) {
        return String.format(Locale.ROOT, "%" + w + "s", s);
    }
}
