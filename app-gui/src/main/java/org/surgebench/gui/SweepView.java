package org.surgebench.gui;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import javafx.geometry.Insets;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.surgebench.core.sweep.SweepFigure;
import org.surgebench.core.sweep.SweepFigures;
import org.surgebench.core.sweep.SweepResult;
import org.surgebench.core.sweep.SweepStep;

/**
 * A sweep read back from its JSON: the scaling table with the knee marked, TPS against users, and buttons
 * for its HTML report and JSON. Each step's own results open as runs.
 */
final class SweepView extends VBox {
    final TableView<SweepStep> steps = new TableView<>();
    final OpenStatus openStatus;

    /** The sweep {@code opened}; its open buttons say on the sweep's line how opening went. */
    SweepView(Opened.Sweep opened, FileOpener open) {
        SweepResult r = opened.result();
        openStatus = new OpenStatus(opened.line());
        setId("sweepView");
        setSpacing(8);
        setPadding(new Insets(10));
        String knee = r.kneeIndex() == null
                ? "knee not reached"
                : "knee at " + r.steps().get(r.kneeIndex()).users() + " users";
        Label title = new Label((r.comment() == null ? "" : r.comment() + " · ") + "Sweep of " + r.workload()
                + " · mix " + r.mix() + " · " + r.url() + " · " + r.steps().size() + " steps of "
                + Formats.seconds(r.stepSeconds()) + " · " + knee);
        title.getStyleClass().add("result-title");
        title.setWrapText(true);

        steps.setId("sweepSteps");
        steps.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        steps.getColumns().add(ResultView.col("Users", opened::usersCell));
        SweepFigures.ALL.forEach(f -> steps.getColumns().add(ResultView.col(f.label(), s -> cell(f, s))));
        steps.getColumns().add(ResultView.col("Ended", SweepStep::stopReason));
        steps.getColumns().stream().skip(1).forEach(c -> c.setStyle("-fx-alignment: CENTER-RIGHT;"));
        steps.getItems().setAll(r.steps());
        steps.setFixedCellSize(24);
        steps.setPrefHeight(32 + 24 * Math.min(12, r.steps().size()) + 4);

        Label sources = new Label(SweepFigures.DB_IO.label() + ": the database's own statistics ("
                + (r.dbIoSource() == null ? "none for this database" : r.dbIoSource()) + "); "
                + SweepFigures.DISK_IOPS.label() + ": the "
                + "database host's disks (/proc/diskstats), when they were watched. Knee rule: " + r.kneeRule() + ".");
        sources.setWrapText(true);
        sources.getStyleClass().add("figure-caption");

        HBox buttons = new HBox(8);
        Map<String, String> files = r.files() == null ? Map.of() : r.files();
        buttons.getChildren()
                .addAll(
                        button("Open HTML report", "openSweepReport", files.get("html"), open),
                        button("Open JSON", "openSweepJson", files.get("json"), open));
        getChildren().addAll(title, buttons, openStatus, steps, sources, tpsChart(r));
    }

    /** A step's value of a sweep figure, written as the desktop app writes rates, counts and times. */
    private static String cell(SweepFigure f, SweepStep s) {
        Double v = f.value().apply(s);
        if (v == null) {
            return "";
        }
        return switch (f.format()) {
            case MS -> Formats.ms(v);
            case COUNT, WHOLE -> Formats.count(Math.round(v));
            case RATE -> Formats.rate(v);
        };
    }

    private Button button(String text, String id, String file, FileOpener open) {
        Button b = new Button(text);
        b.setId(id);
        b.setDisable(file == null || !Files.exists(Path.of(file)));
        b.setOnAction(e -> openStatus.open(open, Path.of(file)));
        return b;
    }

    private static LineChart<Number, Number> tpsChart(SweepResult r) {
        NumberAxis x = new NumberAxis();
        x.setLabel("users");
        NumberAxis y = new NumberAxis();
        y.setLabel("TPS");
        LineChart<Number, Number> chart = new LineChart<>(x, y);
        chart.setTitle("TPS against users");
        chart.setAnimated(false);
        chart.setLegendVisible(false);
        XYChart.Series<Number, Number> tps = new XYChart.Series<>();
        r.steps().forEach(s -> tps.getData().add(new XYChart.Data<>(s.users(), s.tps())));
        chart.getData().add(tps);
        chart.setPrefHeight(260);
        return chart;
    }
}
