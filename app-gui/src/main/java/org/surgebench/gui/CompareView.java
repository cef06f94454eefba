package org.surgebench.gui;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import org.surgebench.core.metrics.TxSummary;
import org.surgebench.core.results.RunResult;

/**
 * Runs side by side: one column per run, one row per figure (throughput, latency, errors, then TPS and p95
 * per transaction), and the change of the last run against the first.
 */
final class CompareView extends TableView<CompareView.Line> {

    /** A figure across the runs; NaN where a run has no such figure. */
    record Line(String figure, double[] values, boolean lowerIsBetter) {
        String change() {
            double a = values[0];
            double b = values[values.length - 1];
            if (values.length < 2 || Double.isNaN(a) || Double.isNaN(b) || a == 0) {
                return "";
            }
            return String.format(Locale.ROOT, "%+.1f %%", (b - a) / a * 100);
        }
    }

    CompareView(List<RunResult> runs) {
        setId("compare");
        setColumnResizePolicy(CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        TableColumn<Line, String> figure = new TableColumn<>("Figure");
        figure.setCellValueFactory(v -> new ReadOnlyObjectWrapper<>(v.getValue().figure()));
        getColumns().add(figure);
        for (int i = 0; i < runs.size(); i++) {
            RunResult r = runs.get(i);
            int index = i;
            TableColumn<Line, String> c =
                    new TableColumn<>((i + 1) + ": " + r.config().workload() + " "
                            + r.summary().maxUsers() + "u\n" + ResultView.STARTED.format(r.startedAt()));
            c.setCellValueFactory(
                    v -> new ReadOnlyObjectWrapper<>(format(v.getValue().values()[index])));
            c.setStyle("-fx-alignment: CENTER-RIGHT;");
            getColumns().add(c);
        }
        TableColumn<Line, String> change = new TableColumn<>("Last vs first");
        change.setCellValueFactory(v -> new ReadOnlyObjectWrapper<>(v.getValue().change()));
        change.setStyle("-fx-alignment: CENTER-RIGHT;");
        getColumns().add(change);
        getItems().setAll(lines(runs));
    }

    static List<Line> lines(List<RunResult> runs) {
        List<Line> out = new ArrayList<>();
        out.add(line(runs, "Users (max)", r -> (double) r.summary().maxUsers(), false));
        out.add(line(runs, "Measured s", r -> r.summary().measuredSeconds(), false));
        out.add(line(runs, "Transactions", r -> (double) r.summary().transactions(), false));
        out.add(line(runs, "TPS", r -> r.summary().tps(), false));
        out.add(line(runs, "QPS", r -> r.summary().qps(), false));
        out.add(line(runs, "Avg ms", r -> r.summary().service().avgMs(), true));
        out.add(line(runs, "p95 ms", r -> r.summary().service().p95Ms(), true));
        out.add(line(runs, "p99 ms", r -> r.summary().service().p99Ms(), true));
        out.add(line(runs, "Errors", r -> (double) r.summary().errors(), true));
        Set<String> txs = new LinkedHashSet<>();
        runs.forEach(r -> r.transactions().forEach(t -> txs.add(t.shortName())));
        for (String tx : txs) {
            out.add(line(runs, tx + " TPS", r -> tx(r, tx, t -> t.tps()), false));
            out.add(line(runs, tx + " p95 ms", r -> tx(r, tx, t -> t.service().p95Ms()), true));
        }
        return out;
    }

    private static double tx(RunResult r, String name, Function<TxSummary, Double> f) {
        TxSummary t = r.transaction(name);
        return t == null ? Double.NaN : f.apply(t);
    }

    private static Line line(List<RunResult> runs, String figure, Function<RunResult, Double> f, boolean lower) {
        return new Line(figure, runs.stream().mapToDouble(f::apply).toArray(), lower);
    }

    private static String format(double v) {
        if (Double.isNaN(v)) {
            return "–";
        }
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Formats.count((long) v) : Formats.ms(v);
    }
}
