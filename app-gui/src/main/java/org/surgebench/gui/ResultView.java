package org.surgebench.gui;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.surgebench.core.figures.RunFigures;
import org.surgebench.core.metrics.TxSummary;
import org.surgebench.core.results.RunResult;
import org.surgebench.core.results.RunSummary;

/**
 * One finished run, live or read back from its JSON: the summary, the per-transaction table, the database's
 * own figures when snapshots were taken, and buttons that open the HTML report and the result files.
 */
final class ResultView extends ScrollPane {
    static final java.time.format.DateTimeFormatter STARTED = java.time.format.DateTimeFormatter.ofPattern(
                    "yyyy-MM-dd HH:mm:ss z")
            .withZone(java.time.ZoneId.systemDefault());

    final OpenStatus openStatus;

    /** The run's results; its open buttons say on {@code line} how opening went. */
    ResultView(RunResult r, FileOpener open, OpenLine line) {
        openStatus = new OpenStatus(line);
        setId("resultView");
        setFitToWidth(true);
        VBox content = new VBox(8);
        content.setPadding(new Insets(10));
        setContent(content);
        content.getChildren()
                .addAll(title(r), summary(r), openButtons(r, open, openStatus), openStatus, transactions(r));
        DatabaseFiguresView database = new DatabaseFiguresView(r.database(), r.host());
        if (!database.isEmpty()) {
            content.getChildren().add(database);
        }
    }

    /** Comment, workload, mix, database and start time on one line. */
    private static Label title(RunResult r) {
        Label title = new Label((r.config().settings().output().comment() == null
                        ? ""
                        : r.config().settings().output().comment() + " · ")
                + r.config().workload() + " · mix " + r.config().mixAndVariant() + " · "
                + r.config().url()
                + " · started " + STARTED.format(r.startedAt()));
        title.setWrapText(true);
        title.getStyleClass().add("result-title");
        return title;
    }

    /** The run's figures (the catalogue's, then the run's ending and settings), three caption-value pairs a row. */
    private static GridPane summary(RunResult r) {
        RunSummary s = r.summary();
        GridPane summary = new GridPane();
        summary.setHgap(24);
        summary.setVgap(4);
        List<String[]> cells = new ArrayList<>();
        RunFigures.ALL.forEach(f -> cells.add(new String[] {f.label(), f.format(r)}));
        cells.add(new String[] {"users (max)", Integer.toString(s.maxUsers())});
        cells.add(new String[] {"measured", Formats.seconds(s.measuredSeconds())});
        cells.add(new String[] {"ended", s.stopReason()});
        cells.add(new String[] {"dialect", r.config().dialect()});
        cells.add(new String[] {"scale", Double.toString(r.config().scale())});
        for (int i = 0; i < cells.size(); i++) {
            Label k = new Label(cells.get(i)[0]);
            k.getStyleClass().add("figure-caption");
            Label v = new Label(cells.get(i)[1]);
            v.getStyleClass().add("summary-value");
            int col = i % 3 * 2;
            summary.add(k, col, i / 3);
            summary.add(v, col + 1, i / 3);
        }
        return summary;
    }

    /** A row per transaction type: the catalogue's figures per transaction. */
    private static TableView<TxSummary> transactions(RunResult r) {
        TableView<TxSummary> txs = new TableView<>();
        txs.setId("resultTransactions");
        txs.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        txs.getColumns().addAll(List.of(col("transaction", TxSummary::shortName), col("name", TxSummary::name)));
        RunFigures.perTransaction().forEach(f -> txs.getColumns().add(col(f.column(), f::format)));
        txs.getColumns().stream().skip(2).forEach(c -> c.setStyle("-fx-alignment: CENTER-RIGHT;"));
        txs.getItems().setAll(r.transactions());
        txs.setFixedCellSize(24);
        txs.setPrefHeight(32 + 24 * Math.min(12, r.transactions().size()) + 4);
        txs.setMinHeight(txs.getPrefHeight());
        return txs;
    }

    /** Buttons that open the run's files; a file that is not there has its button disabled. */
    private static HBox openButtons(RunResult r, FileOpener open, OpenStatus status) {
        HBox buttons = new HBox(8);
        Map<String, String> files = r.files() == null ? Map.of() : r.files();
        addOpen(buttons, "Open HTML report", "openReport", files.get("html"), open, status);
        addOpen(buttons, "Open JSON", "openJson", files.get("json"), open, status);
        addOpen(buttons, "Open CSV", "openCsv", files.get("csv"), open, status);
        String json = files.get("json");
        if (json != null && Path.of(json).getParent() != null) {
            addOpen(
                    buttons,
                    "Show folder",
                    "openFolder",
                    Path.of(json).getParent().toString(),
                    open,
                    status);
        }
        return buttons;
    }

    private static void addOpen(HBox box, String text, String id, String file, FileOpener open, OpenStatus status) {
        Button b = new Button(text);
        b.setId(id);
        b.setDisable(file == null || !Files.exists(Path.of(file)));
        b.setOnAction(e -> status.open(open, Path.of(file)));
        box.getChildren().add(b);
    }

    static <T> TableColumn<T, String> col(String title, Function<T, String> value) {
        TableColumn<T, String> c = new TableColumn<>(title);
        c.setCellValueFactory(v -> new ReadOnlyObjectWrapper<>(value.apply(v.getValue())));
        return c;
    }
}
