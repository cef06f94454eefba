package org.surgebench.gui;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.collections.ObservableList;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.RowConstraints;
import javafx.scene.layout.StackPane;
import org.surgebench.core.metrics.IntervalSnapshot;
import org.surgebench.core.metrics.TxInterval;

/**
 * The live charts of a session, one point per sampling interval: TPS and QPS each on a chart of its own (on
 * one axis the statements, several per transaction, would flatten the transactions into a line at the
 * bottom), response time per transaction (p95 or average, chosen above the chart), errors per second and
 * users logged on. Keeps the last {@link #WINDOW} intervals so long runs do not slow the charts down.
 */
final class LiveCharts extends GridPane {
    static final int WINDOW = 600;

    private final Deque<IntervalSnapshot> history = new ArrayDeque<>();
    private final XYChart.Series<Number, Number> tps = series("TPS");
    private final XYChart.Series<Number, Number> qps = series("QPS");
    private final XYChart.Series<Number, Number> errors = series("errors/s");
    private final XYChart.Series<Number, Number> users = series("users logged on");
    private final Map<String, XYChart.Series<Number, Number>> response = new LinkedHashMap<>();
    private final LineChart<Number, Number> throughputChart = chart("Transactions (TPS)", "transactions/s");
    private final LineChart<Number, Number> statementChart = chart("Statements (QPS)", "statements/s");
    private final LineChart<Number, Number> responseChart = chart("Response time", "ms");
    private final LineChart<Number, Number> errorChart = chart("Errors", "per second");
    private final LineChart<Number, Number> userChart = chart("Users", "logged on");
    private final ChoiceBox<String> responseMetric = new ChoiceBox<>();

    LiveCharts() {
        setId("charts");
        setHgap(4);
        setVgap(4);
        throughputChart.setId("throughputChart");
        statementChart.setId("statementChart");
        responseChart.setId("responseChart");
        errorChart.setId("errorChart");
        userChart.setId("userChart");
        throughputChart.getData().add(tps);
        statementChart.getData().add(qps);
        throughputChart.setLegendVisible(false);
        statementChart.setLegendVisible(false);
        errorChart.getData().add(errors);
        userChart.getData().add(users);
        errorChart.setLegendVisible(false);
        userChart.setLegendVisible(false);
        wholeNumbersOnly((NumberAxis) userChart.getYAxis());
        wholeNumbersOnly((NumberAxis) errorChart.getYAxis());
        showZeroToOneWhileFlat((NumberAxis) errorChart.getYAxis(), errors);
        responseMetric.setId("responseMetric");
        responseMetric.getItems().addAll("p95", "avg");
        responseMetric.setValue("p95");
        responseMetric.valueProperty().addListener((o, a, b) -> redrawResponse());

        // The metric choice floats over the response chart's top-right corner, where the title leaves room.
        HBox choice = new HBox(4, new Label("show"), responseMetric);
        choice.setAlignment(Pos.CENTER_RIGHT);
        choice.setPickOnBounds(false);
        choice.setMaxSize(HBox.USE_PREF_SIZE, HBox.USE_PREF_SIZE);
        StackPane responseBox = new StackPane(responseChart, choice);
        StackPane.setAlignment(choice, Pos.TOP_RIGHT);
        StackPane.setMargin(choice, new Insets(4, 8, 0, 0));

        // TPS, QPS and users on top; response time (the widest, a line per transaction) and errors below.
        add(throughputChart, 0, 0);
        add(statementChart, 1, 0);
        add(userChart, 2, 0);
        add(responseBox, 0, 1, 2, 1);
        add(errorChart, 2, 1);
        for (int i = 0; i < 3; i++) {
            ColumnConstraints c = new ColumnConstraints();
            c.setPercentWidth(100.0 / 3);
            c.setHgrow(Priority.ALWAYS);
            getColumnConstraints().add(c);
        }
        for (int i = 0; i < 2; i++) {
            RowConstraints r = new RowConstraints();
            r.setPercentHeight(50);
            r.setVgrow(Priority.ALWAYS);
            getRowConstraints().add(r);
        }
    }

    void clear() {
        history.clear();
        for (XYChart.Series<Number, Number> s : List.of(tps, qps, errors, users)) {
            s.getData().clear();
        }
        response.clear();
        responseChart.getData().clear();
    }

    void add(IntervalSnapshot s) {
        history.addLast(s);
        boolean full = history.size() > WINDOW;
        if (full) {
            history.removeFirst();
        }
        double x = Math.round(s.elapsedSeconds() * 10) / 10.0;
        append(tps, x, s.tps(), full);
        append(qps, x, s.qps(), full);
        append(errors, x, s.errors() / Math.max(1e-9, s.intervalSeconds()), full);
        append(users, x, s.users(), full);
        for (TxInterval t : s.perTransaction()) {
            append(responseSeries(t.shortName()), x, responseValue(t), full);
        }
    }

    /** Points the throughput chart has received; tests use it to see data arrive. */
    int points() {
        return tps.getData().size();
    }

    int responseSeriesCount() {
        return response.size();
    }

    private XYChart.Series<Number, Number> responseSeries(String tx) {
        return response.computeIfAbsent(tx, k -> {
            XYChart.Series<Number, Number> s = series(k);
            responseChart.getData().add(s);
            return s;
        });
    }

    private double responseValue(TxInterval t) {
        // An interval without a completion of this type has no latency; 0 would read as "fast".
        if (t.count() == 0) {
            return Double.NaN;
        }
        return "avg".equals(responseMetric.getValue()) ? t.avgMs() : t.p95Ms();
    }

    private void redrawResponse() {
        response.values().forEach(s -> s.getData().clear());
        for (IntervalSnapshot s : history) {
            double x = Math.round(s.elapsedSeconds() * 10) / 10.0;
            for (TxInterval t : s.perTransaction()) {
                append(responseSeries(t.shortName()), x, responseValue(t), false);
            }
        }
    }

    private static void append(XYChart.Series<Number, Number> s, double x, double y, boolean dropOldest) {
        ObservableList<XYChart.Data<Number, Number>> data = s.getData();
        if (Double.isNaN(y)) {
            return;
        }
        data.add(new XYChart.Data<>(x, y));
        while (dropOldest && data.size() > WINDOW) {
            data.remove(0);
        }
    }

    /** Users and error counts are whole numbers: label only the ticks that are. */
    private static void wholeNumbersOnly(NumberAxis axis) {
        axis.setMinorTickVisible(false);
        axis.setTickLabelFormatter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(Number n) {
                double v = n.doubleValue();
                return v == Math.rint(v) ? Formats.count((long) v) : "";
            }

            @Override
            public Number fromString(String s) {
                return Double.valueOf(s);
            }
        });
    }

    /** An all-zero series would give a degenerate axis (one "0.00" tick); show 0..1 until a value arrives. */
    private static void showZeroToOneWhileFlat(NumberAxis axis, XYChart.Series<Number, Number> s) {
        Runnable update = () -> {
            boolean flat = s.getData().stream().allMatch(d -> d.getYValue().doubleValue() == 0);
            axis.setAutoRanging(!flat);
            if (flat) {
                axis.setLowerBound(0);
                axis.setUpperBound(1);
                axis.setTickUnit(1);
            }
        };
        s.getData()
                .addListener((javafx.collections.ListChangeListener<XYChart.Data<Number, Number>>) c -> update.run());
        update.run();
    }

    private static XYChart.Series<Number, Number> series(String name) {
        XYChart.Series<Number, Number> s = new XYChart.Series<>();
        s.setName(name);
        return s;
    }

    private static LineChart<Number, Number> chart(String title, String yLabel) {
        NumberAxis x = new NumberAxis();
        x.setLabel("elapsed s");
        x.setForceZeroInRange(false);
        NumberAxis y = new NumberAxis();
        y.setLabel(yLabel);
        LineChart<Number, Number> c = new LineChart<>(x, y);
        c.setTitle(title);
        c.setAnimated(false);
        c.setCreateSymbols(false);
        c.setMinSize(200, 150);
        return c;
    }
}
